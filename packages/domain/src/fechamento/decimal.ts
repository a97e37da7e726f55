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
 * `centavos` of a Decimal: the hot path of the closing engine (dozens of figures per employee).
 * Below 10^13 it reads the Decimal's own digits (documented properties of decimal.js: `d`, words of
 * 7 digits aligned on the decimal point, `e` the decimal exponent, `s` the sign) as integer cents,
 * rounded half-up on the first discarded digit, with no temporary Decimal: the same text as
 * `toFixed(2, ROUND_HALF_UP)`, which it falls back to otherwise.
 */
export function centavosDe(value: Decimal): string {
  const palavras = value.d;
  const expoente = value.e;
  if (!palavras || expoente > 12) {
    const text = value.toFixed(2, Decimal.ROUND_HALF_UP);
    return text === '-0.00' ? '0.00' : text;
  }
  let inteiro: number;
  let fracao: number;
  if (expoente < 0) {
    // Below 1: the first word is the first 7 decimals, unless the value is below 10^-7.
    inteiro = 0;
    fracao = expoente < -7 ? 0 : palavras[0]!;
  } else if (expoente < 7) {
    inteiro = palavras[0]!;
    fracao = palavras[1] ?? 0;
  } else {
    inteiro = palavras[0]! * 1e7 + (palavras[1] ?? 0);
    fracao = palavras[2] ?? 0;
  }
  let emCentavos = inteiro * 100 + Math.floor(fracao / 1e5);
  if (Math.floor(fracao / 1e4) % 10 >= 5) emCentavos += 1;
  if (emCentavos === 0) return '0.00';
  const resto = emCentavos % 100;
  const texto = `${(emCentavos - resto) / 100}.${resto < 10 ? '0' : ''}${resto}`;
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
