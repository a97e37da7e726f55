/** Hours and hour cost per project and month, and the comparison of projects built on them. */
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { custoHHReportado, type ItemComparacao, type ProjetoItem } from '@financeiro/domain';
import type { Conn } from '../../../db/client';
import { rows } from '../../../db/sql';
import { fonteWorklogs, PRECO, PRECO_JOIN, type Leitura } from './custo-hora';
import { custoIndiretoDoPeriodo } from './detalhe';

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
export async function custoHorasPorMes(db: Conn, ids: readonly number[], inicio: string, fim: string, leitura: Leitura = 'agregado'): Promise<FiguraMensal[]> {
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
export async function custoHHDoPeriodo(db: Conn, projetos: readonly ProjetoItem[], inicio: string, fim: string): Promise<{ custoHH: string; estimado: boolean }> {
  const figuras = await custoHorasPorMes(db, projetos.map((projeto) => projeto.id), inicio, fim);
  return {
    custoHH: custoHHReportado(figuras.map((figura) => figura.custoHH)),
    estimado: figuras.some((figura) => figura.estimado),
  };
}

/** GET /jira/projects/times/...: one item per project. */
export async function comparacaoProjetos(db: Conn, projetos: readonly ProjetoItem[], inicio: string, fim: string): Promise<ItemComparacao[]> {
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
