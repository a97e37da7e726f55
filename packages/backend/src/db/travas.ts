/**
 * Advisory locks over one schema's data (the Jira sync, the alerts' evaluator, the audit indexer, a closing's
 * calculation). PostgreSQL's advisory locks belong to the database, while the data they guard belongs to the
 * schema of the connection: the backend tests keep one schema per test in one database, and with one key for
 * all, one schema's holder made another's sync answer 'busy', its evaluator wait and its indexer skip. So every
 * key names the schema — one rule, here only: (the lock's constant, the schema) or, for one record's lock,
 * (its kind with the schema, the record's id).
 */
import { sql } from 'drizzle-orm';
import type { Conn, SqlSession, Tx } from './client';
import { rows } from './sql';

/** The second half of every key: the schema of the connection (its search_path). */
const ESQUEMA = 'hashtext(current_schema())';

/** Takes this schema's lock `chave` on this session, if no other session holds it; release it with `soltarTrava`. */
export async function tentarTrava(session: SqlSession, chave: number): Promise<boolean> {
  const [trava] = await session.query<{ ok: boolean }>(`SELECT pg_try_advisory_lock($1, ${ESQUEMA}) AS ok`, [chave]);
  return trava?.ok === true;
}

/** Releases this schema's lock `chave` taken by `tentarTrava` on the same session. */
export async function soltarTrava(session: SqlSession, chave: number): Promise<void> {
  await session.query(`SELECT pg_advisory_unlock($1, ${ESQUEMA})`, [chave]);
}

/** Takes this schema's lock `chave` until the transaction ends, if no other transaction holds it. */
export async function tentarTravaNaTransacao(tx: Tx, chave: number): Promise<boolean> {
  const [trava] = await rows<{ ok: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(${chave}, ${sql.raw(ESQUEMA)}) AS ok`);
  return trava?.ok === true;
}

/** Takes this schema's lock of the record `id` of kind `nome` until the transaction ends, if no other transaction holds it. */
export async function tentarTravaDoRegistro(tx: Conn, nome: string, id: number): Promise<boolean> {
  const [trava] = await rows<{ ok: boolean }>(tx, sql`SELECT pg_try_advisory_xact_lock(hashtext(${nome}::text || ':' || current_schema()), ${id}) AS ok`);
  return trava?.ok === true;
}
