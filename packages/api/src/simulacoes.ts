import type { OpcoesSimulacao, ResultadoCalculoMargem, SimulacaoCalculada, SimulacaoCusto } from '@financeiro/domain';
import { http, seg } from './http';
import type { SimularMargemEntrada } from './projetos';

export type { OpcoesSimulacao, SimulacaoCalculada, SimulacaoCusto, SimulacaoResultado, ReferenciaSimulacao } from '@financeiro/domain';

/**
 * Employee cost simulations (spec 03 section 7), as `packages/backend/src/simulacoes/README.md`
 * fixes them. The margin result simulations use `simulacaoMargemApi` (projetos.ts).
 */

/** The form's inputs (codes for regime, funcao, filial). */
export interface SimulacaoCorpo {
  salario: number | string;
  beneficio: number | string;
  dependentes: number | string;
  regime: number | string;
  funcao: number | string;
  filial: number | string;
}

export interface FuncaoSimulacaoCorpo {
  cbo: string;
  nome: string;
  descricao?: string | null;
}


export const simuladorApi = {
  opcoes: async (): Promise<OpcoesSimulacao> => (await http.get<{ data: OpcoesSimulacao }>('/simulator/opcoes')).data.data,
  /** POST /simulator/custo-hh: the closing calculation on the hypothetical employee (writes nothing). */
  calcular: async (corpo: SimulacaoCorpo): Promise<SimulacaoCalculada> =>
    (await http.post<{ data: SimulacaoCalculada }>('/simulator/custo-hh', corpo)).data.data,
  listar: async (email: string): Promise<SimulacaoCusto[]> => (await http.get<{ data: SimulacaoCusto[] }>(`/simulator/${seg(email)}`)).data.data,
  /** GET /simulator/:email/:id answers a list; its first item. */
  obter: async (email: string, id: number | string): Promise<SimulacaoCusto | undefined> =>
    (await http.get<{ data: SimulacaoCusto[] }>(`/simulator/${seg(email)}/${seg(id)}`)).data.data[0],
  criar: async (email: string, corpo: SimulacaoCorpo & Partial<Omit<SimulacaoCalculada, 'funcao'>>) =>
    (await http.post<{ result: boolean; data: SimulacaoCusto; message: string }>('/simulator/create', { ...corpo, email })).data,
  atualizar: async (email: string, id: number, corpo: SimulacaoCorpo & Partial<Omit<SimulacaoCalculada, 'funcao'>>) =>
    (await http.put<{ result: boolean; data: SimulacaoCusto; message: string }>(`/simulator/${seg(email)}/${seg(id)}`, { ...corpo, email })).data,
  /** Soft delete (ativo false); answers the message to show. */
  alterarAtivo: async (email: string, id: number, ativo: boolean): Promise<string> =>
    (await http.patch<{ result: boolean; message: string }>(`/simulator/${seg(email)}/change-active`, { id, ativo })).data.message,
  /** POST /simulacao/margem/calcular: the margin result calculation, spec 03 section 7's `data.data[0]`. */
  calcularResultado: async (corpo: SimularMargemEntrada): Promise<ResultadoCalculoMargem> =>
    (await http.post<{ data: ResultadoCalculoMargem[] }>('/simulacao/margem/calcular', corpo)).data.data[0]!,
  /** A simulation function (ativo 2). */
  criarFuncao: async (corpo: FuncaoSimulacaoCorpo) =>
    (await http.post<{ result: boolean; data: OpcoesSimulacao['funcoes'][number]; message: string }>('/simulator/funcao', corpo)).data,
};
