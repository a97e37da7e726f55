import { validate } from '../validation';
import { colaboradorSchema, DEFAULT_CARGA_HORARIA, emptyColaborador, makeColaboradorSchema } from './colaborador';
import { errorsOf, valueOf } from './testUtils';

const TODAY = '2025-06-15';
const schema = makeColaboradorSchema({ today: () => TODAY });

const valid = {
  nome: 'Maria',
  sobrenome: 'da Silva',
  email: 'maria.silva@example.com.br',
  cpf: '52998224725',
  dependentes: 2,
  endereco: 'Rua das Flores, 100',
  cidade: 'São Paulo',
  filial: 1,
  departamento: 2,
  regime: 1,
  funcao: 3,
  admissao: '2024-02-01',
  demissao: null,
  salario: 5000,
  carga_horaria: 8,
  classificacao: 'Consultoria',
  data_inicio: '2025-01-01',
  observacao: null,
};

describe('colaboradorSchema', () => {
  it('takes the state (UF) from the list of the 27 codes, in any case, or none', () => {
    expect(valueOf(schema, { ...valid, uf: 'sp' })).toEqual({ ...valid, uf: 'SP' });
    expect(valueOf(schema, { ...valid, uf: '' })).toEqual({ ...valid, uf: null });
    expect(errorsOf(schema, { ...valid, uf: 'XX' }, 'uf')).toEqual(['Selecione uma das 27 UFs da lista.']);
    expect(errorsOf(schema, { ...valid, uf: 'São Paulo' }, 'uf')).toEqual(['Selecione uma das 27 UFs da lista.']);
  });

  it('accepts a valid employee and drops unknown fields', () => {
    expect(valueOf(schema, { ...valid, mat: 7, ativo: true })).toEqual(valid);
  });

  it('the empty form reports every required field', () => {
    const result = validate(schema, emptyColaborador);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      const byField = (a: { field: string }, b: { field: string }) => a.field.localeCompare(b.field);
      expect([...result.errors].sort(byField)).toEqual([
        { field: 'nome', errorMessage: 'Campo obrigatório.' },
        { field: 'sobrenome', errorMessage: 'Campo obrigatório.' },
        { field: 'email', errorMessage: 'Campo obrigatório.' },
        { field: 'cpf', errorMessage: 'Campo obrigatório.' },
        { field: 'filial', errorMessage: 'Campo obrigatório.' },
        { field: 'departamento', errorMessage: 'Campo obrigatório.' },
        { field: 'regime', errorMessage: 'Campo obrigatório.' },
        { field: 'funcao', errorMessage: 'Campo obrigatório.' },
        { field: 'admissao', errorMessage: 'Campo obrigatório.' },
        { field: 'salario', errorMessage: 'Valor do salário deve ser informado.' },
        { field: 'data_inicio', errorMessage: 'Campo obrigatório.' },
      ].sort(byField));
    }
  });

  it('nome and sobrenome: 60 pass, 61 fail', () => {
    expect(errorsOf(schema, { ...valid, nome: 'n'.repeat(60), sobrenome: 's'.repeat(60) })).toEqual([]);
    expect(errorsOf(schema, { ...valid, nome: 'n'.repeat(61) }, 'nome')).toEqual(['Nome deve possuir no máximo 60 dígitos.']);
    expect(errorsOf(schema, { ...valid, sobrenome: 's'.repeat(61) }, 'sobrenome')).toEqual(['Sobrenome deve possuir no máximo 60 dígitos.']);
  });

  it('email must be valid', () => {
    expect(errorsOf(schema, { ...valid, email: 'maria@' }, 'email')).toEqual(['E-mail preenchido é inválido.']);
    expect(errorsOf(schema, { ...valid, email: 'maria.example.com' }, 'email')).toEqual(['E-mail preenchido é inválido.']);
    expect(valueOf(schema, { ...valid, email: ' maria@example.com ' })).toMatchObject({ email: 'maria@example.com' });
  });

  it('cpf: digits only, exactly 11, valid check digits', () => {
    expect(errorsOf(schema, { ...valid, cpf: '529.982.247-25' }, 'cpf')).toEqual(['Deve conter apenas números']);
    expect(errorsOf(schema, { ...valid, cpf: '5299822472' }, 'cpf')).toEqual(['CPF deve possuir 11 dígitos.']);
    expect(errorsOf(schema, { ...valid, cpf: '529982247250' }, 'cpf')).toEqual(['CPF deve possuir 11 dígitos.']);
    expect(errorsOf(schema, { ...valid, cpf: '52998224724' }, 'cpf')).toEqual(['CPF inválido.']);
    expect(errorsOf(schema, { ...valid, cpf: '11111111111' }, 'cpf')).toEqual(['CPF inválido.']);
    expect(errorsOf(schema, { ...valid, cpf: '11144477735' })).toEqual([]);
  });

  it('dependentes: required integer >= 0', () => {
    expect(errorsOf(schema, { ...valid, dependentes: 0 })).toEqual([]);
    expect(errorsOf(schema, { ...valid, dependentes: '' }, 'dependentes')).toEqual(['Campo obrigatório.']);
    expect(errorsOf(schema, { ...valid, dependentes: 1.5 }, 'dependentes')).toEqual(['Somente valores inteiros são permitidos.']);
    expect(errorsOf(schema, { ...valid, dependentes: -1 }, 'dependentes')).toEqual(['Valor deve ser igual ou maior que 0.']);
  });

  it('endereco 200, cidade 100, classificacao 60, observacao 600: at the limit passes, one over fails', () => {
    const atLimit = { endereco: 'e'.repeat(200), cidade: 'c'.repeat(100), classificacao: 'k'.repeat(60), observacao: 'o'.repeat(600) };
    expect(errorsOf(schema, { ...valid, ...atLimit })).toEqual([]);
    expect(errorsOf(schema, { ...valid, endereco: 'e'.repeat(201) }, 'endereco')).toEqual(['Limite máximo de 200 caracteres.']);
    expect(errorsOf(schema, { ...valid, cidade: 'c'.repeat(101) }, 'cidade')).toEqual(['Limite máximo de 100 caracteres.']);
    expect(errorsOf(schema, { ...valid, classificacao: 'k'.repeat(61) }, 'classificacao')).toEqual(['Limite máximo de 60 caracteres.']);
    expect(errorsOf(schema, { ...valid, observacao: 'o'.repeat(601) }, 'observacao')).toEqual(['Limite máximo de 600 caracteres.']);
  });

  it('filial, departamento, regime and funcao are codes', () => {
    expect(valueOf(schema, { ...valid, filial: '1', funcao: '3' })).toMatchObject({ filial: 1, funcao: 3 });
    expect(errorsOf(schema, { ...valid, regime: null }, 'regime')).toEqual(['Campo obrigatório.']);
  });

  it('salario: required, >= 0, 2 decimals', () => {
    expect(errorsOf(schema, { ...valid, salario: 0 })).toEqual([]);
    expect(errorsOf(schema, { ...valid, salario: null }, 'salario')).toEqual(['Valor do salário deve ser informado.']);
    expect(errorsOf(schema, { ...valid, salario: -0.01 }, 'salario')).toEqual(['Valor deve ser igual ou maior que 0,00']);
    expect(errorsOf(schema, { ...valid, salario: 'muito' }, 'salario')).toEqual(['Preencher com um valor numérico']);
    expect(valueOf(schema, { ...valid, salario: '3.000,005' })).toMatchObject({ salario: 3000.01 });
  });

  it('carga_horaria: integer >= 0; empty means the default 8 h', () => {
    expect(DEFAULT_CARGA_HORARIA).toBe(8);
    expect(valueOf(schema, { ...valid, carga_horaria: '' })).toMatchObject({ carga_horaria: 8 });
    expect(valueOf(schema, { ...valid, carga_horaria: undefined })).toMatchObject({ carga_horaria: 8 });
    expect(valueOf(schema, { ...valid, carga_horaria: '6' })).toMatchObject({ carga_horaria: 6 });
    expect(errorsOf(schema, { ...valid, carga_horaria: 7.5 }, 'carga_horaria')).toEqual(['Somente valores inteiros são permitidos.']);
    expect(errorsOf(schema, { ...valid, carga_horaria: 'oito' }, 'carga_horaria')).toEqual(['Somente valores inteiros são permitidos.']);
    expect(errorsOf(schema, { ...valid, carga_horaria: -1 }, 'carga_horaria')).toEqual(['Valor deve ser igual ou maior que 0.']);
  });

  it.each(['admissao', 'data_inicio'])('%s: required; today passes, tomorrow fails', (field) => {
    expect(errorsOf(schema, { ...valid, [field]: '' }, field)).toEqual(['Campo obrigatório.']);
    expect(errorsOf(schema, { ...valid, admissao: '2024-01-01', [field]: TODAY })).toEqual([]);
    expect(errorsOf(schema, { ...valid, [field]: '2025-06-16' }, field)).toEqual(['Não pode ser maior que hoje.']);
  });

  it('demissao: optional; today passes, tomorrow fails', () => {
    expect(valueOf(schema, { ...valid, demissao: '' })).toMatchObject({ demissao: null });
    expect(errorsOf(schema, { ...valid, demissao: TODAY })).toEqual([]);
    expect(errorsOf(schema, { ...valid, demissao: '2025-06-16' }, 'demissao')).toEqual(['Não pode ser maior que hoje.']);
  });

  it('demissao may not be before admissao (same day passes)', () => {
    expect(errorsOf(schema, { ...valid, demissao: '2024-02-01' })).toEqual([]);
    expect(errorsOf(schema, { ...valid, demissao: '2024-01-31' }, 'demissao')).toEqual(['Demissão não pode ser anterior à admissão.']);
  });

  it('dates accept dd/MM/yyyy and Date, and reject invalid text', () => {
    expect(valueOf(schema, { ...valid, admissao: '01/02/2024' })).toMatchObject({ admissao: '2024-02-01' });
    // 2024-02-01T12:00Z is 09:00 in São Paulo, same day
    expect(valueOf(schema, { ...valid, admissao: new Date('2024-02-01T12:00:00Z') })).toMatchObject({ admissao: '2024-02-01' });
    // 2024-02-01T01:00Z is still January 31 in São Paulo
    expect(valueOf(schema, { ...valid, admissao: '2024-02-01T01:00:00Z' })).toMatchObject({ admissao: '2024-01-31' });
    expect(errorsOf(schema, { ...valid, admissao: '2024-02-30' }, 'admissao')).toEqual(['Data inválida.']);
    expect(errorsOf(schema, { ...valid, admissao: 'ontem' }, 'admissao')).toEqual(['Data inválida.']);
    expect(errorsOf(schema, { ...valid, admissao: new Date('x') }, 'admissao')).toEqual(['Data inválida.']);
  });

  it('today can also come from the validation context (the default schema)', () => {
    const input = { ...valid, data_inicio: '2030-01-01' };
    expect(() => colaboradorSchema.validateSync(input, { context: { today: '2030-01-01' } })).not.toThrow();
    expect(() => colaboradorSchema.validateSync(input, { context: { today: '2029-12-31' } })).toThrow('Não pode ser maior que hoje.');
    expect(() => colaboradorSchema.validateSync(input, { context: { today: () => '2030-01-01' } })).not.toThrow();
  });

  it('the default schema uses today in São Paulo', () => {
    expect(errorsOf(colaboradorSchema, { ...valid, data_inicio: '2199-01-01' }, 'data_inicio')).toEqual(['Não pode ser maior que hoje.']);
    expect(errorsOf(colaboradorSchema, valid)).toEqual([]);
  });
});
