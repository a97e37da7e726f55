import { beneficioSchema, emptyBeneficio } from './beneficio';
import { departamentoSchema, emptyDepartamento } from './departamento';
import { emptyImposto, impostoSchema } from './imposto';
import { emptyRegime, regimeSchema } from './regime';
import { SIGLA_FIELD_MAX } from './common';
import { errorsOf, valueOf } from './testUtils';

const cases = [
  ['departamentoSchema', departamentoSchema, emptyDepartamento],
  ['beneficioSchema', beneficioSchema, emptyBeneficio],
  ['impostoSchema', impostoSchema, emptyImposto],
  ['regimeSchema', regimeSchema, emptyRegime],
] as const;

const valid = { sigla: 'ABC', nome: 'Nome', descricao: 'Descrição', ativo: true };

describe.each(cases)('%s (sigla, nome, descricao, ativo)', (_name, schema, empty) => {
  it('accepts a valid record and trims the texts', () => {
    const value = valueOf(schema, { ...valid, sigla: ' ABC ', nome: ' Nome ' });
    expect(value).toMatchObject({ sigla: 'ABC', nome: 'Nome', descricao: 'Descrição', ativo: true });
  });

  it('requires sigla, nome and ativo', () => {
    expect(errorsOf(schema, { ...valid, sigla: '' }, 'sigla')).toEqual(['Campo obrigatório.']);
    expect(errorsOf(schema, { ...valid, sigla: '   ' }, 'sigla')).toEqual(['Campo obrigatório.']);
    expect(errorsOf(schema, { ...valid, nome: undefined }, 'nome')).toEqual(['Campo obrigatório.']);
    expect(errorsOf(schema, { ...valid, nome: null }, 'nome')).toEqual(['Campo obrigatório.']);
    expect(errorsOf(schema, { ...valid, ativo: undefined }, 'ativo')).toEqual(['Confirme se ativo ou inativo.']);
    expect(errorsOf(schema, { ...valid, ativo: '' }, 'ativo')).toEqual(['Confirme se ativo ou inativo.']);
    expect(errorsOf(schema, { ...valid, ativo: 'talvez' }, 'ativo')).toEqual(['Confirme se ativo ou inativo.']);
  });

  it('sigla: 60 passes, 61 fails', () => {
    expect(errorsOf(schema, { ...valid, sigla: 'S'.repeat(60) })).toEqual([]);
    expect(errorsOf(schema, { ...valid, sigla: 'S'.repeat(61) }, 'sigla')).toEqual(['Sigla deve possuir no máximo 60 dígitos.']);
  });

  it('nome: 60 passes, 61 fails', () => {
    expect(errorsOf(schema, { ...valid, nome: 'N'.repeat(60) })).toEqual([]);
    expect(errorsOf(schema, { ...valid, nome: 'N'.repeat(61) }, 'nome')).toEqual(['Nome deve possuir no máximo 60 dígitos.']);
  });

  it('descricao: optional, 300 passes, 301 fails, blank becomes null', () => {
    expect(errorsOf(schema, { ...valid, descricao: undefined })).toEqual([]);
    expect(errorsOf(schema, { ...valid, descricao: null })).toEqual([]);
    expect(errorsOf(schema, { ...valid, descricao: 'd'.repeat(300) })).toEqual([]);
    expect(errorsOf(schema, { ...valid, descricao: 'd'.repeat(301) }, 'descricao')).toEqual(['Limite máximo de 300 caracteres.']);
    expect(valueOf(schema, { ...valid, descricao: '  ' })).toMatchObject({ descricao: null });
  });

  it('ativo accepts the API 1/0 and booleans', () => {
    expect(valueOf(schema, { ...valid, ativo: 1 })).toMatchObject({ ativo: true });
    expect(valueOf(schema, { ...valid, ativo: 0 })).toMatchObject({ ativo: false });
    expect(valueOf(schema, { ...valid, ativo: 'false' })).toMatchObject({ ativo: false });
    expect(valueOf(schema, { ...valid, ativo: false })).toMatchObject({ ativo: false });
  });

  it('drops unknown fields (cod, extra)', () => {
    expect(valueOf(schema, { ...valid, cod: 3, extra: 'x' })).not.toHaveProperty('cod');
  });

  it('the empty form fails only on the required texts', () => {
    expect(errorsOf(schema, empty).sort()).toEqual(['Campo obrigatório.', 'Campo obrigatório.']);
  });
});

it('the sigla input is limited to 10 characters', () => {
  expect(SIGLA_FIELD_MAX).toBe(10);
});

describe('regimeSchema provisions', () => {
  const flags = [
    'provisiona_decimo_terceiro',
    'provisiona_ferias',
    'provisiona_terco_ferias',
    'provisiona_rescisao',
    'provisiona_fgts',
  ] as const;

  it('defaults to the CLT provisions when missing or blank', () => {
    const value = valueOf(regimeSchema, { ...valid, provisiona_ferias: '' });
    for (const flag of flags) expect(value[flag]).toBe(true);
    expect(value.recesso_remunerado).toBe(false);
  });

  it('keeps the given flags (intern: only paid recess)', () => {
    const input = { ...valid, recesso_remunerado: 1, ...Object.fromEntries(flags.map((flag) => [flag, 0])) };
    const value = valueOf(regimeSchema, input);
    for (const flag of flags) expect(value[flag]).toBe(false);
    expect(value.recesso_remunerado).toBe(true);
  });

  it('rejects a flag that is not a boolean', () => {
    expect(errorsOf(regimeSchema, { ...valid, provisiona_fgts: 'sim' }, 'provisiona_fgts')).toEqual(['Campo obrigatório.']);
  });
});
