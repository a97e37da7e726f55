import type { ChaveMes, IndicadoresCarteira, LimitesCarteira, MesARealizar, ProjecaoProjeto, StatusCarteira } from '@financeiro/domain';
import { http, seg } from './http';

/** A project as the forecast answers carry it. */
export interface ProjetoDaProjecao {
  id: number;
  chave: string;
  nome: string;
  cliente: { id: number; nome: string } | null;
  lider: { accountId: string; nome: string } | null;
  categoria: { id: number; nome: string } | null;
}

/** GET /projecao/:key (backend `src/modules/projecao/README.md`). */
export type RespostaProjecao = Omit<ProjecaoProjeto, 'aRealizar'> & {
  aRealizar: { meses: MesARealizar[]; total: string };
  projeto: ProjetoDaProjecao;
  indicadores: IndicadoresCarteira;
  status: StatusCarteira;
  motivos: string[];
  causa: string;
};

export interface LinhaCarteira {
  projeto: ProjetoDaProjecao;
  valorVenda: string;
  custoPrevisto: string;
  margemPlanejada: string | null;
  margemA: string | null;
  margemB: string | null;
  custoA: string;
  custoB: string;
  consumido: string | null;
  mesesRestantes: number;
  status: StatusCarteira;
  motivos: string[];
  causa: string;
  indicadores: IndicadoresCarteira;
}

export interface FiltrosCarteira {
  cliente?: number;
  lider?: string;
  categoria?: number;
}

export interface MesFluxoCaixa {
  mes: ChaveMes;
  realizado: boolean;
  receita: string;
  custo: string;
  liquido: string;
  acumulado: string;
}

/** Forecast of projects, the portfolio (Carteira) and the cash flow (issue 38). */
export const projecaoApi = {
  projeto: async (key: string): Promise<RespostaProjecao> => (await http.get<{ data: RespostaProjecao }>(`/projecao/${seg(key)}`)).data.data,
  carteira: async (filtros: FiltrosCarteira = {}): Promise<{ limites: LimitesCarteira; linhas: LinhaCarteira[] }> =>
    (await http.get<{ data: { limites: LimitesCarteira; linhas: LinhaCarteira[] } }>('/projecao-carteira', { params: filtros })).data.data,
  fluxoCaixa: async (de: ChaveMes, ate: ChaveMes): Promise<{ ultimoFechamento: ChaveMes | null; meses: MesFluxoCaixa[] }> =>
    (await http.get<{ data: { ultimoFechamento: ChaveMes | null; meses: MesFluxoCaixa[] } }>('/relatorio/fluxo-caixa', { params: { de, ate } })).data.data,
  limites: async (): Promise<LimitesCarteira> => (await http.get<{ data: LimitesCarteira }>('/admin/projecao/limites')).data.data,
  salvarLimites: async (limites: LimitesCarteira): Promise<{ data: LimitesCarteira; message: string }> =>
    (await http.put<{ data: LimitesCarteira; message: string }>('/admin/projecao/limites', limites)).data,
};
