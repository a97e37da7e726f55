import Decimal from 'decimal.js';
import { formatMoneyComSinal, formatPercent, toDecimal, type NumericInput } from './numbers';

/**
 * One rule for every percentage over a base that may be zero (deviations, variations, occupancies,
 * margins; issue 34 point 5): a part over a zero base has no percentage. The figure is null — never
 * 0 % — and the screen says which base is missing ('sem previsto'), with the absolute difference
 * where there is one.
 */

/** part / base as a fraction string (6 places, half-up); null when the base is zero or either side is not a number. */
export function fracaoSobre(parte: NumericInput | null | undefined, base: NumericInput | null | undefined): string | null {
  const p = toDecimal(parte);
  const b = toDecimal(base);
  if (!p || !b || b.isZero()) return null;
  const value = p.div(b).toDecimalPlaces(6, Decimal.ROUND_HALF_UP);
  return value.isZero() ? '0' : value.toString();
}

/** The words of a deviation or variation without a plan. */
export const SEM_PREVISTO = 'sem previsto';

/**
 * A percentage that may lack its base: '12,34%', or `semBase` when the fraction is null — followed by the
 * absolute difference when there is one ('sem previsto (+R$ 2.400,00)'; nothing for a zero difference).
 */
export function formatPercentSobre(fracao: NumericInput | null | undefined, semBase: string, diferenca?: NumericInput | null): string {
  if (fracao !== null && fracao !== undefined && toDecimal(fracao)) return formatPercent(fracao);
  const valor = toDecimal(diferenca ?? null);
  if (!valor || valor.isZero()) return semBase;
  return `${semBase} (${formatMoneyComSinal(valor)})`;
}

/**
 * A deviation or variation cell: the percentage, or — over a zero plan — 'sem previsto' with the
 * absolute difference real − planned ('sem previsto (+R$ 2.400,00)').
 */
export function formatDesvio(fracao: NumericInput | null | undefined, previsto: NumericInput | null | undefined, real: NumericInput | null | undefined): string {
  const p = toDecimal(previsto ?? 0) ?? new Decimal(0);
  const r = toDecimal(real ?? 0) ?? new Decimal(0);
  return formatPercentSobre(fracao, SEM_PREVISTO, r.minus(p));
}

/** The words of a margin over a zero revenue. */
export const SEM_RECEITA = 'sem receita';

/**
 * A margin cell: the stored fraction while its revenue base exists, 'sem receita' when the base is zero
 * (the formula stores 0 there: a margin of no revenue is not 0 %).
 */
export function formatMargem(margem: NumericInput | null | undefined, baseReceita: NumericInput | null | undefined): string {
  const base = toDecimal(baseReceita ?? null);
  return formatPercentSobre(base && !base.isZero() ? margem : null, SEM_RECEITA);
}

/** The words of an occupancy over zero mandatory hours (capacity rows: a Jira user without a registration, a period outside the contract). */
export const SEM_HORAS_OBRIGATORIAS = 'sem horas obrigatórias';
