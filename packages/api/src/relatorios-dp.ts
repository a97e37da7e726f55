import type {
  EvolucaoCusto,
  FechamentoRelatorio,
  FiltrosResumo,
  OpcoesRelatorioDp,
  RelatorioBeneficios,
  ResumoFolha,
  TipoEvolucao,
} from '@financeiro/domain';
import { http } from './http';
import type { ItemResponse } from './resource';

export type {
  ComparacaoIndicador,
  Comparacao,
  EvolucaoCusto,
  FechamentoRelatorio,
  FiltrosResumo,
  ImpostoResumo,
  LinhaBeneficioRelatorio,
  LinhaResumo,
  MudancaHistorico,
  OpcoesRelatorioDp,
  PontoEvolucao,
  RelatorioBeneficios,
  ResumoFolha,
  TipoEvolucao,
  TotaisFolha,
} from '@financeiro/domain';

/** Period of the cost evolution and of the benefits report. */
export interface PeriodoRelatorioParams {
  /** Up to 24 (the screens offer 6, 12, 18, 24; default 12). */
  meses?: number;
  /** Last month 'yyyy-MM'. */
  ate?: string;
}

export interface FiltrosBeneficiosParams extends PeriodoRelatorioParams {
  benefCod?: number;
  departamentoCod?: number;
  filialCod?: number;
}

async function result<T>(promise: Promise<{ data: ItemResponse<T> }>): Promise<T> {
  return (await promise).data.result;
}

/** Only the filters that are set (no empty query parameters). */
function definidos<T extends object>(params: T): Partial<T> {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== null && value !== '')) as Partial<T>;
}

/** Relatórios DP (section 'relatorios'): every figure read from the stored closing results. */
export const relatoriosDpApi = {
  fechamentos: () => result<FechamentoRelatorio[]>(http.get('/relatorio-dp/fechamentos')),
  opcoes: () => result<OpcoesRelatorioDp>(http.get('/relatorio-dp/opcoes')),
  resumo: (id: number, filtros: FiltrosResumo = {}) =>
    result<ResumoFolha>(http.get(`/relatorio-dp/resumo/${id}`, { params: definidos(filtros) })),
  evolucao: (tipo: TipoEvolucao, cod: number, periodo: PeriodoRelatorioParams = {}) =>
    result<EvolucaoCusto>(http.get('/relatorio-dp/evolucao', { params: definidos({ tipo, cod, ...periodo }) })),
  beneficios: (filtros: FiltrosBeneficiosParams = {}) =>
    result<RelatorioBeneficios>(http.get('/relatorio-dp/beneficios', { params: definidos(filtros) })),
};
