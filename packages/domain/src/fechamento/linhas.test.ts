import { beneficioFechamento, colaboradorFechamento, faixaImpostoFechamento, impostoFechamento, provisoesDoRegime } from './linhas';

describe('row -> engine mapper', () => {
  const pessoa = { salario: '3000.00', cargaHoraria: 8, dependentes: 2, admissao: '2020-01-02', demissao: null };

  it('takes the salary and daily workload of the history row in force, the rest from the record', () => {
    expect(colaboradorFechamento(pessoa, { salario: '3500.00', cargaHoraria: 6 })).toEqual({
      salario: '3500.00',
      cargaHoraria: 6,
      dependentes: 2,
      admissao: '2020-01-02',
      demissao: null,
    });
    expect(colaboradorFechamento(pessoa)).toEqual(pessoa);
    expect(colaboradorFechamento(pessoa, null)).toEqual(pessoa);
  });

  it('keeps only the columns the engine reads, and leaves absent ones absent', () => {
    const regime = { cod: 1, sigla: 'CLT', provisionaDecimoTerceiro: false, recessoRemunerado: true };
    expect(JSON.stringify(provisoesDoRegime(regime))).toBe('{"provisionaDecimoTerceiro":false,"recessoRemunerado":true}');
    const faixa = { id: 7, impostoCod: 1, comparaInicio: '>=', valorFaixaInicio: '0.00', aliqFaixa: '0.075', createdAt: new Date(0) };
    expect(JSON.stringify(faixaImpostoFechamento(faixa))).toBe('{"id":7,"comparaInicio":">=","valorFaixaInicio":"0.00","aliqFaixa":"0.075"}');
    const beneficio = { id: 3, rolMat: 9, benefCod: 1, sigla: 'VR', valor: '45.00', periodoValor: 'dia', valorDesc: '1.00' };
    expect(JSON.stringify(beneficioFechamento(beneficio))).toBe('{"benefCod":1,"sigla":"VR","valor":"45.00","periodoValor":"dia","valorDesc":"1.00"}');
  });

  it('composes a tax from its link, value row and brackets (shared objects kept)', () => {
    const faixas = [faixaImpostoFechamento({ comparaInicio: '>=', valorFaixaInicio: '0' })];
    const imposto = impostoFechamento({ cod: 2, sigla: 'IRRF', nome: 'Imposto de renda' }, null, faixas);
    expect(imposto).toEqual({ cod: 2, sigla: 'IRRF', nome: 'Imposto de renda', valor: null, faixas });
    expect(imposto.faixas).toBe(faixas);
  });
});
