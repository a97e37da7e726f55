import * as yup from 'yup';
import { type FormValues, siglaNomeFields } from './common';

/** Benefit (spec 02 sections 3 and 5): POST /beneficio/create, PUT /beneficio/update/{cod}. */
export const beneficioSchema = yup.object({ ...siglaNomeFields() });

export type Beneficio = yup.InferType<typeof beneficioSchema>;
export type BeneficioForm = FormValues<Beneficio>;

export const emptyBeneficio: BeneficioForm = { sigla: '', nome: '', descricao: '', ativo: true };
