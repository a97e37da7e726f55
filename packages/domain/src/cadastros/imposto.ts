import * as yup from 'yup';
import { type FormValues, siglaNomeFields } from './common';

/** Tax (spec 02 sections 3 and 5): POST /imposto/create, PUT /imposto/update/{cod}. */
export const impostoSchema = yup.object({ ...siglaNomeFields() });

export type Imposto = yup.InferType<typeof impostoSchema>;
export type ImpostoForm = FormValues<Imposto>;

export const emptyImposto: ImpostoForm = { sigla: '', nome: '', descricao: '', ativo: true };
