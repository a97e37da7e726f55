import { CADASTRO_LIMITS, CADASTRO_VALIDATION_MESSAGES, resolveToday } from './common';
import { CADASTRO_MESSAGES, EMPLOYEE_FORM_ERRORS_MESSAGE, FORM_ERRORS_MESSAGE } from './messages';
import {
  BASE_BENEFICIO_OPTIONS,
  BASE_IMPOSTO_OPTIONS,
  CLASSIFICACOES_EXCLUIDAS,
  classificationOptions,
  COMPARADORES,
  PERIODO_VALOR_OPTIONS,
  TIPO_IMPOSTO_OPTIONS,
  UF_OPTIONS,
  UNIDADES_FEDERATIVAS,
} from './options';

describe('the 27 state codes', () => {
  it('lists the 26 states and the Federal District once each, from AC to TO, as "SP — São Paulo"', () => {
    expect(UNIDADES_FEDERATIVAS).toHaveLength(27);
    expect(new Set(UNIDADES_FEDERATIVAS.map((uf) => uf.sigla)).size).toBe(27);
    expect(UNIDADES_FEDERATIVAS[0]).toEqual({ sigla: 'AC', nome: 'Acre' });
    expect(UNIDADES_FEDERATIVAS.at(-1)).toEqual({ sigla: 'TO', nome: 'Tocantins' });
    expect(UF_OPTIONS).toContainEqual({ value: 'SP', label: 'SP — São Paulo' });
    expect(UF_OPTIONS).toContainEqual({ value: 'DF', label: 'DF — Distrito Federal' });
  });
});

describe('select options', () => {
  it('have the spec values and pt-BR labels', () => {
    expect(PERIODO_VALOR_OPTIONS).toEqual([
      { value: 'dia', label: 'Dia' },
      { value: 'mes', label: 'Mês' },
    ]);
    expect(TIPO_IMPOSTO_OPTIONS).toEqual([
      { value: 'fixo', label: 'Fixo' },
      { value: 'percentual', label: 'Percentual' },
    ]);
    expect(BASE_IMPOSTO_OPTIONS).toEqual([
      { value: 'salario', label: 'Salário' },
      { value: 'imposto', label: 'Imposto' },
    ]);
    expect(BASE_BENEFICIO_OPTIONS).toEqual([
      { value: 'salario', label: 'Salário' },
      { value: 'beneficio', label: 'Benefício' },
    ]);
    expect(COMPARADORES).toEqual(['>', '>=', '=', '<=', '<']);
  });
});

describe('classificationOptions', () => {
  it('drops Financiado, Projetos Internos and Produtos (and blanks, repeats)', () => {
    expect(CLASSIFICACOES_EXCLUIDAS).toEqual(['Financiado', 'Projetos Internos', 'Produtos']);
    expect(
      classificationOptions(['Consultoria', 'Financiado', 'Projetos Internos', ' Produtos ', 'Sustentação', '', 'Consultoria']),
    ).toEqual(['Consultoria', 'Sustentação']);
    expect(classificationOptions([])).toEqual([]);
  });
});

describe('messages', () => {
  it('form-level messages', () => {
    expect(FORM_ERRORS_MESSAGE).toBe('Erros no formulário!');
    expect(EMPLOYEE_FORM_ERRORS_MESSAGE).toBe('Formulário possui erros');
  });

  it('success messages carry the new id', () => {
    expect(CADASTRO_MESSAGES.beneficioCriado(12)).toBe('Criado novo benefício código: 12');
    expect(CADASTRO_MESSAGES.colaboradorCriado('345')).toBe('Cadastrado novo colaborador com MATRÍCULA: 345');
    expect(CADASTRO_MESSAGES.departamentoCriado(4)).toBe('Criado novo departamento código: 4');
    expect(CADASTRO_MESSAGES.filialCriada(2)).toBe('Criado nova filial código: 2');
    expect(CADASTRO_MESSAGES.funcaoCriada(7)).toBe('Criado nova função código: 7');
    expect(CADASTRO_MESSAGES.impostoCriado(8)).toBe('Criado novo imposto código: 8');
    expect(CADASTRO_MESSAGES.regimeCriado(9)).toBe('Criado novo regime código: 9');
    expect(CADASTRO_MESSAGES.notaIrrf).toBe('Nota: dedução simplificada R$ 607,20.');
  });

  it('validation messages keep the spec wording with accents', () => {
    expect(CADASTRO_VALIDATION_MESSAGES.nomeMax).toBe('Nome deve possuir no máximo 60 dígitos.');
    expect(CADASTRO_VALIDATION_MESSAGES.opcao).toBe('Umas das opções deve ser informada.');
    expect(CADASTRO_LIMITS).toMatchObject({ nome: 60, sigla: 60, descricao: 300, observacao: 600, filialLabel: 20, cbo: 10 });
  });
});

describe('resolveToday', () => {
  it('prefers the context, then the fallback', () => {
    expect(resolveToday({ today: '2025-01-02' }, () => '2000-01-01')).toBe('2025-01-02');
    expect(resolveToday({ today: () => '2025-01-03' })).toBe('2025-01-03');
    expect(resolveToday(undefined, () => '2000-01-01')).toBe('2000-01-01');
    expect(resolveToday({})).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
