/**
 * The client against the API's contract (openapi.json, from the backend's app; openapi.ts, its
 * types by openapi-typescript; `pnpm --filter @financeiro/backend contrato` writes both and the
 * backend's contrato.test.ts keeps them up to date).
 *
 * Every call of every `*Api` object (and the session functions) has one entry below:
 * - typecheck (`pnpm typecheck`): `resposta` reads the document's 200 answer of the operation as
 *   the client reads it, and what it gives must fit the call's declared return type; an operation
 *   or method the document lacks does not compile;
 * - run (jest): the call goes through the real axios instance, whose adapter records it; the
 *   request's method and path must be the entry's operation (every request must be some operation
 *   of the document), and its body must satisfy the operation's request body schema as the server
 *   validates it.
 */
import Ajv from 'ajv';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { http } from '../http';
import * as api from '../index';
import documento from './openapi.json';
import type { paths } from './openapi';

type Metodo = 'get' | 'post' | 'put' | 'patch' | 'delete';
/** The methods the document declares for a path. */
type MetodosDe<P extends keyof paths> = { [M in Metodo]: paths[P][M] extends undefined ? never : M }[Metodo];
type Operacao<P extends keyof paths, M extends Metodo> = NonNullable<paths[P][M]>;
/** The 200 answer of an operation, as the document types it. */
type Resposta<P extends keyof paths, M extends Metodo> =
  Operacao<P, M> extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : { semResposta200: P };

interface Chamada {
  metodo: Metodo;
  caminho: string;
  chamar: () => Promise<unknown>;
}

/**
 * One client call: `resposta` is never run; it exists for the compiler, which checks that reading
 * the document's answer the way the client does gives the type the client promises.
 */
function chamada<P extends keyof paths, M extends MetodosDe<P>, C>(
  metodo: M,
  caminho: P,
  chamar: () => Promise<C>,
  resposta: (corpo: Resposta<P, M>) => NoInfer<C>,
): Chamada {
  void resposta;
  return { metodo, caminho, chamar };
}

const cenario: api.CenarioCorpo = {
  nome: 'Dissídio 2027',
  fechamentoId: 1,
  mesInicio: '2026-11',
  alteracoes: [],
};
const inicio = '2026-10-01';
const fim = '2026-10-31';
const email = 'ana@empresa.com.br';
const margem: api.SimularMargemEntrada = {
  taxaImposto: '0.1',
  taxaImpostoResultado: '0.1',
  taxaRv: '0.1',
  taxaRateio: '0.1',
  taxaDespesas: '0.1',
  keys: ['PROJ'],
  periodoInicio: inicio,
  periodoFim: fim,
  receitaBruta: '1000.00',
  custosIndiretos: [{ tipo_custo: 'OUTROS', descricao: null, valor: '10.00', moeda: 'BRL', cotacao: '1' }],
};
const calculada = {
  receitaBruta: '1000.00',
  impostos: '100.00',
  receitaLiquida: '900.00',
  custoHH: '100.00',
  totalCustoIndireto: '10.00',
  custoTotalVenda: '110.00',
  resultadoBruto: '790.00',
  margemBruta: '0.79',
  margemContribuicao: '0.79',
  despesasOperacionais: '10.00',
  rv: '10.00',
  rateioAdministrativo: '10.00',
  resultadoAntesIRCSLL: '760.00',
  impostoSemResultado: '76.00',
  resultadoLiquido: '684.00',
  margemLiquida: '0.684',
};
const relatorioMargem: api.RelatorioMargemPayload = {
  ...calculada,
  taxaImposto: '0.1',
  taxaImpostoResultado: '0.1',
  taxaRv: '0.01',
  taxaRateio: '0.01',
  taxaDespesas: '0.01',
  email,
  nomeRelatorio: 'Relatório',
  projeto: 'PROJ',
  periodoInicio: inicio,
  periodoFim: fim,
  custosIndiretos: margem.custosIndiretos,
};
const valorBeneficio = {
  benefCod: 1,
  filialCod: 1,
  valor: 10,
  periodoValor: 'dia',
  valorDesc: 0,
  aliquotaBenef: 0,
  baseAliqBenef: null,
  aliquotaDesc: 0,
  baseAliqDesc: null,
  valorFilial: 0,
  aliquotaFilial: 0,
  baseAliqFilial: 'beneficio',
} as never;
const diff: api.DiffPlanejamento = {
  projeto: 'PROJ',
  versao: 0,
  novosMeses: ['2026-10'],
  novos: { previstoFuncao: [], previstoIndireto: [] },
  updates: { valorVenda: { '2026-10': '1000.00' }, previstoFuncao: [], previstoIndireto: [] },
  deletados: { previstoFuncao: [], previstoIndireto: [], meses: [], valorVenda: [] },
};
const custo: api.CustoProjetoEntrada = { email, projeto: 'PROJ', periodo_inicio: inicio, periodo_fim: fim, tipo_custo: 'OUTROS', descricao: null, valor: '10.00', moeda: 'BRL', cotacao: '1' };
const simulacao = { salario: '5000', beneficio: '0', dependentes: '0', regime: 1, funcao: 1, filial: 1 };

function comSessao<T>(chamar: () => Promise<T>): Promise<T> {
  api.useSession.getState().signIn({ token: 'acesso', refresh_token: 'renovacao', user: { id: 1, usuario: 'ana', name: 'Ana', email, roles: {} } });
  return chamar();
}

export const CHAMADAS: Record<string, Chamada> = {
  // sessão e contas
  login: chamada('post', '/login', () => api.login('ana', 'senha'), (r) => ({ token: r.token, refresh_token: r.refresh_token, user: r.user })),
  startGoogleLogin: chamada('get', '/login/google/url', () => api.startGoogleLogin(), (r) => r.url),
  loginWithGoogle: chamada('post', '/login/google', () => api.loginWithGoogle(new URLSearchParams('code=c&state=s')), (r) => r),
  refreshSession: chamada('post', '/login/refresh', () => comSessao(api.refreshSession), (r) => Boolean(r.token)),
  logout: chamada('post', '/login/logout', () => comSessao(api.logout), () => undefined),
  validateStoredSession: chamada('post', '/password/check', () => comSessao(api.validateStoredSession), (r) => r.status === 'ok'),
  'accountsApi.forgotPassword': chamada('post', '/password/forgot', () => api.accountsApi.forgotPassword(email), () => undefined),
  'accountsApi.checkRecoveryToken': chamada('post', '/password/check', () => api.accountsApi.checkRecoveryToken('t'), (r) => r.status === 'ok'),
  'accountsApi.resetPassword': chamada('post', '/password/reset', () => api.accountsApi.resetPassword('t', 'a', 'a'), () => undefined),
  'accountsApi.requestAccess': chamada(
    'post',
    '/login/request-access',
    () => api.accountsApi.requestAccess({ nome: 'Ana', sobrenome: 'Souza', email, usuario: 'ana', senha: 'Senha@123', confirma: 'Senha@123' } as never),
    () => undefined,
  ),
  'accountsApi.confirmRegistrationEmail': chamada('post', '/login/confirm-email', () => api.accountsApi.confirmRegistrationEmail('t'), () => undefined),
  'accountsApi.verifySolicitation': chamada('post', '/login/verify-solicitation', () => api.accountsApi.verifySolicitation('t'), (r) => r),
  'accountsApi.authenticateRegister': chamada('post', '/login/authenticate-register', () => api.accountsApi.authenticateRegister('a', 'b'), (r) => r.token),
  'accountsApi.confirmRegister': chamada('post', '/login/confirm-register', () => api.accountsApi.confirmRegister('adm', 't', true, ['projetos']), () => undefined),
  'accountsApi.profile': chamada('get', '/usuario', () => api.accountsApi.profile(), (r) => r),
  'accountsApi.updateProfile': chamada('put', '/usuario', () => api.accountsApi.updateProfile({ name: 'Ana', email } as never), (r) => r),
  'adminApi.users': chamada('get', '/admin/usuarios', () => api.adminApi.users(), (r) => r),
  'adminApi.updateUser': chamada('put', '/admin/usuarios/{id}', () => api.adminApi.updateUser(1, { ativo: true }), (r) => r),
  'adminApi.outbox': chamada('get', '/admin/caixa-de-saida', () => api.adminApi.outbox(), (r) => r),
  'auditoriaApi.listar': chamada('get', '/admin/auditoria', () => api.auditoriaApi.listar({ entidade: 'colaborador', texto: 'salário' }, 1, 50), (r) => ({ entradas: r, total: r.length, excede: false })),
  'auditoriaApi.exportar': chamada('get', '/admin/auditoria/exportacao', () => api.auditoriaApi.exportar({ de: inicio, ate: fim }), (r) => ({ entradas: r, total: r.length, excede: false })),
  'auditoriaApi.historico': chamada('get', '/auditoria/{entidade}/{chave}', () => api.auditoriaApi.historico('colaborador', 12), (r) => r),

  // cadastros
  'departamentosApi.list': chamada('get', '/departamento/list', () => api.departamentosApi.list(true), (r) => r.result),
  'departamentosApi.get': chamada('get', '/departamento/{cod}', () => api.departamentosApi.get(1), (r) => r.result),
  'departamentosApi.create': chamada('post', '/departamento/create', () => api.departamentosApi.create({ sigla: 'A', nome: 'A', descricao: null, ativo: true } as never), (r) => r.result.insertId),
  'departamentosApi.update': chamada('put', '/departamento/update/{cod}', () => api.departamentosApi.update(1, { sigla: 'A', nome: 'A', descricao: null, ativo: true } as never), () => undefined),
  'filiaisApi.list': chamada('get', '/filial/list', () => api.filiaisApi.list(), (r) => r.result),
  'filiaisApi.get': chamada('get', '/filial/{cod}', () => api.filiaisApi.get(1), (r) => r.result),
  'filiaisApi.create': chamada('post', '/filial/create', () => api.filiaisApi.create({ cnpj: '11222333000181', label: 'SP', uf: 'SP', ativo: true } as never), (r) => r.result.insertId),
  'filiaisApi.update': chamada('put', '/filial/update/{cod}', () => api.filiaisApi.update(1, { cnpj: '11222333000181', label: 'SP', uf: 'SP', ativo: true } as never), () => undefined),
  'funcoesApi.list': chamada('get', '/funcao/list', () => api.funcoesApi.list(), (r) => r.result),
  'funcoesApi.get': chamada('get', '/funcao/{cod}', () => api.funcoesApi.get(1), (r) => r.result),
  'funcoesApi.create': chamada('post', '/funcao/create', () => api.funcoesApi.create({ cbo: '2124-05', nome: 'Dev', descricao: null, ativo: 1 } as never), (r) => r.result.insertId),
  'funcoesApi.update': chamada('put', '/funcao/update/{cod}', () => api.funcoesApi.update(1, { cbo: '2124-05', nome: 'Dev', descricao: null, ativo: 1 } as never), () => undefined),
  'funcoesApi.listAtivos1e2': chamada('get', '/funcao/listFuncoesAtivos1e2', () => api.funcoesApi.listAtivos1e2(), (r) => r.result),
  'beneficiosApi.list': chamada('get', '/beneficio/list', () => api.beneficiosApi.list({ ativo: true }), (r) => r.result),
  'beneficiosApi.get': chamada('get', '/beneficio/{cod}', () => api.beneficiosApi.get(1), (r) => r.result),
  'beneficiosApi.create': chamada('post', '/beneficio/create', () => api.beneficiosApi.create({ sigla: 'VR', nome: 'VR', descricao: null, ativo: true } as never), (r) => r.result.insertId),
  'beneficiosApi.update': chamada('put', '/beneficio/update/{cod}', () => api.beneficiosApi.update(1, { sigla: 'VR', nome: 'VR', descricao: null, ativo: true } as never), () => undefined),
  'beneficiosApi.valoresPorFilial': chamada('get', '/beneficio/filial/{cod}', () => api.beneficiosApi.valoresPorFilial(1), (r) => r.result),
  'valoresBeneficioApi.list': chamada('get', '/valor-beneficio/list', () => api.valoresBeneficioApi.list({ benefCod: 1 }), (r) => r.result),
  'valoresBeneficioApi.get': chamada('get', '/valor-beneficio/{id}', () => api.valoresBeneficioApi.get(1), (r) => r.result),
  'valoresBeneficioApi.create': chamada('post', '/valor-beneficio/create', () => api.valoresBeneficioApi.create(valorBeneficio), (r) => r.result.insertId),
  'valoresBeneficioApi.update': chamada('put', '/valor-beneficio/update/{id}', () => api.valoresBeneficioApi.update(1, valorBeneficio), () => undefined),
  'regimesApi.list': chamada('get', '/regime/list', () => api.regimesApi.list(), (r) => r.result),
  'regimesApi.get': chamada('get', '/regime/{cod}', () => api.regimesApi.get(1), (r) => r.result),
  'regimesApi.create': chamada('post', '/regime/create', () => api.regimesApi.create({ sigla: 'CLT', nome: 'CLT', descricao: null, ativo: true } as never), (r) => r.result.insertId),
  'regimesApi.update': chamada('put', '/regime/update/{cod}', () => api.regimesApi.update(1, { sigla: 'CLT', nome: 'CLT', descricao: null, ativo: true } as never), () => undefined),
  'regimesApi.impostos': chamada('get', '/regime/imposto/{cod}', () => api.regimesApi.impostos(1), (r) => r.result),
  'regimesApi.linkImposto': chamada('post', '/regime/imposto/{cod}', () => api.regimesApi.linkImposto(1, 1), (r) => r.result.insertId),
  'regimesApi.setImpostoAtivo': chamada('put', '/regime/imposto/{cod}', () => api.regimesApi.setImpostoAtivo(1, 1, false), () => undefined),
  'regimesApi.perfis': chamada('get', '/regime/perfis/{cod}', () => api.regimesApi.perfis(1), (r) => r.result),
  'regimesApi.impostosAtivos': chamada('get', '/imposto/list', () => api.regimesApi.impostosAtivos(), (r) => r.result),
  'impostosApi.list': chamada('get', '/imposto/list', () => api.impostosApi.list(true), (r) => r.result),
  'impostosApi.get': chamada('get', '/imposto/{cod}', () => api.impostosApi.get(1), (r) => r.result),
  'impostosApi.detail': chamada('get', '/imposto/{cod}', () => api.impostosApi.detail(1, true), (r) => r.result),
  'impostosApi.create': chamada('post', '/imposto/create', () => api.impostosApi.create({ sigla: 'INSS', nome: 'INSS', descricao: null, ativo: true } as never), (r) => r.result.insertId),
  'impostosApi.update': chamada('put', '/imposto/update/{cod}', () => api.impostosApi.update(1, { sigla: 'INSS', nome: 'INSS', descricao: null, ativo: true } as never), () => undefined),
  'impostosApi.faixas': chamada('get', '/imposto/faixa/{cod}', () => api.impostosApi.faixas(1, true), (r) => r.result),
  'impostosApi.createFaixa': chamada('post', '/imposto/faixa/{cod}', () => api.impostosApi.createFaixa(1, { compara_inicio: '>=', valor_faixa_inicio: 0, aliq_faixa: 0.1, valor_deducao: 0, vigencia_inicio: inicio } as never), (r) => r.result.insertId),
  'impostosApi.updateFaixa': chamada('put', '/imposto/faixa/{cod}', () => api.impostosApi.updateFaixa(1, { compara_inicio: '>=', valor_faixa_inicio: 0, aliq_faixa: 0.1, valor_deducao: 0, vigencia_inicio: inicio } as never), () => undefined),
  'valoresImpostoApi.list': chamada('get', '/valor-imposto/list', () => api.valoresImpostoApi.list({ imposto_cod: 1 }), (r) => r.result),
  'valoresImpostoApi.get': chamada('get', '/valor-imposto/{id}', () => api.valoresImpostoApi.get(1), (r) => r.result),
  'valoresImpostoApi.create': chamada('post', '/valor-imposto/create', () => api.valoresImpostoApi.create({ imposto_cod: 1, filial_cod: 1, tipo_imposto: 'percentual' } as never), (r) => r.result.insertId),
  'valoresImpostoApi.update': chamada('put', '/valor-imposto/update/{id}', () => api.valoresImpostoApi.update(1, { imposto_cod: 1, filial_cod: 1, tipo_imposto: 'percentual' } as never), () => undefined),
  'colaboradoresApi.list': chamada('get', '/employee', () => api.colaboradoresApi.list({ departamento: 1, ativo: 'todos' }), (r) => r.result),
  'colaboradoresApi.get': chamada('get', '/employee/{mat}', () => api.colaboradoresApi.get(1), (r) => r.result),
  'colaboradoresApi.create': chamada('post', '/employee/create', () => api.colaboradoresApi.create({ nome: 'Ana', email } as never), (r) => r.result.insertId),
  'colaboradoresApi.update': chamada('put', '/employee/update/{mat}', () => api.colaboradoresApi.update(1, { nome: 'Ana', email } as never), () => undefined),
  'colaboradoresApi.changeActive': chamada('patch', '/employee/change-active', () => api.colaboradoresApi.changeActive(1, false), () => undefined),
  'colaboradoresApi.historico': chamada('get', '/colaborador/{mat}', () => api.colaboradoresApi.historico(1), (r) => r.result),
  'colaboradoresApi.classificacoes': chamada('get', '/colaborador/classificacoes', () => api.colaboradoresApi.classificacoes(), (r) => r.result),
  'colaboradorBeneficiosApi.list': chamada('get', '/beneficio/colab/{mat}', () => api.colaboradorBeneficiosApi.list(1), (r) => r.result),
  'colaboradorBeneficiosApi.get': chamada('get', '/beneficio/colab/{mat}/{benefCod}', () => api.colaboradorBeneficiosApi.get(1, 1), (r) => r.result),
  'colaboradorBeneficiosApi.create': chamada('post', '/beneficio/colab/{mat}/{benefCod}', () => api.colaboradorBeneficiosApi.create(1, 1, { filialCod: 1 }), (r) => r.result.insertId),
  'colaboradorBeneficiosApi.update': chamada('put', '/beneficio/colab/{mat}/{benefCod}', () => api.colaboradorBeneficiosApi.update(1, 1, { filialCod: 1 }), () => undefined),
  'colaboradorBeneficiosApi.remove': chamada('delete', '/beneficio/{mat}/{benefCod}/{filialCod}', () => api.colaboradorBeneficiosApi.remove(1, 1, 1), () => undefined),

  // fechamentos
  'fechamentosApi.list': chamada('get', '/fechamento/list', () => api.fechamentosApi.list(), (r) => r.result),
  'fechamentosApi.get': chamada('get', '/fechamento/{id}', () => api.fechamentosApi.get(1), (r) => r.result),
  'fechamentosApi.create': chamada('post', '/fechamento/create', () => api.fechamentosApi.create({ dataInicio: inicio, dataFim: fim } as never), (r) => r.result.insertId),
  'fechamentosApi.update': chamada('put', '/fechamento/update/{id}', () => api.fechamentosApi.update(1, { dataInicio: inicio, dataFim: fim } as never), () => undefined),
  'fechamentosApi.previaBeneficios': chamada('post', '/beneficio/calculate/{id}', () => api.fechamentosApi.previaBeneficios(1, false), (r) => r.result),
  'fechamentosApi.previaImpostos': chamada('post', '/imposto/calculate/{closingId}', () => api.fechamentosApi.previaImpostos(1, false), (r) => r.result),
  'fechamentosApi.calcularCustoHH': chamada('post', '/fechamento/custo-hh/{id}', () => api.fechamentosApi.calcularCustoHH(1), (r) => r.result),
  'fechamentosApi.calcular': chamada('post', '/fechamento/custo-hh/{id}', () => api.fechamentosApi.calcular(1, false), (r) => r.result),
  'fechamentosApi.configuracao': chamada('get', '/fechamento/configuracao', () => api.fechamentosApi.configuracao(), (r) => r.result),
  'fechamentosApi.salvarConfiguracao': chamada('put', '/fechamento/configuracao', () => api.fechamentosApi.salvarConfiguracao('oito_horas'), (r) => r.result),
  'fechamentosApi.resultados': chamada('get', '/fechamento/custo-hh/{id}', () => api.fechamentosApi.resultados(1), (r) => r.result),
  'fechamentosApi.avisos': chamada('get', '/fechamento/avisos/{id}', () => api.fechamentosApi.avisos(1), (r) => r.result),
  'fechamentosApi.resultado': chamada('get', '/fechamento/custo-hh/{id}/{mat}', () => api.fechamentosApi.resultado(1, 1), (r) => r.result),
  'fechamentosApi.media': chamada('get', '/fechamento/custo-hh/media/{id}', () => api.fechamentosApi.media(1), (r) => r.result),
  'fechamentosApi.mediaBeneficios': chamada('get', '/beneficio/calculate/average/{id}', () => api.fechamentosApi.mediaBeneficios(1), (r) => r.result),
  'fechamentosApi.custoPorArea': chamada('get', '/fechamento/custo/todosDepartamentoArea/{id}', () => api.fechamentosApi.custoPorArea(0), (r) => r.result),
  'fechamentosApi.custoDepartamentos': chamada('get', '/fechamento/custo/departamentos', () => api.fechamentosApi.custoDepartamentos({ meses: 3 }), (r) => r.result),
  'fechamentosApi.dashboard': chamada('get', '/fechamento/dashboard', () => api.fechamentosApi.dashboard({ meses: 3, ate: '2026-10' }), (r) => r.result),

  // planejamento
  'planejamentoApi.carregar': chamada('get', '/planejamento/{key}', () => api.planejamentoApi.carregar('PROJ'), (r) => r.data),
  'planejamentoApi.salvar': chamada('post', '/planejamento', () => api.planejamentoApi.salvar(diff), (r) => r),
  'planejamentoApi.funcoes': chamada('get', '/planejamento/funcoes', () => api.planejamentoApi.funcoes(), (r) => r.data),
  'planejamentoApi.previsto': chamada('get', '/planejamento/previsto/{key}', () => api.planejamentoApi.previsto('PROJ', '2026-01', '2026-12'), (r) => r.data),

  // projetos
  'projetosApi.listar': chamada('get', '/jira/projects/{page}', () => api.projetosApi.listar(1, { anos: [2026], ordem: 'name' }), (r) => r),
  'projetosApi.todos': chamada('get', '/jira/projects', () => api.projetosApi.todos({ texto: 'a' }), (r) => r.data),
  'projetosApi.buscar': chamada('get', '/jira/projects/search/{page}/{text}', () => api.projetosApi.buscar(1, 'portal'), (r) => r),
  'projetosApi.buscarPorCategoria': chamada('get', '/jira/projects/search/{page}/category/{text}', () => api.projetosApi.buscarPorCategoria(1, 'Interno'), (r) => r),
  'projetosApi.categorias': chamada('get', '/jira/projects/categories', () => api.projetosApi.categorias(), (r) => r.data),
  'projetosApi.lideres': chamada('get', '/jira/projects/lideres', () => api.projetosApi.lideres(), (r) => r.data),
  'projetosApi.anos': chamada('get', '/jira/projects/anos', () => api.projetosApi.anos(), (r) => r.data),
  'projetosApi.categoriaDoProjeto': chamada('get', '/jira/project/category/{key}', () => api.projetosApi.categoriaDoProjeto('PROJ'), (r) => r.data),
  'projetosApi.detalhe': chamada('post', '/jira/projects/{keys}/{startDate}/{endDate}', () => api.projetosApi.detalhe(['PROJ'], inicio, fim, 2), (r) => r),
  'projetosApi.comparacao': chamada('get', '/jira/projects/times/{pares}/{startDate}/{endDate}', () => api.projetosApi.comparacao([{ key: 'PROJ', id: 1 }], inicio, fim), (r) => r.data),
  'margemApi.simular': chamada('post', '/jira/projects/margem/simulator', () => api.margemApi.simular(margem), (r) => r.data),
  'margemApi.salvar': chamada('post', '/jira/projects/margem', () => api.margemApi.salvar(relatorioMargem), (r) => r.data),
  'margemApi.listar': chamada('get', '/jira/projects/margem/{email}', () => api.margemApi.listar(email), (r) => r.data),
  'margemApi.obter': chamada('get', '/jira/projects/margem/{email}/{id}', () => api.margemApi.obter(email, 1), (r) => r.data),
  'margemApi.atualizar': chamada('put', '/jira/projects/margem/{id}', () => api.margemApi.atualizar(1, relatorioMargem), (r) => r.data),
  'margemApi.alterarAtivo': chamada('patch', '/jira/projects/margem/{email}/change-active', () => api.margemApi.alterarAtivo(email, 1, false), (r) => r.message),
  'margemApi.renomear': chamada('patch', '/jira/projects/margem/{id}', () => api.margemApi.renomear(1, 'Novo'), (r) => r.data),
  'margemApi.nomeExiste': chamada('get', '/jira/projects/margem-name/{name}', () => api.margemApi.nomeExiste('Novo'), (r) => r.found),
  'simulacaoMargemApi.simular': chamada('post', '/simulacao/margem/simulator', () => api.simulacaoMargemApi.simular(margem), (r) => r.data),
  'simulacaoMargemApi.salvar': chamada('post', '/simulacao/margem', () => api.simulacaoMargemApi.salvar(relatorioMargem), (r) => r.data),
  'simulacaoMargemApi.listar': chamada('get', '/simulacao/margem/{email}', () => api.simulacaoMargemApi.listar(email), (r) => r.data),
  'simulacaoMargemApi.obter': chamada('get', '/simulacao/margem/{email}/{id}', () => api.simulacaoMargemApi.obter(email, 1), (r) => r.data),
  'simulacaoMargemApi.atualizar': chamada('put', '/simulacao/margem/{id}', () => api.simulacaoMargemApi.atualizar(1, relatorioMargem), (r) => r.data),
  'simulacaoMargemApi.alterarAtivo': chamada('patch', '/simulacao/margem/{email}/change-active', () => api.simulacaoMargemApi.alterarAtivo(email, 1, false), (r) => r.message),
  'simulacaoMargemApi.nomeExiste': chamada('get', '/jira/projects/margem-name/{name}', () => api.simulacaoMargemApi.nomeExiste('Novo'), (r) => r.found),
  'custosProjetoApi.criar': chamada('post', '/custo-projeto', () => api.custosProjetoApi.criar([custo]), (r) => r.data),
  'custosProjetoApi.listar': chamada('get', '/custo-projeto/{key}/{start}/{end}', () => api.custosProjetoApi.listar('PROJ', inicio, fim), (r) => r.data),
  'custosProjetoApi.atualizar': chamada('put', '/custo-projeto/{id}', () => api.custosProjetoApi.atualizar(1, custo), (r) => r.data),
  'custosProjetoApi.excluir': chamada('delete', '/custo-projeto/{id}', () => api.custosProjetoApi.excluir(1), (r) => r.message),
  'custosProjetoApi.previstoRealizado': chamada('get', '/custo-projeto/curto-real/{key}/{id}/{start}/{end}', () => api.custosProjetoApi.previstoRealizado('PROJ', 1, inicio, fim), (r) => r.data),
  'cenariosApi.opcoes': chamada('get', '/cenarios/opcoes', () => api.cenariosApi.opcoes(), (r) => r.data),
  'cenariosApi.listar': chamada('get', '/cenarios', () => api.cenariosApi.listar(), (r) => r.data),
  'cenariosApi.obter': chamada('get', '/cenarios/{id}', () => api.cenariosApi.obter(1), (r) => r.data),
  'cenariosApi.criar': chamada('post', '/cenarios', () => api.cenariosApi.criar(cenario), (r) => r),
  'cenariosApi.atualizar': chamada('put', '/cenarios/{id}', () => api.cenariosApi.atualizar(1, { nome: 'Dissídio 2027' }), (r) => r),
  'cenariosApi.duplicar': chamada('post', '/cenarios/{id}/duplicar', () => api.cenariosApi.duplicar(1), (r) => r),
  'cenariosApi.excluir': chamada('delete', '/cenarios/{id}', () => api.cenariosApi.excluir(1), (r) => r.message),
  'cenariosApi.resultado': chamada('get', '/cenarios/{id}/resultado', () => api.cenariosApi.resultado(1, '2026-11'), (r) => r.data),
  'cenariosApi.detalhe': chamada('get', '/cenarios/{id}/colaboradores/{mat}', () => api.cenariosApi.detalhe(1, -1, '2026-11'), (r) => r.data),
  'cenariosApi.projetos': chamada('get', '/cenarios/{id}/projetos', () => api.cenariosApi.projetos(1), (r) => r.data),
  'cenariosApi.comparar': chamada('get', '/cenarios/comparar', () => api.cenariosApi.comparar(1, 2), (r) => r.data),
  'cenariosApi.colaboradores': chamada('get', '/cenarios/{id}/colaboradores', () => api.cenariosApi.colaboradores(1, { pagina: 1, limite: 50 }), (r) => ({ linhas: r.data, total: r.data.length })),
  'cenariosApi.meses': chamada('get', '/cenarios/{id}/meses', () => api.cenariosApi.meses(1, 12), (r) => r.data),
  'cenariosApi.compararColaboradores': chamada('get', '/cenarios/comparar/colaboradores', () => api.cenariosApi.compararColaboradores(1, 2, { pagina: 1 }), (r) => ({ linhas: r.data, total: r.data.length })),
  'projecaoApi.projeto': chamada('get', '/projecao/{key}', () => api.projecaoApi.projeto('PROJ'), (r) => r.data),
  'projecaoApi.carteira': chamada('get', '/projecao-carteira', () => api.projecaoApi.carteira({ cliente: 1 }), (r) => r.data),
  'projecaoApi.fluxoCaixa': chamada('get', '/relatorio/fluxo-caixa', () => api.projecaoApi.fluxoCaixa('01-2026', '12-2026'), (r) => r.data),
  'projecaoApi.limites': chamada('get', '/admin/projecao/limites', () => api.projecaoApi.limites(), (r) => r.data),
  'projecaoApi.salvarLimites': chamada(
    'put',
    '/admin/projecao/limites',
    () => api.projecaoApi.salvarLimites({ margemAtencao: '0.15', margemRisco: '0.05', desvioAtencao: '0.05', desvioRisco: '0.15' }),
    (r) => r,
  ),
  'alertasApi.listar': chamada('get', '/alertas', () => api.alertasApi.listar(), (r) => r.data),
  'alertasApi.marcarLido': chamada('post', '/alertas/{id}/lido', () => api.alertasApi.marcarLido(1), (r) => r.data),
  'alertasApi.marcarTodosLidos': chamada('post', '/alertas/lidos', () => api.alertasApi.marcarTodosLidos(), (r) => r.data),
  'alertasApi.preferencia': chamada('get', '/alertas/preferencia', () => api.alertasApi.preferencia(), (r) => r.data),
  'alertasApi.salvarPreferencia': chamada('put', '/alertas/preferencia', () => api.alertasApi.salvarPreferencia({ receberEmail: true }), (r) => r),
  'alertasApi.regrasGlobais': chamada('get', '/admin/projecao/regras-alerta', () => api.alertasApi.regrasGlobais(), (r) => r.data),
  'alertasApi.salvarRegrasGlobais': chamada(
    'put',
    '/admin/projecao/regras-alerta',
    () => api.alertasApi.salvarRegrasGlobais({ margemMinima: '0.15', desvioMaximo: null, semanasAntecedencia: 4 }),
    (r) => r,
  ),
  'alertasApi.regrasDoProjeto': chamada('get', '/projecao/{key}/regras-alerta', () => api.alertasApi.regrasDoProjeto('PROJ'), (r) => r.data),
  'alertasApi.salvarRegrasDoProjeto': chamada(
    'put',
    '/projecao/{key}/regras-alerta',
    () => api.alertasApi.salvarRegrasDoProjeto('PROJ', { desvioMaximo: '0.2', margemMinima: null }),
    (r) => r,
  ),
  'clientesApi.listar': chamada('get', '/cliente', () => api.clientesApi.listar(), (r) => r.data),
  'clientesApi.clientes': chamada('get', '/cliente/clientes', () => api.clientesApi.clientes(), (r) => r.data),
  'clientesApi.associar': chamada('post', '/cliente/associar', () => api.clientesApi.associar(1, ['PROJ', 'OUTRO']), (r) => r.message),
  'clientesApi.doProjeto': chamada('get', '/cliente/projeto/{id}', () => api.clientesApi.doProjeto(1), (r) => r.data),
  'clientesApi.projetos': chamada('post', '/cliente/projetos', () => api.clientesApi.projetos(1), (r) => r.data),
  'clientesApi.projetosPorCliente': chamada('get', '/cliente/findAllProjectsByClientId/{id}', () => api.clientesApi.projetosPorCliente(1), (r) => r.projetos),
  'clientesApi.criarComProjetos': chamada('post', '/cliente/createClientWithProjects', () => api.clientesApi.criarComProjetos({ name: 'Cliente', key: 'CLI' }, ['PROJ']), (r) => r.data),
  'clientesApi.porChaveProjeto': chamada('get', '/cliente/findClienteByChaveProjeto/{key}', () => api.clientesApi.porChaveProjeto('PROJ'), (r) => r.data),
  'clientesApi.trocar': chamada('put', '/cliente/updateCliente', () => api.clientesApi.trocar('PROJ', 2), (r) => r.message),
  'clientesApi.idPorChave': chamada('get', '/cliente/clientId/{key}', () => api.clientesApi.idPorChave('PROJ'), (r) => r.id),
  'clientesApi.renomear': chamada('patch', '/cliente/{id}', () => api.clientesApi.renomear(1, 'Novo'), (r) => r),
  'clientesApi.desassociar': chamada('post', '/cliente/desassociar', () => api.clientesApi.desassociar(1, 'PROJ'), (r) => r.message),
  'cotacaoApi.listar': chamada('get', '/cotacao', () => api.cotacaoApi.listar(), (r) => r.data),
  'jiraSyncApi.sincronizar': chamada('post', '/jira/sync', () => api.jiraSyncApi.sincronizar(), (r) => r.data),
  'jiraSyncApi.execucoes': chamada('get', '/jira/sync/execucoes', () => api.jiraSyncApi.execucoes(), (r) => r.data),
  'jiraSyncApi.estado': chamada('get', '/jira/sync/execucoes', () => api.jiraSyncApi.estado(), (r) => r),

  // relatórios
  'relatoriosDpApi.fechamentos': chamada('get', '/relatorio-dp/fechamentos', () => api.relatoriosDpApi.fechamentos(), (r) => r.result),
  'relatoriosDpApi.opcoes': chamada('get', '/relatorio-dp/opcoes', () => api.relatoriosDpApi.opcoes(), (r) => r.result),
  'relatoriosDpApi.resumo': chamada('get', '/relatorio-dp/resumo/{id}', () => api.relatoriosDpApi.resumo(1, { filialCod: 1 } as never), (r) => r.result),
  'relatoriosDpApi.evolucao': chamada('get', '/relatorio-dp/evolucao', () => api.relatoriosDpApi.evolucao('departamento' as never, 1, { meses: 12 }), (r) => r.result),
  'relatoriosDpApi.beneficios': chamada('get', '/relatorio-dp/beneficios', () => api.relatoriosDpApi.beneficios({ meses: 6 }), (r) => r.result),
  'capacidadeApi.area': chamada('get', '/relatorio/capacidade-area/{inicio}/{fim}', () => api.capacidadeApi.area(inicio, fim), (r) => r),
  'capacidadeApi.projeto': chamada('get', '/relatorio/capacidade-projeto/{inicio}/{fim}/{projetos}', () => api.capacidadeApi.projeto(inicio, fim, [{ id: 1 }]), (r) => r),
  'relatoriosDeliveryApi.comparativoCusto': chamada('get', '/relatorio/comparativo-custo/periodo/{key}/{id}/{inicio}/{fim}', () => api.relatoriosDeliveryApi.comparativoCusto('PROJ', 1, inicio, fim), (r) => r.data),
  'relatoriosDeliveryApi.comparativoFaturamento': chamada('get', '/relatorio/comparativo-faturamento/todos/{key}', () => api.relatoriosDeliveryApi.comparativoFaturamento('PROJ', 'all', 'all'), (r) => r.data),
  'relatoriosDeliveryApi.resultadoAnual': chamada('get', '/relatorio/resultado-anual/{key}/{id}/{ano}', () => api.relatoriosDeliveryApi.resultadoAnual('PROJ', 1, 2026), (r) => r.data),
  'relatoriosDeliveryApi.margemPrevista': chamada('get', '/relatorio/margem-prevista/{key}', () => api.relatoriosDeliveryApi.margemPrevista('PROJ'), (r) => r.data),
  'relatoriosDeliveryApi.historicoCustos': chamada('post', '/relatorio/historico-custos', () => api.relatoriosDeliveryApi.historicoCustos(['PROJ'], inicio, fim, 'TOTAL'), (r) => r.data),
  'relatoriosDeliveryApi.historicoCustosTodos': chamada('get', '/relatorio/historico-custos/todos/{inicio}/{fim}/{tipoCusto}', () => api.relatoriosDeliveryApi.historicoCustosTodos(inicio, fim, 'TOTAL'), (r) => r.data),
  'relatoriosDeliveryApi.projetos': chamada('get', '/relatorio/projetos', () => api.relatoriosDeliveryApi.projetos(), (r) => r.data),
  'relatoriosDeliveryApi.clientes': chamada('get', '/relatorio/clientes', () => api.relatoriosDeliveryApi.clientes(), (r) => r.data),
  'relatoriosDeliveryApi.lideres': chamada('get', '/relatorio/lideres', () => api.relatoriosDeliveryApi.lideres(), (r) => r.data),

  // simulações
  'simuladorApi.opcoes': chamada('get', '/simulator/opcoes', () => api.simuladorApi.opcoes(), (r) => r.data),
  'simuladorApi.calcular': chamada('post', '/simulator/custo-hh', () => api.simuladorApi.calcular(simulacao), (r) => r.data),
  'simuladorApi.listar': chamada('get', '/simulator/{email}', () => api.simuladorApi.listar(email), (r) => r.data),
  'simuladorApi.obter': chamada('get', '/simulator/{email}/{id}', () => api.simuladorApi.obter(email, 1), (r) => r.data[0]),
  'simuladorApi.criar': chamada('post', '/simulator/create', () => api.simuladorApi.criar(email, simulacao), (r) => r),
  'simuladorApi.atualizar': chamada('put', '/simulator/{email}/{id}', () => api.simuladorApi.atualizar(email, 1, simulacao), (r) => r),
  'simuladorApi.alterarAtivo': chamada('patch', '/simulator/{email}/change-active', () => api.simuladorApi.alterarAtivo(email, 1, false), (r) => r.message),
  'simuladorApi.calcularResultado': chamada('post', '/simulacao/margem/calcular', () => api.simuladorApi.calcularResultado(margem), (r) => r.data[0]!),
  'simuladorApi.criarFuncao': chamada('post', '/simulator/funcao', () => api.simuladorApi.criarFuncao({ cbo: '2124-05', nome: 'Dev' }), (r) => r),
  'squadsApi.listar': chamada('get', '/squad/{email}', () => api.squadsApi.listar(email), (r) => r.data),
  'squadsApi.criar': chamada('post', '/squad/create', () => api.squadsApi.criar(email, 'Time'), (r) => r.data),
  'squadsApi.buscar': chamada('get', '/squad/{email}/{id}', () => api.squadsApi.buscar(email, 1), (r) => r.data[0]!.squad),
  'squadsApi.renomear': chamada('put', '/squad/{email}/{id}', () => api.squadsApi.renomear(email, 1, 'Time'), (r) => r),
  'squadsApi.excluir': chamada('patch', '/squad/{email}/change-active', () => api.squadsApi.excluir(email, 1), (r) => r.message),
  'squadsApi.gravarSprints': chamada('post', '/squad-colab/create', () => api.squadsApi.gravarSprints({ email, squadId: 1, sprints: [] } as never), (r) => r),
  'squadsApi.removerSprints': chamada('post', '/squad-colab/sprint/remove', () => api.squadsApi.removerSprints({ email, squadId: 1, sprints: [1] } as never), (r) => r.data),
  'squadsApi.removerColab': chamada('patch', '/squad-colab/{email}/change-active', () => api.squadsApi.removerColab(email, 1, 1, 1), (r) => r.data),
  'squadsApi.catalogo': chamada('get', '/squad-colab/{email}/simulacoes', () => api.squadsApi.catalogo(email), (r) => r.data),
};

/** Session calls that are not methods of an `*Api` object. */
const FUNCOES_DE_SESSAO = ['login', 'startGoogleLogin', 'loginWithGoogle', 'refreshSession', 'logout', 'validateStoredSession'];

/** An answer that reads as anything: every client unwraps it without failing. */
const qualquer: unknown = new Proxy(() => undefined, {
  get: (_target, property) => (property === 'then' || typeof property === 'symbol' ? undefined : property === 'length' ? 0 : qualquer),
});

interface Pedido {
  metodo: string;
  caminho: string;
  corpo: unknown;
}

const operacoes = Object.entries(documento.paths as Record<string, Record<string, { requestBody?: unknown }>>).flatMap(([caminho, item]) =>
  Object.keys(item).map((metodo) => ({
    metodo,
    caminho,
    padrao: new RegExp(`^${caminho.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`),
    temCorpo: Boolean(item[metodo]!.requestBody),
  })),
);

const casaCom = (pedido: Pedido) =>
  operacoes.filter((operacao) => operacao.metodo === pedido.metodo && operacao.padrao.test(pedido.caminho));

// As the server validates bodies (backend src/http/input.ts), except that a field the operation does not
// name is reported here: the server drops it without a word, so the client would send it for nothing.
const ajv = new Ajv({ strict: false, allErrors: true, useDefaults: true, allowUnionTypes: true, coerceTypes: true });

/**
 * Fields a client sends that the operation drops on purpose: the margin save carries the spec's
 * payload (spec 01 section 3), whose computed figures the server recalculates from the rates.
 */
const FIGURAS_DA_MARGEM = [
  'receitaBruta', 'impostos', 'receitaLiquida', 'custoHH', 'totalCustoIndireto', 'custoTotalVenda', 'resultadoBruto', 'margemBruta',
  'margemContribuicao', 'despesasOperacionais', 'rv', 'rateioAdministrativo', 'resultadoAntesIRCSLL', 'impostoSemResultado',
  'resultadoLiquido', 'margemLiquida',
];
const DESCARTADOS: Record<string, string[]> = {
  'post /jira/projects/margem': FIGURAS_DA_MARGEM,
  'put /jira/projects/margem/{id}': FIGURAS_DA_MARGEM,
  'post /simulacao/margem': FIGURAS_DA_MARGEM,
  'put /simulacao/margem/{id}': FIGURAS_DA_MARGEM,
};
ajv.addSchema(documento as object, 'contrato');
const escapar = (segmento: string) => segmento.replace(/~/g, '~0').replace(/\//g, '~1');
function errosDoCorpo(metodo: string, caminho: string, corpo: unknown): string[] {
  const ref = `contrato#/paths/${escapar(caminho)}/${metodo}/requestBody/content/${escapar('application/json')}/schema`;
  const validar = ajv.getSchema(ref);
  if (!validar) return [`${metodo.toUpperCase()} ${caminho}: sem esquema de corpo`];
  if (validar(corpo)) return [];
  const descartados = DESCARTADOS[`${metodo} ${caminho}`] ?? [];
  return (validar.errors ?? [])
    .filter((erro) => !(erro.keyword === 'additionalProperties' && erro.instancePath === '' && descartados.includes(String(erro.params.additionalProperty))))
    .map((erro) => `${metodo.toUpperCase()} ${caminho}: corpo${erro.instancePath} ${erro.message} ${JSON.stringify(erro.params)}`);
}

let pedidos: Pedido[] = [];
const gravador: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const url = new URL(config.url ?? '', 'http://api.teste');
  pedidos.push({
    metodo: (config.method ?? 'get').toLowerCase(),
    caminho: url.pathname,
    corpo: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
  });
  return { data: qualquer, status: 200, statusText: 'OK', headers: {}, config };
};

const adapterOriginal = http.defaults.adapter;
beforeAll(() => {
  http.defaults.adapter = gravador;
  http.defaults.baseURL = '';
});
afterAll(() => {
  http.defaults.adapter = adapterOriginal;
});
beforeEach(() => {
  pedidos = [];
});

describe('contrato do cliente com o documento OpenAPI', () => {
  it('cobre cada chamada de cada objeto *Api e as funções de sessão', () => {
    const chamadasDoCliente = Object.entries(api)
      .filter(([nome, valor]) => nome.endsWith('Api') && valor && typeof valor === 'object')
      .flatMap(([nome, objeto]) =>
        Object.entries(objeto as Record<string, unknown>)
          .filter(([, valor]) => typeof valor === 'function')
          .map(([metodo]) => `${nome}.${metodo}`),
      );
    const esperadas = [...FUNCOES_DE_SESSAO, ...chamadasDoCliente].sort();
    expect(Object.keys(CHAMADAS).sort()).toEqual(esperadas);
  });

  it.each(Object.entries(CHAMADAS))('%s: caminho, método e corpo estão no documento', async (_nome, { metodo, caminho, chamar }) => {
    await chamar();
    expect(pedidos.length).toBeGreaterThan(0);
    const problemas: string[] = [];
    for (const pedido of pedidos) {
      const operacoesDoPedido = casaCom(pedido);
      if (operacoesDoPedido.length === 0) {
        problemas.push(`${pedido.metodo.toUpperCase()} ${pedido.caminho}: nenhuma operação do documento`);
        continue;
      }
      const operacao = operacoesDoPedido.find((candidata) => candidata.caminho === caminho) ?? operacoesDoPedido[0]!;
      if (operacao.temCorpo) problemas.push(...errosDoCorpo(operacao.metodo, operacao.caminho, pedido.corpo ?? {}));
      else if (pedido.corpo !== undefined && !(typeof pedido.corpo === 'object' && pedido.corpo && Object.keys(pedido.corpo).length === 0))
        problemas.push(`${pedido.metodo.toUpperCase()} ${pedido.caminho}: corpo enviado a uma operação sem corpo`);
    }
    if (!pedidos.some((pedido) => casaCom(pedido).some((operacao) => operacao.metodo === metodo && operacao.caminho === caminho))) {
      problemas.push(`a chamada fez ${pedidos.map((pedido) => `${pedido.metodo.toUpperCase()} ${pedido.caminho}`).join(', ')}; nenhum é ${metodo.toUpperCase()} ${caminho}`);
    }
    expect(problemas).toEqual([]);
  });
});
