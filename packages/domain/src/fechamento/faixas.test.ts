import { calcularInss, calcularPorFaixas, pickBracket } from './faixas';
import { INSS_2025, INSS_2026, INSS_FAIXAS, IRRF_MAIO_2025 } from './testFixtures';
import type { FaixaImpostoFechamento } from './types';

const inss = (salario: string, data: string) => calcularInss(salario, INSS_FAIXAS, data).imposto.centavos();

describe('pickBracket', () => {
  it('picks the bracket in force on the date (2025 vs 2026 INSS tables)', () => {
    expect(pickBracket(INSS_FAIXAS, '1600.00', '2025-12-31')).toBe(INSS_2025[1]);
    expect(pickBracket(INSS_FAIXAS, '1600.00', '2026-01-01')).toBe(INSS_2026[0]);
  });

  it('returns null when no table is in force (IRRF table from May 2025 on 30/04/2025)', () => {
    expect(pickBracket(IRRF_MAIO_2025, '3000', '2025-04-30')).toBeNull();
    expect(pickBracket(IRRF_MAIO_2025, '3000', '2025-05-01')).toBe(IRRF_MAIO_2025[2]);
  });

  it('compares the base rounded to cents, so one-cent gaps between brackets hold no base', () => {
    expect(pickBracket(INSS_2025, '1518.004', '2025-06-01')).toBe(INSS_2025[0]);
    expect(pickBracket(INSS_2025, '1518.005', '2025-06-01')).toBe(INSS_2025[1]);
  });

  it('honours every comparator and skips inactive brackets', () => {
    const faixas: FaixaImpostoFechamento[] = [
      { id: 1, comparaInicio: '<', valorFaixaInicio: '100', aliqFaixa: '0' },
      { id: 2, comparaInicio: '=', valorFaixaInicio: '100', aliqFaixa: '0' },
      { id: 3, comparaInicio: '>', valorFaixaInicio: '100', comparaFim: '<', valorFaixaFim: '200', aliqFaixa: '0' },
      { id: 4, comparaInicio: '>=', valorFaixaInicio: '200', aliqFaixa: '0', ativo: false },
    ];
    expect(pickBracket(faixas, 99.99, '2025-01-01')?.id).toBe(1);
    expect(pickBracket(faixas, 100, '2025-01-01')?.id).toBe(2);
    expect(pickBracket(faixas, 199.99, '2025-01-01')?.id).toBe(3);
    expect(pickBracket(faixas, 200, '2025-01-01')).toBeNull();
  });

  it('the latest vigência wins when two tables in force overlap', () => {
    const antiga: FaixaImpostoFechamento = { id: 1, comparaInicio: '>=', valorFaixaInicio: '0', aliqFaixa: '0.1', vigenciaInicio: '2024-01-01' };
    const nova: FaixaImpostoFechamento = { id: 2, comparaInicio: '>=', valorFaixaInicio: '0', aliqFaixa: '0.2', vigenciaInicio: '2025-01-01' };
    expect(pickBracket([nova, antiga], '10', '2025-03-01')?.id).toBe(2);
    expect(pickBracket([antiga, nova], '10', '2025-03-01')?.id).toBe(2);
    expect(pickBracket([antiga, nova], '10', '2024-03-01')?.id).toBe(1);
  });
});

// Source: INSS 2025 — Portaria Interministerial MPS/MF nº 6/2025 (1.518,00 7,5 %; 2.793,88 9 %
// ded. 22,77; 4.190,83 12 % ded. 106,59; 8.157,41 14 % ded. 190,40; ceiling 951,63).
// Tax = base x aliq - parcela a deduzir (DOMAIN.md item 3), at each limit and one cent above.
describe('calcularInss 2025', () => {
  const data = '2025-06-30';
  it.each([
    ['0.00', '0.00'],
    ['1518.00', '113.85'], // 1.518,00 x 7,5 % = 113,85
    ['1518.01', '113.85'], // 1.518,01 x 9 % - 22,77 = 113,8509
    ['2793.88', '228.68'], // 2.793,88 x 9 % - 22,77 = 228,6792
    ['2793.89', '228.68'], // 2.793,89 x 12 % - 106,59 = 228,6768
    ['4190.83', '396.31'], // 4.190,83 x 12 % - 106,59 = 396,3096
    ['4190.84', '396.32'], // 4.190,84 x 14 % - 190,40 = 396,3176
    ['5000.00', '509.60'], // 5.000,00 x 14 % - 190,40 = 509,60 (DOMAIN.md reference)
    ['8157.41', '951.63'], // 8.157,41 x 14 % - 190,40 = 951,6374 -> capped at the ceiling 951,63
    ['8157.42', '951.63'], // ceiling bracket: fixed 951,63
    ['20000.00', '951.63'],
  ])('salary %s -> INSS %s', (salario, esperado) => {
    expect(inss(salario, data)).toBe(esperado);
  });

  it('reports the ceiling cap at exactly 8.157,41 (the parcela a deduzir 190,40 is 190,403 rounded)', () => {
    const limite = calcularInss('8157.41', INSS_FAIXAS, data);
    expect(limite.imposto.toString()).toBe('951.63');
    expect(limite.limitadoAoTeto).toBe(true);
    expect(limite.faixa).toBe(INSS_2025[3]);
    const acima = calcularInss('8157.42', INSS_FAIXAS, data);
    expect(acima.faixa).toBe(INSS_2025[4]);
    expect(acima.limitadoAoTeto).toBe(false);
  });
});

// Source: INSS 2026 table (1.621,00 7,5 %; 2.902,84 9 % ded. 24,32; 4.354,27 12 % ded. 111,40;
// 8.475,55 14 % ded. 198,49; ceiling 988,09), at each limit and one cent above.
describe('calcularInss 2026', () => {
  const data = '2026-01-31';
  it.each([
    ['1621.00', '121.58'], // 1.621,00 x 7,5 % = 121,575 -> half-up 121,58
    // 1.621,01 x 9 % - 24,32 = 121,5709 -> 121,57: the published parcela 24,32 is the exact 24,315
    // rounded up, so one cent above the limit is one cent lower (the progressive sum gives 121,58).
    ['1621.01', '121.57'],
    ['2902.84', '236.94'], // 2.902,84 x 9 % - 24,32 = 236,9356
    ['2902.85', '236.94'], // 2.902,85 x 12 % - 111,40 = 236,942
    ['4354.27', '411.11'], // 4.354,27 x 12 % - 111,40 = 411,1124
    ['4354.28', '411.11'], // 4.354,28 x 14 % - 198,49 = 411,1092
    ['6000.00', '641.51'], // 6.000,00 x 14 % - 198,49
    ['8475.55', '988.09'], // 8.475,55 x 14 % - 198,49 = 988,087 (below the ceiling, not capped)
    ['8475.56', '988.09'], // ceiling bracket: fixed 988,09
    ['20000.00', '988.09'],
  ])('salary %s -> INSS %s', (salario, esperado) => {
    expect(inss(salario, data)).toBe(esperado);
  });

  it('keeps intermediate precision (no early rounding)', () => {
    expect(calcularInss('8475.55', INSS_FAIXAS, data).imposto.toString()).toBe('988.087');
    expect(calcularInss('8475.55', INSS_FAIXAS, data).limitadoAoTeto).toBe(false);
  });
});

describe('calcularPorFaixas', () => {
  it('gives 0 and no bracket when none contains the base', () => {
    const resultado = calcularPorFaixas(INSS_2025, '100', '2026-01-01');
    expect(resultado.faixa).toBeNull();
    expect(resultado.imposto.toString()).toBe('0');
  });

  it('never gives a negative tax (IRRF 2.428,81 x 7,5 % - 182,16 = 0,00075)', () => {
    expect(calcularPorFaixas(IRRF_MAIO_2025, '2428.81', '2025-06-01').imposto.centavos()).toBe('0.00');
    const negativa: FaixaImpostoFechamento[] = [{ comparaInicio: '>=', valorFaixaInicio: '0', aliqFaixa: '0.1', valorDeducao: '50' }];
    expect(calcularPorFaixas(negativa, '100', '2025-06-01').imposto.toString()).toBe('0');
  });
});
