import { formatCotacaoComData, formatValorEmReais, formatValorNaMoeda } from './moeda';

const NBSP = '\u00a0';

describe('an amount in its own currency', () => {
  it('writes each currency with its own symbol, pt-BR digits, half-up to cents', () => {
    expect(formatValorNaMoeda('1850.00', 'USD')).toBe(`US$${NBSP}1.850,00`);
    expect(formatValorNaMoeda('1850', 'EUR')).toBe(`€${NBSP}1.850,00`);
    expect(formatValorNaMoeda('1850.005', 'BRL')).toBe(`R$${NBSP}1.850,01`);
    expect(formatValorNaMoeda('-45000.5', 'USD')).toBe(`-US$${NBSP}45.000,50`);
    expect(formatValorNaMoeda(null, 'USD')).toBe('');
    expect(formatValorNaMoeda('abc', 'USD')).toBe('');
  });
});

describe('the BRL value of an amount', () => {
  it('gives a foreign amount its rate and the rate date', () => {
    expect(formatValorEmReais('9897.50', 'USD', '5.35', '2026-10-01')).toBe(`R$${NBSP}9.897,50 · cotação 5,3500 de 01/10/2026`);
    expect(formatValorEmReais('11564.63', 'EUR', '6.2512', null)).toBe(`R$${NBSP}11.564,63 · cotação 6,2512`);
  });

  it('is only the BRL amount for BRL', () => {
    expect(formatValorEmReais('1850', 'BRL', '1', '2026-10-01')).toBe(`R$${NBSP}1.850,00`);
    expect(formatCotacaoComData('BRL', '1', '2026-10-01')).toBe('');
  });

  it('names the rate and date alone', () => {
    expect(formatCotacaoComData('USD', '5.35', '2026-10-01')).toBe('cotação 5,3500 de 01/10/2026');
    expect(formatCotacaoComData('USD', null, '2026-10-01')).toBe('');
  });
});
