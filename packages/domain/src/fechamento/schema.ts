import * as yup from 'yup';
import {
  CADASTRO_VALIDATION_MESSAGES as CM,
  dateField,
  type DateSchemaOptions,
  type FormValues,
  notAfterToday,
  optionalText,
  requiredBoolean,
  requiredText,
} from '../cadastros/common';
import { firstDayOfMonth, lastDayOfMonth, parseIsoDate, todayInSaoPaulo, toDateParts, toIsoDate, type DateValue } from '../format/dates';
import { DIAS_UTEIS_PADRAO } from './calcular';

/**
 * The closing (fechamento) form and body of POST /fechamento/create and PUT
 * /fechamento/update/{id} (spec 02 sections 3, 5 and 9). The same schema validates the Formik
 * form and the backend route. Dates are 'yyyy-MM-dd'; "today" is America/Sao_Paulo's, or the
 * validation context's `today` (tests), or the factory's `options.today`.
 */

/** Limits of the closing (spec 02 sections 5 and 9). */
export const FECHAMENTO_LIMITS = {
  label: 60,
  /** The label input accepts 30 characters (the schema allows 60). */
  labelField: 30,
  descricao: 300,
  /** The description input accepts 100 characters (the schema allows 300). */
  descricaoField: 100,
  /** Form minimum of diasUteis (the spec's server rule is >= 0; 0 would divide the hour cost by zero). */
  diasUteisMin: 1,
} as const;

/** Texts of the closings area and the dashboard (spec 02 sections 2, 4, 5 and 8, accents restored). */
export const FECHAMENTO_MESSAGES = {
  labelMax: 'Label deve possuir no máximo 60 caracteres.',
  descricaoMax: CM.descricaoMax,
  dataFimMaior: 'Data fim deve ser maior que data início',
  diasUteisNumero: 'Preencher com um valor numérico',
  diasUteisMin: 'Dias úteis deve ser no mínimo 1.',
  diasUteisInteiro: CM.inteiro,
  bloqueio: 'Confirme se deve BLOQUEAR ou NÃO.',
  criado: (id: string | number) => `Criado novo fechamento id: ${id}`,
  atualizado: 'Dados do fechamento atualizados!',
  /** Dashboard: a month of the period has no calculated closing. */
  semCalculo: 'Não foi possível carregar os dados, esse mês não foi calculado o fechamento.',
  /** Dashboard info toast (followed by the closings' labels). */
  fechamentosSemCalculo: 'Existem fechamentos sem cálculo',
  confirmarRecalculo:
    'Os totais calculados anteriormente serão descartados e substituídos pelo novo cálculo. Esta ação é irreversível. Deseja recalcular?',
  calculado: 'Fechamento calculado com sucesso!',
  recalculado: 'Fechamento recalculado com sucesso!',
  /**
   * A calculation whose results carry warnings (never the success text), e.g. 'Fechamento
   * calculado com avisos: 12 colaboradores com avisos em IRRF.' (`resumo` from `resumoAvisos`).
   */
  calculadoComAvisos: (resumo: string) => `Fechamento calculado com avisos: ${resumo}`,
  recalculadoComAvisos: (resumo: string) => `Fechamento recalculado com avisos: ${resumo}`,
  /** Title of the warnings panel of a saved closing. */
  comAvisos: (resumo: string) => `Fechamento com avisos: ${resumo}`,
  bloqueado: 'Fechamento bloqueado: não é possível calcular ou recalcular. Desbloqueie-o antes.',
  bloqueadoEdicao: 'Fechamento bloqueado: somente o bloqueio pode ser alterado.',
  jaCalculado: 'Fechamento já calculado: use Recalcular para substituir os resultados.',
  /** Another calculation of the same closing is running (any API process); the spec has no text for it. */
  emCalculo: 'Este fechamento já está sendo calculado. Aguarde a conclusão e recarregue a página.',
} as const;

const M = FECHAMENTO_MESSAGES;

function diasUteisField() {
  return yup
    .number()
    .transform((value: unknown, original: unknown) => {
      if (original === null || (typeof original === 'string' && original.trim() === '')) return null;
      if (typeof original === 'string' && original.includes(',')) return Number(original.replace(',', '.'));
      return value;
    })
    .typeError(M.diasUteisNumero)
    .required(CM.required)
    .integer(M.diasUteisInteiro)
    .min(FECHAMENTO_LIMITS.diasUteisMin, M.diasUteisMin);
}

export function makeFechamentoSchema(options: DateSchemaOptions = {}) {
  return yup.object({
    label: requiredText(FECHAMENTO_LIMITS.label, M.labelMax),
    dataInicio: dateField().required(CM.required).test(notAfterToday(options)),
    dataFim: dateField()
      .required(CM.required)
      .test(notAfterToday(options))
      .test('data-fim-maior', M.dataFimMaior, function (value) {
        const inicio = (this.parent as { dataInicio?: unknown } | undefined)?.dataInicio;
        if (typeof value !== 'string' || typeof inicio !== 'string') return true;
        if (parseIsoDate(value) === null || parseIsoDate(inicio) === null) return true;
        return value > inicio;
      }),
    diasUteis: diasUteisField(),
    descricao: optionalText(FECHAMENTO_LIMITS.descricao, M.descricaoMax),
    bloqueio: requiredBoolean(M.bloqueio),
  });
}

export const fechamentoSchema = makeFechamentoSchema();

export type Fechamento = yup.InferType<typeof fechamentoSchema>;
export type FechamentoForm = FormValues<Fechamento>;

/**
 * Default start of a new closing (spec 02 section 9): the first day of the current month, or of
 * the previous month when the current month's first day is not before now (that is, today is the
 * 1st: a closing from the 1st to the 1st would be empty).
 */
export function defaultDataInicio(now: Date = new Date()): string {
  const today = todayInSaoPaulo(now);
  const first = firstDayOfMonth(today);
  if (first < today) return first;
  const parts = toDateParts(today)!;
  const previous = parts.month === 1 ? { year: parts.year - 1, month: 12, day: 1 } : { ...parts, month: parts.month - 1, day: 1 };
  return toIsoDate(previous);
}

/** The values of a new closing form: start by the rule above, end today, 30 dias úteis, bloqueio unchosen. */
export function defaultFechamentoValues(now: Date = new Date()): FechamentoForm {
  return {
    label: '',
    dataInicio: defaultDataInicio(now),
    dataFim: todayInSaoPaulo(now),
    diasUteis: DIAS_UTEIS_PADRAO,
    descricao: '',
    bloqueio: '',
  };
}

/**
 * Auto-fill of the form (spec 02 section 4): when dataInicio is the first day of a month and
 * dataFim is unset, dataFim becomes the last day of that month. Returns the dataFim to show.
 */
export function autoDataFim(dataInicio: DateValue | null | undefined, dataFim: string | null | undefined): string {
  if (dataFim !== null && dataFim !== undefined && dataFim.trim() !== '') return dataFim;
  const inicio = toDateParts(dataInicio ?? null);
  if (!inicio || inicio.day !== 1) return '';
  return lastDayOfMonth(inicio);
}
