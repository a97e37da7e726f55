import * as yup from 'yup';
import { codeField, requiredBoolean, type FormValues } from './common';

/** Regime-tax link (spec 02 section 3): POST/PUT /regime/imposto/{cod}. */
export const regimeImpostoSchema = yup.object({
  regime_cod: codeField(),
  imposto_cod: codeField(),
});

export type RegimeImposto = yup.InferType<typeof regimeImpostoSchema>;
export type RegimeImpostoForm = FormValues<RegimeImposto>;

export const emptyRegimeImposto: RegimeImpostoForm = { regime_cod: '', imposto_cod: '' };

/** Switching a regime-tax link on or off (PUT /regime/imposto/{cod}): the link plus its ativo. */
export const regimeImpostoAtivoSchema = regimeImpostoSchema.shape({ ativo: requiredBoolean() });
