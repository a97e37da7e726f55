/**
 * The detail of projects over a period (POST /jira/projects/:keys/:startDate/:endDate): hours, hour
 * cost per collaborator and a page of tasks in one statement, plus the indirect costs.
 */
import Decimal from 'decimal.js';
import { sql, type SQL } from 'drizzle-orm';
import { centavos, custoHHReportado, type DetalheProjeto, type ProjetoItem, type TarefaTempo, type TempoColaborador, type TipoCusto } from '@financeiro/domain';
import type { Conn } from '../../../db/client';
import { arrayText, rows } from '../../../db/sql';
import { fonteWorklogs, PRECO, PRECO_JOIN, type Leitura } from './custo-hora';

export const TAREFAS_POR_PAGINA = 10;

/**
 * The detail's summary as one SQL statement (what the benchmark calls "the raw query"): hours,
 * billable hours and hour cost per (project, collaborator) over the period. `custo` is exact (not
 * rounded): the detail reports each row rounded to cents and the total as the exact sum rounded once
 * (`custoHHReportado`), and both are derived from these parts.
 */
export function sqlResumoDetalhe(ids: readonly number[], inicio: string, fim: string, leitura: Leitura = 'agregado'): SQL {
  return sql`
    WITH meses AS (
      SELECT w.projeto_id, w.mat, CASE WHEN w.mat IS NULL THEN w.autor END AS conta, w.mes, sum(w.s)::bigint AS s, sum(w.b)::bigint AS b
      FROM (${fonteWorklogs(ids, inicio, fim, leitura)}) w
      GROUP BY 1, 2, 3, 4
    ), ${PRECO}
    SELECT m.projeto_id, m.mat, m.conta, sum(m.s)::bigint AS s, sum(m.b)::bigint AS b,
           COALESCE(sum(m.s * f.custo_hora / 3600), 0) AS custo, COALESCE(bool_or(f.estimado), false) AS estimado
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
 * requested page of tasks (most hours first, ordered again after the joins: a join keeps no order).
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
      SELECT issue_id, mat, conta, s, count(*) OVER () AS total, row_number() OVER (ORDER BY s DESC, issue_id, mat, conta) AS ordem
      FROM g WHERE gi = 0
      ORDER BY ordem
      LIMIT ${TAREFAS_POR_PAGINA} OFFSET ${(pagina - 1) * TAREFAS_POR_PAGINA}
    )
    SELECT 'c' AS tipo, l.projeto_id, l.mat, COALESCE(l.conta, (SELECT min(j.account_id) FROM jira_usuario j WHERE j.colaborador_mat = l.mat)) AS conta,
           l.s, l.b, round(l.exato, 2) AS custo, l.exato::text AS exato, l.estimado,
           COALESCE(c.nome || ' ' || c.sobrenome, u.nome, l.conta) AS nome, NULL AS issue_chave, NULL AS resumo, NULL AS total, NULL::bigint AS ordem
    FROM linhas l
    LEFT JOIN colaborador c ON c.mat = l.mat
    LEFT JOIN jira_usuario u ON u.account_id = l.conta
    UNION ALL
    SELECT 't', i.projeto_id, t.mat, t.conta, t.s, 0, 0, NULL, false, COALESCE(c.nome || ' ' || c.sobrenome, u.nome, t.conta), i.chave, i.resumo, t.total, t.ordem
    FROM tarefas t
    JOIN issue i ON i.id = t.issue_id
    LEFT JOIN colaborador c ON c.mat = t.mat
    LEFT JOIN jira_usuario u ON u.account_id = t.conta
    -- The page's order is the CTE's; the joins above may return its rows in any order (a hash join does).
    ORDER BY ordem`;
}

const cost4 = (total: Decimal, seconds: number) =>
  seconds === 0 ? '0.0000' : total.div(seconds).times(3600).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4);

/** Indirect costs in BRL per key and cost type, of the active costs whose period overlaps [inicio, fim]. */
export async function custosIndiretosPorTipo(
  db: Conn,
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
export async function custoIndiretoDoPeriodo(db: Conn, chaves: readonly string[], inicio: string, fim: string): Promise<Map<string, Decimal>> {
  const totais = new Map<string, Decimal>();
  for (const linha of await custosIndiretosPorTipo(db, chaves, inicio, fim)) {
    totais.set(linha.projeto, (totais.get(linha.projeto) ?? new Decimal(0)).plus(linha.total));
  }
  return totais;
}

/** POST /jira/projects/:keys/:startDate/:endDate. */
export async function detalheProjeto(
  db: Conn,
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
  timeSpentUser.sort(
    (a, b) =>
      b.timeLogged - a.timeLogged ||
      a.user.localeCompare(b.user, 'pt-BR') ||
      a.projeto.localeCompare(b.projeto) ||
      (a.colaboradorMat ?? 0) - (b.colaboradorMat ?? 0) ||
      a.accountId.localeCompare(b.accountId),
  );
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
