import {
  formatDate,
  toIsoDate,
  type Cliente,
  type Cotacao,
  type ComparacaoPrevistoReal,
  type CustoProjeto,
  type DetalheProjeto,
  type ItemComparacao,
  type JiraPessoa,
  type MargemCalculada,
  type Moeda,
  type ProjetoItem,
  type ProjetosPagina,
  type RelatorioMargem,
  type SyncExecucao,
  type TipoCusto,
} from '@financeiro/domain';
import { http, seg, URL_LIST_MAX } from './http';

export type {
  Cliente,
  Cotacao,
  CustoIndiretoRelatorio,
  CustoProjeto,
  DetalheProjeto,
  ItemComparacao,
  JiraPessoa,
  MargemCalculada,
  ProjetoItem,
  ProjetosPagina,
  RelatorioMargem,
  SyncExecucao,
  TarefaTempo,
  TempoColaborador,
  TipoCusto,
  Moeda,
} from '@financeiro/domain';

/**
 * The project calls (spec 01 section 7), as `packages/backend/src/projetos/README.md` fixes them.
 * Bodies and query strings carry dates as 'yyyy-MM-dd'; date path parameters go as dd/MM/yyyy,
 * URL-encoded ('01%2F11%2F2026'). Money and rates as decimal strings.
 */

/** A date ('yyyy-MM-dd', dd/MM/yyyy or a Date) as the path parameter of the contract. */
export function dataPath(value: string | Date): string {
  const text = formatDate(toIsoDate(value));
  if (!text) throw new Error(`Data inválida: ${String(value)}`);
  return encodeURIComponent(text);
}


export type OrdemProjetos = 'key' | 'name' | 'category' | 'lead' | 'lastIssueUpdateTime';

/** Filters and order of the project list (query of GET /jira/projects[/:page]). */
export interface FiltroProjetos {
  anos?: number[];
  /** Client id. */
  cliente?: number | null;
  /** Leader's Jira accountId. */
  lider?: string | null;
  /** Category id. */
  categoria?: number | null;
  /** Name or key. */
  texto?: string;
  ordem?: OrdemProjetos;
  direcao?: 'asc' | 'desc';
  /** Page size (default 10, max 100). */
  tamanho?: number;
}

export function filtroParams(filtro: FiltroProjetos): Record<string, string> {
  const params: Record<string, string> = {};
  if (filtro.anos && filtro.anos.length > 0) params.anos = filtro.anos.join(',');
  if (filtro.cliente !== undefined && filtro.cliente !== null) params.cliente = String(filtro.cliente);
  if (filtro.lider) params.lider = filtro.lider;
  if (filtro.categoria !== undefined && filtro.categoria !== null) params.categoria = String(filtro.categoria);
  if (filtro.texto && filtro.texto.trim() !== '') params.texto = filtro.texto.trim();
  if (filtro.ordem) params.ordem = filtro.ordem;
  if (filtro.direcao) params.direcao = filtro.direcao;
  if (filtro.tamanho) params.tamanho = String(filtro.tamanho);
  return params;
}

export interface Categoria {
  id: number;
  name: string;
}

/** The five rates of the margin calculation, as fractions in decimal strings ('0.0935'). */
export interface TaxasMargem {
  taxaImposto: string;
  taxaImpostoResultado: string;
  taxaRv: string;
  taxaRateio: string;
  taxaDespesas: string;
}

/** An indirect cost sent with a margin calculation or save. */
export interface CustoIndiretoEntrada {
  id?: number;
  tipo_custo: TipoCusto;
  descricao: string | null;
  valor: string;
  moeda: Moeda;
  cotacao: string;
}

/** Body of POST .../margem/simulator. */
export interface SimularMargemEntrada extends TaxasMargem {
  keys: string[];
  /** Margin result simulations only: the typed hour cost (else the server's, from the worklogs). */
  custoHH?: string;
  periodoInicio: string;
  periodoFim: string;
  receitaBruta: string;
  custosIndiretos: CustoIndiretoEntrada[];
}

/** The spec's save payload (camelCase, spec 01 section 3) plus the five rates. */
export interface RelatorioMargemPayload extends MargemCalculada, TaxasMargem {
  email: string;
  nomeRelatorio: string;
  /** Project key (keys joined by ',' for a simulation of several projects). */
  projeto: string;
  periodoInicio: string;
  periodoFim: string;
  custosIndiretos: CustoIndiretoEntrada[];
}

/** Body of POST /custo-projeto (one cost). */
export interface CustoProjetoEntrada {
  email: string;
  projeto: string;
  periodo_inicio: string;
  periodo_fim: string;
  tipo_custo: TipoCusto;
  descricao: string | null;
  valor: string;
  moeda: Moeda;
  cotacao: string;
}

/** GET /custo-projeto/curto-real (shape defined with the planning domain). */
export type PrevistoRealProjeto = ComparacaoPrevistoReal;

interface Data<T> {
  data: T;
}

async function data<T>(promise: Promise<{ data: Data<T> }>): Promise<T> {
  return (await promise).data.data;
}

/** The margin report calls, under /jira/projects/margem (reports) or /simulacao/margem (simulations). */
function margemClient(base: string, nameLookup: string) {
  return {
    simular: (body: SimularMargemEntrada) => data<MargemCalculada>(http.post(`${base}/simulator`, body)),
    salvar: (body: RelatorioMargemPayload) => data<RelatorioMargem>(http.post(base, body)),
    listar: (email: string) => data<RelatorioMargem[]>(http.get(`${base}/${seg(email)}`)),
    obter: (email: string, id: number | string) => data<RelatorioMargem>(http.get(`${base}/${seg(email)}/${seg(id)}`)),
    atualizar: (id: number, body: RelatorioMargemPayload) => data<RelatorioMargem>(http.put(`${base}/${seg(id)}`, body)),
    /** Soft delete (ativo = false); answers the message to show. */
    async alterarAtivo(email: string, id: number, ativo: boolean): Promise<string> {
      const { data: body } = await http.patch<{ message: string }>(`${base}/${seg(email)}/change-active`, { id, ativo });
      return body.message;
    },
    /** True when the user already has an active report or simulation with this name. */
    async nomeExiste(nome: string): Promise<boolean> {
      const { data: body } = await http.get<{ found: boolean }>(`${nameLookup}/${seg(nome)}`);
      return body.found;
    },
  };
}

export const projetosApi = {
  /** GET /jira/projects/:page (page starts at 1). */
  listar: async (page: number, filtro: FiltroProjetos = {}): Promise<ProjetosPagina> =>
    (await http.get<ProjetosPagina>(`/jira/projects/${seg(page)}`, { params: filtroParams(filtro) })).data,
  /** GET /jira/projects: every listed project, no paging (the export). */
  todos: (filtro: FiltroProjetos = {}) =>
    data<ProjetoItem[]>(http.get('/jira/projects', { params: filtroParams({ ...filtro, tamanho: undefined }) })),
  buscar: async (page: number, texto: string): Promise<ProjetosPagina> =>
    (await http.get<ProjetosPagina>(`/jira/projects/search/${seg(page)}/${seg(texto)}`)).data,
  buscarPorCategoria: async (page: number, categoria: string): Promise<ProjetosPagina> =>
    (await http.get<ProjetosPagina>(`/jira/projects/search/${seg(page)}/category/${seg(categoria)}`)).data,
  categorias: () => data<Categoria[]>(http.get('/jira/projects/categories')),
  lideres: () => data<JiraPessoa[]>(http.get('/jira/projects/lideres')),
  /** GET /jira/projects/anos: the years the list's year filter can find, the current one first. */
  anos: () => data<number[]>(http.get('/jira/projects/anos')),
  categoriaDoProjeto: (key: string) => data<Categoria | null>(http.get(`/jira/project/category/${seg(key)}`)),
  /** POST /jira/projects/:keys/:startDate/:endDate; `page` is the tasks page (10 per page). The body is the detail itself (no `data` wrapper). */
  detalhe: async (keys: string[], inicio: string, fim: string, page = 1): Promise<DetalheProjeto> => {
    // The body always carries every key; a path too long for a URL names only the first.
    const caminho = seg(keys.join(',')).length > URL_LIST_MAX ? seg(keys[0] ?? '') : seg(keys.join(','));
    return (await http.post<DetalheProjeto>(`/jira/projects/${caminho}/${dataPath(inicio)}/${dataPath(fim)}`, { key: keys, page })).data;
  },
  /** GET /jira/projects/times/:pares/:startDate/:endDate, one item per project (POST with the pairs in the body for long lists). */
  comparacao: (pares: Array<{ key: string; id: number | string }>, inicio: string, fim: string) => {
    const texto = pares.map(({ key, id }) => `${key}:${id}`).join(',');
    const periodo = `${dataPath(inicio)}/${dataPath(fim)}`;
    return data<ItemComparacao[]>(
      seg(texto).length > URL_LIST_MAX
        ? http.post(`/jira/projects/times/${periodo}`, { pares: texto })
        : http.get(`/jira/projects/times/${seg(texto)}/${periodo}`),
    );
  },
};

const RELATORIOS_MARGEM = '/jira/projects/margem';

export const margemApi = {
  ...margemClient(RELATORIOS_MARGEM, '/jira/projects/margem-name'),
  /** Renames a report (simulations have no rename: their name is set when saved). */
  renomear: (id: number, nome: string) => data<RelatorioMargem>(http.patch(`${RELATORIOS_MARGEM}/${seg(id)}`, { nome })),
};
export const simulacaoMargemApi = margemClient('/simulacao/margem', '/jira/projects/margem-name');

export const custosProjetoApi = {
  /** One cost or several in one transaction. */
  criar: (custos: CustoProjetoEntrada | CustoProjetoEntrada[]) => data<CustoProjeto[]>(http.post('/custo-projeto', custos)),
  listar: (key: string, inicio: string, fim: string) =>
    data<CustoProjeto[]>(http.get(`/custo-projeto/${seg(key)}/${dataPath(inicio)}/${dataPath(fim)}`)),
  atualizar: (id: number, custo: CustoProjetoEntrada) => data<CustoProjeto>(http.put(`/custo-projeto/${seg(id)}`, custo)),
  async excluir(id: number): Promise<string> {
    const { data: body } = await http.delete<{ message: string }>(`/custo-projeto/${seg(id)}`);
    return body.message;
  },
  /** Planned against actual costs by category (needs the planning tables of issue 6). */
  previstoRealizado: (key: string, id: number | string, inicio: string, fim: string) =>
    data<PrevistoRealProjeto>(http.get(`/custo-projeto/curto-real/${seg(key)}/${seg(id)}/${dataPath(inicio)}/${dataPath(fim)}`)),
};

export const clientesApi = {
  listar: () => data<Cliente[]>(http.get('/cliente')),
  clientes: () => data<Cliente[]>(http.get('/cliente/clientes')),
  /** Associates one project, or several in one request (all or none). */
  async associar(clienteId: number, chaves: string | string[]): Promise<string> {
    const body = Array.isArray(chaves) ? { clienteId, chavesProjetos: chaves } : { clienteId, chaveProjeto: chaves };
    return (await http.post<{ message: string }>('/cliente/associar', body)).data.message;
  },
  doProjeto: (projetoId: number) => data<Cliente | null>(http.get(`/cliente/projeto/${seg(projetoId)}`)),
  projetos: (clienteId: number) => data<ProjetoItem[]>(http.post('/cliente/projetos', { clienteId })),
  async projetosPorCliente(id: number): Promise<Array<{ chave: string; nome: string; id: number }>> {
    return (await http.get<{ projetos: Array<{ chave: string; nome: string; id: number }> }>(`/cliente/findAllProjectsByClientId/${seg(id)}`))
      .data.projetos;
  },
  criarComProjetos: (cliente: { name: string; key: string }, projeto: string[]) =>
    data<Cliente>(http.post('/cliente/createClientWithProjects', { cliente, projeto })),
  porChaveProjeto: (key: string) => data<Cliente | null>(http.get(`/cliente/findClienteByChaveProjeto/${seg(key)}`)),
  async trocar(chaveProjeto: string, novoCliente: number): Promise<string> {
    return (await http.put<{ message: string }>('/cliente/updateCliente', { chaveProjeto, novoCliente })).data.message;
  },
  async idPorChave(key: string): Promise<number | null> {
    return (await http.get<{ id: number | null }>(`/cliente/clientId/${seg(key)}`)).data.id;
  },
  /** Renames a client: `{ data: Cliente, message }`. */
  async renomear(id: number, name: string): Promise<{ data: Cliente; message: string }> {
    return (await http.patch<{ data: Cliente; message: string }>(`/cliente/${seg(id)}`, { name })).data;
  },
  /** Takes a project off its client. */
  async desassociar(clienteId: number, chaveProjeto: string): Promise<string> {
    return (await http.post<{ message: string }>('/cliente/desassociar', { clienteId, chaveProjeto })).data.message;
  },
};

export const cotacaoApi = {
  /** USD and EUR in BRL; `atual: false` = the last stored quote (the service was unreachable). */
  listar: () => data<Cotacao[]>(http.get('/cotacao')),
};

export const jiraSyncApi = {
  /** POST /jira/sync (administrators): starts a sync now; 409 when one is running. */
  sincronizar: () => data<{ id: number }>(http.post('/jira/sync')),
  execucoes: () => data<SyncExecucao[]>(http.get('/jira/sync/execucoes')),
  /** The latest runs with the connector's state (`configurado` false: no Jira settings, demo data). */
  async estado(): Promise<{ data: SyncExecucao[]; configurado?: boolean; emAndamento?: boolean }> {
    return (await http.get<{ data: SyncExecucao[]; configurado?: boolean; emAndamento?: boolean }>('/jira/sync/execucoes')).data;
  },
};
