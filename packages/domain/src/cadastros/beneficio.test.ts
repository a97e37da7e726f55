import { colaboradorBeneficioSchema, emptyColaboradorBeneficio } from './colaboradorBeneficio';
import { errorsOf, valueOf } from './testUtils';
import { emptyValorBeneficio, valorBeneficioSchema } from './valorBeneficio';

describe('valorBeneficioSchema', () => {
  const valid = {
    benefCod: 1,
    filialCod: 1,
    valor: 35.5,
    periodoValor: 'dia',
    valorDesc: 0,
    aliquotaBenef: 0,
    baseAliqBenef: null,
    aliquotaDesc: 0.06,
    baseAliqDesc: 'salario',
    valorFilial: 0,
    aliquotaFilial: 0,
    baseAliqFilial: 'beneficio',
  };

  it('accepts a valid value and drops the id', () => {
    expect(valueOf(valorBeneficioSchema, { ...valid, id: 3 })).toEqual(valid);
  });

  it('the empty form fails on codes, valor, periodoValor and baseAliqFilial', () => {
    expect(errorsOf(valorBeneficioSchema, emptyValorBeneficio)).toEqual([
      'Campo obrigatório.',
      'Campo obrigatório.',
      'Campo obrigatório.',
      'Umas das opções deve ser informada.',
      'Informe a base de desconto da empresa',
    ]);
  });

  it('valor: required number, 0 passes, -0.01 fails, text fails', () => {
    expect(errorsOf(valorBeneficioSchema, { ...valid, valor: 0 })).toEqual([]);
    expect(errorsOf(valorBeneficioSchema, { ...valid, valor: -0.01 }, 'valor')).toEqual(['Valor deve ser maior de 0,00']);
    expect(errorsOf(valorBeneficioSchema, { ...valid, valor: 'abc' }, 'valor')).toEqual(['Preencher com um valor numérico']);
    expect(valueOf(valorBeneficioSchema, { ...valid, valor: '35,50' })).toMatchObject({ valor: 35.5 });
  });

  it('periodoValor is dia or mes', () => {
    expect(errorsOf(valorBeneficioSchema, { ...valid, periodoValor: 'mes' })).toEqual([]);
    expect(errorsOf(valorBeneficioSchema, { ...valid, periodoValor: 'semana' }, 'periodoValor')).toEqual([
      'Umas das opções deve ser informada.',
    ]);
  });

  it.each(['valorDesc', 'valorFilial'])('%s: optional, >= 0', (field) => {
    expect(errorsOf(valorBeneficioSchema, { ...valid, [field]: '' })).toEqual([]);
    expect(errorsOf(valorBeneficioSchema, { ...valid, [field]: 0 })).toEqual([]);
    expect(errorsOf(valorBeneficioSchema, { ...valid, [field]: -0.01 }, field)).toEqual(['Valor deve ser maior de 0,00']);
  });

  it.each(['aliquotaBenef', 'aliquotaDesc', 'aliquotaFilial'])('%s: 0 and 1 pass, -0.01 and 1.01 fail', (field) => {
    const bases = { baseAliqBenef: 'salario', baseAliqDesc: 'salario' };
    expect(errorsOf(valorBeneficioSchema, { ...valid, ...bases, [field]: 0 })).toEqual([]);
    expect(errorsOf(valorBeneficioSchema, { ...valid, ...bases, [field]: 1 })).toEqual([]);
    expect(errorsOf(valorBeneficioSchema, { ...valid, ...bases, [field]: -0.01 }, field)).toEqual(['Valor mínimo de 0%']);
    expect(errorsOf(valorBeneficioSchema, { ...valid, ...bases, [field]: 1.01 }, field)).toEqual(['Valor máximo de 100%']);
  });

  it.each([
    ['aliquotaBenef', 'baseAliqBenef'],
    ['aliquotaDesc', 'baseAliqDesc'],
  ])('%s above zero requires %s', (rate, base) => {
    expect(errorsOf(valorBeneficioSchema, { ...valid, [rate]: 0, [base]: '' })).toEqual([]);
    expect(errorsOf(valorBeneficioSchema, { ...valid, [rate]: 0.1, [base]: '' }, base)).toEqual(['Base da alíquota deve ser informada']);
    expect(errorsOf(valorBeneficioSchema, { ...valid, [rate]: 0.1, [base]: 'beneficio' })).toEqual([]);
    expect(errorsOf(valorBeneficioSchema, { ...valid, [rate]: 0.1, [base]: 'imposto' }, base)).toEqual(['Base da alíquota deve ser informada']);
  });

  it('baseAliqFilial is always required', () => {
    expect(errorsOf(valorBeneficioSchema, { ...valid, aliquotaFilial: 0, baseAliqFilial: '' }, 'baseAliqFilial')).toEqual([
      'Informe a base de desconto da empresa',
    ]);
    expect(errorsOf(valorBeneficioSchema, { ...valid, baseAliqFilial: 'salario' })).toEqual([]);
  });
});

describe('colaboradorBeneficioSchema', () => {
  const valid = {
    rolMat: 10,
    benefCod: 1,
    filialCod: 1,
    valorBenefAdic: 0,
    aliqBenefAdic: null,
    valorBenefSubtrai: null,
    aliqBenefSubtrai: null,
    valorDescAdic: 0,
    aliqDescAdic: null,
    valorDescSubtrai: null,
    aliqDescSubtrai: null,
  };

  it('accepts a valid record and drops the benefit display fields', () => {
    expect(valueOf(colaboradorBeneficioSchema, { ...valid, sigla: 'VR', nome: 'Vale', valor: 30 })).toEqual(valid);
  });

  it('the empty form fails only on the codes', () => {
    expect(errorsOf(colaboradorBeneficioSchema, emptyColaboradorBeneficio)).toEqual([
      'Campo obrigatório.',
      'Campo obrigatório.',
      'Campo obrigatório.',
    ]);
  });

  it.each(['valorBenefAdic', 'valorDescAdic'])('%s: required, >= 0', (field) => {
    expect(errorsOf(colaboradorBeneficioSchema, { ...valid, [field]: '' }, field)).toEqual(['Campo obrigatório.']);
    expect(errorsOf(colaboradorBeneficioSchema, { ...valid, [field]: 0 })).toEqual([]);
    expect(errorsOf(colaboradorBeneficioSchema, { ...valid, [field]: -0.01 }, field)).toEqual(['Valor deve ser igual ou maior que 0,00']);
  });

  it.each(['valorBenefSubtrai', 'valorDescSubtrai'])('%s: optional, >= 0', (field) => {
    expect(errorsOf(colaboradorBeneficioSchema, { ...valid, [field]: '' })).toEqual([]);
    expect(errorsOf(colaboradorBeneficioSchema, { ...valid, [field]: 12.34 })).toEqual([]);
    expect(errorsOf(colaboradorBeneficioSchema, { ...valid, [field]: -0.01 }, field)).toEqual(['Valor deve ser igual ou maior que 0,00']);
  });

  it.each(['aliqBenefAdic', 'aliqBenefSubtrai', 'aliqDescAdic', 'aliqDescSubtrai'])('%s: 0 and 1 pass, -0.01 and 1.01 fail', (field) => {
    expect(errorsOf(colaboradorBeneficioSchema, { ...valid, [field]: 0 })).toEqual([]);
    expect(errorsOf(colaboradorBeneficioSchema, { ...valid, [field]: 1 })).toEqual([]);
    expect(errorsOf(colaboradorBeneficioSchema, { ...valid, [field]: -0.01 }, field)).toEqual(['Valor mínimo de 0%']);
    expect(errorsOf(colaboradorBeneficioSchema, { ...valid, [field]: 1.01 }, field)).toEqual(['Valor máximo de 100%']);
  });
});
