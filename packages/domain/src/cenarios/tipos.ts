/**
 * Cost scenarios (issue 39): a base closing's inputs, a start month and changes, computed by the
 * closing engine (`calculadoraFechamento`) before and after. Plain data, as the backend loads it
 * (fechamentos/entradas.ts reads the same rows) and as a scenario is stored. Money and rates as the
 * engine takes them (decimal strings or numbers; rates are fractions 0..1). Months are 'yyyy-MM'.
 */
import type { BaseHorasCustoHora, OpcoesFechamento } from '../fechamento/custoHora';
import type {
  BeneficioFechamento,
  Centavos,
  ColaboradorFechamento,
  FaixaImpostoFechamento,
  FaixaImpostoJson,
  FechamentoColaboradorResultado,
  PeriodoFechamento,
  RegimeProvisoes,
  ValorImpostoFechamento,
} from '../fechamento/types';

/** 'yyyy-MM'. */
export type MesCenario = string;

// ------------------------------------------------------------------------------------ the base

/** The employee adjustments of a benefit link (colaborador_beneficio). */
export type AjustesBeneficio = Pick<
  BeneficioFechamento,
  | 'valorBenefAdic'
  | 'aliqBenefAdic'
  | 'valorBenefSubtrai'
  | 'aliqBenefSubtrai'
  | 'valorDescAdic'
  | 'aliqDescAdic'
  | 'valorDescSubtrai'
  | 'aliqDescSubtrai'
>;

/** An employee's link to a benefit, valued with the row of the link's branch (default: the employee's). */
export interface BeneficioColaboradorCenario extends AjustesBeneficio {
  benefCod: number;
  filialCod?: number | null;
}

/** An employee of the base closing (the history row in force already applied, as montarEntradas does). */
export interface ColaboradorCenario extends Pick<ColaboradorFechamento, 'salario' | 'cargaHoraria' | 'dependentes' | 'admissao' | 'demissao'> {
  mat: number;
  nome?: string | null;
  funcaoCod: number;
  departamentoCod: number | null;
  filialCod: number;
  regimeCod: number;
  beneficios?: readonly BeneficioColaboradorCenario[] | null;
}

/** A benefit's value row for one branch (valor_beneficio joined with beneficio's sigla and nome). */
export type ValorBeneficioCenario = Omit<BeneficioFechamento, keyof AjustesBeneficio> & {
  benefCod: number;
  filialCod: number;
};

/** A tax's branch value row (valor_imposto). */
export type ValorImpostoCenario = ValorImpostoFechamento & { filialCod: number };

/** A tax (imposto) with its brackets and its value row per branch. */
export interface ImpostoCenario {
  cod: number;
  sigla?: string | null;
  nome?: string | null;
  fgts?: boolean | null;
  faixas?: readonly FaixaImpostoFechamento[] | null;
  valores?: readonly ValorImpostoCenario[] | null;
}

/** A contract regime: its provision flags and the taxes linked to it (in the closing's order). */
export interface RegimeCenario {
  cod: number;
  nome?: string | null;
  provisoes?: RegimeProvisoes | null;
  impostos: readonly number[];
}

/** A code with its display name (department, function, branch). */
export interface Rotulo {
  cod: number;
  nome: string;
}

/** What a scenario starts from: the inputs of a closing (its employees, benefits, taxes, branches, regimes, hour base). */
export interface BaseCenario {
  /** The base closing's period; its own month is computed with exactly this period. */
  fechamento: PeriodoFechamento;
  /** The company's hour-cost options at the base (baseHoras, partTimeColab). */
  opcoes?: OpcoesFechamento;
  colaboradores: readonly ColaboradorCenario[];
  beneficios: readonly ValorBeneficioCenario[];
  impostos: readonly ImpostoCenario[];
  regimes: readonly RegimeCenario[];
  departamentos?: readonly Rotulo[];
  funcoes?: readonly Rotulo[];
  filiais?: readonly Rotulo[];
}

// ------------------------------------------------------------------------------------ changes

export const TIPOS_ESCOPO = ['todos', 'departamento', 'funcao', 'filial', 'regime', 'colaboradores'] as const;
export type TipoEscopo = (typeof TIPOS_ESCOPO)[number];

/** Who a change reaches: everyone, or the employees of the given departments, functions, branches, regimes, or registration numbers. */
export type EscopoCenario = { tipo: 'todos' } | { tipo: Exclude<TipoEscopo, 'todos'>; cods: readonly number[] };

export const TIPOS_ALTERACAO = [
  'reajuste',
  'beneficio',
  'tabela_imposto',
  'aliquota_imposto',
  'base_horas',
  'admissao',
  'desligamento',
] as const;
export type TipoAlteracao = (typeof TIPOS_ALTERACAO)[number];

/** A value as a change holds it: the definition is stored and sent as JSON (a decimal string or a number, never a Decimal). */
export type ValorAlteracao = string | number;

/** A bracket as a `tabela_imposto` change holds it. */
export type FaixaAlteracao = FaixaImpostoJson;

interface AlteracaoComum {
  /** From which month the change applies (default: the scenario's start month; never before it). */
  mes?: MesCenario | null;
  /** Default: everyone. */
  escopo?: EscopoCenario | null;
}

/** A raise: `percentual` (fraction: 0.055 = 5,5 %) or the salary set `valor`; the new salary is rounded half-up to cents. */
export interface AlteracaoReajuste extends AlteracaoComum {
  tipo: 'reajuste';
  modo: 'percentual' | 'valor';
  valor: ValorAlteracao;
}

/** A benefit's value (`valor` of valor_beneficio) for one branch, or for every branch when `filialCod` is absent. */
export interface AlteracaoBeneficio extends AlteracaoComum {
  tipo: 'beneficio';
  benefCod: number;
  filialCod?: number | null;
  valor: ValorAlteracao;
}

/** A tax's bracket table replaced (typed, or copied: `copiarFaixas`, `faixasDeTabelaOficial`). */
export interface AlteracaoTabelaImposto extends AlteracaoComum {
  tipo: 'tabela_imposto';
  impostoCod: number;
  faixas: readonly FaixaAlteracao[];
}

/** A tax's rates (FGTS, RAT, terceiros...): the company rate and/or the employee rate of the value row, for one branch or all. */
export interface AlteracaoAliquotaImposto extends AlteracaoComum {
  tipo: 'aliquota_imposto';
  impostoCod: number;
  filialCod?: number | null;
  aliquotaFilial?: ValorAlteracao | null;
  aliquotaDesc?: ValorAlteracao | null;
}

/** The company's hour base (company-wide: no scope). */
export interface AlteracaoBaseHoras extends AlteracaoComum {
  tipo: 'base_horas';
  baseHoras: BaseHorasCustoHora;
}

/** Hires: `quantidade` employees of this profile, admitted on the first day of `mes`. */
export interface AlteracaoAdmissao extends AlteracaoComum {
  tipo: 'admissao';
  nome?: string | null;
  funcaoCod: number;
  departamentoCod?: number | null;
  filialCod: number;
  regimeCod: number;
  salario: ValorAlteracao;
  cargaHoraria?: number | string | null;
  dependentes?: number | string | null;
  /** Benefits valued at the hire's branch. */
  beneficios?: readonly number[] | null;
  quantidade?: number | null;
}

/** Exits: the employees of the scope leave the scenario from `mes` on. */
export interface AlteracaoDesligamento extends AlteracaoComum {
  tipo: 'desligamento';
}

export type AlteracaoCenario =
  | AlteracaoReajuste
  | AlteracaoBeneficio
  | AlteracaoTabelaImposto
  | AlteracaoAliquotaImposto
  | AlteracaoBaseHoras
  | AlteracaoAdmissao
  | AlteracaoDesligamento;

/** A scenario as the engine layer reads it. */
export interface Cenario {
  nome?: string;
  descricao?: string | null;
  base: BaseCenario;
  /** The month from which the changes apply. */
  mesInicio: MesCenario;
  alteracoes: readonly AlteracaoCenario[];
}

// ------------------------------------------------------------------------------------ results

export type SituacaoCenario = 'mantido' | 'admitido' | 'desligado';

/** An employee's result: the engine's whole result (breakdown included) before and after. */
export interface ColaboradorCenarioResultado {
  /** The base's registration number; hires get -1, -2, … in the order of the changes. */
  mat: number;
  nome: string | null;
  funcaoCod: number;
  departamentoCod: number | null;
  filialCod: number;
  regimeCod: number;
  situacao: SituacaoCenario;
  /** Null for a hire. */
  antes: FechamentoColaboradorResultado | null;
  /** Null for an employee who left. */
  depois: FechamentoColaboradorResultado | null;
  diferenca: {
    custoTotal: Centavos;
    /** Fraction of the before figure (null without one: fracaoSobre). */
    custoTotalPercentual: string | null;
    /** 4 decimals. */
    custoHora: string;
    custoHoraPercentual: string | null;
  };
  /** Scenario notes (a benefit without a value row at the branch...). */
  avisos: string[];
}

/** The totals of a set of employees, one side. */
export interface TotaisCenario {
  colaboradores: number;
  salarioBase: Centavos;
  beneficioTotal: Centavos;
  /** Employee taxes (impostoTotal). */
  impostoColaborador: Centavos;
  /** Company taxes (detalhamento.encargos.total: CPP, RAT, terceiros, FGTS...). */
  encargosEmpresa: Centavos;
  provisaoDecimoTerceiro: Centavos;
  provisaoFerias: Centavos;
  provisaoRescisao: Centavos;
  /** The three provisions. */
  provisoes: Centavos;
  custoTotal: Centavos;
  /** Simple mean of the employees' custoHora, 4 decimals (the dashboard's 'custo-hora médio'); null without employees. */
  custoHoraMedio: string | null;
}

export const CAMPOS_DIFERENCA_CENARIO = [
  'salarioBase',
  'beneficioTotal',
  'impostoColaborador',
  'encargosEmpresa',
  'provisaoDecimoTerceiro',
  'provisaoFerias',
  'provisaoRescisao',
  'provisoes',
  'custoTotal',
  'custoHoraMedio',
] as const;
export type CampoDiferencaCenario = (typeof CAMPOS_DIFERENCA_CENARIO)[number];

/** after − before in R$ (custoHoraMedio: 4 decimals) and as a fraction of before (null over zero). */
export type DiferencaCenario = Record<CampoDiferencaCenario, { valor: string; percentual: string | null }> & { colaboradores: number };

export interface GrupoCenario {
  cod: number | null;
  nome: string;
  antes: TotaisCenario;
  depois: TotaisCenario;
  diferenca: DiferencaCenario;
}

export interface ResultadoCenario {
  mes: MesCenario;
  periodo: { dataInicio: string; dataFim: string; diasUteis: number };
  /** The hour base after (before: the base's). */
  baseHoras: { antes: BaseHorasCustoHora; depois: BaseHorasCustoHora };
  colaboradores: ColaboradorCenarioResultado[];
  totais: {
    empresa: GrupoCenario;
    departamentos: GrupoCenario[];
    funcoes: GrupoCenario[];
    filiais: GrupoCenario[];
    regimes: GrupoCenario[];
  };
}
