import Decimal from 'decimal.js';
import { centavos, dec } from './decimal';
import { isoMemo, memoTexto } from './memo';

describe('memoTexto', () => {
  it('computes each text once and empties the cache at its limit', () => {
    const calls: string[] = [];
    const upper = memoTexto(2, (texto) => {
      calls.push(texto);
      return texto.toUpperCase();
    });
    expect(upper('a')).toBe('A');
    expect(upper('a')).toBe('A');
    expect(calls).toEqual(['a']);
    upper('b');
    upper('c'); // limit reached: the cache restarts with 'c'
    expect(upper('a')).toBe('A');
    expect(calls).toEqual(['a', 'b', 'c', 'a']);
  });

  it('isoMemo answers like toIsoDate for text and other values', () => {
    expect(isoMemo('01/02/2026')).toBe('2026-02-01');
    expect(isoMemo('01/02/2026')).toBe('2026-02-01');
    expect(isoMemo('2026-02-30')).toBe('');
    expect(isoMemo(null)).toBe('');
  });
});

describe('dec and centavos with the text cache', () => {
  it('parses text once but still refuses invalid text every time', () => {
    expect(dec('12.50').equals(new Decimal('12.5'))).toBe(true);
    expect(dec('12.50')).toBe(dec('12.50'));
    expect(dec('  ')).toBe(dec(''));
    expect(() => dec('abc', 'valor')).toThrow('Valor numérico inválido em valor: abc');
    expect(() => dec('abc', 'outro')).toThrow('Valor numérico inválido em outro: abc');
  });

  it('rounds half-up to cents and never reports -0.00', () => {
    expect(centavos('2.345')).toBe('2.35');
    expect(centavos('-2.345')).toBe('-2.35');
    expect(centavos('-0.004')).toBe('0.00');
    expect(centavos(new Decimal('1234.565'))).toBe('1234.57');
  });
});
