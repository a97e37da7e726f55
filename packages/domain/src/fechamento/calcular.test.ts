import { calcularFechamentoColaborador, comOpcoesDeHoras, proporcionalidade } from './calcular';
import type { OpcoesFechamento } from './custoHora';
import { CLT, CPP, ENCARGOS_PATRONAIS, ESTAGIO, FGTS, IMPOSTOS_CLT, IRRF, PJ, RAT, TERCEIROS } from './testFixtures';
import type { BeneficioFechamento, FechamentoColaboradorInput, ImpostoFechamento } from './types';

const JUNHO_2025 = { dataInicio: '2025-06-01', dataFim: '2025-06-30', diasUteis: 30 };

type Ajustes = Partial<Omit<FechamentoColaboradorInput, 'colaborador'>> & {
  colaborador?: Partial<FechamentoColaboradorInput['colaborador']>;
};

function fechar(overrides: Ajustes = {}) {
  return calcularFechamentoColaborador({
    regime: CLT,
    beneficios: [],
    impostos: [],
    fechamento: JUNHO_2025,
    ...overrides,
    colaborador: { salario: '3000.00', admissao: '2020-01-01', ...overrides.colaborador },
  });
}

// Source: DOMAIN.md 'Payroll closing', Reference: salary 3.000,00, CPP 20 %, RAT 2 %, Terceiros
// 5,8 %, FGTS 8 %, no benefits -> charges 834,00 + FGTS 240,00, provisions 583,33 + charges on
// them 208,83, termination 114,67, custoTotal 4.980,83.
describe('DOMAIN.md reference closing (3.000,00, Lucro Presumido charges)', () => {
  const resultado = fechar({ impostos: ENCARGOS_PATRONAIS });
  const { encargos, provisoes } = resultado.detalhamento;

  it('charges on the salary: 27,8 % = 834,00 + FGTS 8 % = 240,00 -> salarioFilial 4.074,00', () => {
    expect(encargos.aliquotaEncargos).toBe('0.358'); // 0,20 + 0,02 + 0,058 + 0,08
    expect(encargos.aliquotaFgts).toBe('0.08');
    expect(encargos.encargosSemFgts).toBe('834.00'); // 3.000,00 x 27,8 %
    expect(encargos.fgts).toBe('240.00'); // 3.000,00 x 8 %
    expect(encargos.total).toBe('1074.00');
    expect(resultado.salarioBase).toBe('3000.00');
    expect(resultado.salarioFilial).toBe('4074.00');
  });

  it('provisions 583,33 (250,00 + 333,33) + charges on them 208,83', () => {
    expect(provisoes.baseDecimoTerceiro).toBe('250.00'); // 3.000,00 / 12
    expect(provisoes.baseFerias).toBe('333.33'); // 250,00 x 4/3
    expect(provisoes.tercoFerias).toBe('83.33');
    expect(provisoes.baseProvisoes).toBe('583.33');
    expect(provisoes.encargosProvisoes).toBe('208.83'); // 583,333... x 35,8 % = 208,8333
    expect(resultado.provisaoDecimoTerceiro).toBe('339.50'); // 250,00 x 1,358
    expect(resultado.provisaoFerias).toBe('452.67'); // 333,333... x 1,358 = 452,6667
  });

  it('termination 40 % x 8 % x (3.000,00 + 250,00 + 333,33) = 114,67', () => {
    expect(provisoes.baseRescisao).toBe('3583.33');
    expect(resultado.provisaoRescisao).toBe('114.67'); // 0,032 x 3.583,333... = 114,6667
  });

  it('custoTotal 4.980,83 from unrounded parts (the rounded parts would add up to 4.980,84)', () => {
    // 4.074,00 + 339,50 + 452,6667 + 114,6667 = 4.980,8333
    expect(resultado.beneficioTotal).toBe('0.00');
    expect(resultado.custoTotal).toBe('4980.83');
    // The hour costs divide the stored (cents) total, to 4 decimals: 4.980,83 / (30 x 8) = 20,75346
    expect(resultado.custoHora).toBe('20.7535');
    expect(resultado.custoHoraMeioPeriodo).toBe('41.5069'); // 4.980,83 / (30 x 4) = 41,50692
    expect(resultado.cargaHoraria).toBe(8);
    expect(resultado.meioPeriodo).toBe(0);
  });

  it('the employee taxes do not change the cost; with INSS and IRRF the net pay is 2.746,59', () => {
    const completo = fechar({ impostos: IMPOSTOS_CLT });
    expect(completo.custoTotal).toBe('4980.83');
    expect(completo.salarioFilial).toBe('4074.00');
    // INSS 3.000,00 x 12 % - 106,59 = 253,41; IRRF: 253,41 < 607,20 -> base 2.392,80 -> exempt
    const inss = completo.detalhamento.impostos.find((imposto) => imposto.sigla === 'INSS')!;
    expect(inss.parteColaborador).toBe('253.41');
    expect(inss.faixa?.valor_faixa_fim).toBe('4190.83');
    expect(completo.detalhamento.irrf).toMatchObject({ deducaoUsada: 'simplificado', base: '2392.80', imposto: '0.00' });
    expect(completo.impostoTotal).toBe('253.41');
    expect(completo.salarioLiquido).toBe('2746.59');
  });
});

// Source: DOMAIN.md reference 'Net pay 2025 (May-Dec tables), 5.000,00, 2 dependents: INSS 509,60,
// IRRF 249,53', through the whole engine with the seeded CLT taxes.
describe('net pay 2025 through the engine', () => {
  const resultado = fechar({ colaborador: { salario: '5000.00', dependentes: 2 }, impostos: IMPOSTOS_CLT });

  it('INSS 509,60 on base salario, then IRRF 249,53 on base imposto', () => {
    const [inss, irrf] = resultado.detalhamento.impostos;
    expect(inss).toMatchObject({ sigla: 'INSS', calculo: 'faixas', base: 'salario', baseCalculo: '5000.00', parteColaborador: '509.60' });
    expect(inss.faixa).toMatchObject({ valor_faixa_inicio: '4190.84', aliq_faixa: '0.14', valor_deducao: '190.40', vigencia_inicio: '2025-01-01' });
    expect(irrf).toMatchObject({ sigla: 'IRRF', calculo: 'faixas', base: 'imposto', baseCalculo: '4111.22', parteColaborador: '249.53' });
    expect(irrf.faixa).toMatchObject({ aliq_faixa: '0.225', valor_deducao: '675.49' });
    expect(irrf.irrf).toEqual({
      bruto: '5000.00',
      deducaoImpostos: '509.60',
      dependentes: 2,
      deducaoPorDependente: '189.59',
      deducaoDependentes: '379.18',
      deducaoLegal: '888.78',
      descontoSimplificado: '607.20',
      deducaoUsada: 'legal',
      deducao: '888.78',
      base: '4111.22',
      impostoTabela: '249.53',
      reducaoLei15270: '0.00',
      imposto: '249.53',
    });
  });

  it('impostoTotal 759,13 and salarioLiquido 4.240,87; cost figures', () => {
    expect(resultado.impostoTotal).toBe('759.13'); // 509,60 + 249,5345
    expect(resultado.salarioLiquido).toBe('4240.87');
    expect(resultado.salarioFilial).toBe('6790.00'); // 5.000,00 x 1,358
    expect(resultado.provisaoDecimoTerceiro).toBe('565.83'); // 416,6667 x 1,358
    expect(resultado.provisaoFerias).toBe('754.44'); // 555,5556 x 1,358
    expect(resultado.provisaoRescisao).toBe('191.11'); // 0,032 x 5.972,2222
    expect(resultado.custoTotal).toBe('8301.39'); // 6.790,00 + 565,8333 + 754,4444 + 191,1111
    expect(resultado.custoHora).toBe('34.5891'); // 8.301,39 / 240 = 34,58913
  });
});

// Source: Lei 15.270/2025 (DOMAIN.md item 3) — a 2026 closing applies the 2026 INSS table and the
// reducer: 6.000,00 -> INSS 641,51, IRRF 564,85475 - 179,75 = 385,10 (see irrf.test.ts).
describe('2026 closing', () => {
  it('picks the 2026 INSS table and applies the reducer', () => {
    const resultado = fechar({
      colaborador: { salario: '6000.00' },
      impostos: IMPOSTOS_CLT,
      fechamento: { dataInicio: '2026-01-01', dataFim: '2026-01-31' },
    });
    const [inss, irrf] = resultado.detalhamento.impostos;
    expect(inss.parteColaborador).toBe('641.51');
    expect(inss.faixa?.vigencia_inicio).toBe('2026-01-01');
    expect(irrf.impostoFaixa).toBe('564.85');
    expect(irrf.irrf?.reducaoLei15270).toBe('179.75');
    expect(irrf.parteColaborador).toBe('385.10');
    expect(resultado.impostoTotal).toBe('1026.61'); // 641,51 + 385,10475
    expect(resultado.salarioLiquido).toBe('4973.39');
    expect(resultado.detalhamento.diasUteis).toBe(30); // default
  });
});

// Source: DOMAIN.md item 1 — admitted or dismissed inside the period: prorated by calendar days
// worked / days of the month.
describe('proration', () => {
  it('admission on the 16th of a 30-day month -> half salary, and half of every cost', () => {
    const resultado = fechar({ colaborador: { admissao: '2025-06-16' }, impostos: ENCARGOS_PATRONAIS });
    expect(resultado.detalhamento.proporcional).toMatchObject({
      admitidoNoPeriodo: true,
      diasTrabalhados: 15,
      diasMes: 30,
      fator: '0.5',
      salarioMensal: '3000.00',
    });
    expect(resultado.salarioBase).toBe('1500.00');
    expect(resultado.salarioFilial).toBe('2037.00'); // 1.500,00 x 1,358
    expect(resultado.provisaoDecimoTerceiro).toBe('169.75');
    expect(resultado.provisaoFerias).toBe('226.33');
    expect(resultado.provisaoRescisao).toBe('57.33');
    expect(resultado.custoTotal).toBe('2490.42'); // 4.980,8333 / 2
  });

  it('dismissal on the 15th -> 15 of 30 days; dismissal day counts', () => {
    expect(fechar({ colaborador: { demissao: '2025-06-15' } }).salarioBase).toBe('1500.00');
  });

  it('31-day month: admission on 16/07 -> 16/31', () => {
    const resultado = fechar({ colaborador: { admissao: '2025-07-16' }, fechamento: { dataInicio: '2025-07-01', dataFim: '2025-07-31' } });
    expect(resultado.salarioBase).toBe('1548.39'); // 3.000,00 x 16 / 31 = 1.548,387
  });

  it('admission on the first day of the period or dismissal on its last day -> full salary', () => {
    expect(fechar({ colaborador: { admissao: '2025-06-01' } }).salarioBase).toBe('3000.00');
    expect(fechar({ colaborador: { demissao: '2025-06-30' } }).salarioBase).toBe('3000.00');
  });

  it('no day inside the period -> all zero, with a warning', () => {
    const resultado = fechar({
      colaborador: { admissao: '2025-07-01' },
      impostos: IMPOSTOS_CLT,
      beneficios: [{ valor: '100', periodoValor: 'mes' }],
    });
    expect(resultado.detalhamento.proporcional.ativoNoPeriodo).toBe(false);
    expect(resultado.custoTotal).toBe('0.00');
    expect(resultado.beneficioTotal).toBe('0.00');
    expect(resultado.detalhamento.avisos[0]).toMatch(/sem dias de vínculo/);
    expect(proporcionalidade({ demissao: '2025-05-31' }, JUNHO_2025).ativoNoPeriodo).toBe(false);
  });
});

// Source: DOMAIN.md item 6 — intern: paid recess = salary/12, no 13th, no 1/3, no FGTS, no
// termination; PJ: none. Regime flags as REGIME_PROVISION_PRESETS; the seeded intern regime is
// linked to IRRF only, PJ to no tax.
describe('regimes', () => {
  it('intern: only the paid recess 1.500,00 / 12 = 125,00, without charges', () => {
    const resultado = fechar({ colaborador: { salario: '1500.00' }, regime: ESTAGIO, impostos: [IRRF] });
    expect(resultado.provisaoDecimoTerceiro).toBe('0.00');
    expect(resultado.provisaoFerias).toBe('125.00');
    expect(resultado.detalhamento.provisoes).toMatchObject({ recesso: '125.00', baseFerias: '0.00', tercoFerias: '0.00' });
    expect(resultado.provisaoRescisao).toBe('0.00');
    expect(resultado.detalhamento.encargos.fgts).toBe('0.00');
    expect(resultado.salarioFilial).toBe('1500.00');
    expect(resultado.impostoTotal).toBe('0.00'); // 1.500,00 - 607,20 -> exempt
    expect(resultado.custoTotal).toBe('1625.00');
  });

  it('intern flags also hold when charges are linked: no FGTS on provisions, no termination', () => {
    const resultado = fechar({ regime: { ...ESTAGIO, recessoRemunerado: true }, impostos: ENCARGOS_PATRONAIS });
    expect(resultado.detalhamento.encargos.aliquotaEncargosProvisoes).toBe('0.278');
    expect(resultado.provisaoRescisao).toBe('0.00');
    expect(resultado.provisaoFerias).toBe('250.00');
  });

  it('PJ: no taxes linked, no provisions -> cost = salary + benefits', () => {
    const resultado = fechar({
      colaborador: { salario: '10000.00' },
      regime: PJ,
      beneficios: [{ sigla: 'PS', valor: '500.00', periodoValor: 'mes' }],
    });
    expect(resultado.impostoTotal).toBe('0.00');
    expect(resultado.salarioFilial).toBe('10000.00');
    expect(resultado.provisaoDecimoTerceiro).toBe('0.00');
    expect(resultado.provisaoFerias).toBe('0.00');
    expect(resultado.provisaoRescisao).toBe('0.00');
    expect(resultado.salarioLiquido).toBe('10000.00');
    expect(resultado.custoTotal).toBe('10500.00');
    expect(resultado.custoHora).toBe('43.7500'); // 10.500,00 / 240
  });

  it('CLT without the 1/3 of vacation: vacation base is salary / 12', () => {
    const resultado = fechar({ regime: { ...CLT, provisionaTercoFerias: false }, impostos: ENCARGOS_PATRONAIS });
    expect(resultado.provisaoFerias).toBe('339.50'); // 250,00 x 1,358
    expect(resultado.provisaoRescisao).toBe('112.00'); // 0,032 x 3.500,00
  });

  it('missing regime flags take the CLT defaults of regime_contrato', () => {
    const resultado = calcularFechamentoColaborador({
      colaborador: { salario: '3000.00' },
      impostos: ENCARGOS_PATRONAIS,
      fechamento: JUNHO_2025,
    });
    expect(resultado.custoTotal).toBe('4980.83');
  });
});

// Source: DOMAIN.md item 2 — value = valor x diasUteis when per day; employee discount =
// valorDesc + aliquotaDesc x base; beneficioTotal = what the company pays. Seeded VT: 10,00 per
// day, 6 % of the salary discounted (Lei 7.418/1985).
describe('benefits', () => {
  const VT: BeneficioFechamento = {
    benefCod: 4,
    sigla: 'VT',
    valor: '10.00',
    periodoValor: 'dia',
    aliquotaDesc: '0.060000',
    baseAliqDesc: 'salario',
    valorFilial: '0.00',
    aliquotaFilial: '0',
    baseAliqFilial: 'beneficio',
  };
  const vinteDoisDias = { dataInicio: '2025-06-01', dataFim: '2025-06-30', diasUteis: 22 };

  it('vale-transporte 10,00 x 22 days = 220,00; discount 6 % x 3.000,00 = 180,00; company pays 40,00', () => {
    const resultado = fechar({ regime: PJ, beneficios: [VT], fechamento: vinteDoisDias });
    expect(resultado.detalhamento.beneficios[0]).toEqual({
      benefCod: 4,
      sigla: 'VT',
      nome: null,
      periodoValor: 'dia',
      quantidade: '22',
      valorBase: '220.00',
      acrescimos: '0.00',
      subtracoes: '0.00',
      valorBeneficio: '220.00',
      descontoColaborador: '180.00',
      parteFilial: '0.00',
      valorEmpresa: '40.00',
    });
    expect(resultado.beneficioTotal).toBe('40.00');
    expect(resultado.detalhamento.descontoBeneficios).toBe('180.00');
    expect(resultado.salarioLiquido).toBe('2820.00'); // 3.000,00 - 180,00
    expect(resultado.custoTotal).toBe('3040.00');
    expect(resultado.custoHora).toBe('17.2727'); // 3.040,00 / (22 x 8)
    expect(resultado.custoHoraMeioPeriodo).toBe('34.5455'); // 3.040,00 / (22 x 4)
  });

  it('the discount never exceeds the benefit (6 % x 5.000,00 = 300,00 > 220,00)', () => {
    const resultado = fechar({ colaborador: { salario: '5000.00' }, regime: PJ, beneficios: [VT], fechamento: vinteDoisDias });
    expect(resultado.detalhamento.beneficios[0].descontoColaborador).toBe('220.00');
    expect(resultado.beneficioTotal).toBe('0.00');
  });

  it('employee additions and subtractions, discount on the benefit, company part', () => {
    const VR: BeneficioFechamento = {
      sigla: 'VR',
      valor: '45.00',
      periodoValor: 'dia',
      aliquotaDesc: '0.01',
      baseAliqDesc: 'beneficio',
      valorFilial: '10.00',
      aliquotaFilial: '0.05',
      baseAliqFilial: 'salario',
      valorBenefAdic: '50.00',
      aliqDescAdic: '0.01',
      valorDescSubtrai: '2.00',
    };
    const resultado = fechar({ regime: PJ, beneficios: [VR], fechamento: vinteDoisDias });
    // 45,00 x 22 = 990,00 + 50,00 = 1.040,00; discount 1 % + 1 % of 1.040,00 - 2,00 = 18,80;
    // company part 10,00 + 5 % x 3.000,00 = 160,00; company pays 1.040,00 - 18,80 + 160,00
    expect(resultado.detalhamento.beneficios[0]).toMatchObject({
      valorBase: '990.00',
      acrescimos: '50.00',
      valorBeneficio: '1040.00',
      descontoColaborador: '18.80',
      parteFilial: '160.00',
      valorEmpresa: '1181.20',
    });
    expect(resultado.salarioLiquido).toBe('2981.20');
  });

  it('a monthly benefit is not multiplied; subtractions floor the value at 0', () => {
    const resultado = fechar({
      regime: PJ,
      beneficios: [
        { valor: '780.00', periodoValor: 'mes', valorDesc: '120.00' },
        { valor: '25.00', periodoValor: 'mes', valorBenefSubtrai: '30.00' },
      ],
    });
    expect(resultado.detalhamento.beneficios.map((b) => b.valorEmpresa)).toEqual(['660.00', '0.00']);
    expect(resultado.beneficioTotal).toBe('660.00');
  });
});

// Source: DOMAIN.md item 3 ('fixo': valorFixo x diasUteis when per day; percentual without
// brackets: valor + aliquota x base) and item 5 (company taxes in salarioFilial).
describe('taxes without brackets', () => {
  it('fixo per day and percentual employee part', () => {
    const fixo: ImpostoFechamento = {
      sigla: 'TAXA',
      valor: { tipoImposto: 'fixo', valorFixo: '2.00', periodoValor: 'dia', valorFilial: '1.00' },
    };
    const sindical: ImpostoFechamento = {
      sigla: 'SIND',
      valor: { tipoImposto: 'percentual', valorDesc: '10.00', aliquotaDesc: '0.01', baseAliqDesc: 'salario' },
    };
    const resultado = fechar({ regime: PJ, impostos: [fixo, sindical], fechamento: { ...JUNHO_2025, diasUteis: 22 } });
    const [a, b] = resultado.detalhamento.impostos;
    expect(a).toMatchObject({ calculo: 'fixo', parteColaborador: '44.00', parteFilial: '22.00', base: null });
    expect(b).toMatchObject({ calculo: 'percentual', base: 'salario', baseCalculo: '3000.00', parteColaborador: '40.00' });
    expect(resultado.impostoTotal).toBe('84.00');
    expect(resultado.salarioFilial).toBe('3022.00');
    expect(resultado.detalhamento.encargos.aliquotaEncargos).toBe('0'); // fixed amounts are not a rate
  });

  it('a tax with no value row and no brackets contributes 0 with a warning', () => {
    const resultado = fechar({ impostos: [{ sigla: 'X', valor: null, faixas: [] }] });
    expect(resultado.detalhamento.impostos[0].calculo).toBe('sem_valor');
    expect(resultado.detalhamento.avisos).toContain('X: sem valor cadastrado para a filial.');
  });

  it('brackets registered but none in force on the reference date -> warning', () => {
    const resultado = fechar({
      impostos: [IRRF],
      fechamento: { dataInicio: '2025-04-01', dataFim: '2025-04-30' },
    });
    expect(resultado.detalhamento.avisos).toContain('IRRF: nenhuma faixa vigente em 2025-04-30.');
  });

  it('FGTS is recognised by sigla or by the explicit flag', () => {
    const fundo: ImpostoFechamento = { ...FGTS, sigla: 'Fundo', fgts: true };
    const resultado = fechar({ impostos: [CPP, RAT, TERCEIROS, fundo] });
    expect(resultado.provisaoRescisao).toBe('114.67');
  });
});

// Source: DOMAIN.md item 8 — custoHora = custoTotal / (diasUteis x daily workload);
// custoHoraMeioPeriodo uses 4 h; spec 02 section 3: meioPeriodo flag.
describe('hour cost', () => {
  it('half period (4 h): both hour costs are custoTotal / (30 x 4)', () => {
    const resultado = fechar({ colaborador: { salario: '2000.00', cargaHoraria: 4 }, regime: PJ });
    expect(resultado.cargaHoraria).toBe(4);
    expect(resultado.meioPeriodo).toBe(1);
    expect(resultado.custoHora).toBe('16.6667'); // 2.000,00 / 120
    expect(resultado.custoHoraMeioPeriodo).toBe('16.6667');
    expect(resultado.detalhamento.horasMes).toBe('120');
  });

  it('partTimeColab false: a half-period employee\'s hour cost is over the 8-hour base', () => {
    const input = { colaborador: { salario: '2000.00', cargaHoraria: 4 }, regime: PJ, fechamento: { dataInicio: '2025-06-01', dataFim: '2025-06-30' } };
    const base = calcularFechamentoColaborador(input, { partTimeColab: false });
    expect(base.custoHora).toBe('8.3333'); // 2.000,00 / (30 x 8)
    expect(base.custoHoraMeioPeriodo).toBe('16.6667');
    expect(base.detalhamento.horasMes).toBe('240');
    const seis = calcularFechamentoColaborador({ ...input, colaborador: { salario: '2000.00', cargaHoraria: 6 } }, { partTimeColab: false });
    expect(seis.custoHora).toBe('11.1111'); // not half period: its own 6 h
  });

  it("the company's 8-hour base (baseHoras 'oito_horas') divides every employee's cost by diasUteis x 8", () => {
    const input = { colaborador: { salario: '2000.00', cargaHoraria: 6 }, regime: PJ, fechamento: { dataInicio: '2025-06-01', dataFim: '2025-06-30' } };
    const propria = calcularFechamentoColaborador(input, { baseHoras: 'carga_colaborador' });
    expect(propria.custoHora).toBe('11.1111'); // 2.000,00 / (30 x 6)
    const oito = calcularFechamentoColaborador(input, { baseHoras: 'oito_horas' });
    expect(oito.custoHora).toBe('8.3333'); // 2.000,00 / (30 x 8)
    expect(oito.detalhamento.horasMes).toBe('240');
    expect(oito.custoTotal).toBe(propria.custoTotal);
    const meio = calcularFechamentoColaborador({ ...input, colaborador: { salario: '2000.00', cargaHoraria: 4 } }, { baseHoras: 'oito_horas' });
    expect(meio.custoHora).toBe('8.3333');
    expect(meio.custoHoraMeioPeriodo).toBe('16.6667'); // the half-period figure keeps its 4 h
    const dez = calcularFechamentoColaborador({ ...input, colaborador: { salario: '2000.00', cargaHoraria: 10 } }, { baseHoras: 'oito_horas' });
    expect(dez.custoHora).toBe('8.3333');
  });

  it('another hour base or part-time rule over a result (comOpcoesDeHoras) gives what the engine gives with those options', () => {
    const opcoes: OpcoesFechamento[] = [
      {},
      { baseHoras: 'oito_horas' },
      { baseHoras: 'carga_colaborador', partTimeColab: false },
      { baseHoras: 'oito_horas', partTimeColab: false },
    ];
    const fechamentos = [JUNHO_2025, { dataInicio: '2025-06-01', dataFim: '2025-06-30', diasUteis: 21 }, { ...JUNHO_2025, diasUteis: 0 }];
    let casos = 0;
    for (const fechamento of fechamentos) {
      for (const cargaHoraria of [null, 0, 4, 6, 8, 10]) {
        // A dismissal inside the period: a prorated total cost.
        for (const demissao of [null, '2025-06-17']) {
          const input = { colaborador: { salario: '2345.67', cargaHoraria, admissao: '2020-01-01', demissao }, regime: CLT, impostos: IMPOSTOS_CLT, beneficios: [], fechamento };
          const pelaEngine = opcoes.map((de) => calcularFechamentoColaborador(input, de));
          for (const calculado of pelaEngine) {
            opcoes.forEach((para, i) => expect(comOpcoesDeHoras(para)(calculado)).toEqual(pelaEngine[i]));
            casos += opcoes.length;
          }
        }
      }
    }
    expect(casos).toBe(3 * 6 * 2 * 16);
  });

  it('6 h: custoHora / 180 h, half period / 120 h; default workload 8', () => {
    const seis = fechar({ colaborador: { salario: '2000.00', cargaHoraria: 6 }, regime: PJ });
    expect(seis.meioPeriodo).toBe(0);
    expect(seis.custoHora).toBe('11.1111');
    expect(seis.custoHoraMeioPeriodo).toBe('16.6667');
    expect(fechar({ colaborador: { cargaHoraria: null }, regime: PJ }).cargaHoraria).toBe(8);
  });

  it('a zero divisor gives 0', () => {
    const resultado = fechar({ colaborador: { cargaHoraria: 0 }, regime: PJ });
    expect(resultado.custoHora).toBe('0.0000');
    expect(resultado.custoHoraMeioPeriodo).toBe('25.0000'); // 3.000,00 / (30 x 4)
  });
});

describe('input validation', () => {
  it('rejects invalid numbers and periods', () => {
    expect(() => fechar({ colaborador: { salario: 'abc' } })).toThrow(/salario/);
    expect(() => fechar({ fechamento: { dataInicio: '2025-06-30', dataFim: '2025-06-01' } })).toThrow(/Período inválido/);
    expect(() => fechar({ fechamento: { dataInicio: 'x', dataFim: '2025-06-01' } })).toThrow(/dataInicio/);
  });

  it('accepts numbers and dd/MM/yyyy dates', () => {
    const resultado = calcularFechamentoColaborador({
      colaborador: { salario: 3000 },
      impostos: ENCARGOS_PATRONAIS,
      fechamento: { dataInicio: '01/06/2025', dataFim: '30/06/2025', diasUteis: '30' },
    });
    expect(resultado.custoTotal).toBe('4980.83');
  });
});
