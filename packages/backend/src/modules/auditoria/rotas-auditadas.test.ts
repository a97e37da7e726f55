/**
 * Issue 37 §4: every route that changes data records exactly its audit entries. The test walks the
 * OpenAPI document: each non-GET operation is in ROTAS, either with a successful call and the entries
 * (action, entity) that call must leave, or on the short list of exemptions with the reason. A new
 * route that is in neither fails the first test; a route whose recording is removed fails the second.
 */
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { desc, eq, sql } from 'drizzle-orm';
import { construirDiff, type AcaoAuditoria, type EntidadeAuditoria, type Planejamento } from '@financeiro/domain';
import { mailOutbox } from '../../db/schema';
import { rows } from '../../db/sql';
import { BENEFICIO } from '../../seed/company/reference';
import { colaboradorDeTeste, cpfDeTeste, faixaDeImpostoDeTeste, linhaDeColaboradorDeTeste, valorDeBeneficioDeTeste, valorDeImpostoDeTeste } from '../../test/cadastros';
import { bearer, createTestApp, type TestContext } from '../../test/support';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
type Resposta = Awaited<ReturnType<TestContext['app']['inject']>>;
type Metodo = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const APP_URL = 'https://financeiro.exemplo.com.br';
const b64 = (value: unknown) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value), 'utf8').toString('base64');
const enc = encodeURIComponent;

interface Api {
  ctx: TestContext;
  admin: string;
  adminEmail: string;
  /** Ids and tokens one call leaves for the next (the routes run in the table's order). */
  estado: Json;
  enviar(metodo: Metodo, url: string, corpo?: unknown, token?: string | null, ip?: string): Promise<Resposta>;
  ler(url: string, token?: string): Promise<Json>;
  linkNaCaixa(para: string, caminho: string): Promise<string>;
}

type Esperado = [AcaoAuditoria, EntidadeAuditoria];
interface Caso {
  chamar(api: Api): Promise<Resposta>;
  /** The entries the call leaves, in any order (a pair repeated once per entry). */
  entradas: Esperado[];
}
interface Isencao {
  isenta: string;
}

let seq = 0;

const colaborador = (extra: Json = {}) => {
  const n = ++seq;
  return colaboradorDeTeste({ nome: 'Auditada', sobrenome: `Pessoa ${n}`, cpf: cpfDeTeste('86420', n), email: `auditada${n}@teste.example` }, extra);
};
const linhaImportada = (extra: Record<string, string> = {}) => {
  const n = ++seq;
  return linhaDeColaboradorDeTeste({ nome: 'Importada', sobrenome: `Pessoa ${n}`, cpf: cpfDeTeste('86420', n), email: `importada${n}@teste.example` }, extra);
};
const faixa = (extra: Json = {}) => faixaDeImpostoDeTeste({ vigencia_inicio: '2030-01-01', vigencia_fim: '2030-12-31', ...extra });
const valorImposto = (impostoCod: number, extra: Json = {}) => valorDeImpostoDeTeste(impostoCod, 1, extra);
const margem = (extra: Json = {}) => ({
  projeto: 'AUR',
  periodoInicio: '2026-10-01',
  periodoFim: '2026-10-31',
  receitaBruta: '100000.00',
  custosIndiretos: [{ tipo_custo: 'OUTROS_SOFTWARES', descricao: 'Licenças', valor: '200', moeda: 'BRL', cotacao: '1' }],
  ...extra,
});
const simulacao = { salario: '3000', beneficio: 3100, dependentes: 0, regime: 1, funcao: 1, filial: 1 };
const custoExtra = { projeto: 'AUR', periodo_inicio: '2026-11-01', periodo_fim: '2026-11-30', tipo_custo: 'HORAS_EXTRAS', valor: '250,50', moeda: 'BRL' };
const cadastro = { nome: 'Nova', sobrenome: 'Auditada', email: 'nova.auditada@empresa.com', senha: 'segredo bem guardado 2026', confirma: 'segredo bem guardado 2026', mensagem: 'Sou do time.' };
const pedido = { ...cadastro, nome: 'Outra', email: 'outra.auditada@empresa.com' };

const leitura = 'lê e calcula, não grava nada';

/** Every non-GET operation of the API, in the order the calls run. */
const ROTAS: Record<string, Caso | Isencao> = {
  // Sessions: the sign-in itself is a security event; refresh and logout only rotate or end tokens.
  'POST /login': {
    chamar: (api) => api.enviar('POST', '/login', { usuario: 'financeiro', senha: 'financeiro123' }, null),
    entradas: [['login', 'sessao']],
  },
  'POST /login/refresh': { isenta: 'troca o token de acesso da sessão; não muda dado nenhum (o reuso de um refresh token é registrado, contas/sessions)' },
  'POST /login/logout': {
    chamar: async (api) => {
      const sessao = (await api.enviar('POST', '/login', { usuario: 'financeiro', senha: 'financeiro123' }, null)).json();
      return api.enviar('POST', '/login/logout', { refresh_token: sessao.refresh_token }, null);
    },
    entradas: [['login', 'sessao'], ['logout', 'sessao']],
  },
  'POST /password/check': { isenta: leitura },
  'POST /login/google': { isenta: 'precisa do Google (OpenID Connect); o vínculo e o login com Google são registrados e testados em auth/google.test.ts' },
  'PUT /usuario': {
    chamar: async (api) => {
      const sessao = (await api.enviar('POST', '/login', { usuario: 'rh', senha: 'rh123456' }, null)).json();
      return api.enviar('PUT', '/usuario', { data: b64({ name: 'RH Auditado', email: sessao.user.email, observacao: 'Olá' }) }, sessao.token);
    },
    entradas: [['login', 'sessao'], ['alterar', 'usuario']],
  },
  'POST /password/forgot': { isenta: 'só envia o e-mail com o link; a redefinição (POST /password/reset) é registrada' },
  'POST /password/reset': {
    chamar: async (api) => {
      await api.enviar('POST', '/password/forgot', { email: 'rh@veecode.com.br' }, null, '10.77.0.1');
      const token = await api.linkNaCaixa('rh@veecode.com.br', '/recover');
      return api.enviar('POST', '/password/reset', { token, senha: b64('jabuticaba no quintal'), confirma: b64('jabuticaba no quintal') }, null);
    },
    entradas: [['senha_redefinida', 'usuario']],
  },
  'POST /login/request-access': {
    // The request is recorded after the answer (mailer.later): the call waits for that work.
    chamar: async (api) => {
      const r = await api.enviar('POST', '/login/request-access', { form: b64(pedido) }, null, '10.77.0.3');
      await api.ctx.app.mailer.idle();
      return r;
    },
    entradas: [['criar', 'pedido_cadastro']],
  },
  'POST /login/confirm-email': {
    chamar: async (api) => api.enviar('POST', '/login/confirm-email', { token: await api.linkNaCaixa(pedido.email, '/cadastrar') }, null),
    entradas: [['confirmar_email', 'pedido_cadastro']],
  },
  'POST /login/verify-solicitation': { isenta: leitura },
  'POST /login/authenticate-register': { isenta: 'confere a senha do administrador e devolve o token da aprovação; a decisão (confirm-register) é registrada' },
  'POST /login/confirm-register': {
    chamar: async (api) => {
      await api.enviar('POST', '/login/request-access', { form: b64(cadastro) }, null, '10.77.0.2');
      await api.enviar('POST', '/login/confirm-email', { token: await api.linkNaCaixa(cadastro.email, '/cadastrar') }, null);
      const token = await api.linkNaCaixa('admin@veecode.com.br', '/register');
      const auth = (await api.enviar('POST', '/login/authenticate-register', { authorization: b64({ usuario: 'admin', senha: 'admin123' }) }, null)).json();
      return api.enviar('POST', '/login/confirm-register', { confirmation: true, token, secoes: ['projetos'] }, auth.token);
    },
    // The request and its confirmation come first; the administrator's password on the approval page is a sign-in.
    entradas: [['criar', 'pedido_cadastro'], ['confirmar_email', 'pedido_cadastro'], ['login', 'sessao'], ['aprovar', 'pedido_cadastro'], ['criar', 'usuario'], ['alterar', 'secao_usuario']],
  },
  'PUT /admin/usuarios/{id}': {
    chamar: async (api) => {
      const lista = await api.ler('/admin/usuarios');
      const rh = (lista as Json[]).find((u) => u.usuario === 'rh');
      return api.enviar('PUT', `/admin/usuarios/${rh!.id}`, { secoes: [...rh!.secoes, 'projetos'] });
    },
    entradas: [['alterar', 'secao_usuario']],
  },

  // Structure.
  'POST /departamento/create': {
    chamar: async (api) => {
      const r = await api.enviar('POST', '/departamento/create', { sigla: 'AUD', nome: 'Auditoria Interna', descricao: '', ativo: true });
      api.estado.departamento = r.json().result?.insertId;
      return r;
    },
    entradas: [['criar', 'departamento']],
  },
  'PUT /departamento/update/{cod}': {
    chamar: (api) => api.enviar('PUT', `/departamento/update/${api.estado.departamento}`, { sigla: 'AUD', nome: 'Auditoria', descricao: '', ativo: true }),
    entradas: [['alterar', 'departamento']],
  },
  'POST /filial/create': {
    chamar: async (api) => {
      const r = await api.enviar('POST', '/filial/create', { label: 'Recife', cnpj: '11222333000424', uf: 'pe', ativo: true });
      api.estado.filial = r.json().result?.insertId;
      return r;
    },
    entradas: [['criar', 'filial']],
  },
  'PUT /filial/update/{cod}': {
    chamar: (api) => api.enviar('PUT', `/filial/update/${api.estado.filial}`, { label: 'Recife (PE)', cnpj: '11222333000424', ativo: true }),
    entradas: [['alterar', 'filial']],
  },
  'POST /funcao/create': {
    chamar: async (api) => {
      const r = await api.enviar('POST', '/funcao/create', { cbo: '212405', nome: 'Auditor de Sistemas', descricao: '', ativo: 1 });
      api.estado.funcao = r.json().result?.insertId;
      return r;
    },
    entradas: [['criar', 'funcao']],
  },
  'PUT /funcao/update/{cod}': {
    chamar: (api) => api.enviar('PUT', `/funcao/update/${api.estado.funcao}`, { cbo: '212405', nome: 'Auditor de Sistemas Sênior', descricao: '', ativo: 1 }),
    entradas: [['alterar', 'funcao']],
  },

  // Benefits.
  'POST /beneficio/create': {
    chamar: async (api) => {
      const r = await api.enviar('POST', '/beneficio/create', { sigla: 'AUXA', nome: 'Auxílio Auditado', descricao: '', ativo: true });
      api.estado.beneficio = r.json().result?.insertId;
      return r;
    },
    entradas: [['criar', 'beneficio']],
  },
  'PUT /beneficio/update/{cod}': {
    chamar: (api) => api.enviar('PUT', `/beneficio/update/${api.estado.beneficio}`, { sigla: 'AUXA', nome: 'Auxílio Auditado Novo', descricao: '', ativo: true }),
    entradas: [['alterar', 'beneficio']],
  },
  'POST /valor-beneficio/create': {
    chamar: async (api) => {
      const r = await api.enviar('POST', '/valor-beneficio/create', valorDeBeneficioDeTeste(api.estado.beneficio, 1));
      api.estado.valorBeneficio = r.json().result?.insertId;
      return r;
    },
    entradas: [['criar', 'valor_beneficio']],
  },
  'PUT /valor-beneficio/update/{id}': {
    chamar: (api) => api.enviar('PUT', `/valor-beneficio/update/${api.estado.valorBeneficio}`, valorDeBeneficioDeTeste(api.estado.beneficio, 1, { valor: 47.9 })),
    entradas: [['alterar', 'valor_beneficio']],
  },

  // Regimes and taxes.
  'POST /regime/create': {
    chamar: async (api) => {
      const r = await api.enviar('POST', '/regime/create', { sigla: 'AUDT', nome: 'Temporário Auditado', descricao: '', ativo: true });
      api.estado.regime = r.json().result?.insertId;
      return r;
    },
    entradas: [['criar', 'regime']],
  },
  'PUT /regime/update/{cod}': {
    chamar: (api) => api.enviar('PUT', `/regime/update/${api.estado.regime}`, { sigla: 'AUDT', nome: 'Temporário', descricao: '', ativo: true }),
    entradas: [['alterar', 'regime']],
  },
  'POST /imposto/create': {
    chamar: async (api) => {
      const r = await api.enviar('POST', '/imposto/create', { sigla: 'ISSA', nome: 'ISS Auditado', descricao: '', ativo: true });
      api.estado.imposto = r.json().result?.insertId;
      return r;
    },
    entradas: [['criar', 'imposto']],
  },
  'PUT /imposto/update/{cod}': {
    chamar: (api) => api.enviar('PUT', `/imposto/update/${api.estado.imposto}`, { sigla: 'ISSA', nome: 'ISS Auditado Novo', descricao: '', ativo: true }),
    entradas: [['alterar', 'imposto']],
  },
  'POST /regime/imposto/{cod}': {
    chamar: (api) => api.enviar('POST', `/regime/imposto/${api.estado.imposto}`, { regime_cod: api.estado.regime }),
    entradas: [['vincular', 'regime']],
  },
  'PUT /regime/imposto/{cod}': {
    chamar: (api) => api.enviar('PUT', `/regime/imposto/${api.estado.imposto}`, { regime_cod: api.estado.regime, ativo: false }),
    entradas: [['desvincular', 'regime']],
  },
  'POST /imposto/faixa/{cod}': {
    chamar: async (api) => {
      const r = await api.enviar('POST', `/imposto/faixa/${api.estado.imposto}`, faixa());
      api.estado.faixa = r.json().result?.insertId;
      return r;
    },
    entradas: [['criar', 'faixa_imposto']],
  },
  'PUT /imposto/faixa/{cod}': {
    chamar: (api) => api.enviar('PUT', `/imposto/faixa/${api.estado.faixa}`, faixa({ aliq_faixa: 0.09 })),
    entradas: [['alterar', 'faixa_imposto']],
  },
  'POST /valor-imposto/create': {
    chamar: async (api) => {
      const r = await api.enviar('POST', '/valor-imposto/create', valorImposto(api.estado.imposto));
      api.estado.valorImposto = r.json().result?.insertId;
      return r;
    },
    entradas: [['criar', 'valor_imposto']],
  },
  'PUT /valor-imposto/update/{id}': {
    chamar: (api) => api.enviar('PUT', `/valor-imposto/update/${api.estado.valorImposto}`, valorImposto(api.estado.imposto, { aliquota_filial: 0.05 })),
    entradas: [['alterar', 'valor_imposto']],
  },

  // Employees.
  'POST /employee/create': {
    chamar: async (api) => {
      api.estado.colaborador = colaborador();
      const r = await api.enviar('POST', '/employee/create', api.estado.colaborador);
      api.estado.mat = r.json().result?.insertId ?? r.json().data?.mat;
      return r;
    },
    entradas: [['criar', 'colaborador']],
  },
  'PUT /employee/update/{mat}': {
    chamar: (api) => api.enviar('PUT', `/employee/update/${api.estado.mat}`, { ...api.estado.colaborador, salario: '9.350,00', data_inicio: '2025-01-01' }),
    entradas: [['alterar', 'colaborador']],
  },
  'POST /beneficio/colab/{mat}/{benefCod}': {
    chamar: (api) => api.enviar('POST', `/beneficio/colab/${api.estado.mat}/${BENEFICIO.VR}`, { valorBenefAdic: 0, valorDescAdic: 0 }),
    entradas: [['criar', 'beneficio_colaborador']],
  },
  'PUT /beneficio/colab/{mat}/{benefCod}': {
    chamar: (api) => api.enviar('PUT', `/beneficio/colab/${api.estado.mat}/${BENEFICIO.VR}`, { valorBenefAdic: 12.5, valorDescAdic: 0 }),
    entradas: [['alterar', 'beneficio_colaborador']],
  },
  'DELETE /beneficio/{mat}/{benefCod}/{filialCod}': {
    chamar: (api) => api.enviar('DELETE', `/beneficio/${api.estado.mat}/${BENEFICIO.VR}/1`),
    entradas: [['remover', 'beneficio_colaborador']],
  },
  'PATCH /employee/change-active': {
    chamar: (api) => api.enviar('PATCH', '/employee/change-active', { mat: api.estado.mat, ativo: false }),
    entradas: [['desativar', 'colaborador']],
  },

  // Imports: one entry for the import, one per record it creates or changes.
  'POST /import/colaborador': {
    chamar: async (api) => {
      api.estado.importadas = [linhaImportada(), linhaImportada()];
      return api.enviar('POST', '/import/colaborador', { data: api.estado.importadas });
    },
    entradas: [['importar', 'importacao'], ['criar', 'colaborador'], ['criar', 'colaborador']],
  },
  'POST /import/beneficios-colaborador': {
    chamar: (api) =>
      api.enviar('POST', '/import/beneficios-colaborador', {
        data: [{ cpf: api.estado.importadas[0].cpf, benefCod: String(BENEFICIO.VA), valorBenefAdic: '0', valorDescAdic: '0', aliqBenefAdic: '0', aliqDescAdic: '0' }],
      }),
    entradas: [['importar', 'importacao'], ['criar', 'beneficio_colaborador']],
  },
  'POST /import/update-colaborador': {
    chamar: (api) => api.enviar('POST', '/import/update-colaborador', { data: [{ cpf: api.estado.importadas[1].cpf, cidade: 'Curitiba' }] }),
    entradas: [['importar', 'importacao'], ['alterar', 'colaborador']],
  },

  // Closings.
  'POST /fechamento/create': {
    chamar: async (api) => {
      const r = await api.enviar('POST', '/fechamento/create', { label: 'Auditado', dataInicio: '2024-01-01', dataFim: '2024-01-31', diasUteis: 22, descricao: '', bloqueio: false });
      api.estado.fechamento = r.json().result?.insertId;
      return r;
    },
    entradas: [['criar', 'fechamento']],
  },
  'PUT /fechamento/update/{id}': {
    chamar: (api) => api.enviar('PUT', `/fechamento/update/${api.estado.fechamento}`, { label: 'Jan/2024', dataInicio: '2024-01-01', dataFim: '2024-01-31', diasUteis: 21, descricao: '', bloqueio: false }),
    entradas: [['alterar', 'fechamento']],
  },
  'POST /beneficio/calculate/{id}': { isenta: 'prévia dos benefícios: calcula sem gravar (o cálculo que grava é POST /fechamento/custo-hh)' },
  'POST /imposto/calculate/{closingId}': { isenta: 'prévia dos impostos: calcula sem gravar (idem)' },
  'POST /fechamento/custo-hh/{id}': {
    chamar: (api) => api.enviar('POST', `/fechamento/custo-hh/${api.estado.fechamento}`, { partTimeColab: true }),
    entradas: [['calcular', 'fechamento']],
  },
  'PUT /fechamento/configuracao': {
    chamar: (api) => api.enviar('PUT', '/fechamento/configuracao', { baseHorasCustoHora: 'oito_horas' }),
    entradas: [['alterar', 'configuracao_empresa']],
  },

  // Jira/Tempo.
  'POST /jira/sync': { isenta: 'precisa de um servidor Jira/Tempo; a entrada de cada execução é conferida em jira/sync.test.ts' },
  'POST /jira/projects/{keys}/{startDate}/{endDate}': { isenta: leitura },
  'POST /jira/projects/times/{startDate}/{endDate}': { isenta: leitura },

  // Plans.
  'POST /planejamento': {
    chamar: async (api) => {
      const original = (await api.ler('/planejamento/AUR')).data as Planejamento;
      const editado = structuredClone(original);
      editado.margemCusto = '0.3125';
      return api.enviar('POST', '/planejamento', construirDiff(original, editado));
    },
    entradas: [['alterar', 'planejamento']],
  },

  // Margin reports and simulations.
  'POST /jira/projects/margem/simulator': { isenta: leitura },
  'POST /jira/projects/margem': {
    chamar: async (api) => {
      const r = await api.enviar('POST', '/jira/projects/margem', margem({ nomeRelatorio: 'Relatório auditado' }));
      api.estado.relatorio = r.json().data?.id;
      return r;
    },
    entradas: [['criar', 'relatorio_margem']],
  },
  'PUT /jira/projects/margem/{id}': {
    chamar: (api) => api.enviar('PUT', `/jira/projects/margem/${api.estado.relatorio}`, margem({ nomeRelatorio: 'Relatório auditado', receitaBruta: '120000.00' })),
    entradas: [['alterar', 'relatorio_margem']],
  },
  'PATCH /jira/projects/margem/{id}': {
    chamar: (api) => api.enviar('PATCH', `/jira/projects/margem/${api.estado.relatorio}`, { nome: 'Relatório auditado 2' }),
    entradas: [['alterar', 'relatorio_margem']],
  },
  'PATCH /jira/projects/margem/{email}/change-active': {
    chamar: (api) => api.enviar('PATCH', `/jira/projects/margem/${enc(api.adminEmail)}/change-active`, { id: api.estado.relatorio, ativo: false }),
    entradas: [['remover', 'relatorio_margem']],
  },
  'POST /simulacao/margem/simulator': { isenta: leitura },
  'POST /simulacao/margem/calcular': { isenta: leitura },
  'POST /simulacao/margem': {
    chamar: async (api) => {
      const r = await api.enviar('POST', '/simulacao/margem', margem({ projeto: ['AUR'], nomeRelatorio: 'Simulação auditada' }));
      api.estado.simulacaoMargem = r.json().data?.id;
      return r;
    },
    entradas: [['criar', 'simulacao_margem']],
  },
  'PUT /simulacao/margem/{id}': {
    chamar: (api) => api.enviar('PUT', `/simulacao/margem/${api.estado.simulacaoMargem}`, margem({ projeto: ['AUR'], nomeRelatorio: 'Simulação auditada', receitaBruta: '90000.00' })),
    entradas: [['alterar', 'simulacao_margem']],
  },
  'PATCH /simulacao/margem/{email}/change-active': {
    chamar: (api) => api.enviar('PATCH', `/simulacao/margem/${enc(api.adminEmail)}/change-active`, { id: api.estado.simulacaoMargem, ativo: false }),
    entradas: [['remover', 'simulacao_margem']],
  },

  // Extra costs.
  'POST /custo-projeto': {
    chamar: async (api) => {
      const r = await api.enviar('POST', '/custo-projeto', [custoExtra]);
      api.estado.custo = r.json().data?.[0]?.id;
      return r;
    },
    entradas: [['criar', 'custo_projeto']],
  },
  'PUT /custo-projeto/{id}': {
    chamar: (api) => api.enviar('PUT', `/custo-projeto/${api.estado.custo}`, { ...custoExtra, valor: '300,00' }),
    entradas: [['alterar', 'custo_projeto']],
  },
  'DELETE /custo-projeto/{id}': {
    chamar: (api) => api.enviar('DELETE', `/custo-projeto/${api.estado.custo}`),
    entradas: [['remover', 'custo_projeto']],
  },

  // Clients.
  'POST /cliente/createClientWithProjects': {
    chamar: async (api) => {
      const r = await api.enviar('POST', '/cliente/createClientWithProjects', { cliente: { name: 'Cliente Auditado', key: 'caud' } });
      api.estado.cliente = r.json().data?.id;
      return r;
    },
    entradas: [['criar', 'cliente']],
  },
  'PATCH /cliente/{id}': {
    chamar: (api) => api.enviar('PATCH', `/cliente/${api.estado.cliente}`, { name: 'Cliente Auditado Novo' }),
    entradas: [['alterar', 'cliente']],
  },
  'POST /cliente/associar': {
    chamar: (api) => api.enviar('POST', '/cliente/associar', { clienteId: api.estado.cliente, chaveProjeto: 'AUR' }),
    // AUR leaves its client for this one.
    entradas: [['vincular', 'cliente'], ['desvincular', 'cliente']],
  },
  'POST /cliente/desassociar': {
    chamar: (api) => api.enviar('POST', '/cliente/desassociar', { clienteId: api.estado.cliente, chaveProjeto: 'AUR' }),
    entradas: [['desvincular', 'cliente']],
  },
  'PUT /cliente/updateCliente': {
    chamar: (api) => api.enviar('PUT', '/cliente/updateCliente', { chaveProjeto: 'AUR', novoCliente: api.estado.cliente }),
    entradas: [['vincular', 'cliente']],
  },
  'POST /cliente/projetos': { isenta: leitura },

  // Reports read through POST (the selection travels in the body).
  'POST /relatorio/capacidade-projeto/{inicio}/{fim}': { isenta: leitura },
  'POST /relatorio/historico-custos': { isenta: leitura },
  'POST /relatorio/projetos/detalhe/{inicio}/{fim}': { isenta: leitura },
  'POST /vee/chat': { isenta: 'responde perguntas; não muda dado nenhum' },

  // Forecast thresholds.
  'PUT /admin/projecao/limites': {
    chamar: async (api) => {
      const atuais = (await api.ler('/admin/projecao/limites')).data;
      return api.enviar('PUT', '/admin/projecao/limites', { ...atuais, margemAtencao: 0.2 });
    },
    entradas: [['alterar', 'projecao_limites']],
  },

  // Forecast alerts: rules are recorded; read marks are the user's own reading state.
  'POST /alertas/{id}/lido': { isenta: 'marca de leitura do próprio usuário; não muda dado da empresa' },
  'POST /alertas/lidos': { isenta: 'marcas de leitura do próprio usuário; não muda dado da empresa' },
  'PUT /alertas/preferencia': {
    chamar: (api) => api.enviar('PUT', '/alertas/preferencia', { receberEmail: true }),
    entradas: [['alterar', 'usuario']],
  },
  'PUT /admin/projecao/regras-alerta': {
    chamar: (api) => api.enviar('PUT', '/admin/projecao/regras-alerta', { margemMinima: '0.2', desvioMaximo: '0.1', semanasAntecedencia: 4 }),
    entradas: [['alterar', 'regras_alerta']],
  },
  'PUT /projecao/{key}/regras-alerta': {
    chamar: (api) => api.enviar('PUT', '/projecao/AUR/regras-alerta', { desvioMaximo: '0.5', margemMinima: null }),
    entradas: [['alterar', 'regras_alerta']],
  },

  // Employee cost simulations and squads.
  'POST /simulator/funcao': {
    chamar: (api) => api.enviar('POST', '/simulator/funcao', { cbo: '7654321', nome: 'Função Simulada Auditada', descricao: '' }),
    entradas: [['criar', 'funcao']],
  },
  'POST /simulator/custo-hh': { isenta: leitura },
  'POST /simulator/create': {
    chamar: async (api) => {
      const r = await api.enviar('POST', '/simulator/create', { ...simulacao, email: api.adminEmail, nome: 'Simulação de custo auditada' });
      api.estado.simulacaoCusto = r.json().data?.id;
      return r;
    },
    entradas: [['criar', 'simulacao']],
  },
  'PUT /simulator/{email}/{id}': {
    chamar: (api) => api.enviar('PUT', `/simulator/${enc(api.adminEmail)}/${api.estado.simulacaoCusto}`, { ...simulacao, salario: '3500', email: api.adminEmail }),
    entradas: [['alterar', 'simulacao']],
  },
  'POST /squad/create': {
    chamar: async (api) => {
      const r = await api.enviar('POST', '/squad/create', { nome: 'Auditado', email: api.adminEmail });
      api.estado.squad = r.json().data?.id;
      return r;
    },
    entradas: [['criar', 'squad']],
  },
  'PUT /squad/{email}/{id}': {
    chamar: (api) => api.enviar('PUT', `/squad/${enc(api.adminEmail)}/${api.estado.squad}`, { nome: 'Auditada' }),
    entradas: [['alterar', 'squad']],
  },
  'POST /squad-colab/create': {
    chamar: (api) =>
      api.enviar('POST', '/squad-colab/create', { email: api.adminEmail, squadId: api.estado.squad, sprints: [{ sprint: 1, colabs: [{ id: api.estado.simulacaoCusto, quantidade: 2 }] }, { sprint: 2, colabs: [{ id: api.estado.simulacaoCusto, quantidade: 1 }] }] }),
    entradas: [['alterar', 'squad']],
  },
  'PATCH /squad-colab/{email}/change-active': {
    chamar: (api) => api.enviar('PATCH', `/squad-colab/${enc(api.adminEmail)}/change-active`, { squadId: api.estado.squad, sprint: 1, id: api.estado.simulacaoCusto, ativo: false }),
    entradas: [['alterar', 'squad']],
  },
  'POST /squad-colab/sprint/remove': {
    chamar: (api) => api.enviar('POST', '/squad-colab/sprint/remove', { email: api.adminEmail, squadId: api.estado.squad, sprints: [2] }),
    entradas: [['alterar', 'squad']],
  },
  'PATCH /squad/{email}/change-active': {
    chamar: (api) => api.enviar('PATCH', `/squad/${enc(api.adminEmail)}/change-active`, { id: api.estado.squad, ativo: false }),
    entradas: [['remover', 'squad']],
  },
  'PATCH /simulator/{email}/change-active': {
    chamar: (api) => api.enviar('PATCH', `/simulator/${enc(api.adminEmail)}/change-active`, { id: api.estado.simulacaoCusto, ativo: false }),
    entradas: [['remover', 'simulacao']],
  },

  // Scenarios.
  'POST /cenarios': {
    chamar: async (api) => {
      const opcoes = (await api.ler('/cenarios/opcoes')).data;
      const base = opcoes.fechamentos[0];
      const r = await api.enviar('POST', '/cenarios', { nome: 'Cenário auditado', descricao: '', fechamentoId: base.id, mesInicio: base.mes.split('-').reverse().join('/'), alteracoes: [{ tipo: 'reajuste', modo: 'percentual', valor: 0.05 }] });
      api.estado.cenario = r.json().data?.id;
      return r;
    },
    entradas: [['criar', 'cenario']],
  },
  'PUT /cenarios/{id}': {
    chamar: (api) => api.enviar('PUT', `/cenarios/${api.estado.cenario}`, { nome: 'Cenário auditado 2027' }),
    entradas: [['alterar', 'cenario']],
  },
  'POST /cenarios/{id}/duplicar': {
    chamar: async (api) => {
      const r = await api.enviar('POST', `/cenarios/${api.estado.cenario}/duplicar`);
      api.estado.copia = r.json().data?.id;
      return r;
    },
    entradas: [['criar', 'cenario']],
  },
  'DELETE /cenarios/{id}': {
    chamar: (api) => api.enviar('DELETE', `/cenarios/${api.estado.copia}`),
    entradas: [['remover', 'cenario']],
  },
};

function operacoesQueMudam(documento: Json): string[] {
  const lista: string[] = [];
  for (const [caminho, operacoes] of Object.entries(documento.paths as Json)) {
    for (const metodo of Object.keys(operacoes as Json)) {
      if (['post', 'put', 'patch', 'delete'].includes(metodo)) lista.push(`${metodo.toUpperCase()} ${caminho}`);
    }
  }
  return lista;
}

describe('every route that changes data records its audit entries (OpenAPI walk)', () => {
  let api: Api;

  before(async () => {
    const ctx = await createTestApp({ projetos: true, planejamentos: true, simulacoesResultado: true, simulacoesCusto: true, cenarios: true, config: { appUrl: APP_URL } });
    const sessao = await ctx.session('admin');
    api = {
      ctx,
      admin: sessao.token,
      adminEmail: sessao.user.email,
      estado: {},
      enviar: (metodo, url, corpo, token = sessao.token, ip = '10.77.1.1') =>
        ctx.app.inject({ method: metodo, url, payload: corpo as object, headers: token ? bearer(token) : {}, remoteAddress: ip }),
      ler: async (url, token = sessao.token) => {
        const r = await ctx.app.inject({ method: 'GET', url, headers: bearer(token) });
        assert.equal(r.statusCode, 200, `GET ${url}: ${r.body}`);
        return r.json();
      },
      linkNaCaixa: async (para, caminho) => {
        await ctx.app.mailer.idle();
        // The newest message to `para` that carries this link: other routes of the table (alerts, closings) may have
        // mailed the same person since, whatever the table's order.
        const mensagens = await ctx.app.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, para)).orderBy(desc(mailOutbox.id));
        const link = new RegExp(`${APP_URL.replace(/\./g, '\\.')}${caminho}/([A-Za-z0-9_-]{43})`);
        const achado = mensagens.map((mensagem) => link.exec(mensagem.bodyText)).find(Boolean);
        assert.ok(achado, `sem link ${caminho} para ${para}`);
        return achado[1]!;
      },
    };
  });
  after(() => api.ctx.close());

  it('names every non-GET operation of the OpenAPI document, and only those', () => {
    const documentadas = operacoesQueMudam(api.ctx.app.swagger() as Json).sort();
    const tabela = Object.keys(ROTAS).sort();
    assert.deepEqual(
      { semCaso: documentadas.filter((op) => !tabela.includes(op)), semRota: tabela.filter((op) => !documentadas.includes(op)) },
      { semCaso: [], semRota: [] },
    );
  });

  it('each call, made successfully, leaves exactly its entries', async () => {
    const divergencias: string[] = [];
    for (const [operacao, caso] of Object.entries(ROTAS)) {
      if ('isenta' in caso) continue;
      const [{ ultimo }] = await rows<{ ultimo: number }>(api.ctx.database.db, sql`SELECT coalesce(max(id), 0)::int AS ultimo FROM auditoria`) as [{ ultimo: number }];
      const resposta = await caso.chamar(api);
      if (resposta.statusCode >= 300) {
        divergencias.push(`${operacao}: respondeu ${resposta.statusCode} ${resposta.body.slice(0, 300)}`);
        continue;
      }
      const gravadas = await rows<{ acao: string; entidade: string }>(api.ctx.database.db, sql`SELECT acao, entidade FROM auditoria WHERE id > ${ultimo} ORDER BY id`);
      const vistas = gravadas.map((e) => `${e.acao} ${e.entidade}`).sort();
      const esperadas = caso.entradas.map(([acao, entidade]) => `${acao} ${entidade}`).sort();
      if (JSON.stringify(vistas) !== JSON.stringify(esperadas)) divergencias.push(`${operacao}: gravou [${vistas.join(', ')}], esperado [${esperadas.join(', ')}]`);
    }
    assert.deepEqual(divergencias, []);
  });
});
