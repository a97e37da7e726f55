import Decimal from 'decimal.js';
import { dec, ZERO } from '../fechamento/decimal';
import { centavos } from '../fechamento/decimal';
import type { NumericInput } from '../format/numbers';
import { desvio } from '../planejamento/totais';

/**
 * Planned vs real per project and month (spec 03 sections 2.6 and 3 'Planned-vs-real report';
 * DOMAIN.md 'Planned vs real'). Pure, decimal.js; money as decimal strings with 2 places.
 *
 * - Variation (spec 03 section 9) = (planned - real) / planned, a fraction (screens show it x 100 %):
 *   the opposite of the planning's cost deviation `desvio` (real - planned) / planned, so it is
 *   computed through `desvio` (one rule); null when nothing was planned (`fracaoSobre`).
 * - A month is *closed* (choice: the spec names the figure, not the rule) when it has ended: its month
 *   is before the month of `hoje` (America/Sao_Paulo). The accumulated variation over closed months is
 *   the variation of the sums of the closed months' planned and real figures (0 without closed months).
 */

/** Variation (planned - real) / planned as a fraction string (6 places); null when planned is 0 ('sem previsto'). */
export function variacao(previsto: NumericInput, real: NumericInput): string | null {
  const fracao = desvio(real, previsto);
  if (fracao === null) return null;
  const negada = new Decimal(fracao).negated();
  return negada.isZero() ? '0' : negada.toString();
}

/** 'yyyy-MM' of a 'yyyy-MM-dd' (or 'yyyy-MM'). */
const mesDe = (data: string) => data.slice(0, 7);

/** True when the month ('yyyy-MM') has ended on `hoje` ('yyyy-MM-dd', Sao Paulo). */
export function mesFechado(mes: string, hoje: string): boolean {
  return mesDe(mes) < mesDe(hoje);
}

const NOMES_MES = ['Jan', 'Fev', 'Mar', 'Abr', 'Mai', 'Jun', 'Jul', 'Ago', 'Set', 'Out', 'Nov', 'Dez'];

/** 'yyyy-MM' -> 'Jan/2026'. */
export function mesLabel(mes: string): string {
  return `${NOMES_MES[Number(mes.slice(5, 7)) - 1] ?? mes}/${mes.slice(0, 4)}`;
}

/** One month's planned and real figure (input of the report). */
export interface FiguraPrevistoReal {
  /** 'yyyy-MM'. */
  mes: string;
  previsto: NumericInput | null;
  real: NumericInput | null;
}

export interface MesComparado {
  mes: string;
  mesLabel: string;
  previsto: string;
  real: string;
  variacao: string | null;
  fechado: boolean;
}

export interface TotaisComparados {
  previsto: string;
  real: string;
  variacao: string | null;
  /** Variation of the sums over the closed months. */
  variacaoAcumuladaFechada: string | null;
  /** Planned and real of the closed months. */
  previstoFechado: string;
  realFechado: string;
}

export interface AnoComparado {
  ano: number;
  meses: MesComparado[];
  totais: TotaisComparados;
}

export interface Comparado {
  anos: AnoComparado[];
  totais: TotaisComparados;
}

export function totaisComparados(meses: readonly MesComparado[]): TotaisComparados {
  let previsto = ZERO;
  let real = ZERO;
  let previstoFechado = ZERO;
  let realFechado = ZERO;
  for (const mes of meses) {
    previsto = previsto.plus(mes.previsto);
    real = real.plus(mes.real);
    if (mes.fechado) {
      previstoFechado = previstoFechado.plus(mes.previsto);
      realFechado = realFechado.plus(mes.real);
    }
  }
  return {
    previsto: centavos(previsto),
    real: centavos(real),
    variacao: variacao(previsto, real),
    variacaoAcumuladaFechada: variacao(previstoFechado, realFechado),
    previstoFechado: centavos(previstoFechado),
    realFechado: centavos(realFechado),
  };
}

/**
 * Groups the months by year (chronological) with per-year and overall totals. A report whose months
 * are all zero (nothing planned, nothing real) has no years: 'Não existe dados para o período selecionado.'
 */
export function compararPorAno(figuras: readonly FiguraPrevistoReal[], hoje: string): Comparado {
  const meses: MesComparado[] = [...figuras]
    .sort((a, b) => a.mes.localeCompare(b.mes))
    .map((figura) => {
      const previsto = centavos(dec(figura.previsto));
      const real = centavos(dec(figura.real));
      return { mes: mesDe(figura.mes), mesLabel: mesLabel(figura.mes), previsto, real, variacao: variacao(previsto, real), fechado: mesFechado(figura.mes, hoje) };
    });
  if (meses.every((mes) => dec(mes.previsto).isZero() && dec(mes.real).isZero())) {
    return { anos: [], totais: totaisComparados([]) };
  }
  const anos = new Map<number, MesComparado[]>();
  for (const mes of meses) {
    const ano = Number(mes.mes.slice(0, 4));
    anos.set(ano, [...(anos.get(ano) ?? []), mes]);
  }
  return {
    anos: [...anos.entries()].map(([ano, doAno]) => ({ ano, meses: doAno, totais: totaisComparados(doAno) })),
    totais: totaisComparados(meses),
  };
}

// ------------------------------------------------------------------ the two reports' shapes (spec 03 section 3)

export interface MesComparativoCusto {
  mes: string;
  mesLabel: string;
  custoPrevisto: string;
  custoReal: string;
  /** (previsto - real) / previsto, fraction. */
  variacao: string | null;
  /** The month has ended (counts in the accumulated variation). */
  fechado: boolean;
}

export interface TotaisComparativoCusto {
  totalCustoPrevisto: string;
  totalCustoReal: string;
  totalVariacao: string | null;
  totalVariacaoAcumuladaFechada: string | null;
}

export interface MesComparativoFaturamento {
  mes: string;
  mesLabel: string;
  faturamentoPrevisto: string;
  faturamentoReal: string;
  variacao: string | null;
  fechado: boolean;
}

export interface TotaisComparativoFaturamento {
  totalFaturamentoPrevisto: string;
  totalFaturamentoReal: string;
  totalVariacao: string | null;
  totalVariacaoAcumuladaFechada: string | null;
}

export interface ProjetoDoRelatorio {
  id: number;
  key: string;
  name: string;
}

export interface RelatorioComparativo<M, T> {
  projeto: ProjetoDoRelatorio;
  /** 'yyyy-MM-dd' bounds actually reported (for 'all': the project's first and last month with data). */
  inicio: string | null;
  fim: string | null;
  anos: { ano: number; meses: M[]; totais: T }[];
  totais: T;
}

export type RelatorioComparativoCusto = RelatorioComparativo<MesComparativoCusto, TotaisComparativoCusto>;
export type RelatorioComparativoFaturamento = RelatorioComparativo<MesComparativoFaturamento, TotaisComparativoFaturamento>;

const totaisCusto = (t: TotaisComparados): TotaisComparativoCusto => ({
  totalCustoPrevisto: t.previsto,
  totalCustoReal: t.real,
  totalVariacao: t.variacao,
  totalVariacaoAcumuladaFechada: t.variacaoAcumuladaFechada,
});
const totaisFaturamento = (t: TotaisComparados): TotaisComparativoFaturamento => ({
  totalFaturamentoPrevisto: t.previsto,
  totalFaturamentoReal: t.real,
  totalVariacao: t.variacao,
  totalVariacaoAcumuladaFechada: t.variacaoAcumuladaFechada,
});

type Base = Pick<RelatorioComparativoCusto, 'projeto' | 'inicio' | 'fim'>;

export function comparativoCusto(base: Base, figuras: readonly FiguraPrevistoReal[], hoje: string): RelatorioComparativoCusto {
  const { anos, totais } = compararPorAno(figuras, hoje);
  return {
    ...base,
    anos: anos.map((ano) => ({
      ano: ano.ano,
      meses: ano.meses.map((m) => ({ mes: m.mes, mesLabel: m.mesLabel, custoPrevisto: m.previsto, custoReal: m.real, variacao: m.variacao, fechado: m.fechado })),
      totais: totaisCusto(ano.totais),
    })),
    totais: totaisCusto(totais),
  };
}

export function comparativoFaturamento(base: Base, figuras: readonly FiguraPrevistoReal[], hoje: string): RelatorioComparativoFaturamento {
  const { anos, totais } = compararPorAno(figuras, hoje);
  return {
    ...base,
    anos: anos.map((ano) => ({
      ano: ano.ano,
      meses: ano.meses.map((m) => ({
        mes: m.mes,
        mesLabel: m.mesLabel,
        faturamentoPrevisto: m.previsto,
        faturamentoReal: m.real,
        variacao: m.variacao,
        fechado: m.fechado,
      })),
      totais: totaisFaturamento(ano.totais),
    })),
    totais: totaisFaturamento(totais),
  };
}

/**
 * The colour of a variation (planned minus real, over planned): red when it is bad. For a cost,
 * spending above plan is bad (a negative variation, spec 03 section 9); for revenue, earning below
 * plan is bad (a positive variation: a full shortfall is +100 %).
 */
export function corVariacao(fracao: NumericInput | null | undefined, tipo: 'custo' | 'faturamento' = 'custo'): 'red' | 'green' {
  const valor = dec(fracao ?? 0);
  if (valor.isZero()) return 'green';
  const ruim = tipo === 'custo' ? valor.isNegative() : valor.isPositive();
  return ruim ? 'red' : 'green';
}
