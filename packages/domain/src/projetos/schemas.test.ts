import { validate } from '../validation';
import {
  anosDoFiltro,
  custoProjetoSchema,
  decimalText,
  margemEntradaSchema,
  mostraCotacao,
  normalizarCotacao,
  placeholderDescricao,
  relatorioMargemSchema,
  renomearRelatorioSchema,
  validarPeriodoRelatorio,
  type CustoProjetoEntrada,
  type RelatorioMargemEntrada,
} from './schemas';

const custo = {
  email: 'financeiro@veecode.com.br',
  projeto: 'ACME',
  periodo_inicio: '2026-10-01',
  periodo_fim: '2026-10-31',
  tipo_custo: 'INFRA_CLOUD',
  descricao: 'AWS',
  valor: '150.5',
  moeda: 'USD',
  cotacao: '5,43',
};

describe('cost creation (spec 01 section 5)', () => {
  it('accepts a valid cost and normalises money, rate and dates', () => {
    const result = validate<CustoProjetoEntrada>(custoProjetoSchema, { ...custo, periodo_inicio: '01/10/2026' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ valor: '150.50', cotacao: '5.43', periodo_inicio: '2026-10-01', moeda: 'USD' });
  });

  it("requires tipo_custo and a non-zero valor with 'Campo obrigatório'", () => {
    const result = validate(custoProjetoSchema, { ...custo, tipo_custo: '', valor: '0,00' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { field: 'tipo_custo', errorMessage: 'Campo obrigatório' },
        { field: 'valor', errorMessage: 'Campo obrigatório' },
      ]),
    );
    expect(result.errors).toHaveLength(2);
  });

  it('requires a positive rate for USD/EUR and ignores it for BRL', () => {
    const semCotacao = validate(custoProjetoSchema, { ...custo, cotacao: '' });
    expect(semCotacao).toMatchObject({ ok: false, errors: [{ field: 'cotacao', errorMessage: 'Campo obrigatório' }] });
    const zero = validate(custoProjetoSchema, { ...custo, moeda: 'EUR', cotacao: '0' });
    expect(zero).toMatchObject({ ok: false, errors: [{ field: 'cotacao' }] });
    const brl = validate<CustoProjetoEntrada>(custoProjetoSchema, { ...custo, moeda: 'BRL', cotacao: '' });
    expect(brl.ok).toBe(true);
    expect(normalizarCotacao('BRL', '5')).toBe('1');
    expect(normalizarCotacao('USD', '5.4321999')).toBe('5.4322');
  });

  it('refuses an unknown type or currency, an end before the start and bad dates', () => {
    const result = validate(custoProjetoSchema, { ...custo, tipo_custo: 'X', moeda: 'JPY', periodo_fim: '2026-09-30' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.field).sort()).toEqual(['moeda', 'periodo_fim', 'tipo_custo']);
    const data = validate(custoProjetoSchema, { ...custo, periodo_inicio: '31/02/2026' });
    expect(data).toMatchObject({ ok: false, errors: [{ field: 'periodo_inicio', errorMessage: 'Data inválida.' }] });
  });

  it('shows the rate field for foreign currencies and the placeholder for three types', () => {
    expect(mostraCotacao('BRL')).toBe(false);
    expect(mostraCotacao('USD')).toBe(true);
    expect(placeholderDescricao('INFRA_CLOUD')).toBe('Especificar tipo de custo');
    expect(placeholderDescricao('FORNECEDORES_TERCEIROS')).toBe('Especificar tipo de custo');
    expect(placeholderDescricao('OUTROS')).toBe('Especificar tipo de custo');
    expect(placeholderDescricao('HORAS_EXTRAS')).toBe('');
  });
});

describe('margin report and simulation bodies', () => {
  const body = {
    nomeRelatorio: '  Outubro ACME ',
    projeto: 'acme',
    periodoInicio: '2026-10-01',
    periodoFim: '2026-10-31',
    receitaBruta: '100.000,00',
    taxaImposto: '0.0935',
    custosIndiretos: [{ tipo_custo: 'OUTROS', valor: '10', moeda: 'BRL' }],
  };

  it('normalises the name, keys and money', () => {
    const result = validate<RelatorioMargemEntrada>(relatorioMargemSchema, body);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value).toMatchObject({ nomeRelatorio: 'Outubro ACME', projeto: ['ACME'], receitaBruta: '100000.00' });
  });

  it("requires the name with 'Informe o nome do relatório'", () => {
    expect(validate(relatorioMargemSchema, { ...body, nomeRelatorio: ' ' })).toMatchObject({
      ok: false,
      errors: [{ field: 'nomeRelatorio', errorMessage: 'Informe o nome do relatório' }],
    });
    expect(validate(renomearRelatorioSchema, {})).toMatchObject({
      ok: false,
      errors: [{ field: 'nome', errorMessage: 'Informe o nome do relatório' }],
    });
  });

  it('refuses rates outside 0..1 and negative revenue', () => {
    const result = validate(margemEntradaSchema, { keys: ['A'], periodoInicio: '2026-01-01', periodoFim: '2026-01-31', receitaBruta: '-1', taxaRv: '1.5' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.map((error) => error.field).sort()).toEqual(['receitaBruta', 'taxaRv']);
  });

  it('saves a report only for one project over one whole month', () => {
    expect(validarPeriodoRelatorio(['A'], '2026-10-01', '2026-10-31')).toBeNull();
    expect(validarPeriodoRelatorio(['A', 'B'], '2026-10-01', '2026-10-31')).toMatch(/simulação/);
    expect(validarPeriodoRelatorio(['A'], '2026-10-01', '2026-11-30')).toMatch(/simulação/);
  });
});

describe('helpers', () => {
  it('reads decimals from numbers, API text and pt-BR text', () => {
    expect(decimalText(12.5)).toBe('12.5');
    expect(decimalText('1234.56')).toBe('1234.56');
    expect(decimalText('R$ 1.234,56')).toBe('1234.56');
    expect(decimalText('')).toBeNull();
    expect(decimalText('abc')).toBe('NaN');
  });

  it('offers only the years with data, the current one first, then newest first', () => {
    expect(anosDoFiltro([2024, 2026, 2025, 2026], 2026)).toEqual([2026, 2025, 2024]);
    // A year after the current one (a date typed ahead in Jira) comes after the current year.
    expect(anosDoFiltro([2023, 2027, 2026], 2026)).toEqual([2026, 2027, 2023]);
    // No project updated this year: the others, newest first; nothing invented.
    expect(anosDoFiltro([2024, 2025], 2026)).toEqual([2025, 2024]);
    expect(anosDoFiltro([], 2026)).toEqual([]);
  });
});
