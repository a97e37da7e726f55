import Decimal from 'decimal.js';
import { formatMoneyComSinal } from './numbers';
import { sanitizeCell } from './sanitize';

describe('sanitizeCell', () => {
  it.each(['=SUM(A1:A2)', '+55 11', '-1+1', '@cmd', '\tx', '\rx'])('prefixes dangerous text %j', (text) => {
    expect(sanitizeCell(text)).toBe(`'${text}`);
  });

  it.each([
    [formatMoneyComSinal('3412.1')],
    [formatMoneyComSinal('-5.1')],
    [`${formatMoneyComSinal('18300')} por horas acima do previsto em Desenvolvedor Pleno; ${formatMoneyComSinal('6100')} por pessoas fora do plano`],
  ])('keeps a signed amount of money as the app formats it: %j', (text) => {
    expect(sanitizeCell(text)).toBe(text);
  });

  it.each(['+R$ 3.412,10', '+R$3', '+R$\u00a03.412,10+A1', '-R$\u00a05,1', '+R$\u00a01234,00', '=R$\u00a01,00', '+R$\u00a01,00=HYPERLINK("x")'])(
    'keeps the quote on typed text that only looks like money %j',
    (text) => {
      expect(sanitizeCell(text)).toBe(`'${text}`);
    },
  );

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
