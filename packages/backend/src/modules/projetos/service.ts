/**
 * Real figures per project and month for the planned-vs-real reports (DOMAIN.md 'Planned vs real,
 * per project and month'): real cost = hour cost of the month's worklogs + the project's extra costs
 * of that month (a cost belongs to the month its period starts in); real revenue = receita_bruta of
 * the project's active saved margin report of that month (tipo 'relatorio', a whole month; the most
 * recently changed one when several are active).
 */
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { centavos, custoHHReportado, mesesDoPeriodo, type CustoExtraMes, type CustoRealMes, type FaturamentoMes, type ProjetoItem, type RealMes, type TipoCusto } from '@financeiro/domain';
import type { Db } from '../db/client';
import { custoHorasPorMes } from './consultas';

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

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

/** Every month of [inicio, fim] (months without work answer zeros). */
export async function custoRealPorMes(db: Db, projeto: ProjetoItem, inicio: string, fim: string): Promise<CustoRealMes[]> {
  const [horas, extras] = await Promise.all([
    custoHorasPorMes(db, [projeto.id], inicio, fim),
    custosExtrasPorMes(db, projeto.key, inicio, fim),
  ]);
  return mesesDoPeriodo(inicio, fim).map((mes) => {
    const hora = horas.find((figura) => figura.mes === mes);
    const extra = extras.filter((custo) => custo.mes === mes).reduce((total, custo) => total.plus(custo.valor_convertido), new Decimal(0));
    const custoHH = hora?.custoHH ?? new Decimal(0);
    return {
      mes,
      timeSpentTotal: hora?.timeSpentTotal ?? 0,
      timeSpentBillable: hora?.timeSpentBillable ?? 0,
      custoHH: custoHHReportado([custoHH]),
      custoIndireto: centavos(extra),
      custoReal: custoHHReportado([custoHH, extra]),
      estimado: hora?.estimado ?? false,
    };
  });
}

/** The twelve months of a year: real cost and real revenue. */
export async function realDoAno(db: Db, projeto: ProjetoItem, ano: number): Promise<RealMes[]> {
  const inicio = `${ano}-01-01`;
  const fim = `${ano}-12-31`;
  const [custos, receitas] = await Promise.all([custoRealPorMes(db, projeto, inicio, fim), faturamentoPorMes(db, projeto.key, inicio, fim)]);
  return custos.map((custo) => {
    const receita = receitas.find((item) => item.mes === custo.mes);
    return { ...custo, receitaReal: receita?.receitaBruta ?? null, relatorioId: receita?.relatorioId ?? null };
  });
}
