import { arredondamentoDasLinhas, calcularMargem, custoDasHoras, custoHHReportado, TAXAS_MARGEM_PADRAO, totalCustosIndiretos, valorConvertido } from './margem';

describe('margin formula (DOMAIN.md, spec 01 section 5)', () => {
  it('computes every figure of a hand-computed case with the default percentages', () => {
    const totalCustoIndireto = totalCustosIndiretos([
      { valor: '1000', moeda: 'BRL' },
      { valor: '100', moeda: 'USD', cotacao: '5.5' },
    ]);
    expect(totalCustoIndireto).toBe('1550.00');
    const margem = calcularMargem({ receitaBruta: '100000', custoHH: '40000', totalCustoIndireto });
    expect(margem).toEqual({
      receitaBruta: '100000.00',
      impostos: '9350.00',
      receitaLiquida: '90650.00',
      custoHH: '40000.00',
      totalCustoIndireto: '1550.00',
      custoTotalVenda: '41550.00',
      resultadoBruto: '49100.00',
      margemBruta: '0.541644',
      margemContribuicao: '0.541644',
      despesasOperacionais: '12419.05',
      rv: '3990.00',
      rateioAdministrativo: '10968.65',
      resultadoAntesIRCSLL: '21722.30',
      impostoSemResultado: '7385.58',
      resultadoLiquido: '14336.72',
      margemLiquida: '0.143367',
    });
  });

  it('has the spec defaults 9,35 / 34,00 / 3,99 / 12,10 / 13,70', () => {
    expect(TAXAS_MARGEM_PADRAO).toEqual({
      taxaImposto: '0.0935',
      taxaImpostoResultado: '0.34',
      taxaRv: '0.0399',
      taxaRateio: '0.121',
      taxaDespesas: '0.137',
    });
  });

  it('uses the rates given and the defaults for the missing ones', () => {
    const margem = calcularMargem({
      receitaBruta: '1000',
      custoHH: '0',
      totalCustoIndireto: '0',
      taxas: { taxaImposto: '0.1', taxaRv: '0', taxaRateio: '', taxaDespesas: '0' },
    });
    expect(margem.impostos).toBe('100.00');
    expect(margem.receitaLiquida).toBe('900.00');
    expect(margem.rv).toBe('0.00');
    expect(margem.rateioAdministrativo).toBe('108.90'); // default 12,10 % of 900
    expect(margem.resultadoAntesIRCSLL).toBe('791.10');
    expect(margem.impostoSemResultado).toBe('268.97'); // 34 % of 791,10 = 268,974
  });

  it('gives 0 for zero divisors (no revenue)', () => {
    const margem = calcularMargem({ receitaBruta: '0', custoHH: '500', totalCustoIndireto: '0' });
    expect(margem.margemBruta).toBe('0');
    expect(margem.margemContribuicao).toBe('0');
    expect(margem.margemLiquida).toBe('0');
    expect(margem.resultadoBruto).toBe('-500.00');
  });

  it('charges no tax on a non-positive result before IR/CSLL', () => {
    const negative = calcularMargem({ receitaBruta: '1000', custoHH: '2000', totalCustoIndireto: '100' });
    expect(Number(negative.resultadoAntesIRCSLL)).toBeLessThan(0);
    expect(negative.impostoSemResultado).toBe('0.00');
    expect(negative.resultadoLiquido).toBe(negative.resultadoAntesIRCSLL);
    expect(Number(negative.margemLiquida)).toBeLessThan(0);

    // Exactly zero before taxes: no tax either.
    const zero = calcularMargem({
      receitaBruta: '1000',
      custoHH: '1000',
      totalCustoIndireto: '0',
      taxas: { taxaImposto: '0', taxaRv: '0', taxaRateio: '0', taxaDespesas: '0' },
    });
    expect(zero.resultadoAntesIRCSLL).toBe('0.00');
    expect(zero.impostoSemResultado).toBe('0.00');
  });
});

describe('currency conversion', () => {
  it('multiplies USD and EUR by the rate and keeps BRL', () => {
    expect(valorConvertido('100', 'USD', '5.4321')).toBe('543.21');
    expect(valorConvertido('10.01', 'EUR', '6.125')).toBe('61.31'); // 61,31125
    expect(valorConvertido('10.015', 'BRL', '99')).toBe('10.02');
    expect(valorConvertido('-20', 'USD', '5')).toBe('-100.00');
  });

  it('refuses a foreign currency without a positive rate', () => {
    expect(() => valorConvertido('10', 'USD', null)).toThrow();
    expect(() => valorConvertido('10', 'EUR', '0')).toThrow();
  });
});

describe('hour cost', () => {
  it('costs seconds by the hour cost', () => {
    expect(custoDasHoras(5400, '80.5').toFixed(2)).toBe('120.75');
  });

  it('reports the exact parts added, then rounded half-up to cents once', () => {
    // 0,004 + 0,004 rounded separately is 0,00; the exact sum 0,008 is 0,01.
    expect(custoHHReportado(['0.004', '0.004'])).toBe('0.01');
    expect(custoHHReportado([custoDasHoras(1, '45.18'), custoDasHoras(1, '45.18')])).toBe('0.03');
    expect(custoHHReportado(['25106.045'])).toBe('25106.05');
    expect(custoHHReportado([])).toBe('0.00');
  });

  it('tells what the rounded rows add up to when it is not the total of the exact parts', () => {
    // Two rows of 0,004 each: shown as 0,00 and 0,00; the total of the exact parts is 0,01.
    const exatos = ['0.004', '0.004'];
    const linhas = exatos.map((exato) => custoHHReportado([exato]));
    expect(arredondamentoDasLinhas(linhas, custoHHReportado(exatos))).toEqual({ somaDasLinhas: '0.00', diferenca: '-0.01' });
    expect(arredondamentoDasLinhas(['500.00', '1000.00'], '1500.00')).toBeNull();
    expect(arredondamentoDasLinhas([], '0.00')).toBeNull();
  });
});
