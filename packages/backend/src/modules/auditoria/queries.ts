/** Statements of the audit trail. */
import { asc, desc, gt, sql } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client';
import { auditoria } from '../../db/schema';

/** Arbitrary constant key of the advisory lock that orders the chain's writers. */
const CHAVE_TRAVA_CADEIA = 7_337_001;

/** Holds the chain's lock until the transaction ends: the next writer reads this one's hash. */
export async function travarCadeia(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(${CHAVE_TRAVA_CADEIA})`);
}

/** The hash of the last entry, or undefined when the trail is empty. */
export async function buscarUltimoHash(conn: Conn): Promise<string | undefined> {
  const [linha] = await conn.select({ hash: auditoria.hash }).from(auditoria).orderBy(desc(auditoria.id)).limit(1);
  return linha?.hash;
}

export type NovaLinhaDeAuditoria = typeof auditoria.$inferInsert;
export type LinhaDeAuditoria = typeof auditoria.$inferSelect;

export async function inserirEntradas(tx: Tx, linhas: NovaLinhaDeAuditoria[]): Promise<void> {
  // A bound of PostgreSQL's 65,535 parameters per statement: 12 columns a row.
  for (let i = 0; i < linhas.length; i += 2_000) await tx.insert(auditoria).values(linhas.slice(i, i + 2_000));
}

/** The entries after `depoisDoId`, in chain order. */
export function listarEntradasEmOrdem(conn: Conn, depoisDoId: number, limite: number): Promise<LinhaDeAuditoria[]> {
  return conn.select().from(auditoria).where(gt(auditoria.id, depoisDoId)).orderBy(asc(auditoria.id)).limit(limite);
}
