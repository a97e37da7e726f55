import Decimal from 'decimal.js';
import { toDecimal, type NumericInput } from './numbers';

/**
 * Typed money and percent inputs (spec 01 section 5 and section 9).
 * - money: the user types whole reais and a comma starts the cents ('45000' is R$ 45.000,00,
 *   '45000,5' is R$ 45.000,50); the text is pt-BR with thousands dots, at most 16 characters
 *   ('9.999.999.999,99'); see `typeMoneyText`.
 * - percent: the digits are read as hundredths ('935' shows '9,35'), at most 5 characters ('99,99').
 * When a keystroke would exceed the limit it is refused (the text does not change).
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
  const grouped = thousands ? groupThousands(integer) : integer;
  return `${grouped},${cents}`;
}

function groupThousands(integer: string): string {
  return integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

function maskCents(raw: string, maxLength: number, thousands: boolean): string {
  let digits = significantDigits(raw);
  if (digits === '') return raw.replace(/\D/g, '') === '' ? '' : centsToText('0', thousands);
  while (digits.length > 0 && centsToText(digits, thousands).length > maxLength) {
    digits = digits.slice(0, -1);
  }
  return centsToText(digits, thousands);
}

/** What a money field shows while it is edited, and the amount it holds. */
export interface TypedMoney {
  /** pt-BR text as typed so far: '45.000', '45.000,5', '0,' or ''. */
  text: string;
  /** The amount as a decimal string with 2 decimals ('45000.50'), or '' when the text is empty. */
  value: string;
}

/**
 * Reads what the user typed or pasted into a money field: whole reais, a comma starting the cents.
 * '45000' → 45.000 (45000.00); '45000,5' → 45.000,5 (45000.50); a paste of '45.000,00' or
 * '45000.00' → 45.000,00. A dot is a thousands separator, except a single dot followed by one or
 * two digits at the end when there is no comma ('45000.00', what a spreadsheet copies), or a dot
 * typed last (the numeric keypad's decimal key). `decimalDot` false reads every dot as a thousands
 * separator: a field passes it when the text got shorter (a backspace in '45.000' leaves '45.00',
 * which is 4.500, not 45,00).
 * Non-digits are ignored, leading zeros dropped, cents cut at 2 digits. Returns null when the
 * text with 2 decimals would be longer than `maxLength` (the keystroke is refused).
 */
export function typeMoneyText(raw: string, maxLength = MONEY_INPUT_MAX_LENGTH, decimalDot = true): TypedMoney | null {
  let cleaned = raw.replace(/[^\d.,]/g, '');
  if (decimalDot && !cleaned.includes(',') && (/^[^.]*\.\d{1,2}$/.test(cleaned) || cleaned.endsWith('.'))) {
    cleaned = cleaned.replace(/\.(?=\d{0,2}$)/, ',');
  }
  const comma = cleaned.indexOf(',');
  const integerPart = (comma < 0 ? cleaned : cleaned.slice(0, comma)).replace(/\D/g, '');
  const centsPart = comma < 0 ? null : cleaned.slice(comma + 1).replace(/\D/g, '').slice(0, 2);
  if (integerPart === '' && centsPart === null) return { text: '', value: '' };
  const integer = integerPart.replace(/^0+(?=\d)/, '') || '0';
  const text = centsPart === null ? groupThousands(integer) : `${groupThousands(integer)},${centsPart}`;
  if (`${groupThousands(integer)},00`.length > maxLength) return null;
  return { text, value: `${integer}.${(centsPart ?? '').padEnd(2, '0')}` };
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
  return centsToText(cents, true);
}

/** A stored fraction as the percent input shows it: 0.0935 → '9,35'; null/'' → ''. */
export function percentToInputText(fraction: NumericInput | null | undefined): string {
  const decimal = toDecimal(fraction);
  if (!decimal) return '';
  const cents = decimal.abs().times(100).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).times(100).toFixed(0);
  return maskPercentInput(cents, Number.MAX_SAFE_INTEGER);
}
