import * as yup from 'yup';
import {
  CADASTRO_VALIDATION_MESSAGES as M,
  codeField,
  type FormValues,
  moneyField,
  rateField,
  requiredMoneyField,
} from './common';

/**
 * Employee benefit (spec 02 sections 3 and 5): POST/PUT /beneficio/colab/{mat}/{benefCod}.
 * The employee-specific additions and subtractions over the branch value of the benefit.
 * The benefit's own fields the form shows (sigla, nome, valor, ...) are not part of the body.
 */
export const colaboradorBeneficioSchema = yup.object({
  rolMat: codeField(),
  benefCod: codeField(),
  filialCod: codeField(),
  valorBenefAdic: requiredMoneyField(M.valorIgualOuMaiorZero),
  aliqBenefAdic: rateField(),
  valorBenefSubtrai: moneyField(M.valorIgualOuMaiorZero),
  aliqBenefSubtrai: rateField(),
  valorDescAdic: requiredMoneyField(M.valorIgualOuMaiorZero),
  aliqDescAdic: rateField(),
  valorDescSubtrai: moneyField(M.valorIgualOuMaiorZero),
  aliqDescSubtrai: rateField(),
});

export type ColaboradorBeneficio = yup.InferType<typeof colaboradorBeneficioSchema>;
export type ColaboradorBeneficioForm = FormValues<ColaboradorBeneficio>;

export const emptyColaboradorBeneficio: ColaboradorBeneficioForm = {
  rolMat: '',
  benefCod: '',
  filialCod: '',
  valorBenefAdic: 0,
  aliqBenefAdic: 0,
  valorBenefSubtrai: 0,
  aliqBenefSubtrai: 0,
  valorDescAdic: 0,
  aliqDescAdic: 0,
  valorDescSubtrai: 0,
  aliqDescSubtrai: 0,
};
