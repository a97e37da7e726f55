import { emptyFilial, filialSchema } from './filial';
import { emptyFuncao, funcaoSchema } from './funcao';
import { errorsOf, valueOf } from './testUtils';

describe('filialSchema', () => {
  const valid = { label: 'Matriz', cnpj: '11222333000181', ativo: true };

  it('accepts a valid branch', () => {
    expect(valueOf(filialSchema, { ...valid, cod: 1 })).toEqual(valid);
  });

  it('requires label, cnpj and ativo', () => {
    expect(errorsOf(filialSchema, emptyFilial)).toEqual(['Campo obrigatório.', 'Campo obrigatório.']);
    expect(errorsOf(filialSchema, { ...valid, ativo: null }, 'ativo')).toEqual(['Confirme se ativo ou inativo.']);
  });

  it('label: 20 passes, 21 fails', () => {
    expect(errorsOf(filialSchema, { ...valid, label: 'L'.repeat(20) })).toEqual([]);
    expect(errorsOf(filialSchema, { ...valid, label: 'L'.repeat(21) }, 'label')).toEqual([
      'Identificação deve possuir no máximo 20 caracteres.',
    ]);
  });

  it('cnpj: digits only', () => {
    expect(errorsOf(filialSchema, { ...valid, cnpj: '11.222.333/0001-81' }, 'cnpj')).toEqual(['Deve conter apenas números']);
    expect(errorsOf(filialSchema, { ...valid, cnpj: '1122233300018a' }, 'cnpj')).toEqual(['Deve conter apenas números']);
  });

  it('cnpj: 11 digits pass, 10 fail, 15 fail', () => {
    expect(errorsOf(filialSchema, { ...valid, cnpj: '12345678901' })).toEqual([]);
    expect(errorsOf(filialSchema, { ...valid, cnpj: '1234567890' }, 'cnpj')).toEqual(['CNPJ deve possuir pelo menos 11 dígitos.']);
    expect(errorsOf(filialSchema, { ...valid, cnpj: '112223330001810' }, 'cnpj')).toEqual(['CNPJ deve possuir no máximo 14 dígitos.']);
  });

  it('cnpj: with 14 digits the check digits must be right', () => {
    expect(errorsOf(filialSchema, { ...valid, cnpj: '33000167000101' })).toEqual([]);
    expect(errorsOf(filialSchema, { ...valid, cnpj: '11222333000180' }, 'cnpj')).toEqual(['CNPJ inválido.']);
    expect(errorsOf(filialSchema, { ...valid, cnpj: '00000000000000' }, 'cnpj')).toEqual(['CNPJ inválido.']);
  });

  it('cnpj is trimmed', () => {
    expect(valueOf(filialSchema, { ...valid, cnpj: ' 11222333000181 ' })).toMatchObject({ cnpj: '11222333000181' });
  });
});

describe('funcaoSchema', () => {
  const valid = { cbo: '212405', nome: 'Analista de sistemas', descricao: null, ativo: 1 };

  it('accepts a valid function', () => {
    expect(valueOf(funcaoSchema, valid)).toEqual(valid);
  });

  it('requires cbo, nome and ativo', () => {
    expect(errorsOf(funcaoSchema, { ...emptyFuncao, ativo: '' })).toEqual([
      'Campo obrigatório.',
      'Campo obrigatório.',
      'Confirme se ativo ou inativo.',
    ]);
  });

  it('cbo: digits only; 10 digits pass, 11 fail', () => {
    expect(errorsOf(funcaoSchema, { ...valid, cbo: '2124-05' }, 'cbo')).toEqual(['Deve conter apenas números']);
    expect(errorsOf(funcaoSchema, { ...valid, cbo: '1234567890' })).toEqual([]);
    expect(errorsOf(funcaoSchema, { ...valid, cbo: '12345678901' }, 'cbo')).toEqual(['CBO deve possuir no máximo 10 dígitos.']);
  });

  it('nome: 60 passes, 61 fails; descricao: 300 passes, 301 fails', () => {
    expect(errorsOf(funcaoSchema, { ...valid, nome: 'n'.repeat(60), descricao: 'd'.repeat(300) })).toEqual([]);
    expect(errorsOf(funcaoSchema, { ...valid, nome: 'n'.repeat(61) }, 'nome')).toEqual(['Nome deve possuir no máximo 60 dígitos.']);
    expect(errorsOf(funcaoSchema, { ...valid, descricao: 'd'.repeat(301) }, 'descricao')).toEqual(['Limite máximo de 300 caracteres.']);
  });

  it('ativo is 0, 1 or 2 (simulator); booleans map to 1/0', () => {
    for (const ativo of [0, 1, 2]) expect(valueOf(funcaoSchema, { ...valid, ativo })).toMatchObject({ ativo });
    expect(valueOf(funcaoSchema, { ...valid, ativo: '2' })).toMatchObject({ ativo: 2 });
    expect(valueOf(funcaoSchema, { ...valid, ativo: true })).toMatchObject({ ativo: 1 });
    expect(valueOf(funcaoSchema, { ...valid, ativo: false })).toMatchObject({ ativo: 0 });
    expect(errorsOf(funcaoSchema, { ...valid, ativo: 3 }, 'ativo')).toEqual(['Confirme se ativo ou inativo.']);
    expect(errorsOf(funcaoSchema, { ...valid, ativo: 'x' }, 'ativo')).toEqual(['Confirme se ativo ou inativo.']);
  });
});
