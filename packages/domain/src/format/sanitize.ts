import Decimal from 'decimal.js';

/**
 * Values written to spreadsheet cells (exports, xlsx):
 * - text that starts with '=', '+', '-', '@', a tab or a carriage return gets a leading "'"
 *   so a spreadsheet never reads it as a formula (formula/CSV injection);
 * - numbers (and Decimals) are rounded half-up to 2 decimals;
 * - null/undefined become ''; booleans and Dates pass unchanged.
 */
export type CellValue = string | number | boolean | Date;

const DANGEROUS_START = /^[=+\-@\t\r]/;

export function sanitizeCell(value: unknown): CellValue {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return '';
    return new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
  }
  if (Decimal.isDecimal(value)) {
    return (value as Decimal).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toNumber();
  }
  if (typeof value === 'boolean' || value instanceof Date) return value;
  const text = String(value);
  return DANGEROUS_START.test(text) ? `'${text}` : text;
}
