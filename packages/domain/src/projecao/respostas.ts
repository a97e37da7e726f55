/**
 * The forecast's answers as the API sends them (GET /projecao/:key, /projecao-carteira,
 * /relatorio/fluxo-caixa): the backend builds them, packages/api reads them.
 */
import type { ChaveMes } from '../planejamento/tipos';
import type { IndicadoresCarteira, StatusCarteira } from './carteira';
import type { ProjecaoProjeto } from './projecao';
import type { MesARealizar } from './restante';

/** A project as the forecast answers carry it. */
export interface ProjetoDaProjecao {
  id: number;
  chave: string;
  nome: string;
  cliente: { id: number; nome: string } | null;
  lider: { accountId: string; nome: string } | null;
  categoria: { id: number; nome: string } | null;
}

/** GET /projecao/:key: the domain's forecast with the project, its indicators, status and cause. */
export type RespostaProjecao = Omit<ProjecaoProjeto, 'aRealizar'> & {
  aRealizar: { meses: MesARealizar[]; total: string };
  projeto: ProjetoDaProjecao;
  indicadores: IndicadoresCarteira;
  status: StatusCarteira;
  motivos: string[];
  causa: string;
};

/** One row of the Carteira (GET /projecao-carteira). */
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

/** One month of the Fluxo de Caixa (GET /relatorio/fluxo-caixa). */
export interface MesFluxoCaixa {
  mes: ChaveMes;
  realizado: boolean;
  receita: string;
  custo: string;
  liquido: string;
  acumulado: string;
}
