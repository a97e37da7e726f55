import * as yup from 'yup';
import {
  CADASTRO_VALIDATION_MESSAGES as M,
  codeField,
  type FormValues,
  moneyField,
  optionField,
  rateField,
  requiredMoneyField,
  requiredOption,
  requiredWhenPositive,
} from './common';
import { BASES_BENEFICIO, PERIODOS_VALOR } from './options';

/**
 * Benefit value per branch (spec 02 sections 3 and 5): POST /valor-beneficio/create,
 * PUT /valor-beneficio/update/{id}. Money in reais with 2 decimals; rates as fractions 0..1.
 * `baseAliqBenef` / `baseAliqDesc` are required when the matching rate is above zero;
 * `baseAliqFilial` is always required.
 */
export const valorBeneficioSchema = yup.object({
  benefCod: codeField(),
  filialCod: codeField(),
  valor: requiredMoneyField(M.valorMaiorZero, M.numerico),
  periodoValor: requiredOption(PERIODOS_VALOR, M.opcao),
  valorDesc: moneyField(M.valorMaiorZero),
  aliquotaBenef: rateField(),
  baseAliqBenef: optionField(BASES_BENEFICIO, M.baseAliquota).test(
    requiredWhenPositive('aliquotaBenef', M.baseAliquota),
  ),
  aliquotaDesc: rateField(),
  baseAliqDesc: optionField(BASES_BENEFICIO, M.baseAliquota).test(
    requiredWhenPositive('aliquotaDesc', M.baseAliquota),
  ),
  valorFilial: moneyField(M.valorMaiorZero),
  aliquotaFilial: rateField(),
  baseAliqFilial: requiredOption(BASES_BENEFICIO, M.baseFilial),
});

export type ValorBeneficio = yup.InferType<typeof valorBeneficioSchema>;
export type ValorBeneficioForm = FormValues<ValorBeneficio>;

export const emptyValorBeneficio: ValorBeneficioForm = {
  benefCod: '',
  filialCod: '',
  valor: '',
  periodoValor: '',
  valorDesc: 0,
  aliquotaBenef: 0,
  baseAliqBenef: '',
  aliquotaDesc: 0,
  baseAliqDesc: '',
  valorFilial: 0,
  aliquotaFilial: 0,
  baseAliqFilial: '',
};
