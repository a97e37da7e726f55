import { cotacaoNoCampo, cotacaoParaCampo, digitarCotacao, formatCotacao, parseCotacao } from './cotacao';

describe('formatCotacao', () => {
  it('writes every exchange rate in pt-BR with 4 decimals, half-up', () => {
    expect(formatCotacao('5.35')).toBe('5,3500');
    expect(formatCotacao('5.350000')).toBe('5,3500');
    expect(formatCotacao(5.43219)).toBe('5,4322');
    expect(formatCotacao('6.24685')).toBe('6,2469');
    expect(formatCotacao(null)).toBe('');
  });
});

describe('the rate field (at most 5 characters)', () => {
  it('reads the typed text', () => {
    expect(parseCotacao('5,43')).toBe('5.43');
    expect(parseCotacao('5.43')).toBe('5.43');
    expect(parseCotacao('0')).toBeNull();
    expect(parseCotacao('abc')).toBeNull();
  });

  it('fills the field with as many decimals as fit, rounded half-up', () => {
    expect(cotacaoParaCampo('5.4321')).toBe('5,432');
    expect(cotacaoParaCampo('5.4329')).toBe('5,433');
    expect(cotacaoParaCampo('12.34567')).toBe('12,35');
    expect(cotacaoParaCampo('1234.5')).toBe('1235');
    expect(cotacaoParaCampo('5.35')).toBe('5,350');
    expect(cotacaoParaCampo('')).toBe('');
  });

  it('gives the rate the field holds, so what is saved is what is shown', () => {
    expect(cotacaoNoCampo('5.432100')).toBe('5.432');
    expect(cotacaoNoCampo('5.4329')).toBe('5.433');
    expect(cotacaoNoCampo('5.43')).toBe('5.43');
    expect(cotacaoNoCampo(null)).toBe('');
  });

  it('types digits and one comma; a dot is the comma', () => {
    expect(digitarCotacao('5')).toEqual({ text: '5', value: '5' });
    expect(digitarCotacao('5,', '5')).toEqual({ text: '5,', value: '5' });
    expect(digitarCotacao('5.4', '5,')).toEqual({ text: '5,4', value: '5.4' });
    expect(digitarCotacao('5,4a3', '5,4')).toEqual({ text: '5,43', value: '5.43' });
    expect(digitarCotacao('', '5')).toEqual({ text: '', value: '' });
    expect(digitarCotacao(',5', '')).toEqual({ text: ',5', value: '0.5' });
  });

  it('refuses a keystroke past 5 characters and rounds a pasted longer rate to fit', () => {
    expect(digitarCotacao('5,4329', '5,432')).toBeNull();
    expect(digitarCotacao('5,4321', '')).toEqual({ text: '5,432', value: '5.432' });
    expect(digitarCotacao('5.4321', '')).toEqual({ text: '5,432', value: '5.432' });
    expect(digitarCotacao('5,4329', '')).toEqual({ text: '5,433', value: '5.433' });
    expect(digitarCotacao('1.234,56', '')).toEqual({ text: '1235', value: '1235' });
  });
});
