import { emptyFaixaImposto, faixaImpostoSchema } from './faixaImposto';
import { emptyRegimeImposto, regimeImpostoSchema } from './regimeImposto';
import { emptyValorImposto, valorImpostoSchema } from './valorImposto';
import { errorsOf, valueOf } from './testUtils';

describe('valorImpostoSchema', () => {
  const valid = {
    imposto_cod: 1,
    filial_cod: 2,
    tipo_imposto: 'percentual',
    periodo_valor: 'mes',
    valor_fixo: 0,
    valor_desc: 0,
    aliquota_desc: 0.075,
    base_aliq_desc: 'salario',
    valor_filial: 0,
    aliquota_filial: 0.2,
    base_aliq_filial: 'salario',
  };

  it('accepts a valid value and drops the id', () => {
    expect(valueOf(valorImpostoSchema, { ...valid, id: 9 })).toEqual(valid);
  });

  it('casts form text: codes, money (2 decimals), rates, pt-BR decimals', () => {
    const value = valueOf(valorImpostoSchema, {
      ...valid,
      imposto_cod: '1',
      valor_fixo: '12.345',
      valor_desc: '1.234,56',
      aliquota_desc: 0.14000000000000001,
      valor_filial: '',
    });
    expect(value).toMatchObject({ imposto_cod: 1, valor_fixo: 12.35, valor_desc: 1234.56, aliquota_desc: 0.14, valor_filial: null });
  });

  it('the empty form fails on the codes and the options', () => {
    expect(errorsOf(valorImpostoSchema, emptyValorImposto)).toEqual([
      'Campo obrigatório.',
      'Campo obrigatório.',
      'Umas das opções deve ser informada.',
      'Umas das opções deve ser informada.',
    ]);
  });

  it('tipo_imposto is fixo or percentual; periodo_valor is dia or mes', () => {
    expect(errorsOf(valorImpostoSchema, { ...valid, tipo_imposto: 'fixo', periodo_valor: 'dia' })).toEqual([]);
    expect(errorsOf(valorImpostoSchema, { ...valid, tipo_imposto: 'outro' }, 'tipo_imposto')).toEqual(['Umas das opções deve ser informada.']);
    expect(errorsOf(valorImpostoSchema, { ...valid, periodo_valor: 'ano' }, 'periodo_valor')).toEqual(['Umas das opções deve ser informada.']);
    expect(errorsOf(valorImpostoSchema, { ...valid, periodo_valor: null }, 'periodo_valor')).toEqual(['Umas das opções deve ser informada.']);
  });

  it('valor_fixo: required number >= 0', () => {
    expect(errorsOf(valorImpostoSchema, { ...valid, valor_fixo: 0 })).toEqual([]);
    expect(errorsOf(valorImpostoSchema, { ...valid, valor_fixo: -0.01 }, 'valor_fixo')).toEqual(['Valor deve ser maior de 0,00']);
    expect(errorsOf(valorImpostoSchema, { ...valid, valor_fixo: 'abc' }, 'valor_fixo')).toEqual(['Preencher com um valor numérico.']);
    expect(errorsOf(valorImpostoSchema, { ...valid, valor_fixo: '' }, 'valor_fixo')).toEqual(['Preencher com um valor numérico.']);
    expect(errorsOf(valorImpostoSchema, { ...valid, valor_fixo: undefined }, 'valor_fixo')).toEqual(['Preencher com um valor numérico.']);
  });

  it.each(['valor_desc', 'valor_filial'])('%s: optional, >= 0', (field) => {
    expect(errorsOf(valorImpostoSchema, { ...valid, [field]: null })).toEqual([]);
    expect(errorsOf(valorImpostoSchema, { ...valid, [field]: 0 })).toEqual([]);
    expect(errorsOf(valorImpostoSchema, { ...valid, [field]: -0.01 }, field)).toEqual(['Valor deve ser maior de 0,00']);
  });

  it.each(['aliquota_desc', 'aliquota_filial'])('%s: 0 and 1 pass, -0.01 and 1.01 fail', (field) => {
    expect(errorsOf(valorImpostoSchema, { ...valid, [field]: 0 })).toEqual([]);
    expect(errorsOf(valorImpostoSchema, { ...valid, [field]: 1 })).toEqual([]);
    expect(errorsOf(valorImpostoSchema, { ...valid, [field]: -0.01 }, field)).toEqual(['Valor mínimo de 0%']);
    expect(errorsOf(valorImpostoSchema, { ...valid, [field]: 1.01 }, field)).toEqual(['Valor máximo de 100%']);
  });

  it.each([
    ['aliquota_desc', 'base_aliq_desc'],
    ['aliquota_filial', 'base_aliq_filial'],
  ])('%s above zero requires %s', (rate, base) => {
    expect(errorsOf(valorImpostoSchema, { ...valid, [rate]: 0, [base]: null })).toEqual([]);
    expect(errorsOf(valorImpostoSchema, { ...valid, [rate]: null, [base]: '' })).toEqual([]);
    expect(errorsOf(valorImpostoSchema, { ...valid, [rate]: 0.1, [base]: null }, base)).toEqual(['Base da alíquota deve ser informada']);
    expect(errorsOf(valorImpostoSchema, { ...valid, [rate]: 0.1, [base]: '' }, base)).toEqual(['Base da alíquota deve ser informada']);
    expect(errorsOf(valorImpostoSchema, { ...valid, [rate]: 0.1, [base]: 'imposto' })).toEqual([]);
    expect(errorsOf(valorImpostoSchema, { ...valid, [rate]: 0.1, [base]: 'beneficio' }, base)).toEqual(['Base da alíquota deve ser informada']);
  });
});

describe('faixaImpostoSchema', () => {
  const valid = {
    imposto_cod: 1,
    compara_inicio: '>=',
    valor_faixa_inicio: 1518.01,
    compara_fim: '<=',
    valor_faixa_fim: 2793.88,
    aliq_faixa: 0.09,
    base_aliq_faixa: 'salario',
    valor_faixa: null,
    valor_deducao: 22.77,
    observacao: 'INSS 2025',
    vigencia_inicio: '2025-01-01',
    vigencia_fim: '2025-12-31',
  };

  it('accepts a valid bracket', () => {
    expect(valueOf(faixaImpostoSchema, { ...valid, id: 4 })).toEqual(valid);
  });

  it('accepts an open-ended bracket (no end) with a fixed amount (INSS ceiling)', () => {
    const ceiling = { ...valid, compara_inicio: '>', valor_faixa_inicio: 8157.41, compara_fim: '', valor_faixa_fim: '', valor_faixa: 951.63 };
    expect(valueOf(faixaImpostoSchema, ceiling)).toMatchObject({ compara_fim: null, valor_faixa_fim: null, valor_faixa: 951.63 });
  });

  it('the empty form fails on imposto_cod, compara_inicio, aliq_faixa and vigencia_inicio', () => {
    expect(errorsOf(faixaImpostoSchema, emptyFaixaImposto)).toEqual([
      'Campo obrigatório.',
      'Preencha com uma das opções',
      'Campo obrigatório.',
      'Campo obrigatório.',
    ]);
  });

  it('needs the end comparator with an end value, and an end date not before the start', () => {
    expect(errorsOf(faixaImpostoSchema, { ...valid, compara_fim: '' }, 'compara_fim')).toEqual(['Preencha com uma das opções']);
    expect(errorsOf(faixaImpostoSchema, { ...valid, vigencia_fim: '2024-12-31' }, 'vigencia_fim')).toEqual([
      'Fim da vigência deve ser igual ou posterior ao início.',
    ]);
    expect(errorsOf(faixaImpostoSchema, { ...valid, vigencia_fim: '' })).toEqual([]);
  });

  it.each(['>', '>=', '=', '<=', '<'])('accepts the operator %s', (operator) => {
    expect(errorsOf(faixaImpostoSchema, { ...valid, compara_inicio: operator, compara_fim: operator })).toEqual([]);
  });

  it('rejects other operators', () => {
    expect(errorsOf(faixaImpostoSchema, { ...valid, compara_inicio: '<>' }, 'compara_inicio')).toEqual(['Preencha com uma das opções']);
    expect(errorsOf(faixaImpostoSchema, { ...valid, compara_fim: '=>' })).toEqual(['Preencha com uma das opções']);
  });

  it('valor_faixa_inicio is required when compara_inicio is set', () => {
    expect(errorsOf(faixaImpostoSchema, { ...valid, valor_faixa_inicio: '' }, 'valor_faixa_inicio')).toEqual([
      'Valor de início da faixa deve ser informado',
    ]);
    expect(errorsOf(faixaImpostoSchema, { ...valid, valor_faixa_inicio: null }, 'valor_faixa_inicio')).toEqual([
      'Valor de início da faixa deve ser informado',
    ]);
    expect(errorsOf(faixaImpostoSchema, { ...valid, valor_faixa_inicio: 0 })).toEqual([]);
  });

  it('valor_faixa_fim is required when compara_fim is set, optional otherwise', () => {
    expect(errorsOf(faixaImpostoSchema, { ...valid, valor_faixa_fim: '' }, 'valor_faixa_fim')).toEqual([
      'Valor de fim da faixa deve ser informado',
    ]);
    expect(errorsOf(faixaImpostoSchema, { ...valid, compara_fim: null, valor_faixa_fim: null })).toEqual([]);
  });

  it('aliq_faixa: required, 0 and 1 pass, -0.01 and 1.01 fail', () => {
    expect(errorsOf(faixaImpostoSchema, { ...valid, aliq_faixa: 0, base_aliq_faixa: null })).toEqual([]);
    expect(errorsOf(faixaImpostoSchema, { ...valid, aliq_faixa: 1 })).toEqual([]);
    expect(errorsOf(faixaImpostoSchema, { ...valid, aliq_faixa: -0.01 }, 'aliq_faixa')).toEqual(['Valor de alíquota deve ser entre 0 e 100']);
    expect(errorsOf(faixaImpostoSchema, { ...valid, aliq_faixa: 1.01 }, 'aliq_faixa')).toEqual(['Valor de alíquota deve ser entre 0 e 100']);
    expect(errorsOf(faixaImpostoSchema, { ...valid, aliq_faixa: '' }, 'aliq_faixa')).toEqual(['Campo obrigatório.']);
  });

  it('base_aliq_faixa is required when aliq_faixa is above zero', () => {
    expect(errorsOf(faixaImpostoSchema, { ...valid, aliq_faixa: 0, base_aliq_faixa: '' })).toEqual([]);
    expect(errorsOf(faixaImpostoSchema, { ...valid, aliq_faixa: 0.1, base_aliq_faixa: '' }, 'base_aliq_faixa')).toEqual([
      'Base da alíquota deve ser informada',
    ]);
    expect(errorsOf(faixaImpostoSchema, { ...valid, base_aliq_faixa: 'imposto' })).toEqual([]);
  });

  it.each(['valor_faixa', 'valor_deducao'])('%s: optional, >= 0', (field) => {
    expect(errorsOf(faixaImpostoSchema, { ...valid, [field]: '' })).toEqual([]);
    expect(errorsOf(faixaImpostoSchema, { ...valid, [field]: 0 })).toEqual([]);
    expect(errorsOf(faixaImpostoSchema, { ...valid, [field]: -0.01 }, field)).toEqual(['Valor deve ser igual ou maior que 0,00']);
  });

  it('observacao: 300 passes, 301 fails', () => {
    expect(errorsOf(faixaImpostoSchema, { ...valid, observacao: 'o'.repeat(300) })).toEqual([]);
    expect(errorsOf(faixaImpostoSchema, { ...valid, observacao: 'o'.repeat(301) }, 'observacao')).toEqual(['Limite máximo de 300 caracteres.']);
  });
});

describe('regimeImpostoSchema', () => {
  it('requires both codes as numbers', () => {
    expect(valueOf(regimeImpostoSchema, { regime_cod: '1', imposto_cod: 2, id: 5 })).toEqual({ regime_cod: 1, imposto_cod: 2 });
    expect(errorsOf(regimeImpostoSchema, emptyRegimeImposto)).toEqual(['Campo obrigatório.', 'Campo obrigatório.']);
    expect(errorsOf(regimeImpostoSchema, { regime_cod: 'x', imposto_cod: 1 })).toEqual(['Campo obrigatório.']);
    expect(errorsOf(regimeImpostoSchema, { regime_cod: 1.5, imposto_cod: 1 })).toEqual(['Somente valores inteiros são permitidos.']);
  });
});
