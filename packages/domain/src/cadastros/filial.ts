import * as yup from 'yup';
import { isValidCnpj } from '../documents/cnpj';
import { CADASTRO_LIMITS as L, CADASTRO_VALIDATION_MESSAGES as M, type FormValues, optionalUf, requiredBoolean, requiredText } from './common';

/**
 * Branch (spec 02 sections 3 and 5): POST /filial/create, PUT /filial/update/{cod}.
 * cnpj: digits only, 11 to 14 digits; with 14 digits the check digits must be right.
 * One message per problem, in this order: digits only, too short, too long, check digits.
 */
export const filialSchema = yup.object({
  label: requiredText(L.filialLabel, M.filialLabelMax),
  cnpj: yup
    .string()
    .trim()
    .required(M.required)
    .test('cnpj', M.cnpjInvalido, function (value) {
      if (value === undefined || value === null || value === '') return true;
      if (!/^\d+$/.test(value)) return this.createError({ message: M.apenasNumeros });
      if (value.length < L.cnpjMin) return this.createError({ message: M.cnpjMin });
      if (value.length > L.cnpjMax) return this.createError({ message: M.cnpjMax });
      if (value.length === L.cnpjMax && !isValidCnpj(value)) return this.createError({ message: M.cnpjInvalido });
      return true;
    }),
  /** The state of the branch (optional; one of the 27 codes). */
  uf: optionalUf(),
  ativo: requiredBoolean(M.ativo),
});

export type Filial = yup.InferType<typeof filialSchema>;
export type FilialForm = FormValues<Filial>;

export const emptyFilial: FilialForm = { label: '', cnpj: '', uf: '', ativo: true };
