/**
 * Hour cost (DOMAIN.md 'Project cost and margin'): the worklogs are aggregated in SQL per
 * (collaborator, month), then each group is priced with the collaborator's `custo_hora` in the
 * active closing whose period holds that month; without one, the latest earlier closing (estimated),
 * and before every closing the earliest one (estimated), per calendar month (closings are monthly):
 * the SQL `PRECO` below is the one place of this rule. Worklogs of Jira users without an
 * employee count in the hours at cost 0.
 *
 * Also how a period is read: the month aggregate `worklog_mes` for the whole months, the raw
 * worklogs for the partial ones (`divisaoDoPeriodo`, `fonteWorklogs`).
 */
import { sql, type SQL } from 'drizzle-orm';
import { arrayIds } from '../../../db/sql';

/**
 * CTEs that price the groups of the CTE `meses` (columns mat, mes): `preco` (mat, mes, custo_hora,
 * estimado), one row per (collaborator, month) present in `meses`. Each active closing of the
 * collaborator covers the months from its own month up to the month before their next closing (so
 * a month without a closing takes the latest earlier one), and the first closing also covers the
 * months before it (the one place of this rule; projetos.test.ts checks its three cases). estimado =
 * the closing's period does not hold the month. One hash join of (collaborator, month) pairs with
 * the collaborators' closings (a few thousand rows), whatever the number of worklogs.
 */
export const PRECO = sql`
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
export const PRECO_JOIN = sql`LEFT JOIN preco f ON f.mat = m.mat AND f.mes = m.mes`;

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
export function fonteWorklogs(ids: readonly number[], inicio: string, fim: string, leitura: Leitura): SQL {
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
