/**
 * The response shapes of the registration endpoints (spec 02 section 3): declared once here, read by
 * packages/api (which re-exports them for the screens) and by the backend (which builds them).
 */
import type { Beneficio } from './beneficio';
import type { BaseImposto, Comparador, PeriodoValor, TipoImposto } from './options';
import type { Departamento } from './departamento';
import type { Filial } from './filial';
import type { Funcao, FuncaoAtivo } from './funcao';
import type { Imposto } from './imposto';
import type { Regime } from './regime';
import type { ValorBeneficio } from './valorBeneficio';

export interface DepartamentoRecord extends Departamento {
  cod: number;
}

/** A branch (spec 02 section 3): cnpj as digits only. */
export interface FilialRecord extends Filial {
  cod: number;
}

/** A job function (spec 02 section 3); ativo 0 inactive, 1 active, 2 created by the simulator. */
export interface FuncaoRecord extends Funcao {
  cod: number;
  descricao: string | null;
  ativo: FuncaoAtivo;
}

/** A contracting regime with its provision settings (spec 02 section 3; DOMAIN.md closing item 6). */
export interface RegimeRecord extends Regime {
  cod: number;
  descricao: string | null;
}

/** A tax linked to a regime (GET /regime/imposto/{cod}); `ativo` is the link's. */
export interface RegimeImpostoRecord {
  id: number;
  regime_cod: number;
  imposto_cod: number;
  sigla: string;
  nome: string;
  ativo: boolean;
}

/** A function held by active employees of the regime (GET /regime/perfis/{cod}). */
export interface RegimePerfil {
  cod: number;
  nome: string;
}

/** A tax offered by the 'Adic.Imposto' picker (GET /imposto/list?ativo=true). */
export interface RegimeImpostoOption {
  cod: number;
  sigla: string;
  nome: string;
}

/** A benefit as listed (spec 02 section 3). */
export interface BeneficioRecord extends Beneficio {
  cod: number;
}

/** A benefit's value for one branch; money in reais, rates as fractions 0..1. */
export interface ValorBeneficioRecord extends ValorBeneficio {
  id: number;
  /** The branch's label (Identificação), for the lists. */
  filialLabel: string | null;
}

/** GET /beneficio/{cod}: the benefit with its values per branch. */
export interface BeneficioDetail extends BeneficioRecord {
  valores: ValorBeneficioRecord[];
}

/** An employee as the API answers it (spec 02 section 3), with the names of the referenced records. */
export interface ColaboradorRecord {
  mat: number;
  nome: string;
  sobrenome: string;
  /** 11 digits. */
  cpf: string;
  email: string;
  dependentes: number;
  endereco: string | null;
  cidade: string | null;
  /** State code (one of the 27), or null. */
  uf: string | null;
  filial: number;
  departamento: number;
  regime: number;
  funcao: number;
  /** 'yyyy-MM-dd'. */
  admissao: string;
  demissao: string | null;
  salario: number;
  classificacao: string | null;
  carga_horaria: number;
  /** Start of this version of the record (last update), 'yyyy-MM-dd'. */
  data_inicio: string;
  observacao: string | null;
  ativo: boolean;
  /** The branch's label. */
  filial_nome: string;
  departamento_nome: string;
  regime_nome: string;
  funcao_nome: string;
}

/** One row of GET /colaborador/{mat} (newest first). */
export interface ColaboradorHistorico {
  data_inicio: string;
  departamento: { cod: number; nome: string };
  regime_contrato: { cod: number; sigla: string; nome: string };
  carga_horaria: number;
  funcao: { cod: number; nome: string };
  salario: number;
  classificacao: string | null;
}

/** One of the employee's benefits: the branch value of the benefit plus the employee's adjustments. */
export interface ColaboradorBeneficioRecord {
  id: number;
  rolMat: number;
  benefCod: number;
  filialCod: number;
  sigla: string;
  nome: string;
  valor: number | null;
  periodoValor: 'dia' | 'mes' | null;
  valorDesc: number | null;
  /** Fraction 0..1. */
  aliquotaDesc: number | null;
  baseAliqDesc: 'salario' | 'beneficio' | null;
  valorBenefAdic: number;
  aliqBenefAdic: number;
  valorBenefSubtrai: number;
  aliqBenefSubtrai: number;
  valorDescAdic: number;
  aliqDescAdic: number;
  valorDescSubtrai: number;
  aliqDescSubtrai: number;
  ativo: boolean;
}

/** A tax (spec 02 section 3). */
export interface ImpostoRecord extends Imposto {
  cod: number;
  descricao: string | null;
}

/** A tax value of one branch (GET /valor-imposto/...; money as numbers, rates as fractions 0..1). */
export interface ValorImpostoRecord {
  id: number;
  imposto_cod: number;
  filial_cod: number;
  /** The branch's label (identificação). */
  filial_label: string | null;
  tipo_imposto: TipoImposto;
  valor_fixo: number;
  periodo_valor: PeriodoValor;
  valor_desc: number;
  aliquota_desc: number;
  base_aliq_desc: BaseImposto | null;
  valor_filial: number;
  aliquota_filial: number;
  base_aliq_filial: BaseImposto | null;
}

/** A tax bracket (GET /imposto/faixa/{cod}); effective from vigencia_inicio to vigencia_fim (null: open-ended). */
export interface FaixaImpostoRecord {
  id: number;
  imposto_cod: number;
  compara_inicio: Comparador;
  valor_faixa_inicio: number;
  compara_fim: Comparador | null;
  valor_faixa_fim: number | null;
  aliq_faixa: number;
  base_aliq_faixa: BaseImposto | null;
  valor_faixa: number | null;
  valor_deducao: number;
  observacao: string | null;
  vigencia_inicio: string;
  vigencia_fim: string | null;
  ativo: boolean;
}

/** A regime linked to the tax: the same link as `RegimeImpostoRecord` (`sigla`/`nome` are the regime's, `ativo` the link's). */
export type ImpostoRegimeRecord = RegimeImpostoRecord;

/** GET /imposto/{cod}: the tax with its values per branch, linked regimes and active brackets. */
export interface ImpostoDetail extends ImpostoRecord {
  valores: ValorImpostoRecord[];
  regimes: ImpostoRegimeRecord[];
  faixas: FaixaImpostoRecord[];
}
