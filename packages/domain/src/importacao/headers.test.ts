import { checkHeaders, toLayoutRows } from './headers';
import { IMPORT_LAYOUTS, IMPORT_MESSAGES, layoutColumns } from './layouts';
import { percentCellToFraction } from './values';

const novos = IMPORT_LAYOUTS.colaboradores;
const beneficios = IMPORT_LAYOUTS['beneficios-colaborador'];
const atualizar = IMPORT_LAYOUTS['atualizar-colaboradores'];

describe('checkHeaders', () => {
  it('accepts the template headers of each layout', () => {
    for (const layout of Object.values(IMPORT_LAYOUTS)) {
      expect(checkHeaders(layout, layoutColumns(layout)).problems).toEqual([]);
    }
  });

  it('reports missing required headers, unknown and repeated ones', () => {
    const check = checkHeaders(novos, ['Nome', 'CPF', 'e-mail', 'salário', 'cpf', '']);
    expect(check.missing).toEqual(['sobrenome', 'email', 'dependentes', 'filial', 'departamento', 'regime', 'funcao', 'admissao', 'data_inicio']);
    expect(check.unknown).toEqual(['e-mail']);
    expect(check.duplicated).toEqual(['cpf']);
    expect(check.mapping).toEqual({ Nome: 'nome', CPF: 'cpf', salário: 'salario', cpf: 'cpf' });
    expect(check.problems).toEqual([
      IMPORT_MESSAGES.cabecalhosAusentes(check.missing),
      IMPORT_MESSAGES.cabecalhosDesconhecidos(['e-mail']),
      IMPORT_MESSAGES.cabecalhosRepetidos(['cpf']),
    ]);
  });

  it('matches headers regardless of case, accents, blanks and spaces', () => {
    expect(checkHeaders(beneficios, [' CPF ', 'BenefCod', 'valorbenefadic', 'ValorDescAdic']).problems).toEqual([]);
    expect(checkHeaders(novos, [...novos.required.map((c) => c.replace('_', ' ').toUpperCase())]).problems).toEqual([]);
  });

  it('asks an update file for at least one column to change', () => {
    expect(checkHeaders(atualizar, ['cpf']).problems).toEqual([IMPORT_MESSAGES.nadaParaAtualizar]);
    expect(checkHeaders(atualizar, ['cpf', 'salario', 'data_inicio']).problems).toEqual([]);
  });
});

describe('toLayoutRows', () => {
  it('keys rows by the layout column names, drops unknown columns and turns values into text', () => {
    expect(toLayoutRows(beneficios, [{ CPF: 52998224725, benefcod: 3, extra: 'x', ValorBenefAdic: null }])).toEqual([
      { cpf: '52998224725', benefCod: '3', valorBenefAdic: '' },
    ]);
  });
});

describe('percentCellToFraction', () => {
  it.each([
    ['12,5', '0.125'],
    ['12.5', '0.125'],
    ['12,5%', '0.125'],
    ['100 %', '1'],
    ['0', '0'],
    ['1.234,5', '12.345'],
    ['', ''],
    ['  ', ''],
    ['abc', 'abc'],
    ['1a', '1a'],
  ])('%s -> %s', (input, output) => {
    expect(percentCellToFraction(input)).toBe(output);
  });
});
