import Decimal from 'decimal.js';
import { calcularCenario } from './calcular';
import { taxasPorFuncao } from './repreco';
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
