import Decimal from 'decimal.js';
import { formatHours, formatMoney, formatMoneyComSinal, formatNumber, formatPercent, roundTo2, toDecimal } from './numbers';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('formats numbers, decimal strings and Decimals as pt-BR BRL', () => {
    expect(formatMoney(1234.56)).toBe(`R$${NBSP}1.234,56`);
    expect(formatMoney('1234.56')).toBe(`R$${NBSP}1.234,56`);
    expect(formatMoney(new Decimal('1234.56'))).toBe(`R$${NBSP}1.234,56`);
    expect(formatMoney(0)).toBe(`R$${NBSP}0,00`);
  });

  it('rounds half-up to cents without float drift', () => {
    expect(formatMoney('1.005')).toBe(`R$${NBSP}1,01`);
    expect(formatMoney(1.005)).toBe(`R$${NBSP}1,01`);
    expect(formatMoney('-1234.565')).toBe(`-R$${NBSP}1.234,57`);
    expect(formatMoney('12345678901234.56')).toBe(`R$${NBSP}12.345.678.901.234,56`);
  });

  it('is empty for missing or invalid values', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney(undefined)).toBe('');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('abc')).toBe('');
    expect(formatMoney(Number.NaN)).toBe('');
  });
});

describe('formatMoneyComSinal', () => {
  it('shows the sign of a difference (+ for a gain of cost, - below, none for zero)', () => {
    expect(formatMoneyComSinal('3412.1')).toBe('+R$\u00a03.412,10');
    expect(formatMoneyComSinal('-5.105')).toBe('-R$\u00a05,11');
    expect(formatMoneyComSinal('0')).toBe('R$\u00a00,00');
    expect(formatMoneyComSinal(null)).toBe('');
  });
});

describe('formatPercent', () => {
  it('shows a fraction as a pt-BR percentage with 2 decimals (Intl: no space before %)', () => {
    expect(formatPercent(0.1234)).toBe('12,34%');
    expect(formatPercent('0.0935')).toBe('9,35%');
    expect(formatPercent(1)).toBe('100,00%');
    expect(formatPercent(0.137)).toBe('13,70%');
  });

  it('accepts the number of digits and rounds half-up', () => {
    expect(formatPercent(0.12345, 1)).toBe('12,3%');
    expect(formatPercent(0.123456, 3)).toBe('12,346%');
    expect(formatPercent('0.000050', 2)).toBe('0,01%');
    expect(formatPercent(null)).toBe('');
  });
});

describe('formatNumber and formatHours', () => {
  it('formats plain numbers', () => {
    expect(formatNumber(1234567.891)).toBe('1.234.567,89');
    expect(formatNumber(8, 0)).toBe('8');
    expect(formatNumber(-0.5)).toBe('-0,50');
  });

  it('formats hours with an h suffix', () => {
    expect(formatHours(12.5)).toBe('12,50h');
    expect(formatHours(8, 0)).toBe('8h');
    expect(formatHours(1500.25)).toBe('1.500,25h');
    expect(formatHours(undefined)).toBe('');
  });
});

describe('toDecimal and roundTo2', () => {
  it('converts inputs', () => {
    expect(toDecimal('  12.5 ')?.toString()).toBe('12.5');
    expect(toDecimal(Infinity)).toBeNull();
    expect(roundTo2(2.675)).toBe(2.68);
    expect(roundTo2('10.004')).toBe(10);
  });
});
