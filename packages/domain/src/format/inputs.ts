import Decimal from 'decimal.js';
import { groupThousands } from './digitacao';
import { toDecimal, type NumericInput } from './numbers';

/**
 * Stored amounts and rates as the inputs show them when not being edited, and pt-BR text read
 * back into numbers. How typing is read is in `digitacao.ts` (one rule per input kind).
 */

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
  const [integer, cents] = decimal.abs().toFixed(2, Decimal.ROUND_HALF_UP).split('.');
  return `${groupThousands(integer!)},${cents}`;
}

/** A stored fraction as the percent input shows it: 0.0935 → '9,35'; null/'' → ''. */
export function percentToInputText(fraction: NumericInput | null | undefined): string {
  const decimal = toDecimal(fraction);
  if (!decimal) return '';
  return decimal.abs().times(100).toFixed(2, Decimal.ROUND_HALF_UP).replace('.', ',');
}

/** A rate stored as a fraction that is outside 0–100 % (what the schemas refuse with their own message). */
export function fractionOutOfRange(fraction: NumericInput | null | undefined): boolean {
  const decimal = toDecimal(fraction);
  return decimal !== null && (decimal.isNegative() || decimal.greaterThan(1));
}
