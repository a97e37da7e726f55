import * as yup from 'yup';
import { type FormValues, siglaNomeFields } from './common';

/** Department (spec 02 sections 3 and 5): POST /departamento/create, PUT /departamento/update/{cod}. */
export const departamentoSchema = yup.object({ ...siglaNomeFields() });

export type Departamento = yup.InferType<typeof departamentoSchema>;
export type DepartamentoForm = FormValues<Departamento>;

export const emptyDepartamento: DepartamentoForm = { sigla: '', nome: '', descricao: '', ativo: true };
