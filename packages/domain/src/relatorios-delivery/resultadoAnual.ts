import Decimal from 'decimal.js';
import { centavos, dec, dividir, ZERO } from '../fechamento/decimal';

/**
 * Annual project result (spec 03 sections 2.6 and 3 'Annual result'): one row per month from the
 * project's saved margin reports (DOMAIN.md: the project's active saved report of the month, the rule
 * of the projects' real revenue), general totals and totals per year. Pure, decimal.js.
 *
 * Totals (choice: the spec names them only): faturamentoLiquidoRealTotal = sum of receita_liquida;
 * custoTotalRealTotal = sum of custo_venda; the margins of the totals are the margin formulas applied
 * to the sums (DOMAIN.md 'Project cost and margin'): margemLiquida = resultado_liquido / receita_bruta,
 * margemContribuicao = resultado_bruto / receita_liquida, fractions with 6 places, 0 on a zero divisor.
 */

export interface LinhaResultadoAnual {
  /** The saved report it comes from. */
  id: number;
  nome: string;
  /** 'yyyy-MM-dd'. */
  periodo_inicial: string;
  receita_bruta: string;
  receita_liquida: string;
  custo_venda: string;
  resultado_bruto: string;
  despesas_operacionais: string;
  imposto_sem_resultado: string;
  resultado_liquido: string;
  /** Fractions. */
  margem_contribuicao: string;
  margem_liquida: string;
}

export interface TotaisResultado {
  faturamentoBrutoRealTotal: string;
  faturamentoLiquidoRealTotal: string;
  custoTotalRealTotal: string;
  resultadoLiquidoTotal: string;
  margemLiquidaMensalTotal: string;
  margemContribuicaoMensalTotal: string;
}

export interface TotaisDoAno extends TotaisResultado {
  ano: number;
}

export interface ResultadoAnual {
  projeto: { id: number; key: string; name: string };
  /** The year asked for, or 'total' (every year). */
  ano: number | 'total';
  resultados: LinhaResultadoAnual[];
  totaisGerais: TotaisResultado;
  totaisPorAno: TotaisDoAno[];
  /** Planned margin of the project's plan (fraction), null without a plan margin. */
  margem_custo_projeto: string | null;
}

const fracao = (value: Decimal) => {
  const rounded = value.toDecimalPlaces(6, Decimal.ROUND_HALF_UP);
  return rounded.isZero() ? '0' : rounded.toFixed(6);
};

export function totaisResultado(linhas: readonly LinhaResultadoAnual[]): TotaisResultado {
  let bruta = ZERO;
  let liquida = ZERO;
  let custo = ZERO;
  let resultadoBruto = ZERO;
  let resultadoLiquido = ZERO;
  for (const linha of linhas) {
    bruta = bruta.plus(dec(linha.receita_bruta));
    liquida = liquida.plus(dec(linha.receita_liquida));
    custo = custo.plus(dec(linha.custo_venda));
    resultadoBruto = resultadoBruto.plus(dec(linha.resultado_bruto));
    resultadoLiquido = resultadoLiquido.plus(dec(linha.resultado_liquido));
  }
  return {
    faturamentoBrutoRealTotal: centavos(bruta),
    faturamentoLiquidoRealTotal: centavos(liquida),
    custoTotalRealTotal: centavos(custo),
    resultadoLiquidoTotal: centavos(resultadoLiquido),
    margemLiquidaMensalTotal: fracao(dividir(resultadoLiquido, bruta)),
    margemContribuicaoMensalTotal: fracao(dividir(resultadoBruto, liquida)),
  };
}

/** Rows in month order, with the general totals and one totals entry per year present. */
export function agregarResultadoAnual(linhas: readonly LinhaResultadoAnual[]): Pick<ResultadoAnual, 'resultados' | 'totaisGerais' | 'totaisPorAno'> {
  const resultados = [...linhas].sort((a, b) => a.periodo_inicial.localeCompare(b.periodo_inicial) || a.id - b.id);
  const porAno = new Map<number, LinhaResultadoAnual[]>();
  for (const linha of resultados) {
    const ano = Number(linha.periodo_inicial.slice(0, 4));
    porAno.set(ano, [...(porAno.get(ano) ?? []), linha]);
  }
  return {
    resultados,
    totaisGerais: totaisResultado(resultados),
    totaisPorAno: [...porAno.entries()].map(([ano, doAno]) => ({ ano, ...totaisResultado(doAno) })),
  };
}
