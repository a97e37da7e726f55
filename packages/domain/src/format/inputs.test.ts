import {
  maskMoneyInput,
  maskPercentInput,
  moneyToInputText,
  parseBrDecimal,
  parseMoney,
  parsePercent,
  percentToInputText,
} from './inputs';

describe('maskMoneyInput', () => {
  it('reads the digits as cents while typing', () => {
    const typed = ['1', '12', '123', '1234'].map((raw) => maskMoneyInput(raw));
    expect(typed).toEqual(['0,01', '0,12', '1,23', '12,34']);
  });

  it('re-formats the previous text plus the new key', () => {
    expect(maskMoneyInput('12,345')).toBe('123,45');
    expect(maskMoneyInput('1.234,567')).toBe('12.345,67');
    expect(maskMoneyInput('0,005')).toBe('0,05');
  });

  it('accepts digits only', () => {
    expect(maskMoneyInput('abc')).toBe('');
    expect(maskMoneyInput('')).toBe('');
    expect(maskMoneyInput('1a2b3')).toBe('1,23');
    expect(maskMoneyInput('-5')).toBe('0,05');
  });

  it('keeps at most 16 characters', () => {
    expect(maskMoneyInput('999999999999')).toBe('9.999.999.999,99');
    expect(maskMoneyInput('9.999.999.999,991')).toBe('9.999.999.999,99');
    expect(maskMoneyInput('9.999.999.999,991').length).toBe(16);
  });

  it('keeps 0,00 when only zeros are left', () => {
    expect(maskMoneyInput('0,0')).toBe('0,00');
  });
});

describe('maskPercentInput', () => {
  it('formats with 2 decimals and at most 5 characters', () => {
    expect(maskPercentInput('935')).toBe('9,35');
    expect(maskPercentInput('3400')).toBe('34,00');
    expect(maskPercentInput('34,001')).toBe('34,00');
    expect(maskPercentInput('x')).toBe('');
  });
});

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
    expect(percentToInputText(null)).toBe('');
  });
});
