/**
 * Read side of the projects (spec 01 sections 2.1, 2.2, 2.3): the list, the detail with its hour
 * cost, the comparison, and the monthly real figures of the planned-vs-real reports.
 *
 * Hour cost (DOMAIN.md 'Project cost and margin'): the worklogs are aggregated in SQL per
 * (collaborator, month), then each group is priced with the collaborator's `custo_hora` in the
 * active closing whose period holds that month; without one, the latest earlier closing (estimated),
 * and before every closing the earliest one (estimated), per calendar month (closings are monthly):
 * the SQL `PRECO` below is the one place of this rule. Worklogs of Jira users without an
 * employee count in the hours at cost 0.
 */
import Decimal from 'decimal.js';
import { sql, type SQL } from 'drizzle-orm';
import { centavos, custoHHReportado, type CustoExtraMes, type DetalheProjeto, type FaturamentoMes, type ItemComparacao, type ProjetoItem, type ProjetosPagina, type TarefaTempo, type TempoColaborador, type TipoCusto } from '@financeiro/domain';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';

export const PROJETO_NAO_ENCONTRADO = 'Projeto não encontrado.';
export const TAREFAS_POR_PAGINA = 10;

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

// -----------------------------------------------------------------------------------list

export type OrdemProjetos = 'key' | 'name' | 'category' | 'lead' | 'lastIssueUpdateTime';

export interface FiltrosProjetos {
  anos?: number[];
  cliente?: number;
  lider?: string;
  categoria?: number;
  /** Category name (the search-by-category call). */
  categoriaNome?: string;
  texto?: string;
  ordem?: OrdemProjetos;
  direcao?: 'asc' | 'desc';
}

const SEM_ACENTO_DE = 'áàâãäåéèêëíìîïóòôõöúùûüçñ';
const SEM_ACENTO_PARA = 'aaaaaaeeeeiiiiooooouuuucn';
const semAcento = (expr: SQL) => sql`translate(lower(${expr}), ${SEM_ACENTO_DE}, ${SEM_ACENTO_PARA})`;
const normalizar = (text: string) =>
  [...text.toLowerCase()].map((char) => {
    const index = SEM_ACENTO_DE.indexOf(char);
    return index >= 0 ? SEM_ACENTO_PARA[index] : char;
  }).join('');
const like = (text: string) => `%${normalizar(text).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const ORDEM: Record<OrdemProjetos, SQL> = {
  key: sql`p.chave`,
  name: sql`lower(p.nome)`,
  category: sql`lower(c.nome)`,
  lead: sql`lower(u.nome)`,
  lastIssueUpdateTime: sql`p.last_issue_update_time`,
};

function whereProjetos(filtros: FiltrosProjetos): SQL {
  // Projects deleted in Jira keep their history (reachable by key) but leave the list.
  const parts: SQL[] = [sql`NOT p.excluido_no_jira`];
  if (filtros.anos?.length) {
    parts.push(
      sql`extract(year FROM p.last_issue_update_time AT TIME ZONE 'America/Sao_Paulo')::int = ANY (${`{${filtros.anos.map(Number).join(',')}}`}::int[])`,
    );
  }
  if (filtros.cliente !== undefined) parts.push(sql`p.cliente_id = ${filtros.cliente}`);
  if (filtros.lider) parts.push(sql`p.lead_account_id = ${filtros.lider}`);
  if (filtros.categoria !== undefined) parts.push(sql`p.categoria_id = ${filtros.categoria}`);
  if (filtros.categoriaNome) parts.push(sql`${semAcento(sql`c.nome`)} LIKE ${like(filtros.categoriaNome)}`);
  if (filtros.texto?.trim()) {
    const pattern = like(filtros.texto.trim());
    parts.push(sql`(${semAcento(sql`p.nome`)} LIKE ${pattern} OR lower(p.chave) LIKE ${pattern})`);
  }
  return sql.join(parts, sql` AND `);
}

interface LinhaProjeto {
  id: string | number;
  chave: string;
  nome: string;
  categoria_id: number | null;
  categoria_nome: string | null;
  lead_account_id: string | null;
  lead_nome: string | null;
  lead_email: string | null;
  last_issue_update_time: string | Date | null;
  cliente_id: number | null;
  cliente_nome: string | null;
  cliente_chave: string | null;
  bloqueado: boolean;
  total?: string | number;
}

const SELECT_PROJETO = sql`
  SELECT p.id, p.chave, p.nome, p.categoria_id, c.nome AS categoria_nome, p.lead_account_id, u.nome AS lead_nome, u.email AS lead_email,
         p.last_issue_update_time, p.cliente_id, cl.nome AS cliente_nome, cl.chave AS cliente_chave, p.bloqueado`;
const FROM_PROJETO = sql`
  FROM projeto p
  LEFT JOIN categoria_projeto c ON c.id = p.categoria_id
  LEFT JOIN jira_usuario u ON u.account_id = p.lead_account_id
  LEFT JOIN cliente cl ON cl.id = p.cliente_id`;

const isoTimestamp = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

export function projetoItem(row: LinhaProjeto): ProjetoItem {
  return {
    id: Number(row.id),
    key: row.chave,
    name: row.nome,
    category: row.categoria_id === null ? null : { id: row.categoria_id, name: row.categoria_nome ?? '' },
    lead: row.lead_account_id === null ? null : { accountId: row.lead_account_id, displayName: row.lead_nome ?? '', email: row.lead_email },
    lastIssueUpdateTime: isoTimestamp(row.last_issue_update_time),
    clients: row.cliente_id === null ? [] : [{ id: row.cliente_id, name: row.cliente_nome ?? '', key: row.cliente_chave ?? '' }],
    blocked: row.bloqueado,
  };
}

/** One page of the list (page from 1); `tamanho` null = every row (export). */
export async function listarProjetos(db: Db, filtros: FiltrosProjetos, pagina: number, tamanho: number | null): Promise<ProjetosPagina> {
  const ordem = ORDEM[filtros.ordem ?? 'key'] ?? ORDEM.key;
  const direcao = sql.raw(filtros.direcao === 'desc' ? 'DESC' : 'ASC');
  const limite = tamanho === null ? sql`` : sql` LIMIT ${tamanho} OFFSET ${(Math.max(1, pagina) - 1) * tamanho}`;
  const linhas = await rows<LinhaProjeto>(
    db,
    sql`${SELECT_PROJETO}, count(*) OVER () AS total ${FROM_PROJETO} WHERE ${whereProjetos(filtros)}
        ORDER BY ${ordem} ${direcao} NULLS LAST, p.chave ${direcao}${limite}`,
  );
  let total = linhas.length ? Number(linhas[0]!.total) : 0;
  if (linhas.length === 0 && pagina > 1 && tamanho !== null) {
    // A page past the end: still answer the total.
    const [row] = await rows<{ total: string }>(db, sql`SELECT count(*) AS total ${FROM_PROJETO} WHERE ${whereProjetos(filtros)}`);
    total = Number(row?.total ?? 0);
  }
  return {
    pages: tamanho === null ? (total > 0 ? 1 : 0) : Math.ceil(total / tamanho),
    total,
    data: linhas.map(projetoItem),
  };
}

export async function buscarProjetosPorChave(db: Db, chaves: readonly string[]): Promise<ProjetoItem[]> {
  if (chaves.length === 0) return [];
  const linhas = await rows<LinhaProjeto>(db, sql`${SELECT_PROJETO} ${FROM_PROJETO} WHERE p.chave = ANY (${arrayText(chaves)}::text[]) ORDER BY p.chave`);
  return linhas.map(projetoItem);
}

/** The projects of these keys (upper-cased); 404 when one is unknown. */
export async function exigirProjetos(db: Db, chaves: readonly string[]): Promise<ProjetoItem[]> {
  const unicas = [...new Set(chaves.map((key) => key.trim().toUpperCase()).filter(Boolean))];
  const projetos = await buscarProjetosPorChave(db, unicas);
  if (unicas.length === 0 || projetos.length !== unicas.length) throw notFound(PROJETO_NAO_ENCONTRADO);
  // Keep the order the caller gave.
  return unicas.map((key) => projetos.find((projeto) => projeto.key === key)!);
}

/**
 * The projects of a path segment of KEY:ID pairs joined by ',' (as Fastify decoded it: never decoded
 * again; 'KEY:' or 'KEY' alone skip the id check); 404 when a key is unknown or its Jira id is not the one given.
 */
export async function exigirProjetosDosPares(db: Db, pares: string): Promise<ProjetoItem[]> {
  const itens = pares
    .split(',')
    .map((par) => par.trim())
    .filter(Boolean)
    .map((par) => {
      const [key, id] = par.split(':');
      return { key: (key ?? '').toUpperCase(), id: id === undefined || id === '' ? null : Number(id) };
    });
  const lista = await exigirProjetos(db, itens.map((item) => item.key));
  for (const item of itens) {
    if (item.id !== null && lista.find((projeto) => projeto.key === item.key)?.id !== item.id) throw notFound(PROJETO_NAO_ENCONTRADO);
  }
  return lista;
}

/** A Postgres array literal for text values (a single parameter). */
export function arrayText(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`).join(',')}}`;
}
const arrayIds = (values: readonly number[]) => `{${values.map((value) => Math.trunc(Number(value))).join(',')}}`;

export async function listarCategorias(db: Db): Promise<{ id: number; name: string }[]> {
  return rows(db, sql`SELECT id, nome AS name FROM categoria_projeto ORDER BY nome`);
}

export async function listarLideres(db: Db) {
  const linhas = await rows<{ account_id: string; nome: string; email: string | null }>(
    db,
    sql`SELECT u.account_id, u.nome, u.email FROM jira_usuario u WHERE EXISTS (SELECT 1 FROM projeto p WHERE p.lead_account_id = u.account_id) ORDER BY lower(u.nome)`,
  );
  return linhas.map((row) => ({ accountId: row.account_id, displayName: row.nome, email: row.email }));
}

export async function categoriaDoProjeto(db: Db, chave: string): Promise<{ id: number; name: string } | null> {
  const [row] = await rows<{ id: number; name: string }>(
    db,
    sql`SELECT c.id, c.nome AS name FROM projeto p JOIN categoria_projeto c ON c.id = p.categoria_id WHERE p.chave = ${chave.toUpperCase()}`,
  );
  return row ?? null;
}

// ---------------------------------------------------------------------------------hour cost

/**
 * CTEs that price the groups of the CTE `meses` (columns mat, mes): `preco` (mat, mes, custo_hora,
 * estimado), one row per (collaborator, month) present in `meses`. Each active closing of the
 * collaborator covers the months from its own month up to the month before their next closing (so
 * a month without a closing takes the latest earlier one), and the first closing also covers the
 * months before it (the one place of this rule; projetos.test.ts checks its three cases). estimado =
 * the closing's period does not hold the month. One hash join of (collaborator, month) pairs with
 * the collaborators' closings (a few thousand rows), whatever the number of worklogs.
 */
const PRECO = sql`
    pares AS (SELECT DISTINCT mat, mes FROM meses WHERE mat IS NOT NULL),
    faixas AS MATERIALIZED (
      SELECT fc.mat, fc.custo_hora, fe.data_inicio, fe.data_fim, date_trunc('month', fe.data_inicio)::date AS de,
             lead(date_trunc('month', fe.data_inicio)::date) OVER (PARTITION BY fc.mat ORDER BY fe.data_inicio, fe.id) AS ate,
             row_number() OVER (PARTITION BY fc.mat ORDER BY fe.data_inicio, fe.id) AS ordem
      FROM fechamento_colaborador fc JOIN fechamento fe ON fe.id = fc.fechamento_id
      WHERE fe.ativo AND fc.mat IN (SELECT mat FROM pares)
    ),
    preco AS MATERIALIZED (
      SELECT p.mat, p.mes, f.custo_hora,
             NOT (f.data_inicio <= (p.mes + interval '1 month' - interval '1 day')::date AND f.data_fim >= p.mes) AS estimado
      FROM pares p JOIN faixas f ON f.mat = p.mat
       AND ((p.mes >= f.de AND (f.ate IS NULL OR p.mes < f.ate)) OR (f.ordem = 1 AND p.mes < f.de))
    )`;
const PRECO_JOIN = sql`LEFT JOIN preco f ON f.mat = m.mat AND f.mes = m.mes`;

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const isoDe = (date: Date) => date.toISOString().slice(0, 10);

/**
 * How a period is read: the whole calendar months inside [inicio, fim] from the monthly aggregate
 * `worklog_mes` (migration 0026; months [de, ate), ate exclusive) and the days of the partial months
 * at its ends from the raw worklogs (`faixas`, inclusive day ranges). A period inside one month, or
 * dates not in yyyy-MM-dd, read only raw worklogs.
 */
export function divisaoDoPeriodo(inicio: string, fim: string): { meses: { de: string; ate: string } | null; faixas: [string, string][] } {
  if (!ISO.test(inicio) || !ISO.test(fim) || fim < inicio) return { meses: null, faixas: [[inicio, fim]] };
  const [ai, mi, di] = inicio.split('-').map(Number) as [number, number, number];
  const [af, mf, df] = fim.split('-').map(Number) as [number, number, number];
  // First whole month: inicio's month when inicio is its first day, else the next one.
  const de = new Date(Date.UTC(ai, mi - 1 + (di === 1 ? 0 : 1), 1));
  // First month after the last whole one: the month after fim's when fim is its last day.
  const ultimoDia = new Date(Date.UTC(af, mf, 0)).getUTCDate();
  const ate = new Date(Date.UTC(af, mf - 1 + (df === ultimoDia ? 1 : 0), 1));
  if (de >= ate) return { meses: null, faixas: [[inicio, fim]] };
  const faixas: [string, string][] = [];
  const deIso = isoDe(de);
  const ateIso = isoDe(ate);
  if (inicio < deIso) faixas.push([inicio, isoDe(new Date(de.getTime() - 86_400_000))]);
  if (ateIso <= fim) faixas.push([ateIso, fim]);
  return { meses: { de: deIso, ate: ateIso }, faixas };
}

/**
 * 'agregado' (the default): month aggregate + partial months; 'worklogs': only the raw worklogs, the
 * reference the tests and benchmarks compare with (same answers, slower on big projects).
 */
export type Leitura = 'agregado' | 'worklogs';

/**
 * The worklogs of the projects over [inicio, fim] as rows (projeto_id, mat, autor, mes, issue_id, s, b)
 * whose sums per any grouping of those columns equal the raw worklogs' sums: aggregate rows for the
 * whole months, raw worklogs for the partial ones (index `worklog_projeto_data`, index-only).
 */
function fonteWorklogs(ids: readonly number[], inicio: string, fim: string, leitura: Leitura): SQL {
  const projetos = sql`${arrayIds(ids)}::bigint[]`;
  const { meses, faixas } = leitura === 'agregado' ? divisaoDoPeriodo(inicio, fim) : { meses: null, faixas: [[inicio, fim] as [string, string]] };
  const partes: SQL[] = [];
  if (meses) {
    partes.push(sql`
      SELECT a.projeto_id, a.colaborador_mat AS mat, a.author_account_id AS autor, a.mes, a.issue_id, a.segundos AS s, a.segundos_faturaveis AS b
      FROM worklog_mes a
      WHERE a.projeto_id = ANY (${projetos}) AND a.mes >= ${meses.de}::date AND a.mes < ${meses.ate}::date`);
  }
  for (const [de, ate] of faixas) {
    partes.push(sql`
      SELECT w.projeto_id, w.colaborador_mat AS mat, w.author_account_id AS autor, date_trunc('month', w.data::timestamp)::date AS mes, w.issue_id,
             w.time_spent_seconds::bigint AS s, w.billable_seconds::bigint AS b
      FROM worklog w
      WHERE w.projeto_id = ANY (${projetos}) AND w.data BETWEEN ${de}::date AND ${ate}::date`);
  }
  return sql.join(partes, sql` UNION ALL `);
}

/**
 * The detail's summary as one SQL statement (what the benchmark calls "the raw query"): hours,
 * billable hours and hour cost per (project, collaborator) over the period.
 */
export function sqlResumoDetalhe(ids: readonly number[], inicio: string, fim: string, leitura: Leitura = 'agregado'): SQL {
  return sql`
    WITH meses AS (
      SELECT w.projeto_id, w.mat, CASE WHEN w.mat IS NULL THEN w.autor END AS conta, w.mes, sum(w.s)::bigint AS s, sum(w.b)::bigint AS b
      FROM (${fonteWorklogs(ids, inicio, fim, leitura)}) w
      GROUP BY 1, 2, 3, 4
    ), ${PRECO}
    SELECT m.projeto_id, m.mat, m.conta, sum(m.s)::bigint AS s, sum(m.b)::bigint AS b,
           round(COALESCE(sum(m.s * f.custo_hora / 3600), 0), 2) AS custo, COALESCE(bool_or(f.estimado), false) AS estimado
    FROM meses m ${PRECO_JOIN}
    GROUP BY m.projeto_id, m.mat, m.conta`;
}

interface LinhaResumo {
  projeto_id: string | number;
  mat: number | null;
  conta: string | null;
  s: string | number;
  b: string | number;
  custo: string;
  estimado: boolean;
}

interface LinhaDetalhe extends LinhaResumo {
  tipo: 'c' | 't';
  exato: string | null;
  nome: string | null;
  issue_chave: string | null;
  resumo: string | null;
  total: string | number | null;
}

/**
 * The detail in one statement: one read of the project's worklogs of the period (the month aggregate
 * for the whole months, the raw worklogs of the partial ones: `fonteWorklogs`) with two groupings — per (project, collaborator, month) for the hour
 * cost, per (issue, collaborator) for the tasks (a Jira user without an employee by account) — then the closing join on the month groups and the
 * requested page of tasks (most hours first).
 */
function sqlDetalhe(ids: readonly number[], inicio: string, fim: string, pagina: number, leitura: Leitura): SQL {
  return sql`
    WITH g AS (
      SELECT GROUPING(w.issue_id) AS gi, w.projeto_id, w.mat, CASE WHEN w.mat IS NULL THEN w.autor END AS conta, w.mes, w.issue_id,
             sum(w.s)::bigint AS s, sum(w.b)::bigint AS b
      FROM (${fonteWorklogs(ids, inicio, fim, leitura)}) w
      GROUP BY GROUPING SETS ((w.projeto_id, 3, 4, 5), (w.issue_id, 3, 4))
    ), meses AS (SELECT * FROM g WHERE gi = 1), ${PRECO}, linhas AS (
      SELECT m.projeto_id, m.mat, m.conta, sum(m.s)::bigint AS s, sum(m.b)::bigint AS b,
             COALESCE(sum(m.s * f.custo_hora / 3600), 0) AS exato, COALESCE(bool_or(f.estimado), false) AS estimado
      FROM meses m ${PRECO_JOIN}
      GROUP BY m.projeto_id, m.mat, m.conta
    ), tarefas AS (
      SELECT issue_id, mat, conta, s, count(*) OVER () AS total FROM g WHERE gi = 0
      ORDER BY s DESC, issue_id, mat, conta
      LIMIT ${TAREFAS_POR_PAGINA} OFFSET ${(pagina - 1) * TAREFAS_POR_PAGINA}
    )
    SELECT 'c' AS tipo, l.projeto_id, l.mat, COALESCE(l.conta, (SELECT min(j.account_id) FROM jira_usuario j WHERE j.colaborador_mat = l.mat)) AS conta,
           l.s, l.b, round(l.exato, 2) AS custo, l.exato::text AS exato, l.estimado,
           COALESCE(c.nome || ' ' || c.sobrenome, u.nome, l.conta) AS nome, NULL AS issue_chave, NULL AS resumo, NULL AS total
    FROM linhas l
    LEFT JOIN colaborador c ON c.mat = l.mat
    LEFT JOIN jira_usuario u ON u.account_id = l.conta
    UNION ALL
    SELECT 't', i.projeto_id, t.mat, t.conta, t.s, 0, 0, NULL, false, COALESCE(c.nome || ' ' || c.sobrenome, u.nome, t.conta), i.chave, i.resumo, t.total
    FROM tarefas t
    JOIN issue i ON i.id = t.issue_id
    LEFT JOIN colaborador c ON c.mat = t.mat
    LEFT JOIN jira_usuario u ON u.account_id = t.conta`;
}

const cost4 = (total: Decimal, seconds: number) =>
  seconds === 0 ? '0.0000' : total.div(seconds).times(3600).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4);

/** Indirect costs in BRL per key and cost type, of the active costs whose period overlaps [inicio, fim]. */
export async function custosIndiretosPorTipo(
  db: Db,
  chaves: readonly string[],
  inicio: string,
  fim: string,
): Promise<{ projeto: string; tipo: TipoCusto; total: Decimal }[]> {
  const linhas = await rows<{ projeto: string; tipo: TipoCusto; total: string }>(
    db,
    sql`SELECT projeto, tipo_custo AS tipo, sum(round(valor * CASE WHEN moeda = 'BRL' THEN 1 ELSE cotacao END, 2)) AS total
        FROM custo_projeto WHERE ativo AND projeto = ANY (${arrayText(chaves)}::text[])
          AND periodo_inicio <= ${fim}::date AND periodo_fim >= ${inicio}::date
        GROUP BY projeto, tipo_custo`,
  );
  return linhas.map((row) => ({ projeto: row.projeto, tipo: row.tipo, total: new Decimal(row.total) }));
}

/** Indirect costs in BRL of the keys whose period overlaps [inicio, fim]. */
export async function custoIndiretoDoPeriodo(db: Db, chaves: readonly string[], inicio: string, fim: string): Promise<Map<string, Decimal>> {
  const totais = new Map<string, Decimal>();
  for (const linha of await custosIndiretosPorTipo(db, chaves, inicio, fim)) {
    totais.set(linha.projeto, (totais.get(linha.projeto) ?? new Decimal(0)).plus(linha.total));
  }
  return totais;
}

/** POST /jira/projects/:keys/:startDate/:endDate. */
export async function detalheProjeto(
  db: Db,
  projetos: readonly ProjetoItem[],
  inicio: string,
  fim: string,
  pagina = 1,
  leitura: Leitura = 'agregado',
): Promise<DetalheProjeto> {
  const ids = projetos.map((projeto) => projeto.id);
  const chaveDe = new Map(projetos.map((projeto) => [projeto.id, projeto.key]));
  // The month aggregate keeps the grouped rows few (a few thousand for 500.000 worklogs): the default
  // work_mem hashes both groupings, so one statement without a transaction (bench/projetos.bench.ts).
  const [linhas, indiretos] = await Promise.all([
    rows<LinhaDetalhe>(db, sqlDetalhe(ids, inicio, fim, Math.max(1, pagina), leitura)),
    custoIndiretoDoPeriodo(db, projetos.map((projeto) => projeto.key), inicio, fim),
  ]);
  let timeSpentTotal = 0;
  let timeSpentBillable = 0;
  const exatos: Decimal[] = [];
  let estimado = false;
  let totalTarefas = 0;
  const timeSpentUser: TempoColaborador[] = [];
  const timesheet: TarefaTempo[] = [];
  for (const linha of linhas) {
    if (linha.tipo === 't') {
      totalTarefas = Number(linha.total ?? 0);
      timesheet.push({ key: linha.issue_chave ?? '', summary: linha.resumo ?? '', timeLogged: Number(linha.s), user: linha.nome ?? '' });
      continue;
    }
    const segundos = Number(linha.s);
    const exato = new Decimal(linha.exato ?? 0);
    timeSpentTotal += segundos;
    timeSpentBillable += Number(linha.b);
    exatos.push(exato);
    estimado ||= linha.estimado;
    timeSpentUser.push({
      user: linha.nome ?? '',
      accountId: linha.conta ?? '',
      colaboradorMat: linha.mat,
      timeLogged: segundos,
      billableLogged: Number(linha.b),
      custoHH: cost4(exato, segundos),
      custoTotal: custoHHReportado([exato]),
      projeto: chaveDe.get(Number(linha.projeto_id)) ?? '',
      estimado: linha.estimado,
    });
  }
  timeSpentUser.sort((a, b) => b.timeLogged - a.timeLogged || a.user.localeCompare(b.user, 'pt-BR'));
  const custoIndireto = [...indiretos.values()].reduce((total, value) => total.plus(value), new Decimal(0));
  return {
    keys: projetos.map((projeto) => projeto.key),
    timeSpentTotal,
    timeSpentBillable,
    custoHH: custoHHReportado(exatos),
    custoIndireto: centavos(custoIndireto),
    total: custoHHReportado([...exatos, custoIndireto]),
    estimado,
    timeSpentUser,
    timesheet,
    pages: Math.ceil(totalTarefas / TAREFAS_POR_PAGINA),
  };
}

// ----------------------------------------------------------------------per project and month

export interface FiguraMensal {
  projetoId: number;
  /** 'yyyy-MM'. */
  mes: string;
  timeSpentTotal: number;
  timeSpentBillable: number;
  /** Exact (not rounded): report it, or a sum of months, through the domain's `custoHHReportado`. */
  custoHH: Decimal;
  estimado: boolean;
}

/** Hours and hour cost per (project, month) over [inicio, fim]. */
export async function custoHorasPorMes(db: Db, ids: readonly number[], inicio: string, fim: string, leitura: Leitura = 'agregado'): Promise<FiguraMensal[]> {
  if (ids.length === 0) return [];
  const linhas = await rows<{ projeto_id: string | number; mes: string; s: string; b: string; custo: string; estimado: boolean }>(
    db,
    sql`
      WITH meses AS (
        SELECT w.projeto_id, w.mat, w.mes, sum(w.s)::bigint AS s, sum(w.b)::bigint AS b
        FROM (${fonteWorklogs(ids, inicio, fim, leitura)}) w
        GROUP BY 1, 2, 3
      ), ${PRECO}
      SELECT m.projeto_id, to_char(m.mes, 'YYYY-MM') AS mes, sum(m.s) AS s, sum(m.b) AS b,
             COALESCE(sum(m.s * f.custo_hora / 3600), 0)::text AS custo, COALESCE(bool_or(f.estimado), false) AS estimado
      FROM meses m ${PRECO_JOIN}
      GROUP BY m.projeto_id, m.mes
      ORDER BY m.projeto_id, m.mes`,
  );
  return linhas.map((row) => ({
    projetoId: Number(row.projeto_id),
    mes: row.mes,
    timeSpentTotal: Number(row.s),
    timeSpentBillable: Number(row.b),
    custoHH: new Decimal(row.custo),
    estimado: row.estimado,
  }));
}

/** Hour cost of the keys over the period (the margin's custoHH). */
export async function custoHHDoPeriodo(db: Db, projetos: readonly ProjetoItem[], inicio: string, fim: string): Promise<{ custoHH: string; estimado: boolean }> {
  const figuras = await custoHorasPorMes(db, projetos.map((projeto) => projeto.id), inicio, fim);
  return {
    custoHH: custoHHReportado(figuras.map((figura) => figura.custoHH)),
    estimado: figuras.some((figura) => figura.estimado),
  };
}

/** GET /jira/projects/times/...: one item per project. */
export async function comparacaoProjetos(db: Db, projetos: readonly ProjetoItem[], inicio: string, fim: string): Promise<ItemComparacao[]> {
  const [figuras, indiretos] = await Promise.all([
    custoHorasPorMes(db, projetos.map((projeto) => projeto.id), inicio, fim),
    custoIndiretoDoPeriodo(db, projetos.map((projeto) => projeto.key), inicio, fim),
  ]);
  return projetos.map((projeto) => {
    const minhas = figuras.filter((figura) => figura.projetoId === projeto.id);
    const exatos = minhas.map((figura) => figura.custoHH);
    return {
      name: projeto.name,
      keys: [projeto.key],
      timeSpentTotal: minhas.reduce((total, figura) => total + figura.timeSpentTotal, 0),
      timeSpentBillable: minhas.reduce((total, figura) => total + figura.timeSpentBillable, 0),
      custoHH: custoHHReportado(exatos),
      custoTotal: custoHHReportado([...exatos, indiretos.get(projeto.key) ?? 0]),
      checked: true,
    };
  });
}

// ------------------------------------------------------------------- real side of planned vs real

/** Extra costs per month and type (a cost belongs to the month its period starts in). */
export async function custosExtrasPorMes(db: Db, chave: string, inicio: string, fim: string): Promise<CustoExtraMes[]> {
  const linhas = await rows<{ mes: string; tipo_custo: TipoCusto; total: string; quantidade: string }>(
    db,
    sql`SELECT to_char(periodo_inicio, 'YYYY-MM') AS mes, tipo_custo,
               sum(round(valor * CASE WHEN moeda = 'BRL' THEN 1 ELSE cotacao END, 2)) AS total, count(*) AS quantidade
        FROM custo_projeto
        WHERE ativo AND projeto = ${chave} AND periodo_inicio BETWEEN date_trunc('month', ${inicio}::date) AND ${fim}::date
        GROUP BY 1, 2 ORDER BY 1, 2`,
  );
  return linhas.map((row) => ({ mes: row.mes, tipo_custo: row.tipo_custo, valor_convertido: centavos(row.total), quantidade: Number(row.quantidade) }));
}

export async function faturamentoPorMes(db: Db, chave: string, inicio: string, fim: string): Promise<FaturamentoMes[]> {
  const linhas = await rows<{ mes: string; receita_bruta: string; id: number; nome: string }>(
    db,
    sql`SELECT DISTINCT ON (date_trunc('month', periodo_inicial)) to_char(periodo_inicial, 'YYYY-MM') AS mes, receita_bruta, id, nome
        FROM relatorio_margem
        WHERE ativo AND tipo = 'relatorio' AND projeto = ${chave}
          AND periodo_inicial BETWEEN date_trunc('month', ${inicio}::date) AND ${fim}::date
        ORDER BY date_trunc('month', periodo_inicial), updated_at DESC, id DESC`,
  );
  return linhas.map((row) => ({ mes: row.mes, receitaBruta: centavos(row.receita_bruta), relatorioId: row.id, nome: row.nome }));
}
