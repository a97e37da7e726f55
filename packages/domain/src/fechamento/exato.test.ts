import Decimal from 'decimal.js';
import { SeededRandom } from '../aleatorio';
import { Exato, exato, ZERO_EXATO } from './exato';

/** Values of every size a closing meets: cents, rates, long decimals, past 2^53, negative, zero. */
function valorAleatorio(next: () => number): string {
  const sinal = next() < 0.2 ? '-' : '';
  switch (Math.floor(next() * 7)) {
    case 0:
      return `${sinal}${(next() * 50_000).toFixed(2)}`;
    case 1:
      return `${sinal}${(next() * 0.3).toFixed(Math.floor(next() * 7))}`;
    case 2:
      return `${sinal}${Math.floor(next() * 1e6)}`;
    case 3:
      return `${sinal}${(next() * 1e4).toFixed(12)}`;
    case 4:
      // Up to 26 digits: inputs longer than decimal.js's 20-digit results.
      return `${sinal}${Math.floor(next() * 9e15)}${Math.floor(next() * 1e4)}${next() < 0.5 ? `.${Math.floor(next() * 1e6)}` : ''}`;
    case 5:
      return new Decimal(Math.floor(next() * 1e9)).div(Math.floor(next() * 40) + 1).times(sinal ? -1 : 1).toString();
    default:
      return next() < 0.5 ? '0' : `${sinal}0.00${Math.floor(next() * 1000)}`;
  }
}

describe('Exato (the closing engine number)', () => {
  it('gives the value decimal.js gives for each operation, on 20.000 random pairs', () => {
    const aleatorio = new SeededRandom(20_261_124);
    const next = () => aleatorio.next();
    for (let i = 0; i < 20_000; i++) {
      const a = valorAleatorio(next);
      const b = valorAleatorio(next);
      const [x, y] = [exato(a), exato(b)];
      const [dx, dy] = [new Decimal(a), new Decimal(b)];
      const esperado = [
        dx.plus(dy).toString(),
        dx.minus(dy).toString(),
        dx.times(dy).toString(),
        dy.isZero() ? '' : dx.div(dy).toString(),
        dx.comparedTo(dy),
        dx.toFixed(2, Decimal.ROUND_HALF_UP).replace(/^-0\.00$/, '0.00'),
        dx.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toString(),
      ];
      const obtido = [
        x.plus(y).toString(),
        x.minus(y).toString(),
        x.times(y).toString(),
        y.isZero() ? '' : x.div(y).toString(),
        x.comparedTo(y),
        x.centavos(),
        x.emCentavos().toString(),
      ];
      if (JSON.stringify(obtido) !== JSON.stringify(esperado)) expect([a, b, obtido]).toEqual([a, b, esperado]);
    }
  });

  it('divides and rounds to n places as decimal.js does (div, toDecimalPlaces half-up, toFixed), on 20.000 random pairs', () => {
    const aleatorio = new SeededRandom(20_261_125);
    const next = () => aleatorio.next();
    for (let i = 0; i < 20_000; i++) {
      const a = valorAleatorio(next);
      const b = i % 5 === 0 ? String(Math.floor(next() * 31) * 8) : valorAleatorio(next);
      if (new Decimal(b).isZero()) continue;
      const casas = Math.floor(next() * 7);
      const esperado = new Decimal(a).div(b).toDecimalPlaces(casas, Decimal.ROUND_HALF_UP).toFixed(casas);
      const obtido = exato(a).quocienteFixo(exato(b), casas);
      if (obtido !== esperado) expect([a, b, casas, obtido]).toEqual([a, b, casas, esperado]);
    }
    expect(exato('0.5').quocienteFixo(exato('1'), 0)).toBe('1');
    expect(exato('-0.00004').quocienteFixo(exato('1'), 4)).toBe('0.0000');
    expect(exato('4980.83').quocienteFixo(exato('168'), 4)).toBe('29.6478');
  });

  it('keeps short values as scaled integers and longer ones as BigInt coefficients of 20 digits', () => {
    expect(exato('1234.50')).toMatchObject({ m: 12345, s: 1, c: null });
    expect(exato('0.075').times(exato('3000.00'))).toMatchObject({ m: 225, s: 0, c: null });
    // A division whose result is short is read back as a scaled integer.
    expect(exato('1234.56').div(exato('12'))).toMatchObject({ m: 10288, s: 2, c: null });
    const dizima = exato('1000').div(exato('3'));
    expect(dizima).toMatchObject({ c: BigInt('33333333333333333333'), e: -17 });
    expect(dizima.toString()).toBe('333.33333333333333333');
    // Past 2^53 the sum is a coefficient; past 20 digits it is rounded half-up as decimal.js does.
    expect(exato('9007199254740991').plus(exato('1'))).toMatchObject({ c: BigInt('9007199254740992'), e: 0 });
    expect(exato('99999999999999999999').plus(exato('0.5')).toString()).toBe('100000000000000000000');
    expect(exato('-2').div(exato('3')).toString()).toBe('-0.66666666666666666667');
    // Inputs keep all their digits; decimal.js rounds results, even x + 0.
    expect(exato('0.9949999999999999999999').centavos()).toBe('0.99');
    expect(exato('0.9949999999999999999999').plus(exato('0')).toString()).toBe('0.995');
    expect(exato('0.9949999999999999999999').plus(exato('1')).toString()).toBe('1.995');
    // Exponents far apart (powers of ten past the precomputed table).
    expect(exato('1e-70').comparedTo(exato('1e30'))).toBe(-1);
    expect(exato('1e30').plus(exato('1e-70')).toString()).toBe(new Decimal('1e30').plus('1e-70').toString());
  });

  it('reads the inputs the engine receives: text, numbers, Decimals, blank', () => {
    expect(exato(' 12.50 ').toString()).toBe('12.5');
    expect(exato('1e3').toString()).toBe('1000');
    expect(exato(0.1).toString()).toBe('0.1');
    expect(exato(42).toString()).toBe('42');
    expect(exato(new Decimal('-0.005')).centavos()).toBe('-0.01');
    expect(exato('')).toBe(ZERO_EXATO);
    expect(exato(null)).toBe(ZERO_EXATO);
    expect(() => exato('abc', 'salario')).toThrow('Valor numérico inválido em salario: abc');
    expect(Exato.deNumero(21).times(Exato.deNumero(8)).toString()).toBe('168');
  });

  it('rounds half-up to cents, away from zero on a tie, never printing -0.00', () => {
    expect(exato('1.005').centavos()).toBe('1.01');
    expect(exato('-1.005').centavos()).toBe('-1.01');
    expect(exato('1.00499999').centavos()).toBe('1.00');
    expect(exato('-0.004').centavos()).toBe('0.00');
    expect(exato('172.795').emCentavos().toString()).toBe('172.8');
  });
});
