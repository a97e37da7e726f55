/** Statements of the audit trail. */
import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import { rows } from '../../db/sql';
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

/**
 * The rows in one statement with one parameter (a JSON array read by jsonb_array_elements), in their
 * order (WITH ORDINALITY: the ids follow the chain): an import's 10,000 entries cost one round trip
 * instead of 24,000 bound parameters per 2,000 rows.
 */
export async function inserirEntradas(tx: Tx, linhas: NovaLinhaDeAuditoria[]): Promise<void> {
  if (linhas.length === 0) return;
  const json = JSON.stringify(
    linhas.map((l) => ({
      em: l.em instanceof Date ? l.em.toISOString() : l.em,
      usuario_id: l.usuarioId ?? null,
      usuario_nome: l.usuarioNome,
      acao: l.acao,
      entidade: l.entidade,
      chave: l.chave,
      campos: l.campos ?? [],
      detalhes: l.detalhes ?? null,
      request_id: l.requestId ?? null,
      hash_anterior: l.hashAnterior,
      hash: l.hash,
    })),
  );
  await tx.execute(sql`
    INSERT INTO auditoria (em, usuario_id, usuario_nome, acao, entidade, chave, campos, detalhes, request_id, hash_anterior, hash)
    SELECT (r->>'em')::timestamptz, (r->>'usuario_id')::integer, r->>'usuario_nome', r->>'acao', r->>'entidade', r->>'chave',
           r->'campos', CASE WHEN jsonb_typeof(r->'detalhes') = 'null' THEN NULL ELSE r->'detalhes' END, r->>'request_id', r->>'hash_anterior', r->>'hash'
    FROM jsonb_array_elements(${json}::jsonb) WITH ORDINALITY AS e(r, n)
    ORDER BY n`);
}

/** The entries after `depoisDoId`, in chain order. */
export function listarEntradasEmOrdem(conn: Conn, depoisDoId: number, limite: number): Promise<LinhaDeAuditoria[]> {
  return conn.select().from(auditoria).where(gt(auditoria.id, depoisDoId)).orderBy(asc(auditoria.id)).limit(limite);
}

/** The filters of the audit screen, already read and bounded by the service. */
export interface FiltroDaTrilha {
  /** First and last day (yyyy-mm-dd, São Paulo), inclusive. */
  periodo?: { de: string; ate: string };
  usuario?: { id: number } | { nome: string };
  entidade?: string;
  acao?: string;
  /** A tsquery of prefix-matched words (`palavra:* & outra:*`). */
  consulta?: string;
}

function condicoes(filtro: FiltroDaTrilha): SQL | undefined {
  const partes: SQL[] = [];
  if (filtro.periodo) {
    partes.push(sql`${auditoria.em} >= (${filtro.periodo.de}::date)::timestamp AT TIME ZONE 'America/Sao_Paulo'`);
    partes.push(sql`${auditoria.em} < (${filtro.periodo.ate}::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo'`);
  }
  if (filtro.usuario) partes.push('id' in filtro.usuario ? eq(auditoria.usuarioId, filtro.usuario.id) : sql`${auditoria.usuarioId} IS NULL AND ${auditoria.usuarioNome} = ${filtro.usuario.nome}`);
  if (filtro.entidade) partes.push(eq(auditoria.entidade, filtro.entidade));
  if (filtro.acao) partes.push(eq(auditoria.acao, filtro.acao));
  if (filtro.consulta) partes.push(sql`${auditoria.texto} @@ to_tsquery('simple', ${filtro.consulta})`);
  return partes.length ? and(...partes) : undefined;
}

const colunasServidas = {
  id: auditoria.id,
  em: auditoria.em,
  usuarioId: auditoria.usuarioId,
  usuarioNome: auditoria.usuarioNome,
  acao: auditoria.acao,
  entidade: auditoria.entidade,
  chave: auditoria.chave,
  campos: auditoria.campos,
  detalhes: auditoria.detalhes,
  requestId: auditoria.requestId,
};
export type LinhaServida = Pick<LinhaDeAuditoria, keyof typeof colunasServidas>;

/**
 * One window of the filtered trail, newest first. With a period, in (em, id) order, which reads the
 * period's stretch of auditoria_em_idx; without one, in id order (the chain's, the same but for entries
 * recorded in the same instants), which the (kind|action|author, id) indexes give already sorted.
 */
export function listarEntradas(conn: Conn, filtro: FiltroDaTrilha, janela: { limit: number; offset: number }): Promise<LinhaServida[]> {
  const ordem = filtro.periodo ? [desc(auditoria.em), desc(auditoria.id)] : [desc(auditoria.id)];
  return conn.select(colunasServidas).from(auditoria).where(condicoes(filtro)).orderBy(...ordem).limit(janela.limit).offset(janela.offset);
}

/** How many entries match, counted up to `teto` + 1 (more than `teto` answers `teto` + 1). */
export async function contarEntradas(conn: Conn, filtro: FiltroDaTrilha, teto: number): Promise<number> {
  const limitadas = conn.select({ um: sql`1` }).from(auditoria).where(condicoes(filtro)).limit(teto + 1).as('limitadas');
  const [linha] = await conn.select({ total: sql<number>`count(*)::int` }).from(limitadas);
  return Number(linha?.total ?? 0);
}

/** The entries of one record, newest first. */
export function listarHistorico(conn: Conn, entidade: string, chave: string, limite: number): Promise<LinhaServida[]> {
  return conn
    .select(colunasServidas)
    .from(auditoria)
    .where(and(eq(auditoria.entidade, entidade), eq(auditoria.chave, chave)))
    .orderBy(desc(auditoria.id))
    .limit(limite);
}

/** Retention: removes the entries older than `antes`; how many left. */
export async function expurgarEntradas(conn: Conn, antes: Date): Promise<number> {
  const [linha] = await rows<{ removidas: number }>(conn, sql`SELECT expurgar_auditoria(${antes.toISOString()}::timestamptz)::int AS removidas`);
  return Number(linha?.removidas ?? 0);
}
