import * as yup from 'yup';
import { toDecimal } from '../format/numbers';

/** Validation of the administrator's alert rules and portfolio thresholds (screen and server). */

export const PROJECAO_LIMITES = {
  /** Deviation thresholds up to 1000 %. */
  desvioMaximo: 10,
  semanasMaximo: 104,
} as const;

export const PROJECAO_MESSAGES = {
  margem: 'A margem deve estar entre 0% e 100%.',
  desvio: `O desvio deve estar entre 0% e ${PROJECAO_LIMITES.desvioMaximo * 100}%.`,
  semanas: `As semanas devem ser um número inteiro de 0 a ${PROJECAO_LIMITES.semanasMaximo}.`,
  margemOrdem: 'A margem de risco deve ser menor ou igual à margem de atenção.',
  desvioOrdem: 'O desvio de atenção deve ser menor ou igual ao desvio de risco.',
  obrigatorio: 'Campo obrigatório',
} as const;

const M = PROJECAO_MESSAGES;

/** A fraction as a decimal string within [min, max]. */
const fracao = (message: string, max: number) =>
  yup.string().test('fracao', message, (value) => {
    if (value === undefined || value === null) return true;
    const decimal = toDecimal(value);
    return !!decimal && decimal.greaterThanOrEqualTo(0) && decimal.lessThanOrEqualTo(max);
  });

const semanas = () =>
  yup.number().typeError(M.semanas).integer(M.semanas).min(0, M.semanas).max(PROJECAO_LIMITES.semanasMaximo, M.semanas);

/** The global rules: every field present, null switches the rule off. */
export const regrasAlertaSchema = yup.object({
  margemMinima: fracao(M.margem, 1).nullable().defined(M.obrigatorio),
  desvioMaximo: fracao(M.desvio, PROJECAO_LIMITES.desvioMaximo).nullable().defined(M.obrigatorio),
  semanasAntecedencia: semanas().nullable().defined(M.obrigatorio),
});

/** A project's overrides: an absent field inherits the global rule, null switches it off. */
export const regrasAlertaProjetoSchema = yup.object({
  margemMinima: fracao(M.margem, 1).nullable().optional(),
  desvioMaximo: fracao(M.desvio, PROJECAO_LIMITES.desvioMaximo).nullable().optional(),
  semanasAntecedencia: semanas().nullable().optional(),
});

const menorOuIgual = (a: unknown, b: unknown) => {
  const x = toDecimal(a as string);
  const y = toDecimal(b as string);
  return !x || !y || x.lessThanOrEqualTo(y);
};

/** The portfolio thresholds (risk margin ≤ attention margin; attention deviation ≤ risk deviation). */
export const limitesCarteiraSchema = yup.object({
  margemAtencao: fracao(M.margem, 1).required(M.obrigatorio),
  margemRisco: fracao(M.margem, 1)
    .required(M.obrigatorio)
    .test('ordem', M.margemOrdem, (value, ctx) => menorOuIgual(value, ctx.parent.margemAtencao)),
  desvioAtencao: fracao(M.desvio, PROJECAO_LIMITES.desvioMaximo).required(M.obrigatorio),
  desvioRisco: fracao(M.desvio, PROJECAO_LIMITES.desvioMaximo)
    .required(M.obrigatorio)
    .test('ordem', M.desvioOrdem, (value, ctx) => menorOuIgual(ctx.parent.desvioAtencao, value)),
});
