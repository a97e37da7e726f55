import Decimal from 'decimal.js';
import { toDateParts, type DateParts, type DateValue } from './dates';

/**
 * Values written to spreadsheet cells (exports, xlsx):
 * - text that starts with '=', '+', '-', '@', a tab or a carriage return gets a leading "'"
 *   so a spreadsheet never reads it as a formula (formula/CSV injection), except a signed amount of
 *   money as the app formats it (`DINHEIRO_COM_SINAL`);
 * - numbers (and Decimals) are rounded half-up to 2 decimals;
 * - null/undefined become ''; booleans, Dates and `dateCell`s pass unchanged.
 * The workbook writes numbers as number cells ('#,##0.00') and Dates / `dateCell`s as date cells
 * (dd/mm/yyyy), never as text.
 */
export type CellValue = string | number | boolean | Date | DateCell;

/** A calendar date for a spreadsheet date cell (no time of day, no time zone). */
export interface DateCell {
  dateCell: DateParts;
}

/** A date ('yyyy-MM-dd', 'dd/MM/yyyy', an instant read in America/Sao_Paulo) as a date cell; '' when empty or invalid. */
export function dateCell(value: DateValue | null | undefined): DateCell | '' {
  const parts = toDateParts(value);
  return parts ? { dateCell: parts } : '';
}

export function isDateCell(value: unknown): value is DateCell {
  return typeof value === 'object' && value !== null && 'dateCell' in value;
}

const DANGEROUS_START = /^[=+\-@\t\r]/;

/**
 * The one text starting with '+' or '-' that stays as it is: a signed amount of money as the app writes
 * it (`formatMoneyComSinal`: sign, 'R$', a no-break space, the amount), alone or followed by a space and
 * words ('+R$ 18.300,00 por horas acima do previsto em …'). No spreadsheet reads that as a formula ('R$'
 * and a no-break space make no reference), so it exports readably; anything else starting with = + - @,
 * a tab or a CR — what someone typed — keeps the quote.
 */
const DINHEIRO_COM_SINAL = /^[+-]R\$\u00a0\d{1,3}(?:\.\d{3})*,\d{2}(?: |$)/;

export function sanitizeCell(value: unknown): CellValue {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
  }
  if (Decimal.isDecimal(value)) {
    return (value as Decimal).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
  }
  if (typeof value === 'boolean' || value instanceof Date || isDateCell(value)) return value;
  const text = String(value);
  return DANGEROUS_START.test(text) && !DINHEIRO_COM_SINAL.test(text) ? `'${text}` : text;
}
