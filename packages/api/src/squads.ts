import type { Squad, SquadColabCreate, SquadFuncaoCatalogo, SquadSprintRemove } from '@financeiro/domain';
import { http } from './http';

export type { Squad, SquadColab, SquadFuncaoCatalogo } from '@financeiro/domain';

const e = encodeURIComponent;

/**
 * Team (squad) simulations (spec 03 section 7 'Teams'; contract in
 * `packages/backend/src/squads/README.md`). Every call carries the signed-in user's e-mail.
 */
export const squadsApi = {
  /** GET /squad/:email (list in data.data). */
  listar: async (email: string): Promise<Squad[]> => (await http.get<{ data: Squad[] }>(`/squad/${e(email)}`)).data.data,
  /** POST /squad/create { nome, email }. */
  criar: async (email: string, nome: string): Promise<Squad> => (await http.post<{ data: Squad }>('/squad/create', { nome, email })).data.data,
  /** GET /squad/:email/:id (data.data[0].squad). */
  buscar: async (email: string, id: number): Promise<Squad> =>
    (await http.get<{ data: { squad: Squad }[] }>(`/squad/${e(email)}/${id}`)).data.data[0].squad,
  /** PUT /squad/:email/:id { nome }. */
  renomear: async (email: string, id: number, nome: string): Promise<{ data: Squad; message: string }> =>
    (await http.put<{ data: Squad; message: string }>(`/squad/${e(email)}/${id}`, { nome })).data,
  /** PATCH /squad/:email/change-active { id, ativo: false }. */
  excluir: async (email: string, id: number): Promise<string> =>
    (await http.patch<{ message: string }>(`/squad/${e(email)}/change-active`, { id, ativo: false })).data.message,
  /** POST /squad-colab/create { email, squadId, sprints }. */
  gravarSprints: async (body: SquadColabCreate): Promise<{ data: Squad; message: string }> =>
    (await http.post<{ data: Squad; message: string }>('/squad-colab/create', body)).data,
  /** POST /squad-colab/sprint/remove { email, squadId, sprints }. */
  removerSprints: async (body: SquadSprintRemove): Promise<Squad> => (await http.post<{ data: Squad }>('/squad-colab/sprint/remove', body)).data.data,
  /** PATCH /squad-colab/:email/change-active { squadId, sprint, id, ativo: false }. */
  removerColab: async (email: string, squadId: number, sprint: number, id: number): Promise<Squad> =>
    (await http.patch<{ data: Squad }>(`/squad-colab/${e(email)}/change-active`, { squadId, sprint, id, ativo: false })).data.data,
  /** GET /squad-colab/:email/simulacoes: the catalogue 'Adicionar colaborador' (the user's active employee cost simulations). */
  catalogo: async (email: string): Promise<SquadFuncaoCatalogo[]> =>
    (await http.get<{ data: SquadFuncaoCatalogo[] }>(`/squad-colab/${e(email)}/simulacoes`)).data.data,
};
