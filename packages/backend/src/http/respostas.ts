/**
 * The success answer (200) of every operation whose module does not write its response schema by
 * hand, as TypeScript types of `@financeiro/domain` keyed by 'METHOD /path' (Fastify's form, ':param').
 * `pnpm --filter @financeiro/backend respostas` turns this file into respostas.schema.json (JSON
 * Schema, one definition per type); src/http/schemas.ts gives each route its entry as
 * `response[200]`, so the OpenAPI document describes the answer and Fastify serialises with it:
 * a field not named here is not sent. The same script refuses a handler whose inferred answer does
 * not fit its entry here (respostas.test.ts keeps the JSON and this file in step).
 */
import type {
  AlertasDoUsuario,
  AvisosColaborador,
  EntradaDeAuditoria,
  BeneficioDetail,
  BeneficioRecord,
  CenarioResumo,
  CenarioSalvo,
  Cliente,
  ComparacaoCenarios,
  ColaboradorBeneficioRecord,
  ColaboradorHistorico,
  ColaboradorRecord,
  ComparacaoPrevistoReal,
  ConfiguracaoCustoHora,
  Cotacao,
  CustoArea,
  CustoDepartamento,
  CustoExtraMes,
  CustoProjeto,
  CustoRealMes,
  DashboardPeriodo,
  DepartamentoRecord,
  DetalheCenario,
  MesesDoCenario,
  PaginaColaboradoresCenario,
  PaginaComparacaoColaboradores,
  DetalheProjeto,
  EvolucaoCusto,
  FaixaImpostoRecord,
  FaturamentoMes,
  FechamentoRecord,
  FechamentoRelatorio,
  FilialRecord,
  FuncaoRecord,
  FuncoesPlanejamento,
  HistoricoCustos,
  ImpostoDetail,
  ImpostoRecord,
  ItemComparacao,
  JiraPessoa,
  LinhaCapacidadeArea,
  MargemCalculada,
  MediaBeneficiosFechamento,
  MediaFechamento,
  OpcoesCenario,
  OpcoesRelatorioDp,
  OpcoesSimulacao,
  Planejamento,
  PreferenciaAlertas,
  PreviaBeneficios,
  PreviaImpostos,
  PrevistoMes,
  ProjetoItem,
  ProjetosDoCenario,
  ProjetosPagina,
  RealMes,
  RegrasAlerta,
  RegrasAlertaDoProjeto,
  RegimeImpostoRecord,
  RegimePerfil,
  RegimeRecord,
  RelatorioBeneficios,
  RelatorioComparativoCusto,
  RelatorioComparativoFaturamento,
  RelatorioMargem,
  RespostaCapacidadeProjeto,
  ResultadoAnual,
  ResultadoCalculoFechamento,
  ResultadoCalculoMargem,
  ResultadoColaborador,
  ResultadoDoCenario,
  ResumoFolha,
  SimulacaoCalculada,
  SimulacaoCusto,
  Squad,
  SquadFuncaoCatalogo,
  ValorBeneficioRecord,
  ValorImpostoRecord,
} from '@financeiro/domain';

/** The registration calls' envelopes (spec 02 section 7). */
export interface Lista<T> {
  result: T[];
}
export interface Item<T> {
  result: T;
}
export interface Criado {
  result: { insertId: number };
}
export interface Alterado {
  result: { affectedRows: number };
}
/** The project calls' envelope (spec 01 section 7). */
export interface Dados<T> {
  data: T;
}
export interface Mensagem {
  message: string;
}
export interface DadosMensagem<T> {
  data: T;
  message: string;
}

export interface Categoria {
  id: number;
  name: string;
}
export type Lider = JiraPessoa & { email: string | null };

/** GET /planejamento/:key: the plan, the project and the clients to choose from. */
export type PlanejamentoCarregado = Planejamento & {
  projetoInfo: { id: number; chave: string; nome: string; clienteId: number | null };
  clientes: Cliente[];
};

/** Margin calculations: `estimado` when a month's hour cost came from the latest closing instead of its own. */
export interface MargemSimulada {
  data: MargemCalculada;
  estimado: boolean;
}
export interface ResultadoMargemSimulado {
  data: ResultadoCalculoMargem[];
  estimado: boolean;
}

export interface DetalheRelatorioProjetos {
  total: string;
  custoHH: string;
  timeSpentTotal: number;
  timeSpentBillable: number;
}

export interface FuncaoSimulacao {
  cod: number;
  cbo: string;
  nome: string;
  descricao: string | null;
  ativo: number;
}

/** A scenario created, changed or copied. */
export interface CenarioGravado {
  result: boolean;
  data: CenarioSalvo;
  message: string;
}

export interface SimulacaoGravada {
  result: boolean;
  data: SimulacaoCusto;
  message: string;
}

export interface Respostas {
  // auditoria (issue 37)
  'GET /admin/auditoria': EntradaDeAuditoria[];
  'GET /admin/auditoria/exportacao': EntradaDeAuditoria[];
  'GET /auditoria/:entidade/:chave': EntradaDeAuditoria[];

  // estrutura (registration CRUD)
  'GET /departamento/list': Lista<DepartamentoRecord>;
  'GET /departamento/:cod': Item<DepartamentoRecord>;
  'POST /departamento/create': Criado;
  'PUT /departamento/update/:cod': Alterado;
  'GET /filial/list': Lista<FilialRecord>;
  'GET /filial/:cod': Item<FilialRecord>;
  'POST /filial/create': Criado;
  'PUT /filial/update/:cod': Alterado;
  'GET /funcao/list': Lista<FuncaoRecord>;
  'GET /funcao/:cod': Item<FuncaoRecord>;
  'POST /funcao/create': Criado;
  'PUT /funcao/update/:cod': Alterado;
  'GET /funcao/listFuncoesAtivos1e2': Lista<FuncaoRecord>;

  // beneficios
  'GET /beneficio/list': Lista<BeneficioRecord>;
  'GET /beneficio/filial/:cod': Lista<ValorBeneficioRecord>;
  'GET /beneficio/:cod': Item<BeneficioDetail>;
  'POST /beneficio/create': Criado;
  'PUT /beneficio/update/:cod': Alterado;
  'GET /valor-beneficio/list': Lista<ValorBeneficioRecord>;
  'GET /valor-beneficio/:id': Item<ValorBeneficioRecord>;
  'POST /valor-beneficio/create': Criado;
  'PUT /valor-beneficio/update/:id': Alterado;

  // impostos
  'GET /regime/list': Lista<RegimeRecord>;
  'GET /regime/:cod': Item<RegimeRecord>;
  'POST /regime/create': Criado;
  'PUT /regime/update/:cod': Alterado;
  'GET /regime/imposto/:cod': Lista<RegimeImpostoRecord>;
  'POST /regime/imposto/:cod': Criado;
  'PUT /regime/imposto/:cod': Alterado;
  'GET /regime/perfis/:cod': Lista<RegimePerfil>;
  'GET /imposto/list': Lista<ImpostoRecord>;
  'GET /imposto/:cod': Item<ImpostoDetail>;
  'POST /imposto/create': Criado;
  'PUT /imposto/update/:cod': Alterado;
  'GET /imposto/faixa/:cod': Lista<FaixaImpostoRecord>;
  'POST /imposto/faixa/:cod': Criado;
  'PUT /imposto/faixa/:cod': Alterado;
  'GET /valor-imposto/list': Lista<ValorImpostoRecord>;
  'GET /valor-imposto/:id': Item<ValorImpostoRecord>;
  'POST /valor-imposto/create': Criado;
  'PUT /valor-imposto/update/:id': Alterado;

  // colaboradores
  'GET /employee': Lista<ColaboradorRecord>;
  'GET /employee/:mat': Item<ColaboradorRecord>;
  'POST /employee/create': Criado;
  'PUT /employee/update/:mat': Alterado;
  'PATCH /employee/change-active': Alterado;
  'GET /colaborador/classificacoes': Lista<string>;
  'GET /colaborador/:mat': Lista<ColaboradorHistorico>;
  'GET /beneficio/colab/:mat': Lista<ColaboradorBeneficioRecord>;
  'GET /beneficio/colab/:mat/:benefCod': Item<ColaboradorBeneficioRecord>;
  'POST /beneficio/colab/:mat/:benefCod': Criado;
  'PUT /beneficio/colab/:mat/:benefCod': Alterado;
  'DELETE /beneficio/:mat/:benefCod/:filialCod': Alterado;

  // fechamentos
  'GET /fechamento/list': Lista<FechamentoRecord>;
  'GET /fechamento/:id': Item<FechamentoRecord>;
  'POST /fechamento/create': { result: { insertId: number; id: number } };
  'PUT /fechamento/update/:id': Alterado;
  'POST /beneficio/calculate/:id': Item<PreviaBeneficios>;
  'POST /imposto/calculate/:closingId': Item<PreviaImpostos>;
  'GET /fechamento/configuracao': Item<ConfiguracaoCustoHora>;
  'PUT /fechamento/configuracao': Item<ConfiguracaoCustoHora>;
  'POST /fechamento/custo-hh/:id': Item<ResultadoCalculoFechamento>;
  'GET /fechamento/custo-hh/:id': Lista<ResultadoColaborador>;
  'GET /fechamento/avisos/:id': Lista<AvisosColaborador>;
  'GET /fechamento/custo-hh/:id/:mat': Item<ResultadoColaborador>;
  'GET /beneficio/calculate/average/:id': Item<MediaBeneficiosFechamento>;
  'GET /fechamento/custo-hh/media/:id': Item<MediaFechamento>;
  'GET /fechamento/custo/todosDepartamentoArea/:id': Lista<CustoArea>;
  'GET /fechamento/custo/departamentos': Lista<CustoDepartamento>;
  'GET /fechamento/dashboard': Item<DashboardPeriodo>;

  // planejamento
  'GET /planejamento/funcoes': Dados<FuncoesPlanejamento>;
  'GET /planejamento/previsto/:key': Dados<PrevistoMes[]>;
  'GET /planejamento/:key': Dados<PlanejamentoCarregado>;
  'POST /planejamento': DadosMensagem<Planejamento>;
  'GET /custo-projeto/curto-real/:key/:id/:start/:end': Dados<ComparacaoPrevistoReal>;

  // projetos
  'GET /jira/projects': Dados<ProjetoItem[]>;
  'GET /jira/projects/:page': ProjetosPagina;
  'GET /jira/projects/search/:page/:text': ProjetosPagina;
  'GET /jira/projects/search/:page/category/:text': ProjetosPagina;
  'GET /jira/projects/categories': Dados<Categoria[]>;
  'GET /jira/projects/anos': Dados<number[]>;
  'GET /jira/projects/lideres': Dados<Lider[]>;
  'GET /jira/project/category/:key': Dados<Categoria | null>;
  'POST /jira/projects/:keys/:startDate/:endDate': DetalheProjeto;
  'GET /jira/projects/times/:pares/:startDate/:endDate': Dados<ItemComparacao[]>;
  'POST /jira/projects/times/:startDate/:endDate': Dados<ItemComparacao[]>;
  'GET /jira/projects/year/:key/:ano': Dados<RealMes[]>;
  'GET /jira/projects/faturamento/:key/:inicio/:fim': Dados<FaturamentoMes[]>;
  'GET /jira/projects/custo/:key/:inicio/:fim': Dados<CustoRealMes[]>;

  // margens (reports under /jira/projects/margem, simulations under /simulacao/margem)
  'POST /jira/projects/margem/simulator': MargemSimulada;
  'POST /jira/projects/margem': DadosMensagem<RelatorioMargem>;
  'GET /jira/projects/margem/:email': Dados<RelatorioMargem[]>;
  'GET /jira/projects/margem/:email/:id': Dados<RelatorioMargem>;
  'PUT /jira/projects/margem/:id': DadosMensagem<RelatorioMargem>;
  'PATCH /jira/projects/margem/:id': Dados<RelatorioMargem>;
  'PATCH /jira/projects/margem/:email/change-active': Mensagem;
  'POST /simulacao/margem/simulator': MargemSimulada;
  'POST /simulacao/margem/calcular': ResultadoMargemSimulado;
  'POST /simulacao/margem': DadosMensagem<RelatorioMargem>;
  'GET /simulacao/margem/:email': Dados<RelatorioMargem[]>;
  'GET /simulacao/margem/:email/:id': Dados<RelatorioMargem>;
  'PUT /simulacao/margem/:id': DadosMensagem<RelatorioMargem>;
  'PATCH /simulacao/margem/:email/change-active': Mensagem;
  'GET /jira/projects/margem-name/:name': { found: boolean };

  // custos-projeto
  'POST /custo-projeto': DadosMensagem<CustoProjeto[]>;
  'GET /custo-projeto/:key/:start/:end': Dados<CustoProjeto[]>;
  'GET /custo-projeto/projetos/:key/:inicio/:fim': Dados<CustoExtraMes[]>;
  'PUT /custo-projeto/:id': DadosMensagem<CustoProjeto>;
  'DELETE /custo-projeto/:id': Mensagem;
  'GET /cotacao': Dados<Cotacao[]>;

  // clientes
  'GET /cliente': Dados<Cliente[]>;
  'GET /cliente/clientes': Dados<Cliente[]>;
  'POST /cliente/associar': Mensagem;
  'GET /cliente/projeto/:id': Dados<Cliente | null>;
  'POST /cliente/projetos': { data: ProjetoItem[]; message?: string };
  'GET /cliente/findAllProjectsByClientId/:id': { projetos: Array<{ chave: string; nome: string; id: number }> };
  'POST /cliente/createClientWithProjects': Dados<Cliente>;
  'GET /cliente/findClienteByChaveProjeto/:key': Dados<Cliente | null>;
  'PUT /cliente/updateCliente': Mensagem;
  'PATCH /cliente/:id': DadosMensagem<Cliente>;
  'POST /cliente/desassociar': Mensagem;
  'GET /cliente/clientId/:key': { id: number | null };

  // relatorios-dp
  'GET /relatorio-dp/fechamentos': Item<FechamentoRelatorio[]>;
  'GET /relatorio-dp/opcoes': Item<OpcoesRelatorioDp>;
  'GET /relatorio-dp/resumo/:id': Item<ResumoFolha>;
  'GET /relatorio-dp/evolucao': Item<EvolucaoCusto>;
  'GET /relatorio-dp/beneficios': Item<RelatorioBeneficios>;

  // capacidade
  'GET /relatorio/capacidade-area/:inicio/:fim': LinhaCapacidadeArea[];
  'GET /relatorio/capacidade-projeto/:inicio/:fim/:projetos': RespostaCapacidadeProjeto;
  'POST /relatorio/capacidade-projeto/:inicio/:fim': RespostaCapacidadeProjeto;

  // squads
  'GET /squad-colab/:email/simulacoes': Dados<SquadFuncaoCatalogo[]>;
  'GET /squad/:email': Dados<Squad[]>;
  'POST /squad/create': DadosMensagem<Squad>;
  'GET /squad/:email/:id': Dados<Array<{ squad: Squad }>>;
  'PUT /squad/:email/:id': DadosMensagem<Squad>;
  'PATCH /squad/:email/change-active': Mensagem;
  'POST /squad-colab/create': DadosMensagem<Squad>;
  'POST /squad-colab/sprint/remove': Dados<Squad>;
  'PATCH /squad-colab/:email/change-active': Dados<Squad>;

  // relatorios-delivery
  'GET /relatorio/comparativo-custo/todos/:key/:id': Dados<RelatorioComparativoCusto>;
  'GET /relatorio/comparativo-custo/periodo/:key/:id/:inicio/:fim': Dados<RelatorioComparativoCusto>;
  'GET /relatorio/comparativo-faturamento/todos/:key': Dados<RelatorioComparativoFaturamento>;
  'GET /relatorio/comparativo-faturamento/periodo/:key/:inicio/:fim': Dados<RelatorioComparativoFaturamento>;
  'GET /relatorio/resultado-anual/:key/:id/:ano': Dados<ResultadoAnual>;
  'GET /relatorio/margem-prevista/:key': Dados<{ margem_custo_projeto: string | null }>;
  'POST /relatorio/historico-custos': Dados<HistoricoCustos>;
  'GET /relatorio/historico-custos/todos/:inicio/:fim/:tipoCusto': Dados<HistoricoCustos>;
  'GET /relatorio/projetos': Dados<ProjetoItem[]>;
  'GET /relatorio/projetos/detalhe/:pares/:inicio/:fim': Dados<DetalheRelatorioProjetos>;
  'POST /relatorio/projetos/detalhe/:inicio/:fim': Dados<DetalheRelatorioProjetos>;
  'GET /relatorio/clientes/:id/projetos': Dados<ProjetoItem[]>;
  'GET /relatorio/projetos/:key/cliente': Dados<Cliente | null>;
  'GET /relatorio/clientes': Dados<Cliente[]>;
  'GET /relatorio/categorias': Dados<Categoria[]>;
  'GET /relatorio/lideres': Dados<Lider[]>;

  // simulacoes
  'GET /simulator/opcoes': Dados<OpcoesSimulacao>;
  'POST /simulator/funcao': { result: boolean; data: FuncaoSimulacao; message: string };
  'POST /simulator/custo-hh': Dados<SimulacaoCalculada>;
  'POST /simulator/create': SimulacaoGravada;
  'GET /simulator/:email': Dados<SimulacaoCusto[]>;
  'GET /simulator/:email/:id': Dados<SimulacaoCusto[]>;
  'PUT /simulator/:email/:id': SimulacaoGravada;
  'PATCH /simulator/:email/change-active': { result: boolean; message: string };

  // cenarios
  'GET /cenarios/opcoes': Dados<OpcoesCenario>;
  'GET /cenarios': Dados<CenarioResumo[]>;
  'POST /cenarios': CenarioGravado;
  'GET /cenarios/comparar': Dados<ComparacaoCenarios>;
  'GET /cenarios/comparar/colaboradores': Dados<PaginaComparacaoColaboradores>;
  'GET /cenarios/:id': Dados<CenarioSalvo>;
  'PUT /cenarios/:id': CenarioGravado;
  'POST /cenarios/:id/duplicar': CenarioGravado;
  'DELETE /cenarios/:id': { result: boolean; message: string };
  'GET /cenarios/:id/resultado': Dados<ResultadoDoCenario>;
  'GET /cenarios/:id/colaboradores': Dados<PaginaColaboradoresCenario>;
  'GET /cenarios/:id/meses': Dados<MesesDoCenario>;
  'GET /cenarios/:id/colaboradores/:mat': Dados<DetalheCenario>;
  'GET /cenarios/:id/projetos': Dados<ProjetosDoCenario>;

  // alertas (issue 38 §3)
  'GET /alertas': Dados<AlertasDoUsuario>;
  'POST /alertas/lidos': Dados<AlertasDoUsuario>;
  'POST /alertas/:id/lido': Dados<AlertasDoUsuario>;
  'GET /alertas/preferencia': Dados<PreferenciaAlertas>;
  'PUT /alertas/preferencia': DadosMensagem<PreferenciaAlertas>;
  'GET /admin/projecao/regras-alerta': Dados<RegrasAlerta>;
  'PUT /admin/projecao/regras-alerta': DadosMensagem<RegrasAlerta>;
  'GET /projecao/:key/regras-alerta': Dados<RegrasAlertaDoProjeto>;
  'PUT /projecao/:key/regras-alerta': DadosMensagem<RegrasAlertaDoProjeto>;
}
