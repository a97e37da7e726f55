import Decimal from 'decimal.js';
import { toDecimal, type NumericInput } from '../format/numbers';
import { exato } from './exato';
import { memoTexto } from './memo';

/**
 * Decimal helpers of the margin, comparison and report calculations (the closing engine computes
 * on Exato, the same values faster). Money is never a JS float: every figure is a Decimal until it
 * is reported, then rounded half-up to cents (DOMAIN.md 'Numbers').
 */

export const ZERO = new Decimal(0);

/** Text -> Decimal ('' -> 0; null when invalid), memoised: Decimals are immutable. */
const decimalDeTexto = memoTexto<Decimal | null>(50_000, (texto) => (texto.trim() === '' ? ZERO : toDecimal(texto)));

/** A decimal input (string, number or Decimal); null, undefined and '' are 0. Throws on invalid text. */
export function dec(value: NumericInput | null | undefined, campo = 'valor'): Decimal {
  if (value === null || value === undefined) return ZERO;
  if (value instanceof Decimal && value.isFinite()) return value;
  if (typeof value === 'string') {
    const parsed = decimalDeTexto(value);
    if (!parsed) throw new Error(`Valor numérico inválido em ${campo}: ${value}`);
    return parsed;
  }
  const decimal = toDecimal(value);
  if (!decimal) throw new Error(`Valor numérico inválido em ${campo}: ${String(value)}`);
  return decimal;
}

/** Rounds half-up to cents: '1234.57'. Never '-0.00'. The closing engine's rule (Exato), for any input. */
export function centavos(value: NumericInput): string {
  return exato(value).centavos();
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
