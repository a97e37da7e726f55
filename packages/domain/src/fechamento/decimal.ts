import Decimal from 'decimal.js';
import { toDecimal, type NumericInput } from '../format/numbers';
import { memoTexto } from './memo';

/**
 * Decimal helpers of the closing engine. Money is never a JS float: every figure is a Decimal
 * until it is reported, then rounded half-up to cents (DOMAIN.md 'Numbers').
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

/** Rounds half-up to cents: '1234.57'. Never '-0.00'. */
export function centavos(value: NumericInput): string {
  return centavosDe(dec(value));
}

/**
 * `centavos` of a Decimal. The hot path of the closing engine (dozens of figures per employee):
 * for magnitudes below 10^13 it rounds the Decimal's own digits (`d`: base-10^7 words, `e`: the
 * decimal exponent, `s`: the sign; documented properties of decimal.js) as integer cents, with the
 * same result as `toFixed(2, ROUND_HALF_UP)` (which it falls back to otherwise) and no temporary
 * Decimal.
 */
export function centavosDe(value: Decimal): string {
  const palavras = value.d;
  const expoente = value.e;
  if (!palavras || expoente > 12 || expoente < -3) {
    const text = value.toFixed(2, Decimal.ROUND_HALF_UP);
    return text === '-0.00' ? '0.00' : text;
  }
  if (palavras[0] === 0) return '0.00';
  // The significant digits; value = 0,digitos x 10^(expoente + 1), first digit non-zero.
  let digitos = String(palavras[0]);
  for (let i = 1; i < palavras.length; i++) digitos += String(palavras[i]).padStart(7, '0');
  // Left-pad so the first (expoente + 1) digits are the integer part (at least one digit).
  if (expoente < 0) digitos = '0'.repeat(-expoente) + digitos;
  const inteiros = expoente < 0 ? 1 : expoente + 1;
  const manter = inteiros + 2;
  let centavosInteiros = Number(digitos.length >= manter ? digitos.slice(0, manter) : digitos.padEnd(manter, '0'));
  // ROUND_HALF_UP: away from zero when the first discarded digit is 5 or more.
  if (digitos.length > manter && digitos.charCodeAt(manter) >= 53) centavosInteiros += 1;
  if (centavosInteiros === 0) return '0.00';
  const resto = centavosInteiros % 100;
  const texto = `${(centavosInteiros - resto) / 100}.${resto < 10 ? '0' : ''}${resto}`;
  return value.s < 0 ? `-${texto}` : texto;
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
