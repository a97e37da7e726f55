import type {
  AlteracaoCenario,
  CabecalhoCenario,
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
} from '@financeiro/domain';
import { http, seg } from './http';

/** Cost scenarios (issue 39), as `packages/backend/src/modules/cenarios/README.md` fixes them; the answers are the domain's types. */

export type {
  CabecalhoCenario,
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
  detalhe: async (id: number, mat: number, mes?: string | null): Promise<DetalheCenario> =>
    (await http.get<{ data: DetalheCenario }>(`/cenarios/${seg(id)}/colaboradores/${seg(mat)}${mesQuery(mes)}`)).data.data,
  projetos: async (id: number): Promise<ProjetosDoCenario> => (await http.get<{ data: ProjetosDoCenario }>(`/cenarios/${seg(id)}/projetos`)).data.data,
  comparar: async (a: number, b: number): Promise<ComparacaoCenarios> =>
    (await http.get<{ data: ComparacaoCenarios }>(`/cenarios/comparar?a=${a}&b=${b}`)).data.data,
};
