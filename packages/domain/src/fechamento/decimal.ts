import Decimal from 'decimal.js';
import { toDecimal, type NumericInput } from '../format/numbers';

/**
 * Decimal helpers of the closing engine. Money is never a JS float: every figure is a Decimal
 * until it is reported, then rounded half-up to cents (DOMAIN.md 'Numbers').
 */

export const ZERO = new Decimal(0);

/** A decimal input (string, number or Decimal); null, undefined and '' are 0. Throws on invalid text. */
export function dec(value: NumericInput | null | undefined, campo = 'valor'): Decimal {
  if (value === null || value === undefined) return ZERO;
  if (typeof value === 'string' && value.trim() === '') return ZERO;
  const decimal = toDecimal(value);
  if (!decimal) throw new Error(`Valor numérico inválido em ${campo}: ${String(value)}`);
  return decimal;
}

/** Rounds half-up to cents: '1234.57'. Never '-0.00'. */
export function centavos(value: NumericInput): string {
  const rounded = dec(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return rounded.isZero() ? '0.00' : rounded.toFixed(2);
}

/** A rate (fraction) as text without trailing noise: '0.358'. */
export function taxa(value: Decimal): string {
  return value.toString();
}

/** Division that gives 0 for a zero divisor (DOMAIN.md: 'A zero divisor gives 0'). */
export function dividir(dividendo: Decimal, divisor: Decimal): Decimal {
  return divisor.isZero() ? ZERO : dividendo.div(divisor);
}

export function maximo(a: Decimal, b: Decimal): Decimal {
  return a.greaterThan(b) ? a : b;
}

export function minimo(a: Decimal, b: Decimal): Decimal {
  return a.lessThan(b) ? a : b;
}

export function soma(values: readonly Decimal[]): Decimal {
  return values.reduce((total, value) => total.plus(value), ZERO);
}
