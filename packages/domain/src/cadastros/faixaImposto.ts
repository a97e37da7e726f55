import * as yup from 'yup';
import {
  CADASTRO_LIMITS as L,
  CADASTRO_VALIDATION_MESSAGES as M,
  codeField,
  dateField,
  type FormValues,
  moneyField,
  MAX_MONEY,
  MONEY_DECIMALS,
  numberField,
  optionalText,
  optionField,
  RATE_DECIMALS,
  requiredWhenFilled,
  requiredWhenPositive,
} from './common';
import { BASES_IMPOSTO, COMPARADORES } from './options';

/**
 * Tax bracket (faixa; spec 02 sections 3 and 5): GET/POST/PUT /imposto/faixa/{cod}.
 * The bracket holds a base when `base compara_inicio valor_faixa_inicio` and (when set)
 * `base compara_fim valor_faixa_fim`. Tax = `valor_faixa` when set (a fixed amount such as the
 * INSS ceiling), else base x `aliq_faixa` - `valor_deducao`.
 */
export const faixaImpostoSchema = yup.object({
  imposto_cod: codeField(),
  compara_inicio: optionField(COMPARADORES, M.preenchaOpcao).required(M.preenchaOpcao),
  valor_faixa_inicio: numberField(M.numerico, MONEY_DECIMALS)
    .min(0, M.valorIgualOuMaiorZero)
    .max(MAX_MONEY, M.valorAcimaDoLimite)
    .test(requiredWhenFilled('compara_inicio', M.faixaInicio, COMPARADORES)),
  // An end value needs its comparator (the table keeps both or neither).
  compara_fim: optionField(COMPARADORES, M.preenchaOpcao).test(requiredWhenFilled('valor_faixa_fim', M.preenchaOpcao)),
  valor_faixa_fim: numberField(M.numerico, MONEY_DECIMALS)
    .min(0, M.valorIgualOuMaiorZero)
    .max(MAX_MONEY, M.valorAcimaDoLimite)
    .test(requiredWhenFilled('compara_fim', M.faixaFim, COMPARADORES)),
  aliq_faixa: numberField(M.aliquotaFaixa, RATE_DECIMALS)
    .required(M.required)
    .min(0, M.aliquotaFaixa)
    .max(1, M.aliquotaFaixa),
  base_aliq_faixa: optionField(BASES_IMPOSTO, M.baseAliquota).test(
    requiredWhenPositive('aliq_faixa', M.baseAliquota),
  ),
  valor_faixa: moneyField(M.valorIgualOuMaiorZero),
  valor_deducao: moneyField(M.valorIgualOuMaiorZero),
  observacao: optionalText(L.descricao, M.descricaoMax),
  // Effective dates: the 2025 and 2026 official tables live side by side.
  vigencia_inicio: dateField().required(M.required),
  vigencia_fim: dateField().test('vigencia-fim', M.vigenciaFim, function (value) {
    const inicio = (this.parent as { vigencia_inicio?: unknown }).vigencia_inicio;
    return typeof value !== 'string' || typeof inicio !== 'string' || value >= inicio;
  }),
});

export type FaixaImposto = yup.InferType<typeof faixaImpostoSchema>;
export type FaixaImpostoForm = FormValues<FaixaImposto>;

export const emptyFaixaImposto: FaixaImpostoForm = {
  imposto_cod: '',
  compara_inicio: '',
  valor_faixa_inicio: '',
  compara_fim: '',
  valor_faixa_fim: '',
  aliq_faixa: '',
  base_aliq_faixa: '',
  valor_faixa: '',
  valor_deducao: '',
  observacao: '',
  vigencia_inicio: '',
  vigencia_fim: '',
};
