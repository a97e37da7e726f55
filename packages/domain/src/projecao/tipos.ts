import type Decimal from 'decimal.js';
import type { NumericInput } from '../format/numbers';
import type { ChaveMes, Planejamento } from '../planejamento/tipos';
import type { ParteReal } from './real';

/**
 * Inputs of the forecast of one project (issue 38 §1). The backend reads them (the month aggregates
 * per person, the calculated closings, the plan, the extra costs) and the domain does every sum.
 * Months are plan keys 'MM-YYYY'; money as decimal strings; real time in seconds.
 */

export interface FuncaoRef {
  cod: number;
  nome: string;
}

/** One employee's row in a calculated closing. */
export interface CustoHoraColaborador {
  mat: string;
  custoHora: NumericInput;
  /** The employee's function in that closing; null when none. */
  funcao: FuncaoRef | null;
}

/** A calculated closing (closings are monthly: `mes` is the month its period holds). */
export interface FechamentoCalculado {
  id: number;
  mes: ChaveMes;
  colaboradores: readonly CustoHoraColaborador[];
}

/** Real hours of one person on the project in one month (the month aggregate). */
export interface HorasPessoaMes {
  /** Employee registration; null for a Jira user without an employee (hours at cost 0). */
  mat: string | null;
  nome: string;
  mes: ChaveMes;
  segundos: number;
}

/** The project's extra costs (custo_projeto) of one month, in BRL. */
export interface CustoExtraProjecao {
  mes: ChaveMes;
  valor: NumericInput;
}

export type PlanoProjecao = Pick<Planejamento, 'meses' | 'margemCusto'>;

export interface EntradaProjecao {
  plano: PlanoProjecao;
  /** Calculated closings only (any order). */
  fechamentos: readonly FechamentoCalculado[];
  horas: readonly HorasPessoaMes[];
  custosExtras: readonly CustoExtraProjecao[];
  /** Today, 'yyyy-MM-dd' in America/Sao_Paulo. */
  hoje: string;
  /**
   * Projected hour cost per function code instead of the latest closing's average (a cost scenario,
   * issue 39). Functions absent from it take the plan's rate.
   */
  custosHoraProjetados?: ReadonlyMap<number, { custoHora: Decimal }>;
  /**
   * The real hours already priced (the backend's month aggregate per function, issue 38 §4) instead
   * of `horas` priced with the closings: `horas` is then ignored, `fechamentos` only give the closing
   * months (provisional months; their rows are not read) and `custosHoraProjetados` must be given.
   * Every figure of the Carteira line is the same as from `horas`; what needs each person (the variance
   * per person, the closing steps) and the variance per month are not computed (`porPessoa`, `porMes`,
   * `degraus` empty).
   */
  partesPrecificadas?: readonly ParteReal[];
}
