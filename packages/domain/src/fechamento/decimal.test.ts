import Decimal from 'decimal.js';
import { SeededRandom } from '../aleatorio';
import { centavos } from './decimal';

/** toFixed(2, ROUND_HALF_UP) without '-0.00': what centavos has always answered. */
const esperado = (value: Decimal) => {
  const text = value.toFixed(2, Decimal.ROUND_HALF_UP);
  return text === '-0.00' ? '0.00' : text;
};

describe('centavos', () => {
  it('rounds half-up to cents like toFixed, on edge values', () => {
    const casos = ['0', '-0', '0.005', '0.0049999', '-0.005', '-0.0049', '999999999999.995', '9999999999999.994', '1e-9', '123.455',
      '5e-3', '4.9e-3', '0.00000005', '1234567.125', '-1234567.135', '12345678.9951', '1e13', '-2.5e14', '0.1', '7', '10000000',
      '9999999.995', '0.995', '0.9949999999999999999999'];
    for (const caso of casos) expect([caso, centavos(new Decimal(caso))]).toEqual([caso, esperado(new Decimal(caso))]);
  });

  it('rounds half-up to cents like toFixed, on generated values (quotients, products, sums)', () => {
    const aleatorio = new SeededRandom(7);
    const next = () => aleatorio.next();
    for (let i = 0; i < 30_000; i++) {
      let value: Decimal;
      switch (i % 6) {
        case 0:
          value = new Decimal((next() * 1e6).toFixed(Math.floor(next() * 9)));
          break;
        case 1:
          value = new Decimal(Math.floor(next() * 1e8)).div(Math.floor(next() * 1000) + 1);
          break;
        case 2:
          value = new Decimal((next() - 0.5).toFixed(Math.floor(next() * 7)));
          break;
        case 3:
          value = new Decimal(`${Math.floor(next() * 1e5)}.${String(Math.floor(next() * 1000)).padStart(3, '0')}5`).neg();
          break;
        case 4:
          value = new Decimal(Math.floor(next() * 1e14)).div(7).times(next() < 0.5 ? 1 : -1);
          break;
        default:
          value = new Decimal(`0.00${Math.floor(next() * 1000)}`).times(next() < 0.5 ? 1 : -1);
      }
      if (centavos(value) !== esperado(value)) expect([value.toString(), centavos(value)]).toEqual([value.toString(), esperado(value)]);
    }
  });

  it('is what centavos answers for text and numbers', () => {
    expect(centavos('1234.565')).toBe('1234.57');
    expect(centavos(-0.001)).toBe('0.00');
    expect(centavos('')).toBe('0.00');
  });
});
