/**
 * Shapes of the project calls (spec 01 sections 3 and 7), shared by the API (which answers them)
 * and the screens (which read them). Conventions, as in the closings' shapes:
 * - money as decimal strings with 2 places ('1234.56'); hour costs with 4 places;
 * - time in whole seconds (Tempo's unit); screens show hours;
 * - API dates 'yyyy-MM-dd', except the path parameters the spec gives as dd/MM/yyyy;
 * - timestamps ISO 8601 with offset.
 * Field names follow the spec where it gives them (English for the Jira-side fields, Portuguese
 * for the company's own data).
 */

export const TIPOS_CUSTO = ['INFRA_CLOUD', 'OUTROS_SOFTWARES', 'HORAS_EXTRAS', 'FORNECEDORES_TERCEIROS', 'OUTROS'] as const;
export type TipoCusto = (typeof TIPOS_CUSTO)[number];

/** Labels of spec 01 section 3. */
export const TIPO_CUSTO_LABEL: Record<TipoCusto, string> = {
  INFRA_CLOUD: 'Infraestrutura em Cloud',
  OUTROS_SOFTWARES: 'Outros softwares',
  HORAS_EXTRAS: 'Horas extras',
  FORNECEDORES_TERCEIROS: 'Fornecedores terceiros',
  OUTROS: 'Outros',
};

export const MOEDAS = ['BRL', 'USD', 'EUR'] as const;
export type Moeda = (typeof MOEDAS)[number];

export const MOEDA_LABEL: Record<Moeda, string> = { BRL: 'Real', USD: 'Dólar', EUR: 'Euro' };

/** Client (spec 01 section 3: id, name, key). */
export interface Cliente {
  id: number;
  name: string;
  key: string;
}

export interface JiraPessoa {
  accountId: string;
  displayName: string;
  email: string | null;
}

/** Project list item (spec 01 section 3). */
export interface ProjetoItem {
  id: number;
  key: string;
  name: string;
  category: { id: number; name: string } | null;
  lead: JiraPessoa | null;
  /** ISO timestamp of the last issue update, or null. */
  lastIssueUpdateTime: string | null;
  /** The project's client, as a list (empty when none). */
  clients: Cliente[];
  blocked: boolean;
}

/** GET /jira/projects/:page and the search variants. */
export interface ProjetosPagina {
  pages: number;
  total: number;
  data: ProjetoItem[];
}

/** One collaborator's line of the project detail (spec 01 section 3, timeSpentUser[]). */
export interface TempoColaborador {
  user: string;
  accountId: string;
  colaboradorMat: number | null;
  timeLogged: number;
  billableLogged: number;
  /** Average hour cost over the period (total / hours). */
  custoHH: string;
  custoTotal: string;
  /** Project key. */
  projeto: string;
  /** True when some hours were costed with an earlier closing (no closing for that month). */
  estimado: boolean;
}

export interface TarefaTempo {
  key: string;
  summary: string;
  timeLogged: number;
  user: string;
}

/** POST /jira/projects/:keys/:startDate/:endDate (spec 01 section 3, Project detail response). */
export interface DetalheProjeto {
  keys: string[];
  timeSpentTotal: number;
  timeSpentBillable: number;
  /** Hour cost of the worklogs (Custo Total HH). */
  custoHH: string;
  /** Indirect costs in BRL over the period. */
  custoIndireto: string;
  /** Custo Total = custoHH + custoIndireto. */
  total: string;
  estimado: boolean;
  timeSpentUser: TempoColaborador[];
  /** Tasks, one page (10 per page) selected by the request's `page`. */
  timesheet: TarefaTempo[];
  pages: number;
}

/** One item of the comparison (spec 01 section 2.3). */
export interface ItemComparacao {
  name: string;
  keys: string[];
  timeSpentTotal: number;
  timeSpentBillable: number;
  custoHH: string;
  custoTotal: string;
  checked: boolean;
}

/** Project cost as read (spec 01 section 3). Dates 'yyyy-MM-dd'. */
export interface CustoProjeto {
  id: number;
  email: string;
  projeto: string;
  descricao: string | null;
  periodo_inicio: string;
  periodo_fim: string;
  tipo_custo: TipoCusto;
  valor: string;
  moeda: Moeda;
  cotacao: string;
  /** The date of the rate ('yyyy-MM-dd'); null for BRL. */
  cotacao_data: string | null;
  /** valor x cotacao (valor for BRL). */
  valor_convertido: string;
}

export interface CustoIndiretoRelatorio {
  id?: number;
  tipo_custo: TipoCusto;
  descricao: string | null;
  moeda: Moeda;
  cotacao: string;
  valor: string;
}

/** Saved margin report or simulation, as read (spec 01 section 3). Margins as fractions. */
export interface RelatorioMargem {
  id: number;
  nome: string;
  projeto: string;
  periodo_inicial: string;
  periodo_fim: string;
  receita_bruta: string;
  impostos: string;
  receita_liquida: string;
  custo_venda: string;
  total_custo_indireto: string;
  custo_hora_colaborador: string;
  resultado_bruto: string;
  margem_bruta: string;
  despesas_operacionais: string;
  rv: string;
  rateio_administrativo: string;
  resultado_ir_csll: string;
  imposto_sem_resultado: string;
  resultado_liquido: string;
  margem_liquida: string;
  margem_contribuicao: string;
  custosIndiretos: CustoIndiretoRelatorio[];
  ativo: boolean;
}

/** Exchange quote served to the screens (GET of the rates; BRL per unit). */
export interface Cotacao {
  moeda: 'USD' | 'EUR';
  bid: string;
  /** When the service quoted it. */
  cotadoEm: string;
  /** False when the service was unreachable and this is the last stored quote. */
  atual: boolean;
}

/**
 * The margin figures (DOMAIN.md 'Project cost and margin'), as POST .../margem/simulator answers
 * them and as the save payload carries them (spec 01 section 3, camelCase). Margins as fractions.
 */
export interface MargemCalculada {
  receitaBruta: string;
  impostos: string;
  receitaLiquida: string;
  custoHH: string;
  totalCustoIndireto: string;
  /** custoHH + totalCustoIndireto. */
  custoTotalVenda: string;
  resultadoBruto: string;
  margemBruta: string;
  margemContribuicao: string;
  despesasOperacionais: string;
  rv: string;
  rateioAdministrativo: string;
  resultadoAntesIRCSLL: string;
  impostoSemResultado: string;
  resultadoLiquido: string;
  margemLiquida: string;
}

/** One connector run (GET /jira/sync/execucoes). */
export interface SyncExecucao {
  id: number;
  tipo: 'completa' | 'incremental';
  origem: 'agendada' | 'manual' | 'partida';
  status: 'executando' | 'sucesso' | 'falha';
  iniciadoEm: string;
  terminadoEm: string | null;
  contagens: Record<string, number>;
  erro: string | null;
}
