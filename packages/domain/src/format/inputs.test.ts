import {
  fractionOutOfRange,
  moneyToInputText,
  parseBrDecimal,
  parseMoney,
  parsePercent,
  percentToInputText,
} from './inputs';

describe('parseMoney', () => {
  it('turns pt-BR text into a decimal string', () => {
    expect(parseMoney('1.234,56')).toBe('1234.56');
    expect(parseMoney('R$ 1.234,5')).toBe('1234.50');
    expect(parseMoney('0,00')).toBe('0.00');
    expect(parseMoney('-10,25')).toBe('-10.25');
    expect(parseMoney('9.999.999.999,99')).toBe('9999999999.99');
  });

  it('is null without digits', () => {
    expect(parseMoney('')).toBeNull();
    expect(parseMoney('R$')).toBeNull();
    expect(parseMoney(null)).toBeNull();
  });

  it('parseBrDecimal keeps precision', () => {
    expect(parseBrDecimal('1.234,5678')?.toString()).toBe('1234.5678');
  });
});

describe('parsePercent', () => {
  it('turns percent text into a fraction', () => {
    expect(parsePercent('9,35')).toBe('0.0935');
    expect(parsePercent('34,00')).toBe('0.34');
    expect(parsePercent('12,10')).toBe('0.121');
    expect(parsePercent('')).toBeNull();
  });
});

describe('stored values shown in the inputs', () => {
  it('money', () => {
    expect(moneyToInputText(1234.5)).toBe('1.234,50');
    expect(moneyToInputText('0')).toBe('0,00');
    expect(moneyToInputText('')).toBe('');
  });

  it('percent', () => {
    expect(percentToInputText(0.0935)).toBe('9,35');
    expect(percentToInputText('0.137')).toBe('13,70');
    expect(percentToInputText(1)).toBe('100,00');
    expect(percentToInputText(null)).toBe('');
  });
});

describe('fractionOutOfRange', () => {
  it('is true outside 0..1 only', () => {
    expect(['0', '1', '0.275', '', null].map((value) => fractionOutOfRange(value))).toEqual([false, false, false, false, false]);
    expect(['1.5', '-0.01'].map((value) => fractionOutOfRange(value))).toEqual([true, true]);
  });
});
