import type {
  AvisosColaborador,
  FechamentoRecord,
  ResultadoColaborador,
  PreviaBeneficios,
  PreviaImpostos,
  ResultadoCalculoFechamento,
  MediaFechamento,
  MediaBeneficiosFechamento,
  CustoArea,
  CustoDepartamento,
  DashboardPeriodo,
  Fechamento,
  BaseHorasCustoHora,
  ConfiguracaoCustoHora,
} from '@financeiro/domain';
import { http } from './http';
import { resourceClient, type ItemResponse, type ListResponse } from './resource';

export type {
  AvisosColaborador,
  FechamentoRecord,
  ResultadoColaborador,
  PreviaBeneficios,
  PreviaImpostos,
  ResultadoCalculoFechamento,
  MediaFechamento,
  MediaBeneficiosFechamento,
  CustoArea,
  CustoDepartamento,
  DashboardPeriodo,
  ConfiguracaoCustoHora,
} from '@financeiro/domain';

/**
 * Closings (spec 02 section 7, 'Closing', and the calculation calls of 'Benefits' and 'Taxes').
 * Money as decimal strings ('1234.56'); the hour cost with 4 decimals; dates 'yyyy-MM-dd'.
 */

export interface PeriodoParams {
  /** 3, 6, 9 or 12. */
  meses?: number;
  /** Reference month 'yyyy-MM' (or a date in it). */
  ate?: string;
}

const base = resourceClient<FechamentoRecord, Fechamento>({
  list: '/fechamento/list',
  get: '/fechamento',
  create: '/fechamento/create',
  update: '/fechamento/update',
});

async function result<T>(promise: Promise<{ data: ItemResponse<T> }>): Promise<T> {
  return (await promise).data.result;
}

export const fechamentosApi = {
  ...base,
  /** POST /beneficio/calculate/{id}: checks and benefit preview (writes nothing). */
  previaBeneficios: (id: number, isRecalculate: boolean) =>
    result<PreviaBeneficios>(http.post(`/beneficio/calculate/${id}`, { isRecalculate })),
  /** POST /imposto/calculate/{closingId}: checks and tax preview (writes nothing). */
  previaImpostos: (id: number, isRecalculate: boolean) =>
    result<PreviaImpostos>(http.post(`/imposto/calculate/${id}`, { isRecalculate })),
  /** POST /fechamento/custo-hh/{id}: the calculation itself (one transaction). */
  calcularCustoHH: (id: number, partTimeColab = true) =>
    result<ResultadoCalculoFechamento>(http.post(`/fechamento/custo-hh/${id}`, { partTimeColab })),
  /**
   * The Calcular/Recalcular flow of spec 02 section 4: the two checks in parallel, then the hour
   * cost calculation.
   */
  async calcular(id: number, isRecalculate: boolean): Promise<ResultadoCalculoFechamento> {
    await Promise.all([fechamentosApi.previaBeneficios(id, isRecalculate), fechamentosApi.previaImpostos(id, isRecalculate)]);
    return fechamentosApi.calcularCustoHH(id);
  },
  /** GET /fechamento/configuracao: the company's hour base of the hour cost. */
  configuracao: () => result<ConfiguracaoCustoHora>(http.get('/fechamento/configuracao')),
  /** PUT /fechamento/configuracao: changes it for the next calculations. */
  salvarConfiguracao: (baseHorasCustoHora: BaseHorasCustoHora) =>
    result<ConfiguracaoCustoHora>(http.put('/fechamento/configuracao', { baseHorasCustoHora })),
  resultados: async (id: number): Promise<ResultadoColaborador[]> =>
    (await http.get<ListResponse<ResultadoColaborador>>(`/fechamento/custo-hh/${id}`)).data.result,
  /** GET /fechamento/avisos/{id}: the saved warnings of each employee (only those with warnings). */
  avisos: async (id: number): Promise<AvisosColaborador[]> =>
    (await http.get<ListResponse<AvisosColaborador>>(`/fechamento/avisos/${id}`)).data.result,
  resultado: (id: number, mat: number) => result<ResultadoColaborador>(http.get(`/fechamento/custo-hh/${id}/${mat}`)),
  media: (id: number) => result<MediaFechamento>(http.get(`/fechamento/custo-hh/media/${id}`)),
  mediaBeneficios: (id: number) => result<MediaBeneficiosFechamento>(http.get(`/beneficio/calculate/average/${id}`)),
  /** id 0 = the latest calculated closing. */
  custoPorArea: async (id: number): Promise<CustoArea[]> =>
    (await http.get<ListResponse<CustoArea>>(`/fechamento/custo/todosDepartamentoArea/${id}`)).data.result,
  custoDepartamentos: async (params: PeriodoParams = {}): Promise<CustoDepartamento[]> =>
    (await http.get<ListResponse<CustoDepartamento>>('/fechamento/custo/departamentos', { params })).data.result,
  dashboard: (params: PeriodoParams = {}) => result<DashboardPeriodo>(http.get('/fechamento/dashboard', { params })),
};
