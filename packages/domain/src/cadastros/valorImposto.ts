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
import { BASES_IMPOSTO, PERIODOS_VALOR, TIPOS_IMPOSTO } from './options';

/**
 * Tax value per branch (spec 02 sections 3 and 5): POST /valor-imposto/create,
 * PUT /valor-imposto/update/{id}. Money in reais with 2 decimals; rates as fractions 0..1.
 * `base_aliq_desc` / `base_aliq_filial` are required when the matching rate is above zero.
 */
export const valorImpostoSchema = yup.object({
  imposto_cod: codeField(),
  filial_cod: codeField(),
  tipo_imposto: requiredOption(TIPOS_IMPOSTO, M.opcao),
  periodo_valor: requiredOption(PERIODOS_VALOR, M.opcao),
  valor_fixo: requiredMoneyField(M.valorMaiorZero, M.numericoImposto, M.numericoImposto),
  valor_desc: moneyField(M.valorMaiorZero, M.numericoImposto),
  aliquota_desc: rateField(M.aliquotaMin, M.aliquotaMax, M.numericoImposto),
  base_aliq_desc: optionField(BASES_IMPOSTO, M.baseAliquota).test(
    requiredWhenPositive('aliquota_desc', M.baseAliquota),
  ),
  valor_filial: moneyField(M.valorMaiorZero, M.numericoImposto),
  aliquota_filial: rateField(M.aliquotaMin, M.aliquotaMax, M.numericoImposto),
  base_aliq_filial: optionField(BASES_IMPOSTO, M.baseAliquota).test(
    requiredWhenPositive('aliquota_filial', M.baseAliquota),
  ),
});

export type ValorImposto = yup.InferType<typeof valorImpostoSchema>;
export type ValorImpostoForm = FormValues<ValorImposto>;

export const emptyValorImposto: ValorImpostoForm = {
  imposto_cod: '',
  filial_cod: '',
  tipo_imposto: '',
  periodo_valor: '',
  valor_fixo: 0,
  valor_desc: 0,
  aliquota_desc: 0,
  base_aliq_desc: '',
  valor_filial: 0,
  aliquota_filial: 0,
  base_aliq_filial: '',
};
