import { validate } from '../validation';
import { CENARIO_MENSAGENS as M, cenarioParcialSchema, cenarioSchema, type ReferenciasCenario } from './schema';

const REFS: ReferenciasCenario = {
  departamentos: [1, 2],
  funcoes: [10, 11],
  filiais: [1, 2],
  regimes: [1, 2, 3],
  colaboradores: [101, 102],
  beneficios: [1, 3, 4],
  impostos: [1, 2, 3, 4, 5, 6],
};

const valido = {
  nome: 'Dissídio 2027: 5,5 % para todos',
  descricao: 'Convenção coletiva',
  fechamentoId: 12,
  mesInicio: '01/2027',
  alteracoes: [
    { tipo: 'reajuste', modo: 'percentual', valor: '0,055' },
    { tipo: 'reajuste', modo: 'valor', valor: 4500, escopo: { tipo: 'funcao', cods: [11] }, mes: '2027-03' },
    { tipo: 'beneficio', benefCod: 1, filialCod: 2, valor: '55,00' },
    { tipo: 'tabela_imposto', impostoCod: 2, mes: '2027-05', faixas: [{ comparaInicio: '>=', valorFaixaInicio: 0, comparaFim: '<=', valorFaixaFim: 5000, aliqFaixa: 0 }] },
    { tipo: 'aliquota_imposto', impostoCod: 5, aliquotaFilial: 0.03 },
    { tipo: 'base_horas', baseHoras: 'oito_horas', escopo: { tipo: 'todos' } },
    { tipo: 'admissao', funcaoCod: 10, departamentoCod: 1, filialCod: 2, regimeCod: 1, salario: '7000', beneficios: [1, 4], quantidade: 3 },
    { tipo: 'desligamento', escopo: { tipo: 'colaboradores', cods: [102] }, mes: '2027-02' },
  ],
};

const erros = (input: unknown, refs: ReferenciasCenario = REFS) => {
  const resultado = validate(cenarioSchema(refs), input);
  return resultado.ok ? [] : resultado.errors;
};
const comAlteracao = (alteracao: Record<string, unknown>) => ({ ...valido, alteracoes: [alteracao] });

describe('cenarioSchema', () => {
  it('accepts a scenario with every kind of change and normalises months and pt-BR numbers', () => {
    const resultado = validate<{ mesInicio: string; alteracoes: Array<{ valor?: number }> }>(cenarioSchema(REFS), valido);
    expect(resultado.ok).toBe(true);
    if (!resultado.ok) return;
    expect(resultado.value.mesInicio).toBe('2027-01');
    expect(resultado.value.alteracoes[0]!.valor).toBe(0.055);
    expect(resultado.value.alteracoes[2]!.valor).toBe(55);
  });

  it('requires a name, the base closing and a valid start month', () => {
    expect(erros({ ...valido, nome: ' ', fechamentoId: '', mesInicio: '13/2027' })).toEqual([
      { field: 'nome', errorMessage: 'Campo obrigatório.' },
      { field: 'fechamentoId', errorMessage: M.fechamento },
      { field: 'mesInicio', errorMessage: M.mes },
    ]);
    expect(erros({ ...valido, mesInicio: '01/3001' })).toEqual([{ field: 'mesInicio', errorMessage: M.mes }]);
    expect(erros({ ...valido, nome: 'x'.repeat(61) })).toEqual([{ field: 'nome', errorMessage: M.nomeMax }]);
  });

  it('bounds a raise: more than 0 % and at most 100 %, a value above 0,00', () => {
    for (const valor of [0, '-0,05', 1.5]) {
      expect(erros(comAlteracao({ tipo: 'reajuste', modo: 'percentual', valor }))).toEqual([{ field: 'alteracoes[0].valor', errorMessage: M.reajustePercentual }]);
    }
    expect(erros(comAlteracao({ tipo: 'reajuste', modo: 'percentual', valor: 1 }))).toEqual([]);
    expect(erros(comAlteracao({ tipo: 'reajuste', modo: 'valor', valor: 0 }))).toEqual([{ field: 'alteracoes[0].valor', errorMessage: M.reajusteValor }]);
    expect(erros(comAlteracao({ tipo: 'reajuste', modo: 'x', valor: 1 }))).toEqual([{ field: 'alteracoes[0].modo', errorMessage: M.modoReajuste }]);
  });

  it('refuses scopes and codes that do not exist, and an empty scope', () => {
    expect(erros(comAlteracao({ tipo: 'reajuste', modo: 'percentual', valor: 0.05, escopo: { tipo: 'departamento', cods: [1, 9] } }))).toEqual([
      { field: 'alteracoes[0].escopo.cods', errorMessage: 'Departamento 9 não encontrado(a).' },
    ]);
    expect(erros(comAlteracao({ tipo: 'reajuste', modo: 'percentual', valor: 0.05, escopo: { tipo: 'colaboradores', cods: [] } }))).toEqual([
      { field: 'alteracoes[0].escopo.cods', errorMessage: M.escopoVazio },
    ]);
    expect(erros(comAlteracao({ tipo: 'beneficio', benefCod: 7, filialCod: 5, valor: 1 }))).toEqual([
      { field: 'alteracoes[0].benefCod', errorMessage: 'Benefício 7 não encontrado(a).' },
      { field: 'alteracoes[0].filialCod', errorMessage: 'Filial 5 não encontrado(a).' },
    ]);
    expect(erros(comAlteracao({ tipo: 'admissao', funcaoCod: 77, filialCod: 1, regimeCod: 1, salario: 3000 }))).toEqual([
      { field: 'alteracoes[0].funcaoCod', errorMessage: 'Função 77 não encontrado(a).' },
    ]);
    // Without references only the shape is checked.
    expect(erros(comAlteracao({ tipo: 'admissao', funcaoCod: 77, filialCod: 1, regimeCod: 1, salario: 3000 }), {})).toEqual([]);
  });

  it("refuses a change before the scenario's start month, an unknown kind, a company-wide change with a scope", () => {
    expect(erros(comAlteracao({ tipo: 'reajuste', modo: 'percentual', valor: 0.05, mes: '12/2026' }))).toEqual([
      { field: 'alteracoes[0].mes', errorMessage: M.mesAntesDoInicio },
    ]);
    expect(erros(comAlteracao({ tipo: 'bonus' }))).toEqual([{ field: 'alteracoes[0].tipo', errorMessage: M.tipoAlteracao }]);
    expect(erros(comAlteracao({ tipo: 'base_horas', baseHoras: 'oito_horas', escopo: { tipo: 'filial', cods: [1] } }))).toEqual([
      { field: 'alteracoes[0].escopo', errorMessage: M.escopoTodos },
    ]);
    expect(erros(comAlteracao({ tipo: 'desligamento' }))).toEqual([{ field: 'alteracoes[0].escopo', errorMessage: M.desligamentoTodos }]);
  });

  it('checks tax tables and rates, and a hire profile', () => {
    expect(erros(comAlteracao({ tipo: 'tabela_imposto', impostoCod: 2, faixas: [] }))).toEqual([{ field: 'alteracoes[0].faixas', errorMessage: M.faixasVazias }]);
    expect(
      erros(comAlteracao({ tipo: 'tabela_imposto', impostoCod: 2, faixas: [{ comparaInicio: '>=', valorFaixaInicio: 100, valorFaixaFim: 50, aliqFaixa: 2 }] })),
    ).toEqual([
      { field: 'alteracoes[0].faixas[0].valorFaixaFim', errorMessage: M.faixaFimAntesDoInicio },
      { field: 'alteracoes[0].faixas[0].aliqFaixa', errorMessage: M.aliquota },
    ]);
    expect(erros(comAlteracao({ tipo: 'aliquota_imposto', impostoCod: 3 }))).toEqual([{ field: 'alteracoes[0].aliquotaDesc', errorMessage: M.aliquotaObrigatoria }]);
    expect(
      erros(comAlteracao({ tipo: 'admissao', funcaoCod: 10, filialCod: 1, regimeCod: 1, salario: 0, cargaHoraria: 25, dependentes: 1.5, quantidade: 0 })),
    ).toEqual([
      { field: 'alteracoes[0].salario', errorMessage: 'Valor deve ser maior de 0,00' },
      { field: 'alteracoes[0].cargaHoraria', errorMessage: M.cargaHoraria },
      { field: 'alteracoes[0].dependentes', errorMessage: M.dependentes },
      { field: 'alteracoes[0].quantidade', errorMessage: M.quantidade },
    ]);
  });
});

describe('cenarioParcialSchema', () => {
  it('leaves out what the update does not send: a rename does not become "no changes"', () => {
    const resultado = validate<Record<string, unknown>>(cenarioParcialSchema(), { nome: 'Dissídio 2027' });
    expect(resultado.ok && resultado.value).toEqual({ nome: 'Dissídio 2027' });
  });

  it('checks the fields it is sent by the definition\'s rules', () => {
    expect(validate(cenarioParcialSchema(), { alteracoes: [] }).ok).toBe(true);
    expect(validate(cenarioParcialSchema(), { nome: '' }).ok).toBe(false);
  });
});
