/** Statements of the audit trail. */
import { and, asc, desc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { arrayText, rows } from '../../db/sql';
import { tentarTravaNaTransacao } from '../../db/travas';
import type { Conn, Db, Tx } from '../../db/client';
import { auditoria, auditoriaBusca } from '../../db/schema';

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

export type LinhaDeAuditoria = typeof auditoria.$inferSelect;

/** Entries recorded by one call: the same instant, author and request; the rest one per entry, in chain order. */
export interface LoteDeAuditoria {
  em: Date;
  usuarioId: number | null;
  usuarioNome: string;
  requestId: string | null;
  entradas: Array<{ acao: string; entidade: string; chave: string; campos: string; detalhes: string; hashAnterior: string; hash: string }>;
}

/**
 * The entries in one statement: one parameter per column, read by unnest in order — the order the ids are
 * given in, the chain's. The fields and details (canonical JSON text, the hash's own) go as one text each,
 * the entries' JSON joined by newlines and split by string_to_array: JSON.stringify writes a newline inside
 * a string as `\n`, so a raw newline only ever separates two entries. As array literals every `"` of the
 * JSON had to be escaped by the API and unescaped by the database (an import's 10.001 entries, 8 MB of
 * fields: 150–200 ms of the API's CPU and ~40 ms of the database's; bench/trilha-gravacao.bench.ts). The
 * hashes (hex) are joined by commas; the short texts stay array literals. No search vector: the indexer
 * writes it after the commit (indexarPendentes; migration 0108).
 * The fields go into a `json` column (migration 0112): checked as JSON and kept as the text the API hashed,
 * not parsed into jsonb (which was most of what reading an import's entries cost the database); `detalhes`,
 * null for all but a few entries of a call, is parsed into jsonb only when it is not null.
 */
export async function inserirEntradas(tx: Tx, lote: LoteDeAuditoria): Promise<void> {
  const e = lote.entradas;
  if (e.length === 0) return;
  const coluna = (valor: (entrada: LoteDeAuditoria['entradas'][number]) => string) => arrayText(e.map(valor));
  const linhas = (valor: (entrada: LoteDeAuditoria['entradas'][number]) => string, separador: string) => e.map(valor).join(separador);
  await tx.execute(sql`
    INSERT INTO auditoria (em, usuario_id, usuario_nome, acao, entidade, chave, campos, detalhes, request_id, hash_anterior, hash)
    SELECT ${lote.em.toISOString()}::timestamptz, ${lote.usuarioId}::integer, ${lote.usuarioNome}, u.acao, u.entidade, u.chave,
           u.campos, NULLIF(u.detalhes, 'null')::jsonb, ${lote.requestId}, u.hash_anterior, u.hash
    FROM unnest(${coluna((x) => x.acao)}::text[], ${coluna((x) => x.entidade)}::text[], ${coluna((x) => x.chave)}::text[],
                string_to_array(${linhas((x) => x.campos, '\n')}::text, E'\\n')::json[], string_to_array(${linhas((x) => x.detalhes, '\n')}::text, E'\\n'),
                string_to_array(${linhas((x) => x.hashAnterior, ',')}::text, ','), string_to_array(${linhas((x) => x.hash, ',')}::text, ','))
         AS u(acao, entidade, chave, campos, detalhes, hash_anterior, hash)`);
}

/** Arbitrary constant key of the advisory lock that keeps two indexers (two instances) off the same entries. */
const CHAVE_TRAVA_INDEXADOR = 7_337_002;

/**
 * Takes the indexer's lock until the transaction ends, if no other indexer of this trail holds it (the key names
 * the schema: trails of other schemas in the same database are other trails — db/travas.ts).
 */
export function travarIndexador(tx: Tx): Promise<boolean> {
  return tentarTravaNaTransacao(tx, CHAVE_TRAVA_INDEXADOR);
}

/**
 * Writes the search vectors (auditoria_texto() of the recorded columns) of up to `lote` entries past the
 * last indexed one, in id order; how many (0: none pending, or another indexer holds the lock). The
 * entries' ids follow their commits (the chain's lock), so none is ever left behind below the last id.
 */
export async function indexarPendentes(db: Db, lote: number): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await travarIndexador(tx))) return 0;
    const [linha] = await rows<{ indexadas: number }>(
      tx,
      sql`WITH novas AS (
            INSERT INTO auditoria_busca (id, texto)
            SELECT a.id, auditoria_texto(a.chave, a.usuario_nome, a.campos) FROM auditoria a
            WHERE a.id > (SELECT coalesce(max(b.id), 0) FROM auditoria_busca b)
            ORDER BY a.id LIMIT ${lote}
            ON CONFLICT (id) DO NOTHING RETURNING 1)
          SELECT count(*)::int AS indexadas FROM novas`,
    );
    return Number(linha?.indexadas ?? 0);
  });
}

/** The entries after `depoisDoId`, in chain order. */
export function listarEntradasEmOrdem(conn: Conn, depoisDoId: number, limite: number): Promise<LinhaDeAuditoria[]> {
  return conn.select().from(auditoria).where(gt(auditoria.id, depoisDoId)).orderBy(asc(auditoria.id)).limit(limite);
}

/**
 * The text filter: `consulta`, the tsquery every entry must match (`palavra:* & outra:*`); `indice`, the
 * part of it the GIN index (auditoria_busca_texto_idx) is asked for, the words that match few entries (null:
 * none — the words are everywhere, the index would read them all: the entries are scanned newest first and
 * checked); `rara`: the indexed part matches few entries, so the list reads them all through the index and
 * sorts them rather than walking the newest entries until 50 match.
 * The match is always `consulta`'s: the index only chooses which entries get checked.
 */
export interface TextoDaTrilha {
  consulta: string;
  indice: string | null;
  rara: boolean;
}

/** The filters of the audit screen, already read and bounded by the service. */
export interface FiltroDaTrilha {
  /** First and last day (yyyy-mm-dd, São Paulo), inclusive. */
  periodo?: { de: string; ate: string };
  usuario?: { id: number } | { nome: string };
  entidade?: string;
  acao?: string;
  texto?: TextoDaTrilha;
}

/**
 * The search words of an entry: its row of auditoria_busca (joined by daTrilha), or, for an entry the indexer
 * has not reached yet, the same words computed on the spot.
 */
const vetorDaEntrada = sql`coalesce(${auditoriaBusca.texto}, auditoria_texto(${auditoria.chave}, ${auditoria.usuarioNome}, ${auditoria.campos}))`;

/** `campos` from the trail, joined with the entries' search words when the filter has words. */
function daTrilha<T extends SelectedFields>(conn: Conn, campos: T, filtro: FiltroDaTrilha) {
  const consulta = conn.select(campos).from(auditoria).$dynamic();
  return filtro.texto ? consulta.leftJoin(auditoriaBusca, eq(auditoriaBusca.id, auditoria.id)) : consulta;
}

/**
 * The WHERE of a filter. `soPeriodoNoIndice`: the author, kind and action are compared as `+ 0` / `|| ''`
 * (the same comparison, which no index answers), so only the period's index (or the text's) picks the rows.
 */
function condicoes(filtro: FiltroDaTrilha, soPeriodoNoIndice = false, candidatas = filtro.texto?.rara === true): SQL | undefined {
  const partes: SQL[] = [];
  if (filtro.periodo) {
    partes.push(sql`${auditoria.em} >= (${filtro.periodo.de}::date)::timestamp AT TIME ZONE 'America/Sao_Paulo'`);
    partes.push(sql`${auditoria.em} < (${filtro.periodo.ate}::date + 1)::timestamp AT TIME ZONE 'America/Sao_Paulo'`);
  }
  const usuarioId = soPeriodoNoIndice ? sql`(${auditoria.usuarioId} + 0)` : sql`${auditoria.usuarioId}`;
  const coluna = (nome: typeof auditoria.entidade | typeof auditoria.acao) => (soPeriodoNoIndice ? sql`(${nome} || '')` : sql`${nome}`);
  if (filtro.usuario) partes.push('id' in filtro.usuario ? sql`${usuarioId} = ${filtro.usuario.id}` : sql`${usuarioId} IS NULL AND ${auditoria.usuarioNome} = ${filtro.usuario.nome}`);
  if (filtro.entidade) partes.push(sql`${coluna(auditoria.entidade)} = ${filtro.entidade}`);
  if (filtro.acao) partes.push(sql`${coluna(auditoria.acao)} = ${filtro.acao}`);
  const texto = filtro.texto;
  if (texto) {
    // The GIN index answers `@@` on auditoria_busca; the entries not yet indexed (the newest, written since the
    // indexer's last pass) join the candidates and are checked like the rest. The candidates as an array, read
    // by id: as `IN (subquery)` PostgreSQL guessed the pending part at a third of the trail and merged both whole
    // primary keys (2 s for 200 candidates over 1.000.000 entries; 30 ms so).
    // Only for rare words: the array holds every entry the index gives, and a word in 1–10 % of the entries
    // ('sistema', ~9 %) made it 90.000 ids long (the first page over 1.000.000 entries took ~0,4 s); its
    // entries are found by walking the newest ones (the list) or through the index (contarEntradas).
    if (texto.indice && candidatas) {
      partes.push(sql`${auditoria.id} = ANY (ARRAY(
        SELECT b.id FROM auditoria_busca b WHERE b.texto @@ to_tsquery('simple', ${texto.indice})
        UNION ALL SELECT p.id FROM auditoria p WHERE p.id > (SELECT coalesce(max(m.id), 0) FROM auditoria_busca m)))`);
    }
    // ts_match_vq (the same match as `@@`, called as a function) is only checked, never asked of an index.
    partes.push(sql`ts_match_vq(${vetorDaEntrada}, to_tsquery('simple', ${texto.consulta}))`);
  }
  return partes.length ? and(...partes) : undefined;
}

/**
 * The most common words of the trail's text and the share of entries holding each (PostgreSQL's
 * statistics of auditoria_busca.texto, from ANALYZE; none before one, nor on a small trail).
 */
export async function buscarPalavrasComuns(conn: Conn): Promise<Map<string, number>> {
  const linhas = await rows<{ palavras: string[] | null; fracoes: number[] | null }>(
    conn,
    sql`SELECT most_common_elems::text::text[] AS palavras, most_common_elem_freqs::float8[] AS fracoes
        FROM pg_stats WHERE schemaname = current_schema() AND tablename = 'auditoria_busca' AND attname = 'texto'`,
  );
  const comuns = new Map<string, number>();
  for (const linha of linhas) {
    (linha.palavras ?? []).forEach((palavra, i) => comuns.set(palavra, Number(linha.fracoes?.[i] ?? 0)));
  }
  return comuns;
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
 * recorded in the same instants), which the (action|author, id) indexes give already sorted; a record kind
 * walks the primary key newest first, or reads a rare kind's few entries through the prefix of
 * auditoria_registro_idx and sorts them (migration 0111).
 * With rare words (`texto.rara`) the order is asked as `id + 0`: no index gives it, so PostgreSQL reads the
 * few matching entries through the text index and sorts them, rather than walking the newest entries
 * (the order's index) until 50 match — which for a rare word is most of the trail. Same order, same rows.
 */
export function listarEntradas(conn: Conn, filtro: FiltroDaTrilha, janela: { limit: number; offset: number }): Promise<LinhaServida[]> {
  const cercar = filtro.texto?.rara === true;
  const id = cercar ? sql`${auditoria.id} + 0` : auditoria.id;
  const em = cercar ? sql`${auditoria.em} + interval '0 s'` : auditoria.em;
  const ordem = filtro.periodo ? [desc(em), desc(id)] : [desc(id)];
  return daTrilha(conn, colunasServidas, filtro).where(condicoes(filtro)).orderBy(...ordem).limit(janela.limit).offset(janela.offset);
}

/** A period of at most this many days is counted by reading its entries (see contarEntradas). */
export const DIAS_DO_PERIODO_CURTO = 31;

/**
 * How many entries match, counted up to `teto` + 1 (more than `teto` answers `teto` + 1).
 * With a period of up to DIAS_DO_PERIODO_CURTO days the period's entries are read and checked for the other
 * filters: PostgreSQL otherwise crossed the period with the kind's (or action's, author's) index, whose
 * bitmap is a quarter of a million entries for a common kind — 170 ms of the 180 ms of a count with every
 * filter over 1.000.000 entries, where reading the month's 43.200 entries took 42 ms (EXPLAIN ANALYZE,
 * bench/auditoria.bench.ts). A longer period may hold most of the trail: the planner chooses.
 */
export async function contarEntradas(conn: Conn, filtro: FiltroDaTrilha, teto: number): Promise<number> {
  const curto = filtro.periodo !== undefined && diasDoPeriodo(filtro.periodo) <= DIAS_DO_PERIODO_CURTO;
  if (filtro.texto?.indice && !filtro.texto.rara && !curto) return contarPeloIndice(conn, filtro, filtro.texto.indice, teto);
  const limitadas = daTrilha(conn, { um: sql`1` }, filtro).where(condicoes(filtro, curto)).limit(teto + 1).as('limitadas');
  const [linha] = await conn.select({ total: sql<number>`count(*)::int` }).from(limitadas);
  return Number(linha?.total ?? 0);
}

/**
 * The count of a search whose indexed words are neither rare nor common (in 1–10 % of the entries): the
 * entries holding them, read through the text index (a bitmap of their ids, cut at `teto` + 1) and checked
 * for every word and the other filters — or through another filter's index, the planner chooses; with no
 * other filter, the words alone, without reading the entries — plus the entries the indexer has not
 * reached yet, checked on the spot. One statement: one snapshot for both parts. Walking the newest entries
 * instead read ~111.000 of them to count 10.001 matches of a word in 9 % (0,9 s over 1.000.000 entries,
 * load ~17; the index 0,12 s). Without parallel workers: starting them cost more than the count (~50 ms
 * each part at that load; bench/auditoria.bench.ts).
 */
async function contarPeloIndice(conn: Conn, filtro: FiltroDaTrilha, indice: string, teto: number): Promise<number> {
  const consulta = sql`to_tsquery('simple', ${filtro.texto!.consulta})`;
  const outras = condicoes({ ...filtro, texto: undefined });
  const eOutras = outras ? sql` AND ${outras}` : sql``;
  const comEntradas = outras ? sql` JOIN ${auditoria} ON ${auditoria.id} = ${auditoriaBusca.id}` : sql``;
  const [linha] = await conn.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL max_parallel_workers_per_gather = 0`);
    return rows<{ total: number }>(
      tx,
      sql`SELECT (SELECT count(*) FROM (
                  SELECT 1 FROM ${auditoriaBusca}${comEntradas}
                  WHERE ${auditoriaBusca.texto} @@ to_tsquery('simple', ${indice}) AND ts_match_vq(${auditoriaBusca.texto}, ${consulta})${eOutras}
                  LIMIT ${teto + 1}) AS indexadas)
             + (SELECT count(*) FROM (
                  SELECT 1 FROM ${auditoria}
                  WHERE ${auditoria.id} > (SELECT coalesce(max(m.id), 0) FROM auditoria_busca m)
                    AND ts_match_vq(auditoria_texto(${auditoria.chave}, ${auditoria.usuarioNome}, ${auditoria.campos}), ${consulta})${eOutras}
                  LIMIT ${teto + 1}) AS pendentes)::int AS total`,
    );
  });
  return Math.min(Number(linha?.total ?? 0), teto + 1);
}

/** The days of a period, both ends included. */
function diasDoPeriodo({ de, ate }: { de: string; ate: string }): number {
  return Math.round((Date.parse(`${ate}T00:00:00Z`) - Date.parse(`${de}T00:00:00Z`)) / 86_400_000) + 1;
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
