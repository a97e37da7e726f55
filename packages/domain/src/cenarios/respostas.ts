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

/** GET /cenarios/:id/resultado. */
export interface ResultadoDoCenario {
  cenario: CabecalhoCenario;
  mes: string;
  periodo: PeriodoCenario;
  baseHoras: { antes: BaseHorasCustoHora; depois: BaseHorasCustoHora };
  colaboradores: LinhaCenario[];
  totais: TotaisDoCenario;
}

/** GET /cenarios/:id/colaboradores/:mat: the engine's whole result before and after. */
export type DetalheCenario = ColaboradorCenarioResultado & { mes: string; periodo: PeriodoCenario };

export interface ProjetoCenario {
  chave: string;
  nome: string;
  margemAlvo: string | null;
  valorVenda: string;
  custoRestanteAntes: string;
  custoRestanteDepois: string;
  custoAntes: string;
  custoDepois: string;
  diferenca: string;
  percentual: string | null;
  margemAntes: string | null;
  margemDepois: string | null;
  abaixoDaMetaAntes: boolean;
  abaixoDaMeta: boolean;
  semTaxa: number[];
}

/** GET /cenarios/:id/projetos. */
export interface ProjetosDoCenario {
  cenario: CabecalhoCenario;
  desde: string;
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
