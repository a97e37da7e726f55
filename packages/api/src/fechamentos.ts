import type { DetalheFechamento, Fechamento } from '@financeiro/domain';
import { http } from './http';
import { resourceClient, type ItemResponse, type ListResponse } from './resource';

/**
 * Closings (spec 02 section 7, 'Closing', and the calculation calls of 'Benefits' and 'Taxes').
 * Money as decimal strings ('1234.56'); the hour cost with 4 decimals; dates 'yyyy-MM-dd'.
 */

export interface FechamentoRecord {
  id: number;
  label: string;
  dataInicio: string;
  dataFim: string;
  diasUteis: number;
  descricao: string | null;
  bloqueio: boolean;
  ativo: boolean;
  calculadoEm: string | null;
  /** Has per-employee results (spec 02 section 4). */
  calculado: boolean;
  colaboradores: number;
}

/** One employee's result (GET /fechamento/custo-hh/{id}). */
export interface ResultadoColaborador {
  matricula: number;
  nome: string;
  funcao: string | null;
  funcaoCod: number | null;
  departamento: string | null;
  departamentoCod: number | null;
  departamentoSigla: string | null;
  regime: string | null;
  regimeCod: number | null;
  regimeSigla: string | null;
  filial: string | null;
  filialCod: number | null;
  salarioBase: string;
  beneficioTotal: string;
  impostoTotal: string;
  salarioLiquido: string;
  salarioFilial: string;
  provisaoDecimoTerceiro: string;
  provisaoFerias: string;
  provisaoRescisao: string;
  custoTotal: string;
  custoHora: string;
  custoHoraMeioPeriodo: string;
  cargaHoraria: number;
  meioPeriodo: number;
  /** Only from GET /fechamento/custo-hh/{id}/{mat} (or ?detalhamento=true). */
  detalhamento?: DetalheFechamento;
}

export interface PreviaBeneficios {
  fechamentoId: number;
  colaboradores: number;
  beneficioTotal: string;
  descontoColaborador: string;
  beneficios: Array<{ benefCod: number | null; sigla: string | null; nome: string | null; colaboradores: number; total: string }>;
  avisos: string[];
}

export interface PreviaImpostos {
  fechamentoId: number;
  colaboradores: number;
  impostoTotal: string;
  encargos: string;
  impostos: Array<{ cod: number | null; sigla: string | null; nome: string | null; parteColaborador: string; parteFilial: string }>;
  avisos: string[];
}

export interface ResultadoCalculoFechamento {
  fechamentoId: number;
  colaboradores: number;
  totais: Record<string, string | number>;
  avisos: string[];
  tempos: { carregar: number; calcular: number; gravar: number; total: number };
}

export interface MediaFechamento {
  fechamentoId: number;
  label: string;
  dataInicio: string;
  dataFim: string;
  calculado: boolean;
  colaboradores: number;
  custoHoraMedio: string | null;
  custoHoraPonderado: string | null;
  custoTotal: string | null;
  custoTotalMedio: string | null;
  salarioBaseMedio: string | null;
  beneficioTotalMedio: string | null;
  impostoTotalMedio: string | null;
  salarioLiquidoMedio: string | null;
  salarioFilialMedio: string | null;
}

export interface MediaBeneficiosFechamento {
  fechamentoId: number;
  label: string;
  calculado: boolean;
  colaboradores: number;
  beneficioTotal: string;
  beneficioMedio: string;
  beneficios: Array<{ benefCod: number | null; sigla: string | null; nome: string | null; colaboradores: number; total: string; media: string; descontoColaborador: string }>;
}

/** GET /fechamento/custo/todosDepartamentoArea/{id}: name = department, label = closing. */
export interface CustoArea {
  name: string;
  label: string;
  custo: string;
  departamentoCod: number | null;
  sigla: string | null;
  fechamentoId: number;
}

/** GET /fechamento/custo/departamentos: nome = department, label = closing. */
export interface CustoDepartamento {
  nome: string;
  label: string;
  custo: string;
  departamentoCod: number | null;
  sigla: string | null;
  fechamentoId: number;
  dataInicio: string;
}

export interface DashboardPeriodo {
  inicio: string | null;
  fim: string | null;
  fechamentos: MediaFechamento[];
  disponiveis: Array<Pick<FechamentoRecord, 'id' | 'label' | 'dataInicio' | 'dataFim' | 'calculado'>>;
}

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
  resultados: async (id: number): Promise<ResultadoColaborador[]> =>
    (await http.get<ListResponse<ResultadoColaborador>>(`/fechamento/custo-hh/${id}`)).data.result,
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
