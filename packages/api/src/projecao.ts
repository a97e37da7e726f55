import type {
  ChaveMes,
  LimitesCarteira,
  LinhaCarteira,
  LinhaCarteiraDaResposta,
  MesFluxoCaixa,
  ProjetoDaProjecao,
  ProjetoSemProjecao,
  RespostaCarteira,
  RespostaProjecao,
} from '@financeiro/domain';
import { http, seg } from './http';

/** The forecast's answers are the domain's types. */
export type { LinhaCarteira, LinhaCarteiraDaResposta, MesFluxoCaixa, ProjetoDaProjecao, ProjetoSemProjecao, RespostaCarteira, RespostaProjecao };

export interface FiltrosCarteira {
  cliente?: number;
  lider?: string;
  categoria?: number;
}

/** Forecast of projects, the portfolio (Carteira) and the cash flow (issue 38). */
export const projecaoApi = {
  projeto: async (key: string): Promise<RespostaProjecao> => (await http.get<{ data: RespostaProjecao }>(`/projecao/${seg(key)}`)).data.data,
  /** Answered at once: `recalculando` > 0 while lines are computed in the background (ask again until 0). */
  carteira: async (filtros: FiltrosCarteira = {}): Promise<RespostaCarteira> =>
    (await http.get<{ data: RespostaCarteira }>('/projecao-carteira', { params: filtros })).data.data,
  fluxoCaixa: async (de: ChaveMes, ate: ChaveMes): Promise<{ ultimoFechamento: ChaveMes | null; meses: MesFluxoCaixa[] }> =>
    (await http.get<{ data: { ultimoFechamento: ChaveMes | null; meses: MesFluxoCaixa[] } }>('/relatorio/fluxo-caixa', { params: { de, ate } })).data.data,
  limites: async (): Promise<LimitesCarteira> => (await http.get<{ data: LimitesCarteira }>('/admin/projecao/limites')).data.data,
  salvarLimites: async (limites: LimitesCarteira): Promise<{ data: LimitesCarteira; message: string }> =>
    (await http.put<{ data: LimitesCarteira; message: string }>('/admin/projecao/limites', limites)).data,
};
