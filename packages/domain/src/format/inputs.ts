import Decimal from 'decimal.js';
import { toDecimal, type NumericInput } from './numbers';

/**
 * Masks for the typed money and percent inputs (spec 01 section 5 and section 9):
 * the user types digits only, and the digits are read as cents. Typing 1, 2, 3, 4 shows '12,34'.
 * - money text: pt-BR with thousands dots and 2 decimals, at most 16 characters ('9.999.999.999,99');
 * - percent text: 2 decimals, at most 5 characters ('99,99').
 * When a new digit would exceed the limit the extra digits are dropped (the text does not change).
 */

export const MONEY_INPUT_MAX_LENGTH = 16;
export const PERCENT_INPUT_MAX_LENGTH = 5;

/** Digits of `raw` without leading zeros ('' when there are none). */
function significantDigits(raw: string): string {
  return raw.replace(/\D/g, '').replace(/^0+/, '');
}

/** '123456' (cents) → '1.234,56'; '' → ''. */
function centsToText(digits: string, thousands: boolean): string {
  const padded = digits.padStart(3, '0');
  const integer = padded.slice(0, -2);
  const cents = padded.slice(-2);
  const grouped = thousands ? integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : integer;
  return `${grouped},${cents}`;
}

function maskCents(raw: string, maxLength: number, thousands: boolean): string {
  let digits = significantDigits(raw);
  if (digits === '') return raw.replace(/\D/g, '') === '' ? '' : centsToText('0', thousands);
  while (digits.length > 0 && centsToText(digits, thousands).length > maxLength) {
    digits = digits.slice(0, -1);
  }
  return centsToText(digits, thousands);
}

/** What a money input shows after a keystroke: '1234' → '12,34'; 'abc' → ''; '0' → '0,00'. */
export function maskMoneyInput(raw: string, maxLength = MONEY_INPUT_MAX_LENGTH): string {
  return maskCents(raw, maxLength, true);
}

/** What a percent input shows after a keystroke: '935' → '9,35'; at most 5 characters. */
export function maskPercentInput(raw: string, maxLength = PERCENT_INPUT_MAX_LENGTH): string {
  return maskCents(raw, maxLength, false);
}

/**
 * pt-BR money text to a decimal string: '1.234,56' → '1234.56', 'R$ -10,5' → '-10.50'.
 * Returns null when the text holds no digits.
 */
export function parseMoney(text: string | null | undefined): string | null {
  const decimal = parseBrDecimal(text);
  return decimal ? decimal.toFixed(2) : null;
}

/** pt-BR decimal text ('1.234,5678') to a Decimal, or null. Dots are thousands separators. */
export function parseBrDecimal(text: string | null | undefined): Decimal | null {
  if (text === null || text === undefined) return null;
  const cleaned = String(text).replace(/[^\d,.-]/g, '');
  if (!/\d/.test(cleaned)) return null;
  const negative = cleaned.trim().startsWith('-');
  const normalised = cleaned.replace(/[-.]/g, '').replace(',', '.').replace(/,/g, '');
  try {
    const decimal = new Decimal(normalised);
    return negative ? decimal.negated() : decimal;
  } catch {
    return null;
  }
}

/**
 * Percent text to a fraction string: '9,35' → '0.0935', '34' → '0.34'. Null when empty.
 * Keeps full precision (no rounding).
 */
export function parsePercent(text: string | null | undefined): string | null {
  const decimal = parseBrDecimal(text);
  return decimal ? decimal.dividedBy(100).toString() : null;
}

/** A stored amount as the money input shows it: 1234.5 → '1.234,50'; null/'' → ''. */
export function moneyToInputText(value: NumericInput | null | undefined): string {
  const decimal = toDecimal(value);
  if (!decimal) return '';
  const cents = decimal.abs().toDecimalPlaces(2, Decimal.ROUND_HALF_UP).times(100).toFixed(0);
  return maskMoneyInput(cents, Number.MAX_SAFE_INTEGER);
}

/** A stored fraction as the percent input shows it: 0.0935 → '9,35'; null/'' → ''. */
export function percentToInputText(fraction: NumericInput | null | undefined): string {
  const decimal = toDecimal(fraction);
  if (!decimal) return '';
  const cents = decimal.abs().times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).times(100).toFixed(0);
  return maskPercentInput(cents, Number.MAX_SAFE_INTEGER);
}
