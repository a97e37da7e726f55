import Decimal from 'decimal.js';
import { custoTotalFuncao } from '../planejamento/totais';
import { calcularCenario } from './calcular';
import { reprecificarPlano, taxasPorFuncao } from './repreco';
import { empresa, FUNC_ANALISTA, FUNC_DEV, DEP_FIN } from './testFixtures';

describe('taxasPorFuncao', () => {
  it("gives each function's mean hour cost in cents before and after (the planning's rate)", () => {
    const resultado = calcularCenario(
      { base: empresa(), mesInicio: '2026-10', alteracoes: [{ tipo: 'reajuste', modo: 'percentual', valor: '0.05', escopo: { tipo: 'departamento', cods: [DEP_FIN] } }] },
      '2026-10',
    );
    const taxas = taxasPorFuncao(resultado.colaboradores);
    const analistas = resultado.colaboradores.filter((item) => item.funcaoCod === FUNC_ANALISTA);
    const media = (lado: 'antes' | 'depois') =>
      analistas
        .reduce((total, item) => total.plus(item[lado]!.custoHora), new Decimal(0))
        .div(analistas.length)
        .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
        .toFixed(2);
    expect(taxas.get(FUNC_ANALISTA)).toEqual({ antes: media('antes'), depois: media('depois') });
    const dev = taxas.get(FUNC_DEV)!;
    expect(dev.depois).toBe(dev.antes);
  });
});

describe('reprecificarPlano', () => {
  const taxas = new Map([
    [FUNC_DEV, { antes: '80.00', depois: '84.40' }],
    [FUNC_ANALISTA, { antes: '60.00', depois: null }],
  ]);

  it('prices each line as the planning page does (hours x rate, half-up to cents), before and after', () => {
    const repreco = reprecificarPlano(
      [
        { funcaoCod: FUNC_DEV, mes: '2027-01', horas: '100.5' },
        { funcaoCod: FUNC_DEV, mes: '2027-02', horas: '33.33' },
        { funcaoCod: FUNC_ANALISTA, mes: '2027-01', horas: '40' },
      ],
      taxas,
    );
    expect(repreco.linhas.map((l) => [l.custoAntes, l.custoDepois])).toEqual([
      [custoTotalFuncao('100.5', '80.00'), custoTotalFuncao('100.5', '84.40')],
      ['2666.40', '2813.05'],
      // no after rate: the function keeps its rate
      ['2400.00', '2400.00'],
    ]);
    expect(repreco.antes).toBe('13106.40');
    expect(repreco.depois).toBe('13695.25');
    expect(repreco.diferenca).toBe('588.85');
    expect(repreco.percentual).toBe(new Decimal('588.85').div('13106.40').toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toString());
    expect(repreco.porMes).toEqual([
      { mes: '2027-01', antes: '10440.00', depois: '10882.20', diferenca: '442.20' },
      { mes: '2027-02', antes: '2666.40', depois: '2813.05', diferenca: '146.65' },
    ]);
  });

  it("moves a line's own typed rate by its function's change, and reports functions without a rate", () => {
    const repreco = reprecificarPlano(
      [
        { funcaoCod: FUNC_DEV, mes: '2027-01', horas: '10', taxa: '100.00' },
        { funcaoCod: 99, mes: '2027-01', horas: '10' },
      ],
      taxas,
    );
    expect(repreco.linhas[0]).toMatchObject({ taxaAntes: '100.00', taxaDepois: '105.50', custoAntes: '1000.00', custoDepois: '1055.00' });
    expect(repreco.linhas[1]).toMatchObject({ custoAntes: '0.00', custoDepois: '0.00' });
    expect(repreco.semTaxa).toEqual([99]);
    expect(reprecificarPlano([], taxas).percentual).toBeNull();
  });

  it('takes rates by month (a raise from a month on)', () => {
    const porMes = (funcaoCod: number, mes: string) =>
      funcaoCod === FUNC_DEV ? { antes: '80.00', depois: mes >= '2027-03' ? '88.00' : '80.00' } : undefined;
    const repreco = reprecificarPlano(
      [
        { funcaoCod: FUNC_DEV, mes: '2027-02', horas: '10' },
        { funcaoCod: FUNC_DEV, mes: '2027-03', horas: '10' },
      ],
      porMes,
    );
    expect(repreco.porMes).toEqual([
      { mes: '2027-02', antes: '800.00', depois: '800.00', diferenca: '0.00' },
      { mes: '2027-03', antes: '800.00', depois: '880.00', diferenca: '80.00' },
    ]);
  });
});
