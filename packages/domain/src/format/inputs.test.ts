import {
  maskPercentInput,
  moneyToInputText,
  parseBrDecimal,
  parseMoney,
  parsePercent,
  typeMoneyText,
  percentToInputText,
} from './inputs';

describe('typeMoneyText', () => {
  const typed = (raw: string, maxLength?: number, decimalDot?: boolean) => typeMoneyText(raw, maxLength, decimalDot);

  it('reads the digits as whole reais and a comma as the start of the cents', () => {
    expect(['4', '45', '450', '4500', '45000'].map((raw) => typed(raw)?.text)).toEqual(['4', '45', '450', '4.500', '45.000']);
    expect(typed('45000')).toEqual({ text: '45.000', value: '45000.00' });
    expect(typed('45000,5')).toEqual({ text: '45.000,5', value: '45000.50' });
    expect(typed('45.000,567')).toEqual({ text: '45.000,56', value: '45000.56' });
    expect(typed(',5')).toEqual({ text: '0,5', value: '0.50' });
    expect(typed('0045')).toEqual({ text: '45', value: '45.00' });
  });

  it('takes pasted pt-BR and spreadsheet text', () => {
    expect(typed('45.000,00')).toEqual({ text: '45.000,00', value: '45000.00' });
    expect(typed('45000.00')).toEqual({ text: '45.000,00', value: '45000.00' });
    expect(typed('R$ 1.234.567,8')).toEqual({ text: '1.234.567,8', value: '1234567.80' });
    expect(typed('45.')).toEqual({ text: '45,', value: '45.00' });
  });

  it('reads every dot as thousands when the text got shorter (a backspace in 45.000)', () => {
    expect(typed('45.00', undefined, false)).toEqual({ text: '4.500', value: '4500.00' });
  });

  it('accepts digits and one comma only; an empty text is an empty amount', () => {
    expect(typed('abc')).toEqual({ text: '', value: '' });
    expect(typed('')).toEqual({ text: '', value: '' });
    expect(typed('1a2b3')?.text).toBe('123');
    expect(typed('-5')?.text).toBe('5');
  });

  it('refuses text longer than 16 characters (or the given limit)', () => {
    expect(typed('9999999999,99')?.text).toBe('9.999.999.999,99');
    expect(typed('99999999999')).toBeNull();
    expect(typed('543,31', 5)).toBeNull();
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
