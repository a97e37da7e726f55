import type {
  AlteracaoCenario,
  CabecalhoCenario,
  CenarioResumo,
  CenarioSalvo,
  ColaboradorComparado,
  ComparacaoCenarios,
  DetalheCenario,
  LadoComparado,
  LinhaCenario,
  MesDoCenario,
  MesesDoCenario,
  OpcoesCenario,
  ProjetoCenario,
  ProjetosDoCenario,
  ResultadoDoCenario,
  TotaisDoCenario,
} from '@financeiro/domain';
import { http, seg } from './http';

/** Cost scenarios (issue 39), as `packages/backend/src/modules/cenarios/README.md` fixes them; the answers are the domain's types. */

export type {
  CabecalhoCenario,
  ColaboradorComparado,
  MesDoCenario,
  MesesDoCenario,
  CenarioResumo,
  CenarioSalvo,
  ComparacaoCenarios,
  DetalheCenario,
  LadoComparado,
  LinhaCenario,
  OpcoesCenario,
  ProjetoCenario,
  ProjetosDoCenario,
  ResultadoDoCenario,
  TotaisDoCenario,
};

export interface CenarioCorpo {
  nome: string;
  descricao?: string | null;
  fechamentoId: number | string | null;
  mesInicio: string;
  alteracoes: AlteracaoCenario[];
}

/** A page of a scenario's list and how many lines the list has (the header X-Total-Count). */
export interface PaginaCenario<T> {
  linhas: T[];
  total: number;
}

/** The filters and the page of a scenario's lines; without `pagina`/`limite` the whole list. */
export interface FiltroLinhasCenario {
  mes?: string | null;
  situacao?: 'mantido' | 'admitido' | 'desligado' | null;
  busca?: string | null;
  pagina?: number;
  limite?: number;
}

const consulta = (campos: Record<string, string | number | null | undefined>) => {
  const partes = Object.entries(campos).flatMap(([campo, valor]) => (valor === null || valor === undefined || valor === '' ? [] : [`${campo}=${encodeURIComponent(String(valor))}`]));
  return partes.length ? `?${partes.join('&')}` : '';
};

async function pagina<T>(url: string): Promise<PaginaCenario<T>> {
  const resposta = await http.get<{ data: T[] }>(url);
  const total = Number(resposta.headers['x-total-count']);
  return { linhas: resposta.data.data, total: Number.isFinite(total) ? total : resposta.data.data.length };
}

type Mensagem<T> = { result: boolean; data: T; message: string };
const mesQuery = (mes?: string | null) => (mes ? `?mes=${encodeURIComponent(mes)}` : '');

export const cenariosApi = {
  opcoes: async (): Promise<OpcoesCenario> => (await http.get<{ data: OpcoesCenario }>('/cenarios/opcoes')).data.data,
  listar: async (): Promise<CenarioResumo[]> => (await http.get<{ data: CenarioResumo[] }>('/cenarios')).data.data,
  obter: async (id: number | string): Promise<CenarioSalvo> => (await http.get<{ data: CenarioSalvo }>(`/cenarios/${seg(id)}`)).data.data,
  criar: async (corpo: CenarioCorpo) => (await http.post<Mensagem<CenarioSalvo>>('/cenarios', corpo)).data,
  atualizar: async (id: number, corpo: Partial<CenarioCorpo>) => (await http.put<Mensagem<CenarioSalvo>>(`/cenarios/${seg(id)}`, corpo)).data,
  duplicar: async (id: number) => (await http.post<Mensagem<CenarioSalvo>>(`/cenarios/${seg(id)}/duplicar`, {})).data,
  excluir: async (id: number): Promise<string> => (await http.delete<{ result: boolean; message: string }>(`/cenarios/${seg(id)}`)).data.message,
  resultado: async (id: number, mes?: string | null): Promise<ResultadoDoCenario> =>
    (await http.get<{ data: ResultadoDoCenario }>(`/cenarios/${seg(id)}/resultado${mesQuery(mes)}`)).data.data,
  /** One page of the month's lines (employees, then the hires). */
  colaboradores: (id: number, filtro: FiltroLinhasCenario = {}): Promise<PaginaCenario<LinhaCenario>> =>
    pagina<LinhaCenario>(`/cenarios/${seg(id)}/colaboradores${consulta({ ...filtro })}`),
  /** The totals month by month from the start month. */
  meses: async (id: number, quantidade?: number): Promise<MesesDoCenario> =>
    (await http.get<{ data: MesesDoCenario }>(`/cenarios/${seg(id)}/meses${consulta({ meses: quantidade })}`)).data.data,
  detalhe: async (id: number, mat: number, mes?: string | null): Promise<DetalheCenario> =>
    (await http.get<{ data: DetalheCenario }>(`/cenarios/${seg(id)}/colaboradores/${seg(mat)}${mesQuery(mes)}`)).data.data,
  projetos: async (id: number): Promise<ProjetosDoCenario> => (await http.get<{ data: ProjetosDoCenario }>(`/cenarios/${seg(id)}/projetos`)).data.data,
  comparar: async (a: number, b: number): Promise<ComparacaoCenarios> =>
    (await http.get<{ data: ComparacaoCenarios }>(`/cenarios/comparar?a=${a}&b=${b}`)).data.data,
  /** Two scenarios employee by employee, one page. */
  compararColaboradores: (a: number, b: number, filtro: Omit<FiltroLinhasCenario, 'situacao'> = {}): Promise<PaginaCenario<ColaboradorComparado>> =>
    pagina<ColaboradorComparado>(`/cenarios/comparar/colaboradores${consulta({ a, b, ...filtro })}`),
};
