import * as yup from 'yup';
import { booleanWithDefault, type FormValues, siglaNomeFields } from './common';

/**
 * Contracting regime (spec 02 sections 3 and 5; provisions from DOMAIN.md 'Payroll closing' 6):
 * POST /regime/create, PUT /regime/update/{cod}.
 * Which provisions the closing computes for employees of the regime:
 * - CLT: all five provisions, no paid recess (the defaults);
 * - intern: only `recesso_remunerado` (paid recess = salary/12);
 * - PJ: none.
 * A missing or blank provision flag takes its default.
 */
export const regimeSchema = yup.object({
  ...siglaNomeFields(),
  provisiona_decimo_terceiro: booleanWithDefault(true),
  provisiona_ferias: booleanWithDefault(true),
  provisiona_terco_ferias: booleanWithDefault(true),
  provisiona_rescisao: booleanWithDefault(true),
  provisiona_fgts: booleanWithDefault(true),
  recesso_remunerado: booleanWithDefault(false),
});

export type Regime = yup.InferType<typeof regimeSchema>;
export type RegimeForm = FormValues<Regime>;

/** Provision flags of the usual regimes, to prefill the form. */
export const REGIME_PROVISION_PRESETS = {
  clt: {
    provisiona_decimo_terceiro: true,
    provisiona_ferias: true,
    provisiona_terco_ferias: true,
    provisiona_rescisao: true,
    provisiona_fgts: true,
    recesso_remunerado: false,
  },
  estagio: {
    provisiona_decimo_terceiro: false,
    provisiona_ferias: false,
    provisiona_terco_ferias: false,
    provisiona_rescisao: false,
    provisiona_fgts: false,
    recesso_remunerado: true,
  },
  pj: {
    provisiona_decimo_terceiro: false,
    provisiona_ferias: false,
    provisiona_terco_ferias: false,
    provisiona_rescisao: false,
    provisiona_fgts: false,
    recesso_remunerado: false,
  },
} as const satisfies Record<string, Partial<Regime>>;

export const emptyRegime: RegimeForm = {
  sigla: '',
  nome: '',
  descricao: '',
  ativo: true,
  ...REGIME_PROVISION_PRESETS.clt,
};
