/**
 * Team (squad) simulations (spec 03 sections 2.4, 3 'Squad', 4 'Squad', 5, 7 'Teams', 9).
 * Money travels as decimal strings ('1234.56'). Sprint indexes are 1-based (Sprint 1..5).
 */
import type { SimulacaoCusto } from '../simulacoes/custo';

/**
 * One entry of the catalogue 'Adicionar colaborador' (GET /squad-colab/:email/simulacoes): one of the
 * signed-in user's active employee cost simulations (spec 03 section 3 'Stored simulation'), with the
 * fields a squad entry and its export read. `id` is the simulation's id (simulacao_custo.id).
 */
export type SquadFuncaoCatalogo = Pick<
  SimulacaoCusto,
  | 'id'
  | 'funcao_nome'
  | 'custo_hora_colaborador'
  | 'custo_total'
  | 'regime_sigla'
  | 'filial_label'
  | 'beneficio_total'
  | 'imposto_total'
  | 'dependentes'
  | 'salario_bruto'
  | 'salario_filial'
  | 'salario_liquido'
  | 'custo_hora_colaborador_meio_periodo'
  | 'provisao_decimo_terceiro'
  | 'provisao_ferias'
  | 'provisao_rescisao'
>;

/** A collaborator entry of a squad sprint: the simulation's figures as saved (snapshot) plus the quantity. */
export interface SquadColab extends SquadFuncaoCatalogo {
  sprint: number;
  quantidade: number;
}

/** A squad as the list and the detail answer it. */
export interface Squad {
  id: number;
  nome: string;
  /** Σ quantidade × custo_total over every sprint. */
  custo_total: string;
  /** Number of sprints (1..5); a sprint may be empty. */
  quantidade_sprints: number;
  /** Sprint index ('1'..'5') -> its collaborators. */
  squadColab: Record<string, SquadColab[]>;
}

/** Body of POST /squad-colab/create. */
export interface SquadColabCreate {
  email: string;
  squadId: number;
  sprints: { sprint: number; colabs: { id: number; quantidade: number }[] }[];
}

/** Body of POST /squad-colab/sprint/remove. */
export interface SquadSprintRemove {
  email: string;
  squadId: number;
  sprints: number[];
}
