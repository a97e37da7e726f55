import type { AlteracaoCenario, ColaboradorCenarioResultado, GrupoCenario, SituacaoCenario } from '@financeiro/domain';
import { http, seg } from './http';

/** Cost scenarios (issue 39), as `packages/backend/src/modules/cenarios/README.md` fixes them. */

export interface CenarioResumo {
  id: number;
  nome: string;
  descricao: string | null;
  fechamentoId: number;
  fechamentoLabel: string;
  mesInicio: string;
  alteracoes: number;
  atualizadoEm: string;
}

export interface CenarioSalvo {
  id: number;
  nome: string;
  descricao: string | null;
  fechamentoId: number;
  mesInicio: string;
  alteracoes: AlteracaoCenario[];
  atualizadoEm: string;
}

export interface CenarioCorpo {
  nome: string;
  descricao?: string | null;
  fechamentoId: number | string | null;
  mesInicio: string;
  alteracoes: AlteracaoCenario[];
}

interface Codigo {
  cod: number;
  nome: string;
}

export interface OpcoesCenario {
  fechamentos: Array<{ id: number; label: string; dataInicio: string; dataFim: string; diasUteis: number; mes: string }>;
  departamentos: Array<Codigo & { sigla: string }>;
  funcoes: Codigo[];
  filiais: Codigo[];
  regimes: Array<Codigo & { sigla: string }>;
  beneficios: Array<Codigo & { sigla: string }>;
  impostos: Array<Codigo & { sigla: string; faixas: Array<Record<string, unknown>> }>;
  colaboradores: Array<{ mat: number; nome: string }>;
}

export interface CabecalhoCenario {
  id: number;
  nome: string;
  descricao: string | null;
  mesInicio: string;
  fechamento: { id: number; label: string };
}

export interface TotaisDoCenario {
  empresa: GrupoCenario;
  departamentos: GrupoCenario[];
  funcoes: GrupoCenario[];
  filiais: GrupoCenario[];
  regimes: GrupoCenario[];
}

interface LadoLinha {
  salarioBase: string;
  beneficioTotal: string;
  impostoTotal: string;
  custoTotal: string;
  custoHora: string;
}

export interface LinhaCenario {
  mat: number;
  nome: string | null;
  funcao: string;
  departamento: string | null;
  filial: string;
  regime: string;
  situacao: SituacaoCenario;
  antes: LadoLinha | null;
  depois: LadoLinha | null;
  diferenca: ColaboradorCenarioResultado['diferenca'];
  avisos: string[];
}

export interface ResultadoDoCenario {
  cenario: CabecalhoCenario;
  mes: string;
  periodo: { dataInicio: string; dataFim: string; diasUteis: number };
  colaboradores: LinhaCenario[];
  totais: TotaisDoCenario;
}

export type DetalheCenario = ColaboradorCenarioResultado & { mes: string };

export interface ProjetoCenario {
  chave: string;
  nome: string;
  margemAlvo: string | null;
  valorVenda: string;
  custoRestanteAntes: string;
  custoRestanteDepois: string;
  custoAntes: string;
  custoDepois: string;
  diferenca: string;
  percentual: string | null;
  margemAntes: string | null;
  margemDepois: string | null;
  abaixoDaMetaAntes: boolean;
  abaixoDaMeta: boolean;
  semTaxa: number[];
}

export interface ProjetosDoCenario {
  cenario: CabecalhoCenario;
  desde: string;
  meses: string[];
  projetos: ProjetoCenario[];
  abaixoDaMeta: string[];
}

export interface LadoComparado {
  cenario: CabecalhoCenario;
  mes: string;
  colaboradores: number;
  totais: TotaisDoCenario;
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
  comparar: async (a: number, b: number): Promise<{ a: LadoComparado; b: LadoComparado }> =>
    (await http.get<{ data: { a: LadoComparado; b: LadoComparado } }>(`/cenarios/comparar?a=${a}&b=${b}`)).data.data,
};
