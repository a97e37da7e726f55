import Decimal from 'decimal.js';
import { causasDaVariacao, explicarVariacao, precificarHoras, projetar, repartirCentavos, TabelaPrecos, textoDaCausa, type FechamentoCalculado } from '..';
import { DEV, entradaExemplo, GERENTE, h, linha, mesPlano, TESTES } from './testFixtures';

const NBSP = '\u00a0';
const soma = (valores: Iterable<string>) => [...valores].reduce((total, v) => total.plus(v), new Decimal(0)).toFixed(2);

describe('cents that add up exactly (largest remainder)', () => {
  it('gives the missing cents to the largest remainders, ties to the earlier part', () => {
    const terco = new Decimal(1).div(3);
    expect(repartirCentavos([terco, terco, terco], '1.00')).toEqual(['0.34', '0.33', '0.33']);
    expect(repartirCentavos([new Decimal('-433.3333333'), new Decimal('533.3333333'), new Decimal(-225)], '-125.00')).toEqual(['-433.33', '533.33', '-225.00']);
    // Floors 0,00 + 0,00 − 0,01 = −0,01: the missing cent goes to the largest remainder (0,004, the first part).
    expect(repartirCentavos([new Decimal('0.004'), new Decimal('0.004'), new Decimal('-0.008')], '0.00')).toEqual(['0.01', '0.00', '-0.01']);
  });

  it('refuses a total the parts cannot make', () => {
    expect(() => repartirCentavos([new Decimal('1.00')], '1.50')).toThrow('não repartível');
  });
});

describe('variance explained: hours, mix, rate, unplanned and indirect add up to real − planned', () => {
  // Months before 12/2026. Month 10: planned Dev 100 h (10.000), Testes 50 h (3.000), H_P 150, average
  // 13.000 / 150 = 86,666…; real Dev 110 h (Ana 60 x 110 + Bruno 50 x 90 = 11.100), Testes 40 h (2.200), H_R 150.
  //   horas = 0; mix = (110 − 100) x 100 + (40 − 50) x 60 = 400; taxa = (11.100 − 11.000) + (2.200 − 2.400) = −100;
  //   fora do plano = Davi 5 h x 150 = 750 (+ the Jira user's 2 h at 0); indiretos = 700 − 500 = 200. Sum 1.250.
  // Month 11: real Dev 100 h (10.100), Testes 45 h (2.475), H_R 145.
  //   horas = (145 − 150) x 86,666… = −433,333…; mix = (100 − 96,666…) x 100 + (45 − 48,333…) x 60 = 133,333…;
  //   taxa = 100 + (2.475 − 2.700) = −125; indiretos = 400 − 500 = −100. Sum −525.
  // Total: real 27.725,00 − planned 27.000,00 = 725,00 = −433,33 + 533,33 − 225,00 + 750,00 + 100,00.
  const variacao = projetar(entradaExemplo()).variacao;

  it('splits the total into its five components', () => {
    expect(variacao).toMatchObject({ ate: '11-2026', previsto: '27000.00', real: '27725.00', total: '725.00' });
    expect(variacao.componentes).toEqual({ horas: '-433.33', mix: '533.33', taxa: '-225.00', foraDoPlano: '750.00', indiretos: '100.00' });
    expect(soma(Object.values(variacao.componentes))).toBe(variacao.total);
  });

  it('lists the contributors: functions, people and months, largest first', () => {
    expect(variacao.porFuncao).toEqual([
      { cod: 2, nome: 'Analista de Testes', horas: '-900.00', taxa: '-425.00', foraDoPlano: '0.00', total: '-1325.00' },
      { cod: 1, nome: 'Desenvolvedor Pleno', horas: '1000.00', taxa: '200.00', foraDoPlano: '0.00', total: '1200.00' },
      { cod: 9, nome: 'Gerente de Projetos', horas: '0.00', taxa: '0.00', foraDoPlano: '750.00', total: '750.00' },
      { cod: null, nome: 'Sem função', horas: '0.00', taxa: '0.00', foraDoPlano: '0.00', total: '0.00' },
    ]);
    // Ana: (6.600 − 60 x 100) + (6.050 − 55 x 100) = 1.150; Bruno: (4.500 − 5.000) + (4.050 − 4.500) = −950;
    // Davi: 750 out of the plan; Carla: (2.200 − 2.400) + (2.475 − 2.700) = −425.
    expect(variacao.porPessoa).toEqual([
      { mat: '1', nome: 'Ana', valor: '1150.00' },
      { mat: '2', nome: 'Bruno', valor: '-950.00' },
      { mat: '4', nome: 'Davi', valor: '750.00' },
      { mat: '3', nome: 'Carla', valor: '-425.00' },
      { mat: null, nome: 'jira.usuario', valor: '0.00' },
    ]);
    expect(variacao.porMes).toEqual([
      { mes: '10-2026', previsto: '13500.00', real: '14750.00', valor: '1250.00' },
      { mes: '11-2026', previsto: '13500.00', real: '12975.00', valor: '-525.00' },
    ]);
  });

  it('writes the cause of an alert from the adverse causes, largest first', () => {
    expect(causasDaVariacao(variacao).map((c) => [c.valor, c.descricao])).toEqual([
      ['1000.00', 'por horas acima do previsto em Desenvolvedor Pleno'],
      ['750.00', 'por pessoas fora do plano'],
      ['200.00', 'por custo-hora acima do previsto em Desenvolvedor Pleno'],
      ['100.00', 'por custos indiretos acima do previsto'],
      ['-425.00', 'por custo-hora abaixo do previsto em Analista de Testes'],
      ['-900.00', 'por horas abaixo do previsto em Analista de Testes'],
    ]);
    expect(textoDaCausa(variacao)).toBe(
      `+R$${NBSP}1.000,00 por horas acima do previsto em Desenvolvedor Pleno; +R$${NBSP}750,00 por pessoas fora do plano; ` +
        `+R$${NBSP}200,00 por custo-hora acima do previsto em Desenvolvedor Pleno`,
    );
  });

  // Planned Dev 1 h x 33,33 and Testes 1 h x 12,34 (45,67; average 22,835). Real: Ana (Dev, 33,3333) 2 h
  // = 66,6666; Carla (Testes, 19,9999) 1 h = 19,9999. Real 86,6665 -> 86,67; total 86,67 − 45,67 = 41,00.
  //   horas = (3 − 2) x 22,835 = 22,835; mix = (2 − 1,5) x 33,33 + (1 − 1,5) x 12,34 = 10,495;
  //   taxa = (66,6666 − 66,66) + (19,9999 − 12,34) = 7,6665. Exact sum 40,9965.
  // Rounded half-up one by one: 22,84 + 10,50 + 7,67 = 41,01 (one cent over). Largest remainder: floors
  // 22,83 + 10,49 + 7,66 = 40,98; the 2 missing cents go to taxa (0,0065) and horas (0,005, earlier than mix).
  it('adds up to the cent on awkward cents where rounding each part would not', () => {
    const fechamento: FechamentoCalculado = {
      id: 1,
      mes: '11-2026',
      colaboradores: [
        { mat: '1', custoHora: '33.3333', funcao: DEV },
        { mat: '3', custoHora: '19.9999', funcao: TESTES },
      ],
    };
    const meses = { '11-2026': mesPlano('11-2026', [linha('11-2026', 1, DEV, '1.00', '33.33', '33.33'), linha('11-2026', 2, TESTES, '1.00', '12.34', '12.34')], null, null) };
    const partes = precificarHoras([h('1', '11-2026', 2), h('3', '11-2026', 1)], new TabelaPrecos([fechamento]));
    const v = explicarVariacao(meses, partes, [], '12-2026');
    expect(v.total).toBe('41.00');
    expect(v.componentes).toEqual({ horas: '22.84', mix: '10.49', taxa: '7.67', foraDoPlano: '0.00', indiretos: '0.00' });
  });

  it('counts every hour of a month without a plan, and of a function not planned that month, as out of the plan', () => {
    const fechamento: FechamentoCalculado = { id: 1, mes: '09-2026', colaboradores: [{ mat: '1', custoHora: '10', funcao: DEV }, { mat: '4', custoHora: '20', funcao: GERENTE }] };
    const meses = { '10-2026': mesPlano('10-2026', [linha('10-2026', 1, DEV, '5.00', '10.00', '50.00')], null, null) };
    const partes = precificarHoras([h('1', '09-2026', 3), h('1', '10-2026', 5), h('4', '10-2026', 1)], new TabelaPrecos([fechamento]));
    const v = explicarVariacao(meses, partes, [], '11-2026');
    expect(v).toMatchObject({ previsto: '50.00', real: '100.00', total: '50.00' });
    expect(v.componentes).toEqual({ horas: '0.00', mix: '0.00', taxa: '0.00', foraDoPlano: '50.00', indiretos: '0.00' });
  });

  it('always adds up exactly (a grid of odd rates, hours and hour costs)', () => {
    let casos = 0;
    for (const taxaDev of ['33.33', '100.01', '66.67'])
      for (const taxaTestes of ['12.34', '45.67'])
        for (const horasDev of [1, 3])
          for (const realDev of [1, 2, 4])
            for (const realTestes of [0, 1, 5])
              for (const custoDev of ['33.3333', '101.0101', '70.0001']) {
                const fechamento: FechamentoCalculado = {
                  id: 1,
                  mes: '11-2026',
                  colaboradores: [
                    { mat: '1', custoHora: custoDev, funcao: DEV },
                    { mat: '3', custoHora: '19.9999', funcao: TESTES },
                    { mat: '4', custoHora: '77.7777', funcao: GERENTE },
                  ],
                };
                const planoDev = new Decimal(taxaDev).times(horasDev).toFixed(2);
                const meses = {
                  '11-2026': mesPlano('11-2026', [linha('11-2026', 1, DEV, `${horasDev}.00`, taxaDev, planoDev), linha('11-2026', 2, TESTES, '2.00', taxaTestes, new Decimal(taxaTestes).times(2).toFixed(2))], '10.01', null),
                };
                const horas = [h('1', '11-2026', realDev), { ...h('4', '11-2026', 0), segundos: 1200 }, ...(realTestes ? [h('3', '11-2026', realTestes)] : [])];
                const v = explicarVariacao(meses, precificarHoras(horas, new TabelaPrecos([fechamento])), [{ mes: '11-2026', valor: '3.33' }], '12-2026');
                expect(soma(Object.values(v.componentes))).toBe(v.total);
                expect(new Decimal(v.real).minus(v.previsto).toFixed(2)).toBe(v.total);
                casos += 1;
              }
    expect(casos).toBe(324);
  });
});
