import { formatDesvio, formatMargem, fracaoSobre, formatPercentSobre, SEM_PREVISTO } from './percentual';

describe('a percentage over a base that may be zero (one rule)', () => {
  it('is part / base as a fraction', () => {
    expect(fracaoSobre('110', '100')).toBe('1.1');
    expect(fracaoSobre('-2400', '4800')).toBe('-0.5');
    expect(fracaoSobre('0', '100')).toBe('0');
    expect(fracaoSobre('1', '3')).toBe('0.333333');
  });

  it('does not exist over a zero base (null, never 0)', () => {
    expect(fracaoSobre('2400', '0')).toBeNull();
    expect(fracaoSobre('0', '0')).toBeNull();
    expect(fracaoSobre('2400', null)).toBeNull();
  });

  it('shows the missing base and the absolute difference instead of 0 %', () => {
    expect(formatPercentSobre('0.1', SEM_PREVISTO)).toBe('10,00%');
    expect(formatPercentSobre('0', SEM_PREVISTO)).toBe('0,00%');
    expect(formatPercentSobre(null, SEM_PREVISTO, '2400')).toBe('sem previsto (+R$\u00a02.400,00)');
    expect(formatPercentSobre(null, SEM_PREVISTO, '-150.5')).toBe('sem previsto (-R$\u00a0150,50)');
    expect(formatPercentSobre(null, SEM_PREVISTO, '0')).toBe('sem previsto');
    expect(formatPercentSobre(null, SEM_PREVISTO)).toBe('sem previsto');
  });
});

describe('a deviation cell', () => {
  it("is the percentage with a plan, 'sem previsto' with the real - planned difference without one", () => {
    expect(formatDesvio('0.2', '1000', '1200')).toBe('20,00%');
    expect(formatDesvio(null, '0.00', '2400.00')).toBe('sem previsto (+R$\u00a02.400,00)');
    expect(formatDesvio(null, '0', '0')).toBe('sem previsto');
  });
});

describe('a margin cell', () => {
  it("is the margin over a revenue, 'sem receita' over none (never 0,00 %)", () => {
    expect(formatMargem('0.25', '1000')).toBe('25,00%');
    expect(formatMargem('-0.1', '1000')).toBe('-10,00%');
    expect(formatMargem('0', '0')).toBe('sem receita');
    expect(formatMargem('0', null)).toBe('sem receita');
  });
});
