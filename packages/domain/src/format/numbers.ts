import Decimal from 'decimal.js';

/**
 * Display of money, percentages, plain numbers and hours in pt-BR.
 *
 * The text is exactly what `Intl.NumberFormat('pt-BR', ...)` produces, so it matches anything
 * else that uses Intl (Chakra's Format components, the browser, the backend):
 * - money: 'R$ 1.234,56' — note the separator after 'R$' is a NO-BREAK SPACE (U+00A0);
 *   negative values are '-R$ 1.234,56';
 * - percent: '12,34%' — pt-BR Intl puts NO space before '%'.
 * Rounding is half-up ("halfExpand") on the exact decimal value (no float drift).
 */

export type NumericInput = number | string | Decimal;

export const LOCALE = 'pt-BR';
export const CURRENCY = 'BRL';

/** Converts a number, a decimal string ('1234.56') or a Decimal; null when empty or invalid. */
export function toDecimal(value: NumericInput | null | undefined): Decimal | null {
  if (value === null || value === undefined) return null;
  if (Decimal.isDecimal(value)) return (value as Decimal).isFinite() ? (value as Decimal) : null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value) : null;
  const text = String(value).trim();
  if (text === '') return null;
  try {
    const decimal = new Decimal(text);
    return decimal.isFinite() ? decimal : null;
  } catch {
    return null;
  }
}

/** Rounds half-up to `places` decimals and returns the fixed-point string Intl formats exactly. */
function fixed(decimal: Decimal, places: number): `${number}` {
  return decimal.toDecimalPlaces(places, Decimal.ROUND_HALF_UP).toFixed(places) as `${number}`;
}

const moneyFormat = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY });

/** 1234.56 → 'R$ 1.234,56' (U+00A0 after R$). Empty string for null, undefined or invalid input. */
export function formatMoney(value: NumericInput | null | undefined): string {
  const decimal = toDecimal(value);
  if (!decimal) return '';
  return moneyFormat.format(fixed(decimal, 2));
}

const signedMoneyFormat = new Intl.NumberFormat(LOCALE, { style: 'currency', currency: CURRENCY, signDisplay: 'exceptZero' });

/** A difference of money with its sign: 3412.1 → '+R$ 3.412,10', -5.1 → '-R$ 5,10', 0 → 'R$ 0,00'. '' for invalid input. */
export function formatMoneyComSinal(value: NumericInput | null | undefined): string {
  const decimal = toDecimal(value);
  if (!decimal) return '';
  return signedMoneyFormat.format(fixed(decimal, 2));
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function cachedFormat(key: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, options);
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * A rate stored as a fraction (0..1) shown as a percentage: 0.1234 → '12,34%' (pt-BR Intl output,
 * no space before '%'). `digits` decimals, default 2.
 */
export function formatPercent(fraction: NumericInput | null | undefined, digits = 2): string {
  const decimal = toDecimal(fraction);
  if (!decimal) return '';
  const format = cachedFormat(`percent:${digits}`, {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return format.format(fixed(decimal, digits + 2));
}

/** 1234567.891 → '1.234.567,89' (`digits` decimals, default 2). */
export function formatNumber(value: NumericInput | null | undefined, digits = 2): string {
  const decimal = toDecimal(value);
  if (!decimal) return '';
  const format = cachedFormat(`number:${digits}`, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return format.format(fixed(decimal, digits));
}

/** Hours with an 'h' suffix, as the spec writes them ('8h'): 12.5 → '12,50h', (8, 0) → '8h'. */
export function formatHours(hours: NumericInput | null | undefined, digits = 2): string {
  const text = formatNumber(hours, digits);
  return text === '' ? '' : `${text}h`;
}

/** Rounds half-up to 2 decimals and returns a JS number (for exports and charts only). */
export function roundTo2(value: NumericInput): number {
  const decimal = toDecimal(value);
  if (!decimal) return Number.NaN;
  return decimal.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
}
