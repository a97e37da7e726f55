/**
 * The scenario routes' answers (issue 39), as `packages/backend/src/modules/cenarios/README.md` fixes
 * them: the backend's respostas.ts names them per route (the OpenAPI document and the serialiser take
 * them from there) and `@financeiro/api` types its calls with them.
 */
import type { BaseHorasCustoHora } from '../fechamento/custoHora';
import type { AlteracaoCenario, ColaboradorCenarioResultado, GrupoCenario, SituacaoCenario } from './tipos';

/** A line of the user's scenario list. */
export interface CenarioResumo {
  id: number;
  nome: string;
  descricao: string | null;
  fechamentoId: number;
  fechamentoLabel: string;
  mesInicio: string;
  /** How many changes the scenario has. */
  alteracoes: number;
  atualizadoEm: string;
}

/** A scenario's stored definition. */
export interface CenarioSalvo {
  id: number;
  nome: string;
  descricao: string | null;
  fechamentoId: number;
  mesInicio: string;
  alteracoes: AlteracaoCenario[];
  atualizadoEm: string;
}

interface CodigoCenario {
  cod: number;
  nome: string;
}
type SiglaCenario = CodigoCenario & { sigla: string };

/** A registered tax bracket, as the editor copies it into a `tabela_imposto` change. */
export interface FaixaOpcaoCenario {
  comparaInicio: string;
  valorFaixaInicio: string;
  comparaFim: string | null;
  valorFaixaFim: string | null;
  aliqFaixa: string;
  baseAliqFaixa: string | null;
  valorFaixa: string | null;
  valorDeducao: string;
  vigenciaInicio: string;
  vigenciaFim: string | null;
}

/** The editor's options: the closings and the pickers of every scope and change. */
export interface OpcoesCenario {
  fechamentos: Array<{ id: number; label: string; dataInicio: string; dataFim: string; diasUteis: number; mes: string }>;
  departamentos: SiglaCenario[];
  funcoes: CodigoCenario[];
  filiais: CodigoCenario[];
  regimes: SiglaCenario[];
  beneficios: SiglaCenario[];
  impostos: Array<SiglaCenario & { faixas: FaixaOpcaoCenario[] }>;
  colaboradores: Array<{ mat: number; nome: string }>;
}

export interface CabecalhoCenario {
  id: number;
  nome: string;
  descricao: string | null;
  mesInicio: string;
  fechamento: { id: number; label: string };
}

export interface TotaisDoCenario {
  empresa: GrupoCenario;
  departamentos: GrupoCenario[];
  funcoes: GrupoCenario[];
  filiais: GrupoCenario[];
  regimes: GrupoCenario[];
}

/** One side of a result line: the engine's summary figures. */
export interface LadoLinhaCenario {
  salarioBase: string;
  beneficioTotal: string;
  impostoTotal: string;
  custoTotal: string;
  custoHora: string;
}

/** An employee's line of the result: names instead of codes, the summary before and after. */
export interface LinhaCenario {
  mat: number;
  nome: string | null;
  funcao: string;
  departamento: string | null;
  filial: string;
  regime: string;
  situacao: SituacaoCenario;
  antes: LadoLinhaCenario | null;
  depois: LadoLinhaCenario | null;
  diferenca: ColaboradorCenarioResultado['diferenca'];
  avisos: string[];
}

export interface PeriodoCenario {
  dataInicio: string;
  dataFim: string;
  diasUteis: number;
}

/**
 * GET /cenarios/:id/resultado: the month's totals and how many employees it has; the lines are
 * paged apart (GET /cenarios/:id/colaboradores), so the answer does not grow with the company.
 */
export interface ResultadoDoCenario {
  cenario: CabecalhoCenario;
  mes: string;
  periodo: PeriodoCenario;
  baseHoras: { antes: BaseHorasCustoHora; depois: BaseHorasCustoHora };
  /** Lines of the month (employees and hires), with each situation's count. */
  colaboradores: number;
  situacoes: Record<SituacaoCenario, number>;
  totais: TotaisDoCenario;
}

/** GET /cenarios/:id/colaboradores: one page of the lines (X-Total-Count: every line the filters keep). */
export type PaginaColaboradoresCenario = LinhaCenario[];

/** One month of GET /cenarios/:id/meses: the month's totals (company and every group). */
export interface MesDoCenario {
  mes: string;
  totais: TotaisDoCenario;
}

/** GET /cenarios/:id/meses: the monthly cost month by month from the start month, before → after. */
export interface MesesDoCenario {
  cenario: CabecalhoCenario;
  meses: MesDoCenario[];
}

/** GET /cenarios/:id/colaboradores/:mat: the engine's whole result before and after. */
export type DetalheCenario = ColaboradorCenarioResultado & { mes: string; periodo: PeriodoCenario };

/** A project at the scenario's hour costs: its forecast's (issue 38) estimate (a) at completion before → after. */
export interface ProjetoCenario {
  chave: string;
  nome: string;
  /** The plan's Margem Prevista (fraction); null: no target. */
  margemAlvo: string | null;
  valorVenda: string;
  /** Real cost so far (the forecast's; a scenario does not change it). */
  realizado: string;
  /** What is left of the plan from the forecast's current month, before and after. */
  custoRestanteAntes: string;
  custoRestanteDepois: string;
  /** Cost at completion (real + left), before and after. */
  custoAntes: string;
  custoDepois: string;
  diferenca: string;
  percentual: string | null;
  margemAntes: string | null;
  margemDepois: string | null;
  abaixoDaMetaAntes: boolean;
  abaixoDaMeta: boolean;
}

/** GET /cenarios/:id/projetos. */
export interface ProjetosDoCenario {
  cenario: CabecalhoCenario;
  /** The forecast's current month (MM-AAAA): the remaining plan starts there. */
  mesAtual: string | null;
  /** The months where the scenario's rates change (aaaa-MM). */
  meses: string[];
  projetos: ProjetoCenario[];
  abaixoDaMeta: string[];
}

export interface LadoComparado {
  cenario: CabecalhoCenario;
  mes: string;
  colaboradores: number;
  totais: TotaisDoCenario;
}

/** GET /cenarios/comparar. */
export interface ComparacaoCenarios {
  a: LadoComparado;
  b: LadoComparado;
}

/** One side of an employee in GET /cenarios/comparar/colaboradores. */
export interface LadoColaboradorComparado {
  situacao: SituacaoCenario;
  antes: LadoLinhaCenario | null;
  depois: LadoLinhaCenario | null;
}

/** An employee in both scenarios (by matrícula; a hire is its scenario's own, −1, −2, …). */
export interface ColaboradorComparado {
  mat: number;
  nome: string | null;
  funcao: string;
  departamento: string | null;
  a: LadoColaboradorComparado | null;
  b: LadoColaboradorComparado | null;
  /** Monthly cost after in B − in A (a side without the employee counts 0). */
  diferencaCustoTotal: string;
  /** Hour cost after in B − in A (4 places); null when one side has no hour cost. */
  diferencaCustoHora: string | null;
}

/** GET /cenarios/comparar/colaboradores: one page (X-Total-Count: every employee of either). */
export type PaginaComparacaoColaboradores = ColaboradorComparado[];
