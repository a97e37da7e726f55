import { calcularInss } from './faixas';
import { calcularBaseIrrf, calcularIrrf, reducaoLei15270 } from './irrf';
import { INSS_FAIXAS, IRRF_MAIO_2025 } from './testFixtures';

/** IRRF of a salary with the INSS of the tables in force on `data` (DOMAIN.md item 3). */
function irrfDoSalario(bruto: string, dependentes: number, data: string) {
  const inss = calcularInss(bruto, INSS_FAIXAS, data);
  const irrf = calcularIrrf({ bruto, deducaoImpostos: inss.imposto, dependentes, faixas: IRRF_MAIO_2025, data });
  return {
    inss: inss.imposto.centavos(),
    deducaoLegal: irrf.deducaoLegal.centavos(),
    deducaoUsada: irrf.deducaoUsada,
    base: irrf.base.centavos(),
    aliquota: irrf.faixa?.aliqFaixa,
    impostoTabela: irrf.impostoTabela.centavos(),
    reducao: irrf.reducao.centavos(),
    irrf: irrf.imposto.centavos(),
  };
}

// Source: DOMAIN.md reference 'Net pay 2025 (May-Dec tables), 5.000,00, 2 dependents: INSS 509,60,
// IRRF 249,53'; IRRF table from May 2025 (Lei 15.191/2025: 2.428,80 isento; 2.826,65 7,5 % ded.
// 182,16; 3.751,05 15 % ded. 394,16; 4.664,68 22,5 % ded. 675,49; above 27,5 % ded. 908,73).
describe('calcularIrrf 2025', () => {
  it('5.000,00 with 2 dependents -> INSS 509,60, IRRF 249,53', () => {
    // INSS 5.000,00 x 14 % - 190,40 = 509,60
    // legal deductions 509,60 + 2 x 189,59 = 888,78 > simplified 607,20 -> legal
    // base 5.000,00 - 888,78 = 4.111,22 -> 22,5 % - 675,49 = 925,0245 - 675,49 = 249,5345
    expect(irrfDoSalario('5000.00', 2, '2025-06-30')).toEqual({
      inss: '509.60',
      deducaoLegal: '888.78',
      deducaoUsada: 'legal',
      base: '4111.22',
      aliquota: '0.225',
      impostoTabela: '249.53',
      reducao: '0.00',
      irrf: '249.53',
    });
  });

  it('uses the simplified discount when it is larger (5.000,00, no dependents)', () => {
    // INSS 509,60 < 607,20 -> base 4.392,80 -> 22,5 % - 675,49 = 312,89
    expect(irrfDoSalario('5000.00', 0, '2025-06-30')).toMatchObject({
      deducaoUsada: 'simplificado',
      base: '4392.80',
      irrf: '312.89',
    });
  });

  it('before May 2025 the simplified discount was 564,80 (legalConstants)', () => {
    const base = calcularBaseIrrf({ bruto: '3000', deducaoImpostos: '0', dependentes: 0, data: '2025-04-30' });
    expect(base.descontoSimplificado.toFixed(2)).toBe('564.80');
    expect(base.base.toFixed(2)).toBe('2435.20');
  });

  it('the base never goes below 0', () => {
    const base = calcularBaseIrrf({ bruto: '500', deducaoImpostos: '37.5', dependentes: 3, data: '2025-06-30' });
    expect(base.base.toString()).toBe('0');
  });
});

// Source: Receita Federal's five published examples of the Lei 15.270/2025 reduction (2026),
// with the 2026 INSS table (1.621,00 / 2.902,84 / 4.354,27 / 8.475,55; ceiling 988,09) and the
// IRRF table of May 2025, still in force in 2026; the simplified discount 607,20 when larger.
describe('calcularIrrf 2026 (Lei 15.270/2025, Receita Federal examples)', () => {
  const data = '2026-01-31';

  it('3.036,00 -> IRRF 0', () => {
    // INSS 3.036,00 x 12 % - 111,40 = 252,92 < 607,20 -> simplified
    // base 3.036,00 - 607,20 = 2.428,80 -> exempt bracket -> 0; gross <= 5.000,00 anyway
    expect(irrfDoSalario('3036.00', 0, data)).toEqual({
      inss: '252.92',
      deducaoLegal: '252.92',
      deducaoUsada: 'simplificado',
      base: '2428.80',
      aliquota: '0',
      impostoTabela: '0.00',
      reducao: '0.00',
      irrf: '0.00',
    });
  });

  it('4.000,00 -> IRRF 0', () => {
    // INSS 4.000,00 x 12 % - 111,40 = 368,60 < 607,20 -> simplified; base 3.392,80
    // table 3.392,80 x 15 % - 394,16 = 114,76; gross <= 5.000,00 -> reduction 114,76 -> 0
    expect(irrfDoSalario('4000.00', 0, data)).toEqual({
      inss: '368.60',
      deducaoLegal: '368.60',
      deducaoUsada: 'simplificado',
      base: '3392.80',
      aliquota: '0.15',
      impostoTabela: '114.76',
      reducao: '114.76',
      irrf: '0.00',
    });
  });

  it('5.000,00 -> IRRF 0', () => {
    // INSS 5.000,00 x 14 % - 198,49 = 501,51 < 607,20 -> simplified; base 4.392,80
    // table 4.392,80 x 22,5 % - 675,49 = 312,89; gross <= 5.000,00 -> reduction 312,89 -> 0
    expect(irrfDoSalario('5000.00', 0, data)).toEqual({
      inss: '501.51',
      deducaoLegal: '501.51',
      deducaoUsada: 'simplificado',
      base: '4392.80',
      aliquota: '0.225',
      impostoTabela: '312.89',
      reducao: '312.89',
      irrf: '0.00',
    });
  });

  it('6.000,00 -> IRRF 382,88 with the INSS of the Receita example (649,60)', () => {
    // Receita's example deducts INSS 649,60 = 6.000,00 x 14 % - 190,40 (the 2025 INSS table):
    // base 6.000,00 - 649,60 = 5.350,40 -> 27,5 % - 908,73 = 1.471,36 - 908,73 = 562,63
    // reduction 978,62 - 0,133145 x 6.000,00 = 978,62 - 798,87 = 179,75 -> 562,63 - 179,75 = 382,88
    const irrf = calcularIrrf({ bruto: '6000.00', deducaoImpostos: '649.60', dependentes: 0, faixas: IRRF_MAIO_2025, data });
    expect(irrf.deducaoUsada).toBe('legal');
    expect(irrf.base.centavos()).toBe('5350.40');
    expect(irrf.impostoTabela.centavos()).toBe('562.63');
    expect(irrf.reducao.centavos()).toBe('179.75');
    expect(irrf.imposto.centavos()).toBe('382.88');
  });

  it('6.000,00 with the 2026 INSS table -> INSS 641,51, IRRF 385,10 (not the example\'s 382,88)', () => {
    // The 2026 INSS is 6.000,00 x 14 % - 198,49 = 641,51 (the example predates it):
    // base 5.358,49 -> 27,5 % - 908,73 = 1.473,58475 - 908,73 = 564,85475
    // minus the same reduction 179,75 -> 385,10475 -> 385,10
    expect(irrfDoSalario('6000.00', 0, data)).toEqual({
      inss: '641.51',
      deducaoLegal: '641.51',
      deducaoUsada: 'legal',
      base: '5358.49',
      aliquota: '0.275',
      impostoTabela: '564.85',
      reducao: '179.75',
      irrf: '385.10',
    });
  });

  it('7.607,20 with no legal deductions -> IRRF 1.016,27 (no reduction above 7.350,00)', () => {
    // simplified 607,20 -> base 7.000,00 -> 27,5 % - 908,73 = 1.925,00 - 908,73 = 1.016,27
    const irrf = calcularIrrf({ bruto: '7607.20', deducaoImpostos: 0, dependentes: 0, faixas: IRRF_MAIO_2025, data });
    expect(irrf.deducaoUsada).toBe('simplificado');
    expect(irrf.base.centavos()).toBe('7000.00');
    expect(irrf.impostoTabela.centavos()).toBe('1016.27');
    expect(irrf.reducao.centavos()).toBe('0.00');
    expect(irrf.imposto.centavos()).toBe('1016.27');
  });
});

// Source: DOMAIN.md item 3 — gross <= 5.000,00 -> tax 0; 5.000,01..7.350,00 -> minus
// (978,62 - 0,133145 x gross), floor 0; Lei 15.270/2025 from 2026 only.
describe('reducaoLei15270', () => {
  it('applies only from 2026', () => {
    expect(reducaoLei15270('5000', '312.89', '2025-12-31').toString()).toBe('0');
    expect(reducaoLei15270('5000', '312.89', '2026-01-01').toString()).toBe('312.89');
  });

  it('is the formula between 5.000,01 and 7.350,00, never more than the tax, 0 above', () => {
    // 978,62 - 0,133145 x 5.000,01 = 312,8937 (more than a tax of 100,00 -> 100,00)
    expect(reducaoLei15270('5000.01', '100', '2026-03-01').toString()).toBe('100');
    expect(reducaoLei15270('5000.01', '400', '2026-03-01').toString()).toBe('312.89366855');
    // 978,62 - 0,133145 x 7.350,00 = 0,004250 (the formula reaches ~0 at the upper limit)
    expect(reducaoLei15270('7350.00', '900', '2026-03-01').toString()).toBe('0.00425');
    expect(reducaoLei15270('7350.01', '900', '2026-03-01').toString()).toBe('0');
  });
});
