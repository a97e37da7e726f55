/**
 * Relatórios DP (issue 11): response shapes of the payroll reports, shared by the API (which
 * answers them) and the screens (which read them). Every figure is read from the stored closing
 * results (`fechamento_colaborador`): money as decimal strings ('1234.56'), the hour cost with 4
 * decimals, dates 'yyyy-MM-dd', percentages as fractions ('0.0512' = 5,12%).
 */

/** A closing as the reports show it. */
export interface FechamentoRelatorio {
  id: number;
  label: string;
  dataInicio: string;
  dataFim: string;
  bloqueio: boolean;
  /** Has per-employee results. */
  calculado: boolean;
  colaboradores: number;
  /** The closings' message when not calculated (FECHAMENTO_MESSAGES.semCalculo), else null. */
  mensagem: string | null;
}

/** Totals of a set of per-employee results (a closing, or one department, branch or regime of it). */
export interface TotaisFolha {
  colaboradores: number;
  /** Sum of salario_base (the gross salary of the period, prorated on admission/dismissal). */
  salarioBruto: string;
  /** Company part of the benefits (sum of beneficio_total). */
  beneficioEmpresa: string;
  /** Benefit discounts paid by the employees (sum of detalhamento.descontoBeneficios). */
  descontoBeneficios: string;
  /** Employee part of the taxes (sum of imposto_total). */
  impostoColaborador: string;
  /** Company part of the taxes (sum of detalhamento.encargos.total). */
  impostoEmpresa: string;
  provisaoDecimoTerceiro: string;
  provisaoFerias: string;
  provisaoRescisao: string;
  custoTotal: string;
  /** Mean of the employees' hour cost (custo_hora), 4 decimals. */
  hhMedio: string;
}

export const CAMPOS_TOTAIS_FOLHA = [
  'colaboradores',
  'salarioBruto',
  'beneficioEmpresa',
  'descontoBeneficios',
  'impostoColaborador',
  'impostoEmpresa',
  'provisaoDecimoTerceiro',
  'provisaoFerias',
  'provisaoRescisao',
  'custoTotal',
  'hhMedio',
] as const satisfies readonly (keyof TotaisFolha)[];

export type CampoTotalFolha = (typeof CAMPOS_TOTAIS_FOLHA)[number];

/** Column titles of the payroll summary (pt-BR). */
export const ROTULOS_TOTAIS_FOLHA: Record<CampoTotalFolha, string> = {
  colaboradores: 'Colaboradores',
  salarioBruto: 'Salário bruto',
  beneficioEmpresa: 'Benefícios (empresa)',
  descontoBeneficios: 'Benefícios (desconto colaborador)',
  impostoColaborador: 'Impostos (colaborador)',
  impostoEmpresa: 'Impostos (empresa)',
  provisaoDecimoTerceiro: 'Provisão 13º',
  provisaoFerias: 'Provisão férias',
  provisaoRescisao: 'Provisão rescisão',
  custoTotal: 'Custo total',
  hhMedio: 'HH médio',
};

export type GrupoResumo = 'departamento' | 'filial' | 'regime';

/** One department, branch or regime of the summary, with its total cost in the previous closing. */
export interface LinhaResumo extends TotaisFolha {
  grupo: GrupoResumo;
  cod: number | null;
  nome: string;
  /** Comparison of custoTotal with the same group in the previous closing (null figures when absent). */
  comparacao: Comparacao;
}

/** One tax of the closing: employee and company parts (from detalhamento.impostos). */
export interface ImpostoResumo {
  cod: number | null;
  sigla: string | null;
  nome: string | null;
  colaboradores: number;
  parteColaborador: string;
  parteFilial: string;
  /** Comparison of parteColaborador + parteFilial with the previous closing. */
  comparacao: Comparacao;
}

/** A figure against the previous closing. */
export interface Comparacao {
  atual: string | null;
  anterior: string | null;
  /** atual - anterior; null when either is missing. */
  diferenca: string | null;
  /** diferenca / anterior as a fraction (4 decimals); null when anterior is missing or zero. */
  percentual: string | null;
}

export interface ComparacaoIndicador extends Comparacao {
  indicador: CampoTotalFolha;
  rotulo: string;
}

export interface FiltrosResumo {
  departamentoCod?: number | null;
  filialCod?: number | null;
  regimeCod?: number | null;
}

/** GET /relatorio-dp/resumo/{id}. */
export interface ResumoFolha {
  fechamento: FechamentoRelatorio;
  /** The active closing just before (by start date); null when there is none. */
  anterior: FechamentoRelatorio | null;
  filtros: FiltrosResumo;
  /** Null when the closing is not calculated (see fechamento.mensagem). */
  totais: TotaisFolha | null;
  totaisAnterior: TotaisFolha | null;
  porDepartamento: LinhaResumo[];
  porFilial: LinhaResumo[];
  porRegime: LinhaResumo[];
  impostos: ImpostoResumo[];
  /** One row per indicator of TotaisFolha. */
  comparacao: ComparacaoIndicador[];
}

export type TipoMudanca = 'salario' | 'funcao' | 'regime' | 'cargaHoraria';

export const ROTULOS_MUDANCA: Record<TipoMudanca, string> = {
  salario: 'Salário',
  funcao: 'Função',
  regime: 'Regime',
  cargaHoraria: 'Carga horária',
};

/** A change of the employee's history between two closings in which they have results. */
export interface MudancaHistorico {
  tipo: TipoMudanca;
  matricula: number;
  nome: string;
  de: string;
  para: string;
  /** 'Salário: R$ 5.000,00 → R$ 5.500,00' (with the name first in a department's series). */
  descricao: string;
}

export interface PontoEvolucao {
  fechamentoId: number;
  label: string;
  dataInicio: string;
  dataFim: string;
  bloqueio: boolean;
  calculado: boolean;
  /** The closings' message when not calculated, else null. */
  mensagem: string | null;
  /** Employees of the series in the closing (0 when absent). */
  colaboradores: number;
  /** Sum of salario_base (one employee: their gross salary); null when absent or not calculated. */
  salario: string | null;
  custoTotal: string | null;
  /** One employee: their custo_hora; a department: the mean custo_hora. 4 decimals. */
  hh: string | null;
  mudancas: MudancaHistorico[];
}

export type TipoEvolucao = 'colaborador' | 'departamento';

/** GET /relatorio-dp/evolucao. */
export interface EvolucaoCusto {
  tipo: TipoEvolucao;
  cod: number;
  nome: string;
  inicio: string | null;
  fim: string | null;
  pontos: PontoEvolucao[];
}

/** One benefit in one closing. */
export interface LinhaBeneficioRelatorio {
  fechamentoId: number;
  label: string;
  dataInicio: string;
  bloqueio: boolean;
  benefCod: number | null;
  sigla: string | null;
  nome: string | null;
  colaboradores: number;
  /** What the company paid (sum of the benefit's valorEmpresa). */
  custoEmpresa: string;
  /** What the employees paid (sum of the benefit's descontoColaborador). */
  descontoColaborador: string;
}

/** GET /relatorio-dp/beneficios. */
export interface RelatorioBeneficios {
  inicio: string | null;
  fim: string | null;
  /** The closings of the period, oldest first (the not calculated ones with the message). */
  fechamentos: FechamentoRelatorio[];
  linhas: LinhaBeneficioRelatorio[];
}

/** GET /relatorio-dp/opcoes: the filter options, read from the stored results. */
export interface OpcoesRelatorioDp {
  colaboradores: Array<{ matricula: number; nome: string }>;
  departamentos: Array<{ cod: number; nome: string; sigla: string | null }>;
  filiais: Array<{ cod: number; nome: string }>;
  regimes: Array<{ cod: number; nome: string; sigla: string | null }>;
  beneficios: Array<{ cod: number; nome: string; sigla: string | null }>;
}

/** Months of the cost evolution (at most 24) and of the benefits report. */
export const MESES_RELATORIO_DP = [6, 12, 18, 24] as const;
export const MESES_RELATORIO_DP_PADRAO = 12;
export const MAX_MESES_RELATORIO_DP = 24;
