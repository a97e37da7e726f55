import Decimal from 'decimal.js';
import * as yup from 'yup';
import { parseIsoDate, toIsoDate } from '../format/dates';
import { dataNosLimites, fimMaximoDoPeriodo, PERIODO_MAXIMO_ANOS, PERIODO_MENSAGENS } from '../periodo';
import { COTACAO_CAMPO_MAX } from '../format/cotacao';
import { parseBrDecimal } from '../format/inputs';
import { isWholeCalendarMonth } from './periodo';
import { MOEDAS, TIPOS_CUSTO, type Moeda, type TipoCusto } from './respostas';

/**
 * Validation of the project forms and bodies (spec 01 section 5). The same schemas validate the
 * screens' forms and the API bodies (`validate(schema, body)`). Money and rates come out as
 * decimal strings ('1234.56', '0.0935'); dates as 'yyyy-MM-dd'.
 */

export const PROJETO_MESSAGES = {
  obrigatorio: 'Campo obrigatório',
  nomeRelatorio: 'Informe o nome do relatório',
  nomeDuplicado: 'Já existe um relatório com este nome.',
  despesasFixas: 'As despesas operacionais do relatório de margem são fixas em 13,70% da receita líquida.',
  nomeMax: 'Nome deve possuir no máximo 120 caracteres.',
  descricaoMax: 'Limite máximo de 300 caracteres.',
  dataInvalida: 'Data inválida.',
  dataFimMaior: 'Data fim deve ser igual ou posterior à data início.',
  valorInvalido: 'Preencher com um valor numérico',
  cotacaoInvalida: 'Informe uma cotação maior que 0,00',
  cotacaoMax: 'A cotação deve ter no máximo 5 caracteres.',
  taxaInvalida: 'Percentual deve ser entre 0 e 100',
  receitaNegativa: 'Receita bruta deve ser igual ou maior que 0,00',
  tipoCusto: 'Tipo de custo inválido.',
  moeda: 'Moeda inválida.',
  projeto: 'Informe o projeto.',
  salvarSomenteMesInteiro:
    'O relatório só pode ser salvo para um único projeto e um mês inteiro (do dia 1 ao último dia do mês). Crie uma simulação.',
  clienteSemProjetos: 'Nenhum projeto encontrado para esse cliente.',
  tabelaVazia: 'Nenhum item para mostrar',
  erroCalcular: 'Erro ao calcular a margem do projeto.',
  erroSalvar: 'Erro ao salvar a margem do projeto.',
  erroSimulacao: 'Erro ao criar simulação.',
  erroSimulacaoMargem: 'Erro ao criar simulação da margem do projeto.',
  erroSalvarCustos: 'Erro ao salvar o(s) custo(s) do projeto.',
  erroSalvarCusto: 'Erro ao salvar os dados do custo',
  erroExcluirCusto: 'Erro ao excluir os dados do custo',
  erroRenomear: 'Não foi possível alterar o nome do relatório.',
  erroGrafico: 'Não foi possível construir o gráfico...',
  erroCarregar: 'Não foi possível carregar os dados',
  custoSomenteDono: 'Somente quem cadastrou o custo pode alterá-lo ou excluí-lo.',
  relatorioSalvo: (nome: string) => `Relatório '${nome}' de margem de projeto salvo com sucesso`,
  simulacaoSalva: (nome: string) => `Simulação '${nome}' de margem de projeto salvo com sucesso`,
  custosSalvos: (inicio: string, fim: string) => `Custo(s) ${inicio} - ${fim} salvo(s) com sucesso!`,
  custoSalvo: 'Custo salvo com sucesso.',
  custoExcluido: 'Custo excluído com sucesso.',
  relatorioExcluido: 'Relatório excluído com sucesso.',
  relatorioReativado: 'Relatório reativado com sucesso.',
  clienteAssociado: 'Cliente associado ao projeto com sucesso.',
  nomeCliente: 'Informe o nome do cliente.',
  nomeClienteMax: 'Nome do cliente deve possuir no máximo 120 caracteres.',
  chaveCliente: 'Informe a chave do cliente.',
  chaveClienteMax: 'Chave do cliente deve possuir no máximo 30 caracteres.',
  clienteDuplicado: 'Já existe um cliente com este nome ou chave.',
  clienteNomeDuplicado: 'Já existe um cliente com este nome.',
  clienteNaoEncontrado: 'Cliente não encontrado.',
  clienteCriado: (nome: string) => `Cliente '${nome}' criado com sucesso.`,
  clienteRenomeado: 'Nome do cliente alterado com sucesso.',
  clienteDesassociado: 'Projeto desassociado do cliente com sucesso.',
  projetoNaoAssociado: 'O projeto não está associado a este cliente.',
} as const;

const M = PROJETO_MESSAGES;

export const PROJETO_LIMITES = {
  nomeRelatorio: 120,
  /** Client name and key (columns cliente.nome and cliente.chave). */
  nomeCliente: 120,
  chaveCliente: 30,
  descricao: 300,
  /** Rate input (cotação): at most 5 characters (spec 01 section 5). */
  cotacaoCampo: COTACAO_CAMPO_MAX,
  /** Currency input: at most 16 characters. */
  moedaCampo: 16,
  /** Tasks table page size. */
  tarefasPorPagina: 10,
} as const;

/** Types whose description shows the placeholder 'Especificar tipo de custo' (spec 01 section 5). */
export const TIPOS_COM_ESPECIFICACAO: readonly TipoCusto[] = ['INFRA_CLOUD', 'FORNECEDORES_TERCEIROS', 'OUTROS'];
export const PLACEHOLDER_ESPECIFICAR = 'Especificar tipo de custo';

export function placeholderDescricao(tipo: TipoCusto | '' | null | undefined): string {
  return tipo && TIPOS_COM_ESPECIFICACAO.includes(tipo) ? PLACEHOLDER_ESPECIFICAR : '';
}

/** The rate field is shown only for a currency other than BRL. */
export function mostraCotacao(moeda: Moeda | '' | null | undefined): boolean {
  return !!moeda && moeda !== 'BRL';
}

/**
 * Years of the list filter: only the years that have projects (the year of their last issue
 * update, which the server answers), the current year first, then the others newest first.
 */
export function anosDoFiltro(anosComDados: readonly number[], anoAtual: number): number[] {
  const unicos = [...new Set(anosComDados.filter((ano) => Number.isInteger(ano) && ano > 0))];
  return unicos.sort((a, b) => (a === anoAtual ? -1 : b === anoAtual ? 1 : b - a));
}

// ----------------------------------------------------------------------------------- casts

const isBlank = (value: unknown) => value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/**
 * Decimal text from a number, an API decimal ('1234.56') or pt-BR text ('1.234,56', 'R$ 10,00').
 * Blank → null; anything else that is not a number → 'NaN' (fails the field's number test).
 */
export function decimalText(value: unknown): string | null {
  if (isBlank(value)) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? new Decimal(value).toString() : 'NaN';
  if (Decimal.isDecimal(value)) return (value as Decimal).toString();
  const text = String(value).trim();
  if (/^-?\d+(\.\d+)?$/.test(text)) return new Decimal(text).toString();
  if (text.includes(',')) {
    const parsed = parseBrDecimal(text);
    return parsed ? parsed.toString() : 'NaN';
  }
  return 'NaN';
}

const isNumberText = (value: unknown) => typeof value === 'string' && value !== 'NaN' && /^-?\d+(\.\d+)?$/.test(value);

/** Money: decimal text rounded half-up to cents; required with `required`. */
function moneyText(required: string) {
  return yup
    .string()
    .transform((_value: unknown, original: unknown) => {
      const text = decimalText(original);
      if (text === null || text === 'NaN') return text;
      return new Decimal(text).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
    })
    .nullable()
    .required(required)
    .test('numero', M.valorInvalido, (value) => value === null || value === undefined || isNumberText(value));
}

/** A rate as a fraction (decimal text 0..1), optional: missing → the margin default. */
function fractionText() {
  return yup
    .string()
    .transform((_value: unknown, original: unknown) => decimalText(original))
    .nullable()
    .optional()
    .test('taxa', M.taxaInvalida, (value) => {
      if (value === null || value === undefined) return true;
      if (!isNumberText(value)) return false;
      const rate = new Decimal(value);
      return rate.greaterThanOrEqualTo(0) && rate.lessThanOrEqualTo(1);
    });
}

/** A calendar date ('yyyy-MM-dd' or 'dd/MM/yyyy') read as 'yyyy-MM-dd', within the years the routes keep; null when blank. */
function dataCalendario() {
  return yup
    .string()
    .transform((_value: unknown, original: unknown) => {
      if (isBlank(original)) return null;
      if (original instanceof Date || typeof original === 'string') {
        const iso = toIsoDate(original);
        return iso === '' ? 'invalid' : iso;
      }
      return 'invalid';
    })
    .nullable()
    .test('data', M.dataInvalida, (value) => value === null || value === undefined || parseIsoDate(value) !== null)
    .test('data-nos-limites', PERIODO_MENSAGENS.foraDosLimites, (value) => dataNosLimites(value));
}

function dateText(required = M.obrigatorio) {
  return dataCalendario().required(required);
}

/** The end of a period at most 10 years after its start (the domain's period rule, src/periodo.ts). */
function periodoNoMaximo(campoInicio: string) {
  return {
    name: 'periodo-maximo',
    message: PERIODO_MENSAGENS.longo(PERIODO_MAXIMO_ANOS),
    test(this: yup.TestContext, value: unknown) {
      const inicio = (this.parent as Record<string, unknown> | undefined)?.[campoInicio];
      if (typeof value !== 'string' || typeof inicio !== 'string') return true;
      if (!parseIsoDate(value) || !parseIsoDate(inicio) || value < inicio) return true;
      return value <= fimMaximoDoPeriodo(inicio);
    },
  };
}

/** An optional calendar date ('yyyy-MM-dd' or 'dd/MM/yyyy'); null when blank. */
function dataOpcional() {
  return dataCalendario().optional();
}

/**
 * The date of a foreign cost's rate (issue 34 point 4): the date the form's quote was taken when it
 * sent one, else the cost's date (its period's first day) — a rate typed by hand is the rate of the
 * cost's date. Null for BRL (no rate).
 */
export function cotacaoDataDoCusto(moeda: Moeda, cotacaoData: string | null | undefined, periodoInicio: string): string | null {
  if (moeda === 'BRL') return null;
  return cotacaoData || periodoInicio;
}

function fimNaoAntesDoInicio(campoInicio: string) {
  return {
    name: 'fim-depois-do-inicio',
    message: M.dataFimMaior,
    test(this: yup.TestContext, value: unknown) {
      const inicio = (this.parent as Record<string, unknown> | undefined)?.[campoInicio];
      if (typeof value !== 'string' || typeof inicio !== 'string') return true;
      if (!parseIsoDate(value) || !parseIsoDate(inicio)) return true;
      return value >= inicio;
    },
  };
}

const tipoCustoField = () =>
  yup
    .string()
    .transform((value: unknown) => (isBlank(value) ? null : value))
    .nullable()
    .required(M.obrigatorio)
    .test('tipo', M.tipoCusto, (value) => value === null || value === undefined || (TIPOS_CUSTO as readonly string[]).includes(value)) as unknown as yup.StringSchema<TipoCusto>;

const moedaField = () =>
  yup
    .string()
    .transform((value: unknown) => (isBlank(value) ? undefined : String(value).trim().toUpperCase()))
    .default('BRL')
    .oneOf([...MOEDAS], M.moeda) as unknown as yup.StringSchema<Moeda>;

/** cotacao: 1 for BRL; for USD/EUR required and > 0 (the field holds at most 5 characters). */
const cotacaoField = () =>
  yup
    .string()
    .transform((_value: unknown, original: unknown) => decimalText(original))
    .nullable()
    .optional()
    .test('cotacao', M.cotacaoInvalida, function (value) {
      const moeda = (this.parent as { moeda?: string } | undefined)?.moeda ?? 'BRL';
      if (moeda === 'BRL') return true;
      if (value === null || value === undefined) return this.createError({ message: M.obrigatorio });
      return isNumberText(value) && new Decimal(value).greaterThan(0);
    });

/** After validation: BRL always has rate 1; foreign rates with at most 6 places (NUMERIC(12,6)). */
export function normalizarCotacao(moeda: Moeda, cotacao: string | null | undefined): string {
  if (moeda === 'BRL' || !cotacao) return '1';
  return new Decimal(cotacao).toDecimalPlaces(6, Decimal.ROUND_HALF_UP).toString();
}

const valorNaoZero = () =>
  moneyText(M.obrigatorio).test('nao-zero', M.obrigatorio, (value) => !isNumberText(value) || !new Decimal(value!).isZero());

const descricaoField = () =>
  yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : typeof value === 'string' ? value.trim() : value))
    .max(PROJETO_LIMITES.descricao, M.descricaoMax)
    .nullable()
    .optional();

/** An extra project cost (spec 01 section 5 'Cost creation'; body of POST /custo-projeto and PUT /custo-projeto/:id). */
export const custoProjetoSchema = yup.object({
  email: yup.string().trim().lowercase().nullable().optional(),
  projeto: yup.string().trim().required(M.projeto),
  periodo_inicio: dateText(),
  periodo_fim: dateText().test(fimNaoAntesDoInicio('periodo_inicio')).test(periodoNoMaximo('periodo_inicio')),
  tipo_custo: tipoCustoField(),
  descricao: descricaoField(),
  valor: valorNaoZero(),
  moeda: moedaField(),
  cotacao: cotacaoField(),
  /** The date of the rate (yyyy-MM-dd); optional: without it a foreign cost's rate is the rate of the cost's date (periodo_inicio). */
  cotacao_data: dataOpcional(),
});
export type CustoProjetoEntrada = yup.InferType<typeof custoProjetoSchema>;

/** An indirect cost inside a margin calculation or report (no project or period of its own). */
export const custoIndiretoSchema = yup.object({
  tipo_custo: tipoCustoField(),
  descricao: descricaoField(),
  valor: valorNaoZero(),
  moeda: moedaField(),
  cotacao: cotacaoField(),
});
export type CustoIndiretoEntrada = yup.InferType<typeof custoIndiretoSchema>;

/** The report (or simulation) name: required, at most 120 characters. Uniqueness is the server's lookup. */
export const nomeRelatorioField = () =>
  yup.string().transform((value: unknown) => (typeof value === 'string' ? value.trim() : value)).required(M.nomeRelatorio).max(PROJETO_LIMITES.nomeRelatorio, M.nomeMax);

/** PATCH .../margem/:id body (rename). */
export const renomearRelatorioSchema = yup.object({ nome: nomeRelatorioField() });

const textoAparado = () => yup.string().transform((value: unknown) => (typeof value === 'string' ? value.trim() : value));
const nomeClienteField = () => textoAparado().required(M.nomeCliente).max(PROJETO_LIMITES.nomeCliente, M.nomeClienteMax);

/** A new client (body `cliente` of POST /cliente/createClientWithProjects; the clients screen's form). The key is stored upper-case. */
export const clienteSchema = yup.object({
  name: nomeClienteField(),
  key: textoAparado()
    .transform((value: unknown) => (typeof value === 'string' ? value.toUpperCase() : value))
    .required(M.chaveCliente)
    .max(PROJETO_LIMITES.chaveCliente, M.chaveClienteMax),
});

/** PATCH /cliente/:id body (rename). */
export const renomearClienteSchema = yup.object({ name: nomeClienteField() });

/** Project keys: a list, or one text with keys separated by commas. */
const chavesField = () =>
  yup
    .array()
    .transform((_value: unknown, original: unknown) => {
      const list = Array.isArray(original) ? original : typeof original === 'string' ? original.split(',') : [];
      return [...new Set(list.map((key) => String(key).trim().toUpperCase()).filter(Boolean))];
    })
    .of(yup.string().required())
    .min(1, M.projeto)
    .required(M.projeto);

/**
 * The hour cost typed on a margin result simulation (spec 03 section 3 form field custoHH):
 * optional, >= 0; honoured only for simulations (a report always uses the server's hour cost).
 */
const custoHHField = () =>
  yup
    .string()
    .transform((_value: unknown, original: unknown) => {
      const text = decimalText(original);
      if (text === null || text === 'NaN') return text;
      return new Decimal(text).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
    })
    .nullable()
    .optional()
    .test('numero', M.valorInvalido, (value) => value === null || value === undefined || (isNumberText(value) && new Decimal(value).greaterThanOrEqualTo(0)));

const taxasFields = () => ({
  taxaImposto: fractionText(),
  taxaImpostoResultado: fractionText(),
  taxaRv: fractionText(),
  taxaRateio: fractionText(),
  taxaDespesas: fractionText(),
});

/** POST .../margem/simulator body: the inputs; the server computes the hour cost and the figures. */
export const margemEntradaSchema = yup.object({
  keys: chavesField(),
  periodoInicio: dateText(),
  periodoFim: dateText().test(fimNaoAntesDoInicio('periodoInicio')).test(periodoNoMaximo('periodoInicio')),
  receitaBruta: moneyText(M.obrigatorio).test('nao-negativa', M.receitaNegativa, (value) => !isNumberText(value) || new Decimal(value!).greaterThanOrEqualTo(0)),
  ...taxasFields(),
  custoHH: custoHHField(),
  custosIndiretos: yup.array().of(custoIndiretoSchema).default([]),
});
export type MargemEntrada = yup.InferType<typeof margemEntradaSchema>;

/**
 * The save payload (spec 01 section 3, camelCase) of a report or simulation. The figures the
 * client sends are accepted but not trusted: the server recomputes them from these inputs.
 * `projeto` holds the key(s). A report (`tipo` 'relatorio') must be one project over one whole
 * calendar month: check with `validarPeriodoRelatorio`.
 */
export const relatorioMargemSchema = yup.object({
  nomeRelatorio: nomeRelatorioField(),
  email: yup.string().trim().lowercase().nullable().optional(),
  projeto: chavesField(),
  periodoInicio: dateText(),
  periodoFim: dateText().test(fimNaoAntesDoInicio('periodoInicio')).test(periodoNoMaximo('periodoInicio')),
  receitaBruta: moneyText(M.obrigatorio).test('nao-negativa', M.receitaNegativa, (value) => !isNumberText(value) || new Decimal(value!).greaterThanOrEqualTo(0)),
  ...taxasFields(),
  custoHH: custoHHField(),
  custosIndiretos: yup.array().of(custoIndiretoSchema).default([]),
});
export type RelatorioMargemEntrada = yup.InferType<typeof relatorioMargemSchema>;

/** Whole-month rule of a saved report (spec 01 section 4): null when fine, else the message. */
export function validarPeriodoRelatorio(projetos: readonly string[], inicio: string, fim: string): string | null {
  return projetos.length === 1 && isWholeCalendarMonth(inicio, fim) ? null : M.salvarSomenteMesInteiro;
}
