/**
 * Shapes of the real (actual) figures per project and month that serve the planned-vs-real
 * reports (DOMAIN.md 'Planned vs real, per project and month'): the three calls the spec lists
 * with "parameters not shown" (GET /jira/projects/year|faturamento|custo/...) and
 * GET /custo-projeto/projetos/... . Money as decimal strings (2 places), time in seconds,
 * months 'yyyy-MM'.
 */
import type { TipoCusto } from './respostas';

/** Real cost of one month: hour cost of the month's worklogs + the project's extra costs of that month. */
export interface CustoRealMes {
  mes: string;
  timeSpentTotal: number;
  timeSpentBillable: number;
  custoHH: string;
  /** Extra costs (custo_projeto) whose period starts in the month, in BRL. */
  custoIndireto: string;
  /** custoHH + custoIndireto. */
  custoReal: string;
  /** Some hours priced with an earlier closing (no closing for the month). */
  estimado: boolean;
}

/** Real revenue of one month: receita_bruta of the project's active saved margin report of that month. */
export interface FaturamentoMes {
  mes: string;
  receitaBruta: string;
  /** The report it comes from (the most recently changed one when several are active). */
  relatorioId: number;
  nome: string;
}

/** One month of GET /jira/projects/year/:key/:ano: cost and revenue together (null revenue = no report). */
export interface RealMes extends CustoRealMes {
  receitaReal: string | null;
  relatorioId: number | null;
}

/** GET /custo-projeto/projetos/...: the extra costs of a month by type (for the planned indirect costs by tipo). */
export interface CustoExtraMes {
  mes: string;
  tipo_custo: TipoCusto;
  /** Sum in BRL. */
  valor_convertido: string;
  quantidade: number;
}
