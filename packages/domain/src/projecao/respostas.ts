/**
 * The forecast's answers as the API sends them (GET /projecao/:key, /projecao-carteira,
 * /relatorio/fluxo-caixa): the backend builds them, packages/api reads them.
 */
import type { ChaveMes } from '../planejamento/tipos';
import type { IndicadoresCarteira, LimitesCarteira, StatusCarteira } from './carteira';
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

/**
 * A Carteira row as GET /projecao-carteira answers it: the kept line, and whether its inputs changed
 * since it was computed (its figures are the previous ones, being computed again in the background).
 */
export type LinhaCarteiraDaResposta = LinhaCarteira & { recalculando: boolean };

/**
 * A project of the portfolio with no line ever computed (its forecast being computed in the
 * background): only what the plan gives without the forecast.
 */
export interface ProjetoSemProjecao {
  projeto: ProjetoDaProjecao;
  valorVenda: string;
  custoPrevisto: string;
  margemPlanejada: string | null;
}

/**
 * GET /projecao-carteira's data: answered at once from the kept lines. `recalculando` = the lines being
 * computed in the background (marked ones + `semProjecao`); 0 when every line is current.
 */
export interface RespostaCarteira {
  limites: LimitesCarteira;
  recalculando: number;
  linhas: LinhaCarteiraDaResposta[];
  semProjecao: ProjetoSemProjecao[];
}

/** The screen's notice while lines are being computed again ('' when none). */
export function avisoDeRecalculo(recalculando: number): string {
  if (recalculando <= 0) return '';
  const projetos = recalculando === 1 ? '1 projeto' : `${recalculando.toLocaleString('pt-BR')} projetos`;
  return `Atualizando a projeção de ${projetos} — os valores marcados podem mudar.`;
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
