import Decimal from 'decimal.js';
import * as yup from 'yup';
import { REQUIRED_MESSAGE } from '../auth/schemas';
import { parseIsoDate, todayInSaoPaulo, toIsoDate } from '../format/dates';
import { dataNosLimites, PERIODO_MENSAGENS } from '../periodo';
import { parseBrDecimal } from '../format/inputs';
import { isSiglaUf } from './options';

/**
 * Building blocks shared by the registration (cadastros) schemas. Every schema is used both by
 * the Formik form and by the backend route (`validate(schema, body)`), so the casts here accept
 * what an HTML form holds ('' for an empty input, numeric text, 'yyyy-MM-dd' or a Date) as well as
 * what the API sends (numbers, 1/0 booleans), and produce what the database stores.
 */

/** Limits of spec 02 section 9. */
export const CADASTRO_LIMITS = {
  nome: 60,
  sigla: 60,
  descricao: 300,
  observacao: 600,
  filialLabel: 20,
  cbo: 10,
  cpf: 11,
  cnpjMin: 11,
  cnpjMax: 14,
  endereco: 200,
  cidade: 100,
  /** The e-mail column (RFC 5321's 254). */
  email: 254,
  /** Hours in a day. */
  cargaHoraria: 24,
  /** The dependants an employee can declare (a sane bound for the integer column). */
  dependentes: 99,
  classificacao: 60,
} as const;

/** The sigla input itself accepts 10 characters (the schema allows 60, as the spec says). */
export const SIGLA_FIELD_MAX = 10;

/** Validation messages (spec 02 section 5, accents restored). */
export const CADASTRO_VALIDATION_MESSAGES = {
  required: REQUIRED_MESSAGE,
  nomeMax: 'Nome deve possuir no máximo 60 dígitos.',
  sobrenomeMax: 'Sobrenome deve possuir no máximo 60 dígitos.',
  siglaMax: 'Sigla deve possuir no máximo 60 dígitos.',
  descricaoMax: 'Limite máximo de 300 caracteres.',
  observacaoMax: 'Limite máximo de 600 caracteres.',
  enderecoMax: 'Limite máximo de 200 caracteres.',
  cidadeMax: 'Limite máximo de 100 caracteres.',
  uf: 'Selecione uma das 27 UFs da lista.',
  classificacaoMax: 'Limite máximo de 60 caracteres.',
  filialLabelMax: 'Identificação deve possuir no máximo 20 caracteres.',
  ativo: 'Confirme se ativo ou inativo.',
  valorMaiorZero: 'Valor deve ser maior de 0,00',
  valorIgualOuMaiorZero: 'Valor deve ser igual ou maior que 0,00',
  valorAcimaDoLimite: 'Valor acima do limite permitido.',
  emailMax: 'Limite máximo de 254 caracteres.',
  cargaHorariaMax: 'Carga horária diária deve ser de no máximo 24 horas.',
  inteiroIgualOuMaiorZero: 'Valor deve ser igual ou maior que 0.',
  numerico: 'Preencher com um valor numérico',
  numericoImposto: 'Preencher com um valor numérico.',
  opcao: 'Umas das opções deve ser informada.',
  preenchaOpcao: 'Preencha com uma das opções',
  aliquotaMin: 'Valor mínimo de 0%',
  aliquotaMax: 'Valor máximo de 100%',
  aliquotaFaixa: 'Valor de alíquota deve ser entre 0 e 100',
  baseAliquota: 'Base da alíquota deve ser informada',
  baseFilial: 'Informe a base de desconto da empresa',
  faixaInicio: 'Valor de início da faixa deve ser informado',
  faixaFim: 'Valor de fim da faixa deve ser informado',
  email: 'E-mail preenchido é inválido.',
  salario: 'Valor do salário deve ser informado.',
  inteiro: 'Somente valores inteiros são permitidos.',
  apenasNumeros: 'Deve conter apenas números',
  cpfTamanho: 'CPF deve possuir 11 dígitos.',
  cpfInvalido: 'CPF inválido.',
  cnpjMin: 'CNPJ deve possuir pelo menos 11 dígitos.',
  cnpjMax: 'CNPJ deve possuir no máximo 14 dígitos.',
  cnpjInvalido: 'CNPJ inválido.',
  cboMax: 'CBO deve possuir no máximo 10 dígitos.',
  dataInvalida: 'Data inválida.',
  naoMaiorQueHoje: 'Não pode ser maior que hoje.',
  demissaoAntesAdmissao: 'Demissão não pode ser anterior à admissão.',
  vigenciaFim: 'Fim da vigência deve ser igual ou posterior ao início.',
} as const;

const M = CADASTRO_VALIDATION_MESSAGES;

/**
 * The initial values of a form: each field may also hold '' (an empty input or an unselected
 * select). The schema turns '' into null (or the field default) before validating.
 */
export type FormValues<T> = { [K in keyof T]-?: Exclude<T[K], undefined> | '' };

// ---------------------------------------------------------------------------------------------
// casts

function isBlank(value: unknown): boolean {
  return typeof value === 'string' && value.trim() === '';
}

/**
 * Transform for number fields: '' (or blanks) and null become `empty`; pt-BR text with a comma
 * ('1.234,56') is read as a decimal; booleans become 1/0; finite numbers are rounded half-up to
 * `decimals` places when given. Text that is not a number stays NaN (→ the field's typeError).
 */
function numberTransform(decimals: number | undefined, empty: null | undefined) {
  return (value: unknown, original: unknown): unknown => {
    if (original === undefined) return undefined;
    if (original === null || isBlank(original)) return empty;
    let result = value;
    if (typeof original === 'boolean') result = original ? 1 : 0;
    else if (typeof original === 'string' && original.includes(',')) {
      result = parseBrDecimal(original)?.toNumber() ?? Number.NaN;
    }
    if (decimals !== undefined && typeof result === 'number' && Number.isFinite(result)) {
      const rounded = new Decimal(result).toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP).toNumber();
      return rounded === 0 ? 0 : rounded; // no -0
    }
    return result;
  };
}

/** Decimals kept for money (NUMERIC(14,2)) and rates (NUMERIC(9,6)). */
export const MONEY_DECIMALS = 2;
/** NUMERIC(14,2), every money column: the largest amount the database stores. */
export const MAX_MONEY = 999_999_999_999.99;
export const RATE_DECIMALS = 6;

/** A plain number field ('' → null), optional and nullable. */
export function numberField(typeError: string = M.numerico, decimals?: number) {
  return yup.number().transform(numberTransform(decimals, null)).typeError(typeError).nullable().optional();
}

/** A code chosen in a select (branch, department, ...): required integer, 'Campo obrigatório.'. */
export function codeField() {
  return yup
    .number()
    .transform(numberTransform(undefined, null))
    .typeError(M.required)
    .required(M.required)
    .integer(M.inteiro);
}

/** Money amount, 2 decimals, optional and nullable, >= 0 with `minMessage`. */
export function moneyField(minMessage: string, typeError: string = M.numerico) {
  return numberField(typeError, MONEY_DECIMALS).min(0, minMessage).max(MAX_MONEY, M.valorAcimaDoLimite);
}

/** Money amount, 2 decimals, required, >= 0. */
export function requiredMoneyField(
  minMessage: string,
  typeError: string = M.numerico,
  requiredMessage: string = M.required,
) {
  return yup
    .number()
    .transform(numberTransform(MONEY_DECIMALS, null))
    .typeError(typeError)
    .required(requiredMessage)
    .min(0, minMessage)
    .max(MAX_MONEY, M.valorAcimaDoLimite);
}

/** A rate stored as a fraction 0..1 (shown 0..100 %), optional and nullable. */
export function rateField(
  minMessage: string = M.aliquotaMin,
  maxMessage: string = M.aliquotaMax,
  typeError: string = M.numerico,
) {
  return numberField(typeError, RATE_DECIMALS).min(0, minMessage).max(1, maxMessage);
}

/** Required text, trimmed, with a maximum length. */
export function requiredText(max: number, maxMessage: string) {
  return yup.string().trim().required(M.required).max(max, maxMessage);
}

/** Optional text, trimmed; blank becomes null. */
/** An optional state code (UF): empty is null; lower case is accepted; anything else is refused. */
export function optionalUf() {
  return yup
    .string()
    .trim()
    .transform((value: unknown) => (typeof value === 'string' ? (value === '' ? null : value.toUpperCase()) : value))
    .test('uf', M.uf, (value) => value === null || value === undefined || isSiglaUf(value))
    .nullable()
    .optional();
}

export function optionalText(max: number, maxMessage: string) {
  return yup
    .string()
    .trim()
    .transform((value: unknown) => (value === '' ? null : value))
    .max(max, maxMessage)
    .nullable()
    .optional();
}

/** Required boolean (accepts true/false, 1/0, 'true'/'false'); '' → null → message. */
export function requiredBoolean(message: string = M.ativo) {
  return yup
    .boolean()
    .transform((value: unknown, original: unknown) => (original === null || isBlank(original) ? null : value))
    .typeError(message)
    .required(message);
}

/** Boolean with a default used when the value is missing or blank. */
export function booleanWithDefault(defaultValue: boolean) {
  return yup
    .boolean()
    .transform((value: unknown, original: unknown) => (original === null || isBlank(original) ? undefined : value))
    .typeError(M.required)
    .default(defaultValue)
    .required(M.required);
}

/** One of `values`, nullable (blank → null); add `.required(...)` or a conditional test. */
export function optionField<T extends string>(values: readonly T[], message: string) {
  return yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value))
    .oneOf(values, message)
    .nullable()
    .optional();
}

/** One of `values`, required. */
export function requiredOption<T extends string>(values: readonly T[], message: string) {
  return yup
    .string()
    .transform((value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value))
    .oneOf(values, message)
    .required(message);
}

/**
 * Test for a base field ('salario' | ...) that is required when the rate in `rateField` of the
 * same object is above zero.
 */
export function requiredWhenPositive(rateFieldName: string, message: string) {
  return {
    name: `required-when-${rateFieldName}-positive`,
    message,
    test(this: yup.TestContext, value: unknown) {
      const rate = (this.parent as Record<string, unknown> | undefined)?.[rateFieldName];
      if (typeof rate !== 'number' || !(rate > 0)) return true;
      return value !== null && value !== undefined && value !== '';
    },
  };
}

/**
 * Test for a value required when `otherField` of the same object is filled in (and, when
 * `accepted` is given, holds one of those values).
 */
export function requiredWhenFilled(otherField: string, message: string, accepted?: readonly unknown[]) {
  return {
    name: `required-when-${otherField}`,
    message,
    test(this: yup.TestContext, value: unknown) {
      const other = (this.parent as Record<string, unknown> | undefined)?.[otherField];
      if (other === null || other === undefined || other === '') return true;
      if (accepted && !accepted.includes(other)) return true;
      return value !== null && value !== undefined && !(typeof value === 'number' && Number.isNaN(value));
    },
  };
}

// ---------------------------------------------------------------------------------------------
// dates

/** Context accepted by the schemas with dates: `{ today: 'yyyy-MM-dd' }` or a function. */
export interface TodayContext {
  today?: string | (() => string);
}

/** Factory options of the schemas with dates. */
export interface DateSchemaOptions {
  /** Returns today as 'yyyy-MM-dd'; defaults to `todayInSaoPaulo()`. */
  today?: () => string;
}

/** Today for a test: the validation context's `today` first, then the factory's, then São Paulo's. */
export function resolveToday(context: unknown, fallback?: () => string): string {
  const value = (context as TodayContext | undefined)?.today;
  if (typeof value === 'string') return value;
  if (typeof value === 'function') return value();
  return (fallback ?? (() => todayInSaoPaulo()))();
}

/**
 * A calendar date as 'yyyy-MM-dd'. Accepts 'yyyy-MM-dd', 'dd/MM/yyyy', a Date (read in
 * America/Sao_Paulo) or an ISO date-time; blank → null. Invalid text fails with 'Data inválida.'.
 */
export function dateField() {
  return yup
    .string()
    .transform((value: unknown, original: unknown) => {
      if (original === null || isBlank(original)) return null;
      if (original instanceof Date || typeof original === 'string') {
        const iso = toIsoDate(original);
        return iso === '' ? (typeof original === 'string' ? original.trim() : 'invalid') : iso;
      }
      return value;
    })
    .nullable()
    .optional()
    .test('date', M.dataInvalida, (value) => value === null || value === undefined || parseIsoDate(value) !== null)
    .test('date-limits', PERIODO_MENSAGENS.foraDosLimites, (value) => dataNosLimites(value));
}

/** Test: the date is not after today (today passes). */
export function notAfterToday(options: DateSchemaOptions = {}) {
  return {
    name: 'not-after-today',
    message: M.naoMaiorQueHoje,
    test(this: yup.TestContext, value: unknown) {
      if (typeof value !== 'string' || parseIsoDate(value) === null) return true;
      return value <= resolveToday(this.options.context, options.today);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// shapes

/** sigla, nome, descricao, ativo: the fields of department, regime, tax and benefit. */
export function siglaNomeFields() {
  return {
    sigla: requiredText(CADASTRO_LIMITS.sigla, M.siglaMax),
    nome: requiredText(CADASTRO_LIMITS.nome, M.nomeMax),
    descricao: optionalText(CADASTRO_LIMITS.descricao, M.descricaoMax),
    ativo: requiredBoolean(M.ativo),
  };
}
