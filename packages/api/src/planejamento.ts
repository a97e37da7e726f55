import type {
  Cliente,
  DiffPlanejamento,
  FuncoesPlanejamento,
  Planejamento,
  PrevistoMes,
} from '@financeiro/domain';
import { http } from './http';

export type { Cliente, ComparacaoPrevistoReal, Cotacao, DiffPlanejamento, FuncoesPlanejamento, Planejamento, PrevistoMes } from '@financeiro/domain';

/** GET /planejamento/:key: the plan, the project and the clients to choose from. */
export type PlanejamentoCarregado = Planejamento & {
  projetoInfo: { id: number; chave: string; nome: string; clienteId: number | null };
  clientes: Cliente[];
};

/**
 * Financial planning per project (spec 02 section 7, 'Planning'; paths documented in the
 * backend's OpenAPI and `packages/backend/src/planejamento/README.md`).
 */
export const planejamentoApi = {
  carregar: async (key: string): Promise<PlanejamentoCarregado> =>
    (await http.get<{ data: PlanejamentoCarregado }>(`/planejamento/${encodeURIComponent(key)}`)).data.data,
  /** Saves the differences; 409 when the plan changed since `diff.versao` was loaded. */
  salvar: async (diff: DiffPlanejamento): Promise<{ data: Planejamento; message: string }> =>
    (await http.post<{ data: Planejamento; message: string }>('/planejamento', diff)).data,
  funcoes: async (): Promise<FuncoesPlanejamento> => (await http.get<{ data: FuncoesPlanejamento }>('/planejamento/funcoes')).data.data,
  /** Planned cost and revenue per month ('yyyy-MM' bounds, inclusive). */
  previsto: async (key: string, de?: string, ate?: string): Promise<PrevistoMes[]> =>
    (await http.get<{ data: PrevistoMes[] }>(`/planejamento/previsto/${encodeURIComponent(key)}`, { params: { de, ate } })).data.data,
};
