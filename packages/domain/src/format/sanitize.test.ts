import Decimal from 'decimal.js';
import { sanitizeCell } from './sanitize';

describe('sanitizeCell', () => {
  it.each(['=SUM(A1:A2)', '+55 11', '-1+1', '@cmd', '\tx', '\rx'])('prefixes dangerous text %j', (text) => {
    expect(sanitizeCell(text)).toBe(`'${text}`);
  });

  it('keeps ordinary text', () => {
    expect(sanitizeCell('Projeto = X')).toBe('Projeto = X');
    expect(sanitizeCell('')).toBe('');
  });

  it('rounds numbers to 2 decimals', () => {
    expect(sanitizeCell(1.005)).toBe(1.01);
    expect(sanitizeCell(-2.675)).toBe(-2.68);
    expect(sanitizeCell(new Decimal('10.129'))).toBe(10.13);
    expect(sanitizeCell(Number.NaN)).toBe('');
  });

  it('maps empty values and keeps booleans and dates', () => {
    const date = new Date(2025, 0, 1);
    expect(sanitizeCell(null)).toBe('');
    expect(sanitizeCell(undefined)).toBe('');
    expect(sanitizeCell(true)).toBe(true);
    expect(sanitizeCell(date)).toBe(date);
  });
});
