import {
  ajusteDoFechamento,
  aRealizar,
  custoHoraProjetadoPorFuncao,
  degrausDosFechamentos,
  desempenhoDeCusto,
  margemSobreVenda,
  projetar,
  realPorMes,
} from '..';
import { mesPlano, linha, DEV, ARQUITETO, entradaExemplo, FECHAMENTO_NOVEMBRO, FECHAMENTO_OUTUBRO, h, HORAS_EXEMPLO } from './testFixtures';
import Decimal from 'decimal.js';

const NBSP = '\u00a0';

describe('real to date: final months at their closing, later months provisional at the latest closing', () => {
  // Closing 10/2026 only. Month 10: Ana 60 h x 110 + Bruno 50 h x 90 + Carla 40 h x 55 + Davi 5 h x 150
  // + the Jira user 2 h x 0 = 6.600 + 4.500 + 2.200 + 750 = 14.050,00, + extras 700,00 = 14.750,00 (final).
  // Month 11 (provisional, priced at 10/2026): 55 x 110 + 45 x 90 + 45 x 55 = 6.050 + 4.050 + 2.475
  // = 12.575,00 + 400,00 = 12.975,00. Month 12: 20 x 110 + 10 x 55 = 2.750,00 + 100,00 = 2.850,00.
  it('prices each month and flags the provisional ones', () => {
    const e = entradaExemplo();
    expect(realPorMes(e.horas, e.custosExtras, e.fechamentos)).toEqual([
      { mes: '10-2026', horas: '157.00', custoHH: '14050.00', custoExtra: '700.00', custoReal: '14750.00', provisorio: false, estimado: false },
      { mes: '11-2026', horas: '145.00', custoHH: '12575.00', custoExtra: '400.00', custoReal: '12975.00', provisorio: true, estimado: true },
      { mes: '12-2026', horas: '30.00', custoHH: '2750.00', custoExtra: '100.00', custoReal: '2850.00', provisorio: true, estimado: true },
    ]);
    const p = projetar(e);
    expect(p.ultimoFechamento).toBe('10-2026');
    expect(p.realizado.total).toBe('30575.00');
    expect(p.realizado.provisorio).toBe('15825.00');
  });

  it('a month with no closing of its own before the last closing is final but estimated (latest earlier closing)', () => {
    const dezembro = { ...FECHAMENTO_NOVEMBRO, id: 3, mes: '12-2026' };
    const meses = realPorMes([h('1', '11-2026', 10)], [], [FECHAMENTO_OUTUBRO, dezembro]);
    expect(meses).toEqual([{ mes: '11-2026', horas: '10.00', custoHH: '1100.00', custoExtra: '0.00', custoReal: '1100.00', provisorio: false, estimado: true }]);
  });
});

describe('the closing step: a closing replaces provisional months', () => {
  // Closing 11/2026: Ana 115,1234, Bruno 95,0000, Carla 58,3333. It covers 11/2026 (provisional at 10/2026's
  // hour cost until then): 55 x 115,1234 + 45 x 95 + 45 x 58,3333 = 6.331,787 + 4.275 + 2.624,9985
  // = 13.231,7855 -> 13.231,79; before 12.575,00 -> +656,79. 12/2026 stays provisional (now at 11/2026's
  // hour cost: 20 x 115,1234 + 10 x 58,3333 = 2.885,801) and is not part of this step.
  it('lists each covered month with its adjustment and the text', () => {
    expect(ajusteDoFechamento(HORAS_EXEMPLO, [FECHAMENTO_OUTUBRO, FECHAMENTO_NOVEMBRO], 2)).toEqual({
      fechamentoId: 2,
      mes: '11-2026',
      meses: [{ mes: '11-2026', antes: '12575.00', depois: '13231.79', ajuste: '656.79' }],
      total: '656.79',
      texto: `Ajuste do fechamento 11/2026: +R$${NBSP}656,79`,
    });
  });

  it('the forecast after the closing: month 11 final, month 12 re-priced and still provisional', () => {
    const depois = projetar(entradaExemplo({ fechamentos: [FECHAMENTO_OUTUBRO, FECHAMENTO_NOVEMBRO] }));
    expect(depois.ultimoFechamento).toBe('11-2026');
    // 14.750,00 + (13.231,7855 + 400) + (2.885,801 + 100) = 31.367,5865 -> 31.367,59.
    expect(depois.realizado.total).toBe('31367.59');
    expect(depois.realizado.meses.map((m) => [m.mes, m.custoReal, m.provisorio])).toEqual([
      ['10-2026', '14750.00', false],
      ['11-2026', '13631.79', false],
      ['12-2026', '2985.80', true],
    ]);
    expect(depois.degraus.map((d) => d.texto)).toEqual([
      // Before the first closing every hour was at cost 0 (no closing): month 10 = 14.050,00.
      `Ajuste do fechamento 10/2026: +R$${NBSP}14.050,00`,
      `Ajuste do fechamento 11/2026: +R$${NBSP}656,79`,
    ]);
  });

  it('a closing that lowers the cost gives a negative step; a closing covering no real month gives none', () => {
    const maisBarato = { ...FECHAMENTO_NOVEMBRO, colaboradores: [{ mat: '1', custoHora: '100.0000', funcao: DEV }] };
    // Month 11: Ana 55 x 100 = 5.500 (was 6.050 at 10/2026's hour cost).
    expect(ajusteDoFechamento([h('1', '11-2026', 55)], [FECHAMENTO_OUTUBRO, maisBarato], 2)?.texto).toBe(`Ajuste do fechamento 11/2026: -R$${NBSP}550,00`);
    expect(ajusteDoFechamento([h('1', '10-2026', 5)], [FECHAMENTO_OUTUBRO, FECHAMENTO_NOVEMBRO], 2)).toBeNull();
    expect(ajusteDoFechamento([h('1', '10-2026', 5)], [FECHAMENTO_OUTUBRO], 99)).toBeNull();
    // The first closing covers every month up to its own (09/2026 priced at the earliest closing).
    expect(degrausDosFechamentos([h('1', '09-2026', 5)], [FECHAMENTO_OUTUBRO]).map((d) => d.total)).toEqual(['550.00']);
  });

  it('closings before the project began are its starting prices, not steps', () => {
    // 09/2026 has everyone at 10/2026's hour cost but Ana at 100,00. Closing 10/2026 covers 10/2026:
    // Ana 60 h x (110 − 100) = +600,00. Closing 11/2026 covers 11/2026: +656,79.
    const setembro = {
      id: 9,
      mes: '09-2026',
      colaboradores: FECHAMENTO_OUTUBRO.colaboradores.map((c) => (c.mat === '1' ? { ...c, custoHora: '100.0000' } : c)),
    };
    expect(degrausDosFechamentos(HORAS_EXEMPLO, [FECHAMENTO_NOVEMBRO, setembro, FECHAMENTO_OUTUBRO]).map((d) => d.texto)).toEqual([
      `Ajuste do fechamento 10/2026: +R$${NBSP}600,00`,
      `Ajuste do fechamento 11/2026: +R$${NBSP}656,79`,
    ]);
    expect(degrausDosFechamentos([], [FECHAMENTO_OUTUBRO])).toEqual([]);
  });

  it('two months covered at once when a month had no closing', () => {
    // Closings 10/2026 and 12/2026 (Ana 120,00): 12/2026 covers 11/2026 (Ana's latest earlier closing is
    // still 10/2026: 55 x 110 = 6.050, no change) and 12/2026 (20 x 110 = 2.200 -> 20 x 120 = 2.400, +200).
    const dezembro = { id: 5, mes: '12-2026', colaboradores: [{ mat: '1', custoHora: '120.0000', funcao: DEV }] };
    expect(ajusteDoFechamento([h('1', '11-2026', 55), h('1', '12-2026', 20)], [FECHAMENTO_OUTUBRO, dezembro], 5)).toEqual({
      fechamentoId: 5,
      mes: '12-2026',
      meses: [
        { mes: '11-2026', antes: '6050.00', depois: '6050.00', ajuste: '0.00' },
        { mes: '12-2026', antes: '2200.00', depois: '2400.00', ajuste: '200.00' },
      ],
      total: '200.00',
      texto: `Ajuste do fechamento 12/2026: +R$${NBSP}200,00`,
    });
  });
});

describe('remaining: plan hours x projected hour cost, the plan rate where nobody holds the function', () => {
  it('averages the latest closing among the project people only', () => {
    const precos = custoHoraProjetadoPorFuncao([FECHAMENTO_OUTUBRO, FECHAMENTO_NOVEMBRO], ['1', '3']);
    expect([...precos].map(([cod, p]) => [cod, p.custoHora.toFixed(4), p.pessoas])).toEqual([
      [1, '115.1234', 1],
      [2, '58.3333', 1],
    ]);
  });

  // Projected: Desenvolvedor Pleno (110 + 90) / 2 = 100,00; Analista de Testes 55,00; Arquiteto nobody -> 200,00 (plan).
  // 12/2026 (current, what is left): Dev 100 - 20 (Ana) = 80 h x 100 = 8.000; Testes 50 - 10 (Carla) = 40 h x 55
  //   = 2.200; Arquiteto 10 h x 200 = 2.000; indirect 500 - 100 recorded = 400 -> 12.600,00.
  // 01/2027: Dev 80 x 100 = 8.000; Arquiteto 20 x 200 = 4.000 -> 12.000,00. Remaining 24.600,00.
  it('prices the current month by what is left and the later months whole', () => {
    const p = projetar(entradaExemplo());
    expect(p.aRealizar.total).toBe('24600.00');
    const [dezembro, janeiro] = p.aRealizar.meses;
    expect(dezembro).toMatchObject({ mes: '12-2026', parcial: true, horas: '130.00', custoFuncao: '12200.00', custoIndireto: '400.00', total: '12600.00' });
    expect(dezembro!.funcoes).toEqual([
      { cod: 1, nome: 'Desenvolvedor Pleno', horasPlanejadas: '100.00', horasRestantes: '80.00', custoHora: '100.0000', fonte: 'fechamento', custo: '8000.00' },
      { cod: 2, nome: 'Analista de Testes', horasPlanejadas: '50.00', horasRestantes: '40.00', custoHora: '55.0000', fonte: 'fechamento', custo: '2200.00' },
      { cod: 3, nome: 'Arquiteto', horasPlanejadas: '10.00', horasRestantes: '10.00', custoHora: '200.0000', fonte: 'plano', custo: '2000.00' },
    ]);
    expect(janeiro).toMatchObject({ mes: '01-2027', parcial: false, horas: '100.00', custoFuncao: '12000.00', custoIndireto: '0.00', total: '12000.00' });
    expect(p.mesesRestantes).toBe(2);
    expect(p.fimDoPlano).toBe('01-2027');
  });

  it('takes the projected hour costs of a scenario instead of the latest closing when given', () => {
    // Desenvolvedor Pleno at 120,00: 12/2026 80 h x 120 = 9.600 (+1.600), 01/2027 80 h x 120 = 9.600 (+1.600).
    // Analista de Testes absent from the scenario: the plan's 60,00 -> 40 h x 60 = 2.400 (+200). 24.600 + 3.400 = 28.000.
    const p = projetar(entradaExemplo({ custosHoraProjetados: new Map([[1, { custoHora: new Decimal(120) }]]) }));
    expect(p.aRealizar.total).toBe('28000.00');
    expect(p.estimativaA.custo).toBe('58575.00');
  });

  it('floors what is left at zero when the month already logged more than planned', () => {
    const meses = { '12-2026': mesPlano('12-2026', [linha('12-2026', 1, DEV, '10.00', '100.00', '1000.00')], '50.00', null) };
    const resto = aRealizar(meses, '12-2026', new Map(), { horasPorFuncao: new Map([[1, new Decimal(25)]]), custoExtra: new Decimal(80) });
    expect(resto.meses[0]).toMatchObject({ horas: '0.00', custoFuncao: '0.00', custoIndireto: '0.00', total: '0.00' });
    expect(resto.total).toBe('0.00');
  });

  it('a function of several lines nobody holds keeps its planned cost; part of it is priced at the weighted plan rate', () => {
    // Arquiteto 3 h x 200,00 + 1 h x 100,01 = 700,01 over 4 h (175,0025 / h); 2 h logged -> 2 h x 175,0025 = 350,005 -> 350,01.
    const linhas = [linha('12-2026', 1, ARQUITETO, '3.00', '200.00', '600.00'), linha('12-2026', 2, ARQUITETO, '1.00', '100.01', '100.01')];
    const meses = { '12-2026': mesPlano('12-2026', linhas, null, null), '01-2027': mesPlano('01-2027', linhas, null, null) };
    const resto = aRealizar(meses, '12-2026', new Map(), { horasPorFuncao: new Map([[3, new Decimal(2)]]), custoExtra: new Decimal(0) });
    expect(resto.meses.map((m) => [m.mes, m.total, m.funcoes[0]!.custoHora])).toEqual([
      ['12-2026', '350.01', '175.0025'],
      ['01-2027', '700.01', '175.0025'],
    ]);
    expect(resto.total).toBe('1050.02');
  });
});

describe('two estimates at completion and their margins', () => {
  // To date (10 and 11/2026): planned 13.500 + 13.500 = 27.000,00; real 14.750 + 12.975 = 27.725,00.
  // CPI = 27.000 / 27.725 = 0,9739; factor = 27.725 / 27.000 = 1,026851851... -> 1,026852.
  // (a) 30.575 + 24.600 = 55.175,00; margin (80.000 - 55.175) / 80.000 = 0,3103125 -> 0,310313.
  // (b) 30.575 + 24.600 x 1,026852 = 30.575 + 25.260,5592 = 55.835,5592 -> 55.835,56;
  //     margin 24.164,44 / 80.000 = 0,3020555 -> 0,302056.
  // Planned: 54.500,00 of cost, margin 25.500 / 80.000 = 0,31875. Consumed 30.575 / 54.500 = 0,561009.
  it('computes (a), (b), the planned margin and the consumption', () => {
    const p = projetar(entradaExemplo());
    expect(p.desempenho).toEqual({ cpi: '0.9739', fator: '1.026852', limitado: false });
    expect(p.estimativaA).toEqual({ custo: '55175.00', resultado: '24825.00', margem: '0.310313' });
    expect(p.estimativaB).toEqual({ custo: '55835.56', resultado: '24164.44', margem: '0.302056' });
    expect(p.valorVenda).toBe('80000.00');
    expect(p.custoPrevisto).toBe('54500.00');
    expect(p.margemPlanejada).toBe('0.31875');
    expect(p.consumido).toBe('0.561009');
  });

  it('bounds the CPI to [0,5; 2] and has none without history', () => {
    expect(desempenhoDeCusto('1000', '2500')).toEqual({ cpi: '0.4000', fator: '2.000000', limitado: true });
    expect(desempenhoDeCusto('1000', '400')).toEqual({ cpi: '2.5000', fator: '0.500000', limitado: true });
    expect(desempenhoDeCusto('1000', '2000')).toEqual({ cpi: '0.5000', fator: '2.000000', limitado: false });
    expect(desempenhoDeCusto('1000', '1200')).toEqual({ cpi: '0.8333', fator: '1.200000', limitado: false });
    expect(desempenhoDeCusto('1000', '0')).toEqual({ cpi: null, fator: '1.000000', limitado: false });
    expect(desempenhoDeCusto('0', '500')).toEqual({ cpi: null, fator: '1.000000', limitado: false });
  });

  it('estimate (b) applies the bound: real 3x the plan to date only doubles the remaining cost', () => {
    // One month before today planned 1.000,00 (10 h x 100), real 30 h x 100 = 3.000,00 -> factor 3 -> 2.
    // Remaining 12/2026: 10 h x 100 (projected) = 1.000 -> (a) 4.000,00, (b) 3.000 + 2.000 = 5.000,00.
    const p = projetar({
      plano: {
        margemCusto: '0.2',
        meses: {
          '11-2026': mesPlano('11-2026', [linha('11-2026', 1, DEV, '10.00', '100.00', '1000.00')], null, '0.00'),
          '12-2026': mesPlano('12-2026', [linha('12-2026', 1, DEV, '10.00', '100.00', '1000.00')], null, null),
        },
      },
      fechamentos: [{ id: 1, mes: '11-2026', colaboradores: [{ mat: '1', custoHora: '100', funcao: DEV }] }],
      horas: [h('1', '11-2026', 30)],
      custosExtras: [],
      hoje: '2026-12-01',
    });
    expect(p.desempenho).toEqual({ cpi: '0.3333', fator: '2.000000', limitado: true });
    expect(p.estimativaA.custo).toBe('4000.00');
    expect(p.estimativaB.custo).toBe('5000.00');
    // No sale value: no margin (format/percentual.ts: no percentage of a zero base), never 0 %.
    expect(p.estimativaA.margem).toBeNull();
    expect(p.margemPlanejada).toBeNull();
    expect(p.margemPrevistaInformada).toBe('0.2');
    expect(margemSobreVenda('0', '10')).toBeNull();
  });

  it('the chart rows: planned, real and forecast cumulative by month', () => {
    const p = projetar(entradaExemplo());
    expect(p.meses.map((m) => [m.mes, m.previsto, m.real, m.aRealizar, m.acumuladoPrevisto, m.acumuladoReal, m.acumuladoProjetado, m.provisorio])).toEqual([
      ['10-2026', '13500.00', '14750.00', null, '13500.00', '14750.00', '14750.00', false],
      ['11-2026', '13500.00', '12975.00', null, '27000.00', '27725.00', '27725.00', true],
      ['12-2026', '15500.00', '2850.00', '12600.00', '42500.00', '30575.00', '43175.00', true],
      ['01-2027', '12000.00', null, '12000.00', '54500.00', null, '55175.00', true],
    ]);
  });

  it('the same numbers whatever the order of the inputs', () => {
    const e = entradaExemplo();
    const invertida = { ...e, horas: [...e.horas].reverse(), fechamentos: [...e.fechamentos].reverse(), custosExtras: [...e.custosExtras].reverse() };
    expect(projetar(invertida)).toEqual(projetar(e));
  });
});
