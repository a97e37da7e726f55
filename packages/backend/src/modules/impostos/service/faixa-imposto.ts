/**
 * The overlap rule of the tax brackets (faixas; spec 02 sections 3, 5 and 7), pure: no database.
 *
 * Brackets are effective-dated (vigencia_inicio / vigencia_fim): the 2025 and 2026 official
 * tables live side by side. Two active brackets of one tax overlap when their vigências share a
 * day AND their value ranges share a value; service.ts refuses such a bracket, checking inside
 * the transaction with the tax row locked so two concurrent saves cannot both pass.
 */
import Decimal from 'decimal.js';
import { type Comparador, formatDate, formatMoney } from '@financeiro/domain';

/** What the overlap check needs of a bracket (API names; numbers or decimal strings). */
export interface FaixaIntervalo {
  id?: number | null;
  compara_inicio: Comparador;
  valor_faixa_inicio: number | string;
  compara_fim?: Comparador | null;
  valor_faixa_fim?: number | string | null;
  vigencia_inicio: string;
  vigencia_fim?: string | null;
}

interface Bound {
  value: Decimal;
  closed: boolean;
}
/** A range of base values; null bounds are unbounded. */
interface Interval {
  lo: Bound | null;
  hi: Bound | null;
}

function constraint(comparador: Comparador, raw: number | string): Interval {
  const value = new Decimal(raw);
  switch (comparador) {
    case '>':
      return { lo: { value, closed: false }, hi: null };
    case '>=':
      return { lo: { value, closed: true }, hi: null };
    case '=':
      return { lo: { value, closed: true }, hi: { value, closed: true } };
    case '<=':
      return { lo: null, hi: { value, closed: true } };
    case '<':
      return { lo: null, hi: { value, closed: false } };
  }
}

function tighter(a: Bound | null, b: Bound | null, side: 'lo' | 'hi'): Bound | null {
  if (!a) return b;
  if (!b) return a;
  const cmp = a.value.comparedTo(b.value);
  if (cmp === 0) return { value: a.value, closed: a.closed && b.closed };
  return (side === 'lo' ? cmp > 0 : cmp < 0) ? a : b;
}

function intersect(a: Interval, b: Interval): Interval {
  return { lo: tighter(a.lo, b.lo, 'lo'), hi: tighter(a.hi, b.hi, 'hi') };
}

function isEmpty({ lo, hi }: Interval): boolean {
  if (!lo || !hi) return false;
  const cmp = lo.value.comparedTo(hi.value);
  return cmp > 0 || (cmp === 0 && !(lo.closed && hi.closed));
}

/** The base values a bracket holds: `base compara_inicio inicio` and, when set, `base compara_fim fim`. */
export function faixaInterval(faixa: FaixaIntervalo): Interval {
  const start = constraint(faixa.compara_inicio, faixa.valor_faixa_inicio);
  if (!faixa.compara_fim || faixa.valor_faixa_fim === null || faixa.valor_faixa_fim === undefined) return start;
  return intersect(start, constraint(faixa.compara_fim, faixa.valor_faixa_fim));
}

/** True when no base value satisfies the bracket (e.g. '>= 100' and '<= 50'). */
export function faixaVazia(faixa: FaixaIntervalo): boolean {
  return isEmpty(faixaInterval(faixa));
}

/** The vigências share at least one day (closed ranges; no end = open-ended). */
export function vigenciasSobrepoem(a: FaixaIntervalo, b: FaixaIntervalo): boolean {
  const endA = a.vigencia_fim ?? '9999-12-31';
  const endB = b.vigencia_fim ?? '9999-12-31';
  return a.vigencia_inicio <= endB && b.vigencia_inicio <= endA;
}

/** Same period (vigências share a day) and some base value would fall in both. */
export function faixasSobrepoem(a: FaixaIntervalo, b: FaixaIntervalo): boolean {
  return vigenciasSobrepoem(a, b) && !isEmpty(intersect(faixaInterval(a), faixaInterval(b)));
}

/** '>= R$ 1.518,01 e <= R$ 2.793,88, vigência 01/01/2025 a 31/12/2025'. */
export function describeFaixa(faixa: FaixaIntervalo): string {
  const fim =
    faixa.compara_fim && faixa.valor_faixa_fim !== null && faixa.valor_faixa_fim !== undefined
      ? ` e ${faixa.compara_fim} ${formatMoney(faixa.valor_faixa_fim)}`
      : '';
  const vigencia = faixa.vigencia_fim
    ? `vigência ${formatDate(faixa.vigencia_inicio)} a ${formatDate(faixa.vigencia_fim)}`
    : `vigência a partir de ${formatDate(faixa.vigencia_inicio)}`;
  return `${faixa.compara_inicio} ${formatMoney(faixa.valor_faixa_inicio)}${fim}, ${vigencia}`;
}
