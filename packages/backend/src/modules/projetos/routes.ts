/**
 * Projects API (spec 01 section 7): the contract is `README.md` beside this file; the shapes are
 * `packages/domain/src/projetos`. Section 'projetos' on every route, except the margin simulations
 * under /simulacao/margem (section 'projetos' or 'simulacoes'). Paths with :email answer 403 when
 * it is not the signed-in user's. Costs: 403 unless the signed-in user owns the cost.
 */
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  clienteSchema,
  custoProjetoSchema,
  dataDoCaminho,
  margemEntradaSchema,
  normalizarCotacao,
  PROJETO_MESSAGES,
  relatorioMargemSchema,
  renomearClienteSchema,
  renomearRelatorioSchema,
  resultadoCalculoDaMargem,
  valorConvertido,
  type CustoIndiretoEntrada,
  type CustoProjeto,
  type CustoProjetoEntrada,
  type MargemEntrada,
  type Moeda,
  type ProjetoItem,
  type RelatorioMargemEntrada,
  type Section,
  type TipoCusto,
} from '@financeiro/domain';
import { validateOrThrow } from '../cadastros/crud';
import { anySectionRoute, currentUser, requireOwnEmail, sectionRoute } from '../http/guard';
import { badRequest, forbidden, MESSAGES, notFound } from '../http/errors';
import { errorResponses } from '../http/schemas';
import { cliente, custoProjeto, projeto } from '../db/schema';
import type { Db } from '../db/client';
import {
  buscarProjetosPorChave,
  categoriaDoProjeto,
  comparacaoProjetos,
  detalheProjeto,
  exigirProjetos,
  exigirProjetosDosPares,
  listarCategorias,
  listarClientes,
  listarLideres,
  listarProjetos,
  type FiltrosProjetos,
} from './consultas';
import { ServicoCotacao } from './cotacao';
import { custoRealPorMes, custosExtrasPorMes, faturamentoPorMes, realDoAno } from './real';
import * as relatorios from './relatorios';
import { Body, COLUMN, DateText, EmailParam, FormText, Id, Int, KeyList, LIST_MAX, Options, Params, ProjectKey, Query, type Static, Text, Type, typed, yupBody } from '../http/fields';

const TAG = 'Projetos';
const TAG_MARGEM = 'Margem de projetos';
const TAG_CUSTOS = 'Custos de projetos';
const TAG_CLIENTES = 'Clientes';
const projetos = sectionRoute('projetos');

export const CUSTO_NAO_ENCONTRADO = 'Custo não encontrado.';
export const DATA_INVALIDA = 'Data inválida: use dd/MM/yyyy ou yyyy-MM-dd.';
export const PERIODO_INVALIDO = 'A data final deve ser igual ou posterior à data inicial.';

const params = Params;
const idParam = Id();
/** Page of a paged list. */
const pageParam = Int(1, 1_000_000, 'Página');

const listaQuery = Query({
  anos: Type.Optional(Text(200, { description: 'Anos separados por vírgula (ano da última atualização de issue, horário de São Paulo)' })),
  cliente: Type.Optional(Id('Id do cliente')),
  lider: Type.Optional(Text(128, { description: 'accountId do líder' })),
  categoria: Type.Optional(Id('Id da categoria')),
  texto: Type.Optional(Text(200, { description: 'Parte do nome ou da chave (sem diferenciar maiúsculas e acentos)' })),
  ordem: Type.Optional(Options(['key', 'name', 'category', 'lead', 'lastIssueUpdateTime'], { default: 'key' })),
  direcao: Type.Optional(Options(['asc', 'desc'], { default: 'asc' })),
  tamanho: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10, description: 'Itens por página' })),
});

/** A cost of POST /custo-projeto and PUT /custo-projeto/:id: the domain's fields and the owner's e-mail. */
const custoBody = yupBody(custoProjetoSchema, { extra: { email: Type.Optional(FormText(COLUMN.email)) } });

type ListaQuery = Static<typeof listaQuery>;

function filtros(query: ListaQuery): FiltrosProjetos {
  const anos = (query.anos ?? '')
    .split(',')
    .map((ano) => Number(ano.trim()))
    .filter((ano) => Number.isInteger(ano) && ano > 0);
  return {
    anos,
    cliente: query.cliente,
    lider: query.lider?.trim() || undefined,
    categoria: query.categoria,
    texto: query.texto,
    ordem: query.ordem,
    direcao: query.direcao,
  };
}

/** A date path parameter (dd/MM/yyyy or yyyy-MM-dd) → 'yyyy-MM-dd'; 400 otherwise. */
function data(value: string, field: string): string {
  const iso = dataDoCaminho(value);
  if (!iso) throw badRequest([{ field, errorMessage: DATA_INVALIDA }]);
  return iso;
}

function periodo(inicio: string, fim: string, campos: [string, string] = ['startDate', 'endDate']): [string, string] {
  const a = data(inicio, campos[0]);
  const b = data(fim, campos[1]);
  if (b < a) throw badRequest([{ field: campos[1], errorMessage: PERIODO_INVALIDO }]);
  return [a, b];
}

/** Keys of a path segment (Fastify has decoded it once: no second decoding). */
const chavesDoCaminho = (keys: string) => keys.split(',').map((key) => key.trim()).filter(Boolean);

/** A body e-mail, when given, must be the signed-in user's (403). */
function emailDoCorpo(request: FastifyRequest, email: unknown): string {
  const user = currentUser(request);
  if (typeof email === 'string' && email.trim() !== '' && email.trim().toLowerCase() !== user.email) {
    throw forbidden('Você não tem permissão para acessar dados de outro usuário.');
  }
  return user.email;
}

// ------------------------------------------------------------------------------------- costs

type LinhaCusto = typeof custoProjeto.$inferSelect;

function custoResposta(row: LinhaCusto): CustoProjeto {
  return {
    id: row.id,
    email: row.email,
    projeto: row.projeto,
    descricao: row.descricao,
    periodo_inicio: row.periodoInicio,
    periodo_fim: row.periodoFim,
    tipo_custo: row.tipoCusto,
    valor: row.valor,
    moeda: row.moeda,
    cotacao: new Decimal(row.cotacao).toString(),
    valor_convertido: valorConvertido(row.valor, row.moeda, row.cotacao),
  };
}

function custoColunas(value: CustoProjetoEntrada, email: string) {
  const moeda = (value.moeda ?? 'BRL') as Moeda;
  return {
    email,
    projeto: value.projeto.trim().toUpperCase(),
    descricao: value.descricao ?? null,
    periodoInicio: value.periodo_inicio,
    periodoFim: value.periodo_fim,
    tipoCusto: value.tipo_custo as TipoCusto,
    valor: value.valor,
    moeda,
    cotacao: normalizarCotacao(moeda, value.cotacao),
  };
}

/** Validates each cost (errors of item i as `i.field`); the projects must exist. */
async function validarCustos(db: Db, request: FastifyRequest, body: unknown) {
  const itens = Array.isArray(body) ? body : [body];
  if (itens.length === 0) throw badRequest(PROJETO_MESSAGES.erroSalvarCustos);
  const email = currentUser(request).email;
  const values: ReturnType<typeof custoColunas>[] = [];
  const errors: { field: string; errorMessage: string }[] = [];
  itens.forEach((item, index) => {
    try {
      emailDoCorpo(request, (item as { email?: unknown } | null)?.email);
      values.push(custoColunas(validateOrThrow<CustoProjetoEntrada>(custoProjetoSchema, item), email));
    } catch (error) {
      const body = (error as { body?: { errors?: { field?: string; errorMessage: string }[] }; statusCode?: number }) ?? {};
      if (body.statusCode === 403) throw error;
      for (const item of body.body?.errors ?? []) {
        errors.push({ field: Array.isArray(request.body) ? `${index}.${item.field ?? ''}` : (item.field ?? ''), errorMessage: item.errorMessage });
      }
    }
  });
  if (errors.length) throw badRequest(errors);
  const chaves = [...new Set(values.map((value) => value.projeto))];
  const existentes = await buscarProjetosPorChave(db, chaves);
  if (existentes.length !== chaves.length) throw badRequest([{ field: 'projeto', errorMessage: 'Projeto não encontrado.' }]);
  return values;
}

async function custoDoDono(db: Db, request: FastifyRequest, id: number): Promise<LinhaCusto> {
  const [row] = await db.select().from(custoProjeto).where(and(eq(custoProjeto.id, id), eq(custoProjeto.ativo, true)));
  if (!row) throw notFound(CUSTO_NAO_ENCONTRADO);
  if (row.email.toLowerCase() !== currentUser(request).email) throw forbidden(PROJETO_MESSAGES.custoSomenteDono);
  return row;
}

// ------------------------------------------------------------------------------------ routes

export function registerProjetoRoutes(instance: FastifyInstance): void {
  const app = typed(instance);
  const db = (): Db => app.db;
  const cotacao = new ServicoCotacao(app.config.cotacao, app.log);

  // ----------------------------------------------------------------------------- projects

  app.get(
    '/jira/projects',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Todos os projetos da lista filtrada (exportação), sem paginação',
        description: 'Mesmos filtros e ordem de GET /jira/projects/{page}. Resposta: { data: ProjetoItem[] }.',
        querystring: listaQuery,
      },
    },
    async (request) => ({ data: (await listarProjetos(db(), filtros(request.query), 1, null)).data }),
  );

  app.get(
    '/jira/projects/:page',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Uma página da lista de projetos, com filtros e ordenação',
        description: 'Resposta: { pages, total, data: ProjetoItem[] }. page começa em 1.',
        params: params({ page: pageParam }),
        querystring: listaQuery,
      },
    },
    async (request) => {
      const { query } = request;
      return listarProjetos(db(), filtros(query), request.params.page, query.tamanho ?? 10);
    },
  );

  app.get(
    '/jira/projects/search/:page/:text',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Busca de projetos por nome ou chave',
        params: params({ page: pageParam, text: Text(200, { description: 'Texto' }) }),
        querystring: listaQuery,
      },
    },
    async (request) => {
      const { page, text } = request.params;
      const { query } = request;
      return listarProjetos(db(), { ...filtros(query), texto: text }, page, query.tamanho ?? 10);
    },
  );

  app.get(
    '/jira/projects/search/:page/category/:text',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Busca de projetos pelo nome da categoria',
        params: params({ page: pageParam, text: Text(200, { description: 'Nome (ou parte) da categoria' }) }),
        querystring: listaQuery,
      },
    },
    async (request) => {
      const { page, text } = request.params;
      const { query } = request;
      return listarProjetos(db(), { ...filtros(query), categoriaNome: text }, page, query.tamanho ?? 10);
    },
  );

  app.get(
    '/jira/projects/categories',
    { config: projetos, schema: { tags: [TAG], summary: 'Categorias de projeto', description: '{ data: [{ id, name }] }' } },
    async () => ({ data: await listarCategorias(db()) }),
  );

  app.get(
    '/jira/projects/lideres',
    { config: projetos, schema: { tags: [TAG], summary: 'Líderes de projeto (para o filtro)', description: '{ data: [{ accountId, displayName, email }] }' } },
    async () => ({ data: await listarLideres(db()) }),
  );

  app.get(
    '/jira/project/category/:key',
    { config: projetos, schema: { tags: [TAG], summary: 'Categoria de um projeto', params: params({ key: ProjectKey() }) } },
    async (request) => ({ data: await categoriaDoProjeto(db(), request.params.key) }),
  );

  app.post(
    '/jira/projects/:keys/:startDate/:endDate',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Resultados de um ou mais projetos no período (horas, custo HH, colaboradores, tarefas)',
        description:
          'keys separadas por vírgula; datas dd/MM/yyyy (codificadas na URL) ou yyyy-MM-dd, inclusivas. Corpo { key?: string[], page?: number } ' +
          '(página de tarefas, 10 por página). Resposta: DetalheProjeto. Custo HH = horas x custo-hora do autor no fechamento do mês ' +
          '(sem fechamento do mês: o último anterior, estimado = true).',
        params: params({ keys: KeyList('Chaves'), startDate: DateText('Início'), endDate: DateText('Fim') }),
        body: Body({
          key: Type.Optional(Type.Array(Text(COLUMN.chaveProjeto), { maxItems: LIST_MAX })),
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000, default: 1 })),
        }),
        response: errorResponses(400, 404),
      },
    },
    async (request) => {
      const { keys, startDate, endDate } = request.params;
      const body = request.body;
      const [inicio, fim] = periodo(startDate, endDate);
      // The projects of the path and of the body: a list too long for a URL goes in the body.
      const chaves = [...new Set([...chavesDoCaminho(keys), ...(body.key ?? [])])];
      const lista = await exigirProjetos(db(), chaves);
      return detalheProjeto(db(), lista, inicio, fim, body.page ?? 1);
    },
  );

  app.get(
    '/jira/projects/times/:pares/:startDate/:endDate',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Comparação de projetos: tempo total, faturável, custo HH e custo total de cada projeto no período',
        description: 'pares = KEY:ID separados por vírgula (o id é conferido). Resposta: { data: ItemComparacao[] }.',
        params: params({ pares: KeyList('KEY:ID,...'), startDate: DateText('Início'), endDate: DateText('Fim') }),
        response: errorResponses(400, 404),
      },
    },
    async (request) => {
      const { pares, startDate, endDate } = request.params;
      return comparacao(pares, startDate, endDate);
    },
  );
  app.post(
    '/jira/projects/times/:startDate/:endDate',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Comparação de projetos, com os pares no corpo (para listas longas demais para a URL)',
        description: 'Corpo { pares }: o mesmo texto do segmento `pares` do GET (KEY:ID separados por vírgula). Resposta: a do GET.',
        params: params({ startDate: DateText('Início'), endDate: DateText('Fim') }),
        body: Body({ pares: KeyList('KEY:ID,...') }),
        response: errorResponses(400, 404),
      },
    },
    async (request) => comparacao(request.body.pares, request.params.startDate, request.params.endDate),
  );
  async function comparacao(pares: string, startDate: string, endDate: string) {
    const [inicio, fim] = periodo(startDate, endDate);
    const lista = await exigirProjetosDosPares(db(), pares);
    return { data: await comparacaoProjetos(db(), lista, inicio, fim) };
  }

  // ------------------------------------------------------------------- planned vs real (real side)

  const realParams = params({ key: ProjectKey(), inicio: DateText('Início (dd/MM/yyyy ou yyyy-MM-dd)'), fim: DateText('Fim') });
  /** A planned-vs-real call of one project over a period: GET <path>/:key/:inicio/:fim -> { data }. */
  const realPorPeriodo = (
    path: string,
    tag: string,
    summary: string,
    description: string,
    ler: (projeto: ProjetoItem, inicio: string, fim: string) => Promise<unknown>,
  ) =>
    app.get(
      `${path}/:key/:inicio/:fim`,
      { config: projetos, schema: { tags: [tag], summary, description, params: realParams, response: errorResponses(400, 404) } },
      async (request) => {
        const { key, inicio, fim } = request.params;
        const [a, b] = periodo(inicio, fim, ['inicio', 'fim']);
        const [alvo] = await exigirProjetos(db(), [key]);
        return { data: await ler(alvo!, a, b) };
      },
    );

  app.get(
    '/jira/projects/year/:key/:ano',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Previsto x realizado: custo real e receita real de cada mês do ano de um projeto',
        description:
          'Resposta: { data: RealMes[] } com os 12 meses: { mes, timeSpentTotal, timeSpentBillable, custoHH, custoIndireto, custoReal, estimado, receitaReal, relatorioId }. ' +
          'custoReal = custo HH dos worklogs do mês + custos extras do mês; receitaReal = receita_bruta do relatório de margem ativo do mês (null sem relatório).',
        params: params({ key: ProjectKey(), ano: Int(1999, 2100) }),
        response: errorResponses(404),
      },
    },
    async (request) => {
      const { key, ano } = request.params;
      const [alvo] = await exigirProjetos(db(), [key]);
      return { data: await realDoAno(db(), alvo!, ano) };
    },
  );

  realPorPeriodo(
    '/jira/projects/faturamento',
    TAG,
    'Previsto x realizado: receita real por mês (relatórios de margem salvos)',
    'Resposta: { data: FaturamentoMes[] } = [{ mes, receitaBruta, relatorioId, nome }], só os meses com relatório ativo.',
    (projeto, inicio, fim) => faturamentoPorMes(db(), projeto.key, inicio, fim),
  );

  realPorPeriodo(
    '/jira/projects/custo',
    TAG,
    'Previsto x realizado: custo real por mês (custo HH + custos extras)',
    'Resposta: { data: CustoRealMes[] } com todos os meses do período: { mes, timeSpentTotal, timeSpentBillable, custoHH, custoIndireto, custoReal, estimado }.',
    (projeto, inicio, fim) => custoRealPorMes(db(), projeto, inicio, fim),
  );

  // -------------------------------------------------------------- margin reports and simulations

  const registrarMargem = (base: string, tipo: relatorios.TipoRelatorio) => {
    const simulacao = tipo === 'simulacao';
    // Simulations: section 'projetos' or 'simulacoes', checked by the guard before the body is read.
    const config: { section?: Section; sections?: readonly Section[] } = simulacao ? anySectionRoute('projetos', 'simulacoes') : projetos;
    const margemBody = yupBody(margemEntradaSchema);
    const relatorioBody = yupBody(relatorioMargemSchema, { extra: { email: Type.Optional(FormText(COLUMN.email)) } });
    const tag = TAG_MARGEM;
    const nome = simulacao ? 'simulação' : 'relatório';
    const guard = (request: FastifyRequest) => currentUser(request);
    const extra = simulacao ? errorResponses(403) : {};
    /** The margin of the body, with the server's hour cost (a simulation may type its own). */
    const calcularDoCorpo = async (request: FastifyRequest) => {
      guard(request);
      const entrada = validateOrThrow<MargemEntrada>(margemEntradaSchema, request.body);
      return relatorios.calcular(db(), {
        ...entrada,
        taxaDespesas: relatorios.taxaDespesasDe(tipo, entrada.taxaDespesas),
        custoHH: simulacao ? entrada.custoHH : undefined,
        keys: entrada.keys as string[],
        custosIndiretos: entrada.custosIndiretos as CustoIndiretoEntrada[],
      });
    };

    app.post(
      `${base}/simulator`,
      {
        config,
        schema: {
          tags: [tag],
          summary: `Calcula a margem (${simulacao ? 'simulação' : 'projeto'}) sem gravar`,
          description:
            'Corpo { keys, periodoInicio, periodoFim, receitaBruta, taxaImposto, taxaImpostoResultado, taxaRv, taxaRateio, taxaDespesas, custosIndiretos[] } ' +
            '(taxas como frações; ausentes = padrão 9,35/34,00/3,99/12,10/13,70 %). O custo HH é o do servidor' +
            (simulacao ? ', ou o custoHH do corpo quando informado (simulação de resultado, spec 03).' : '.') +
            ' Resposta: { data: MargemCalculada, estimado }.',
          body: margemBody,
          response: { ...errorResponses(400, 404), ...extra },
        },
      },
      async (request) => {
        const { margem, estimado } = await calcularDoCorpo(request);
        return { data: margem, estimado };
      },
    );

    if (simulacao) {
      app.post(
        `${base}/calcular`,
        {
          config,
          schema: {
            tags: [tag],
            summary: 'Calcula o resultado de uma simulação de resultado sem gravar (spec 03, Calculate margin)',
            description:
              `O corpo de ${base}/simulator. Resposta: { data: [{ margemContribuicao, totalImpostos, totalReceitaLiquida, custoTotalVenda, totalCustoIndireto, ` +
              'totalResultadoBruto, totalMargemBruta, totalDespesasOperacionais, totalRv, totalRateioAdministrativo, totalAntesIRCSLL, ' +
              'totalImpostoSemResultado, totalResultadoLiquido, totalMargemLiquida }], estimado } (os nomes da spec 03 seção 7).',
            body: margemBody,
            response: { ...errorResponses(400, 404), ...extra },
          },
        },
        async (request) => {
          const { margem, estimado } = await calcularDoCorpo(request);
          return { data: [resultadoCalculoDaMargem(margem)], estimado };
        },
      );
    }

    app.post(
      base,
      {
        config,
        schema: {
          tags: [tag],
          summary: `Salva ${simulacao ? 'uma simulação' : 'um relatório'} de margem`,
          description:
            'Corpo: o payload de salvamento da spec (camelCase) mais as cinco taxas. Os valores são recalculados pelo servidor. ' +
            (simulacao ? 'Qualquer período e número de projetos. ' : 'Somente um projeto e um mês inteiro (400 caso contrário). ') +
            "Nome obrigatório e único entre os relatórios e simulações ativos do usuário (400 'Já existe um relatório com este nome.'). " +
            'Resposta: { data: RelatorioMargem, message }.',
          body: relatorioBody,
          response: { ...errorResponses(400, 404), ...extra },
        },
      },
      async (request) => {
        guard(request);
        const email = emailDoCorpo(request, request.body.email);
        const entrada = validateOrThrow<RelatorioMargemEntrada>(relatorioMargemSchema, request.body);
        const salvo = await relatorios.salvar(db(), tipo, email, entrada);
        return { data: salvo, message: simulacao ? PROJETO_MESSAGES.simulacaoSalva(salvo.nome) : PROJETO_MESSAGES.relatorioSalvo(salvo.nome) };
      },
    );

    app.get(
      `${base}/:email`,
      {
        config,
        schema: {
          tags: [tag],
          summary: `Lista ${simulacao ? 'as simulações' : 'os relatórios'} de margem ativos do usuário`,
          description: 'Resposta: { data: RelatorioMargem[] }. 403 quando o e-mail não é o do usuário.',
          params: params({ email: EmailParam() }),
          response: extra,
        },
      },
      async (request) => {
        guard(request);
        const user = requireOwnEmail(request, request.params.email);
        return { data: await relatorios.listar(db(), tipo, user.email) };
      },
    );

    app.get(
      `${base}/:email/:id`,
      {
        config,
        schema: {
          tags: [tag],
          summary: `Detalhe de ${simulacao ? 'uma simulação' : 'um relatório'} de margem do usuário`,
          params: params({ email: EmailParam(), id: idParam }),
          response: { ...errorResponses(404), ...extra },
        },
      },
      async (request) => {
        guard(request);
        const { email, id } = request.params;
        const user = requireOwnEmail(request, email);
        return { data: await relatorios.buscar(db(), tipo, user.email, id) };
      },
    );

    app.put(
      `${base}/:id`,
      {
        config,
        schema: {
          tags: [tag],
          summary: `Atualiza ${simulacao ? 'uma simulação' : 'um relatório'} de margem (recalcula)`,
          description: `Corpo igual ao de POST ${base}. Resposta: { data: RelatorioMargem, message }.`,
          params: params({ id: idParam }),
          body: relatorioBody,
          response: { ...errorResponses(400, 404), ...extra },
        },
      },
      async (request) => {
        guard(request);
        const email = emailDoCorpo(request, request.body.email);
        const entrada = validateOrThrow<RelatorioMargemEntrada>(relatorioMargemSchema, request.body);
        const salvo = await relatorios.salvar(db(), tipo, email, entrada, request.params.id);
        return { data: salvo, message: simulacao ? PROJETO_MESSAGES.simulacaoSalva(salvo.nome) : PROJETO_MESSAGES.relatorioSalvo(salvo.nome) };
      },
    );

    app.patch(
      `${base}/:email/change-active`,
      {
        config,
        schema: {
          tags: [tag],
          summary: `Exclui (ativo false) ou reativa ${simulacao ? 'uma simulação' : 'um relatório'} de margem`,
          params: params({ email: EmailParam() }),
          body: Body({ id: idParam, ativo: Type.Boolean() }),
          response: { ...errorResponses(400, 404), ...extra },
        },
      },
      async (request) => {
        guard(request);
        const user = requireOwnEmail(request, request.params.email);
        const { id, ativo } = request.body;
        return { message: await relatorios.mudarAtivo(db(), tipo, user.email, id, ativo) };
      },
    );

    if (!simulacao) {
      app.patch(
        `${base}/:id`,
        {
          config,
          schema: {
            tags: [tag],
            summary: `Renomeia um ${nome} de margem`,
            description: "Corpo { nome }. Nome obrigatório e único (400 'Já existe um relatório com este nome.').",
            params: params({ id: idParam }),
            body: yupBody(renomearRelatorioSchema),
            response: errorResponses(400, 404),
          },
        },
        async (request) => {
          const user = guard(request);
          const { nome: novo } = validateOrThrow<{ nome: string }>(renomearRelatorioSchema, request.body);
          return { data: await relatorios.renomear(db(), tipo, user.email, request.params.id, novo) };
        },
      );
    }
  };

  registrarMargem('/jira/projects/margem', 'relatorio');
  registrarMargem('/simulacao/margem', 'simulacao');

  app.get(
    '/jira/projects/margem-name/:name',
    {
      config: projetos,
      schema: {
        tags: [TAG_MARGEM],
        summary: 'Verifica se o nome de relatório/simulação já está em uso pelo usuário',
        description: '{ found: boolean } entre os relatórios e simulações ativos do usuário (sem diferenciar maiúsculas).',
        params: params({ name: Text(COLUMN.nomeRelatorio, { description: 'Nome' }) }),
      },
    },
    async (request) => ({ found: await relatorios.nomeEmUso(db(), currentUser(request).email, request.params.name) }),
  );

  // ------------------------------------------------------------------------------ extra costs

  app.post(
    '/custo-projeto',
    {
      config: projetos,
      schema: {
        tags: [TAG_CUSTOS],
        summary: 'Cadastra um ou vários custos extras de projeto (uma transação)',
        description:
          'Corpo: um custo ou uma lista { email, projeto, periodo_inicio, periodo_fim, tipo_custo, descricao, valor, moeda, cotacao }. ' +
          'O dono é o usuário autenticado (403 para outro e-mail). Resposta: { data: CustoProjeto[], message }.',
        body: Type.Union([custoBody, Type.Array(custoBody, { minItems: 1, maxItems: 500 })]),
        response: errorResponses(400),
      },
    },
    async (request) => {
      const values = await validarCustos(db(), request, request.body);
      const inserted = await db().transaction(async (tx) => tx.insert(custoProjeto).values(values).returning());
      const inicio = values.reduce((min, value) => (value.periodoInicio < min ? value.periodoInicio : min), values[0]!.periodoInicio);
      const fim = values.reduce((max, value) => (value.periodoFim > max ? value.periodoFim : max), values[0]!.periodoFim);
      const br = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
      return { data: inserted.map(custoResposta), message: PROJETO_MESSAGES.custosSalvos(br(inicio), br(fim)) };
    },
  );

  app.get(
    '/custo-projeto/:key/:start/:end',
    {
      config: projetos,
      schema: {
        tags: [TAG_CUSTOS],
        summary: 'Custos extras ativos de um ou mais projetos cujo período cruza o informado',
        description: 'key: chaves separadas por vírgula. Resposta: { data: CustoProjeto[] } (valor_convertido em BRL).',
        params: params({ key: KeyList('Chave(s)'), start: DateText('Início'), end: DateText('Fim') }),
        response: errorResponses(400),
      },
    },
    async (request) => {
      const { key, start, end } = request.params;
      const [inicio, fim] = periodo(start, end, ['start', 'end']);
      const chaves = chavesDoCaminho(key).map((chave) => chave.toUpperCase());
      const linhas = await db()
        .select()
        .from(custoProjeto)
        .where(
          and(
            eq(custoProjeto.ativo, true),
            sql`${custoProjeto.projeto} = ANY (${`{${chaves.map((c) => `"${c.replace(/["\\]/g, '')}"`).join(',')}}`}::text[])`,
            sql`${custoProjeto.periodoInicio} <= ${fim}::date AND ${custoProjeto.periodoFim} >= ${inicio}::date`,
          ),
        )
        .orderBy(custoProjeto.periodoInicio, custoProjeto.id);
      return { data: linhas.map(custoResposta) };
    },
  );

  realPorPeriodo(
    '/custo-projeto/projetos',
    TAG_CUSTOS,
    'Previsto x realizado: custos extras de um projeto por mês e tipo',
    'Um custo pertence ao mês em que seu período começa. Resposta: { data: [{ mes, tipo_custo, valor_convertido, quantidade }] }.',
    (projeto, inicio, fim) => custosExtrasPorMes(db(), projeto.key, inicio, fim),
  );

  app.put(
    '/custo-projeto/:id',
    {
      config: projetos,
      schema: {
        tags: [TAG_CUSTOS],
        summary: 'Altera um custo extra (somente o dono)',
        description: 'Corpo: os campos do custo. 403 quando o usuário não é o dono. Resposta: { data: CustoProjeto, message }.',
        params: params({ id: idParam }),
        body: custoBody,
        response: errorResponses(400, 404),
      },
    },
    async (request) => {
      const { id } = request.params;
      const atual = await custoDoDono(db(), request, id);
      const [value] = await validarCustos(db(), request, { ...request.body, email: atual.email });
      const [row] = await db()
        .update(custoProjeto)
        .set({ ...value!, email: atual.email, updatedAt: new Date() })
        .where(eq(custoProjeto.id, id))
        .returning();
      return { data: custoResposta(row!), message: PROJETO_MESSAGES.custoSalvo };
    },
  );

  app.delete(
    '/custo-projeto/:id',
    {
      config: projetos,
      schema: {
        tags: [TAG_CUSTOS],
        summary: 'Exclui um custo extra (ativo false; somente o dono)',
        params: params({ id: idParam }),
        response: errorResponses(404),
      },
    },
    async (request) => {
      const { id } = request.params;
      await custoDoDono(db(), request, id);
      await db().update(custoProjeto).set({ ativo: false, updatedAt: new Date() }).where(eq(custoProjeto.id, id));
      return { message: PROJETO_MESSAGES.custoExcluido };
    },
  );

  // ----------------------------------------------------------------------------------- clients

  const listar = async () => ({ data: await listarClientes(db()) });
  app.get('/cliente', { config: projetos, schema: { tags: [TAG_CLIENTES], summary: 'Clientes ativos', description: '{ data: Cliente[] }' } }, listar);
  app.get('/cliente/clientes', { config: projetos, schema: { tags: [TAG_CLIENTES], summary: 'Clientes ativos (mesmo que GET /cliente)' } }, listar);

  const clienteDoProjeto = async (where: ReturnType<typeof sql>) => {
    const result = (await db().execute(
      sql`SELECT c.id, c.nome AS name, c.chave AS key FROM projeto p JOIN cliente c ON c.id = p.cliente_id WHERE ${where}`,
    )) as unknown as { rows: { id: number; name: string; key: string }[] };
    return result.rows[0] ?? null;
  };

  app.post(
    '/cliente/associar',
    {
      config: projetos,
      schema: {
        tags: [TAG_CLIENTES],
        summary: 'Associa um cliente a um projeto (chaveProjeto) ou a vários de uma vez (chavesProjetos, um só UPDATE)',
        body: Body({
          clienteId: idParam,
          chaveProjeto: Type.Optional(Text(COLUMN.chaveProjeto, { minLength: 1 })),
          chavesProjetos: Type.Optional(Type.Array(Text(COLUMN.chaveProjeto, { minLength: 1 }), { minItems: 1, maxItems: LIST_MAX })),
        }),
        response: errorResponses(400, 404),
      },
    },
    async (request) => {
      const { clienteId, chaveProjeto, chavesProjetos } = request.body;
      const chaves = chavesProjetos ?? (chaveProjeto === undefined ? [] : [chaveProjeto]);
      if (chaves.length === 0) throw badRequest([{ field: 'chaveProjeto', errorMessage: MESSAGES.required }]);
      // All or none: an unknown key refuses the whole list before the one UPDATE.
      await associar(db(), clienteId, chaves);
      return { message: PROJETO_MESSAGES.clienteAssociado };
    },
  );

  app.get(
    '/cliente/projeto/:id',
    { config: projetos, schema: { tags: [TAG_CLIENTES], summary: 'Cliente de um projeto (pelo id do projeto)', params: params({ id: idParam }) } },
    async (request) => ({ data: await clienteDoProjeto(sql`p.id = ${request.params.id}`) }),
  );

  app.post(
    '/cliente/projetos',
    {
      config: projetos,
      schema: {
        tags: [TAG_CLIENTES],
        summary: 'Projetos de um cliente',
        description: "{ data: ProjetoItem[] }; cliente sem projetos: { data: [], message: 'Nenhum projeto encontrado para esse cliente.' }",
        body: Body({ clienteId: idParam }),
      },
    },
    async (request) => {
      const { clienteId } = request.body;
      const pagina = await listarProjetos(db(), { cliente: clienteId }, 1, null);
      return pagina.data.length ? { data: pagina.data } : { data: [], message: PROJETO_MESSAGES.clienteSemProjetos };
    },
  );

  app.get(
    '/cliente/findAllProjectsByClientId/:id',
    {
      config: projetos,
      schema: { tags: [TAG_CLIENTES], summary: 'Chaves, nomes e ids dos projetos de um cliente', description: '{ projetos: [{ chave, nome, id }] }', params: params({ id: idParam }) },
    },
    async (request) => {
      const linhas = await db()
        .select({ chave: projeto.chave, nome: projeto.nome, id: projeto.id })
        .from(projeto)
        .where(eq(projeto.clienteId, request.params.id))
        .orderBy(projeto.chave);
      return { projetos: linhas };
    },
  );

  app.post(
    '/cliente/createClientWithProjects',
    {
      config: projetos,
      schema: {
        tags: [TAG_CLIENTES],
        summary: 'Cria um cliente e associa projetos a ele (uma transação)',
        body: Body({
          cliente: yupBody(clienteSchema),
          projeto: Type.Optional(Type.Array(Text(COLUMN.chaveProjeto), { default: [], maxItems: LIST_MAX })),
        }),
        response: errorResponses(400, 404),
      },
    },
    async (request) => {
      const body = request.body;
      const { name: nome, key: chave } = validateOrThrow<{ name: string; key: string }>(clienteSchema, body.cliente);
      const existente = (await db().execute(
        sql`SELECT 1 FROM cliente WHERE ativo AND (upper(chave) = ${chave} OR lower(nome) = lower(${nome}))`,
      )) as unknown as { rows: unknown[] };
      if (existente.rows.length) throw badRequest([{ field: 'cliente', errorMessage: PROJETO_MESSAGES.clienteDuplicado }]);
      const criado = await db().transaction(async (tx) => {
        const [row] = await tx.insert(cliente).values({ nome, chave }).returning();
        await associar(tx as unknown as Db, row!.id, body.projeto ?? []);
        return row!;
      });
      return { data: { id: criado.id, name: criado.nome, key: criado.chave } };
    },
  );

  app.get(
    '/cliente/findClienteByChaveProjeto/:key',
    { config: projetos, schema: { tags: [TAG_CLIENTES], summary: 'Cliente de um projeto (pela chave)', params: params({ key: ProjectKey() }) } },
    async (request) => ({ data: await clienteDoProjeto(sql`p.chave = ${request.params.key.toUpperCase()}`) }),
  );

  app.put(
    '/cliente/updateCliente',
    {
      config: projetos,
      schema: {
        tags: [TAG_CLIENTES],
        summary: 'Troca o cliente de um projeto',
        body: Body({ chaveProjeto: Text(COLUMN.chaveProjeto, { minLength: 1 }), novoCliente: idParam }),
        response: errorResponses(400, 404),
      },
    },
    async (request) => {
      const { chaveProjeto, novoCliente } = request.body;
      await associar(db(), novoCliente, [chaveProjeto]);
      return { message: PROJETO_MESSAGES.clienteAssociado };
    },
  );

  app.patch(
    '/cliente/:id',
    {
      config: projetos,
      schema: {
        tags: [TAG_CLIENTES],
        summary: 'Renomeia um cliente',
        description: '{ data: Cliente, message }; 400 nome vazio, longo demais ou de outro cliente ativo; 404 cliente desconhecido ou inativo',
        params: params({ id: idParam }),
        body: yupBody(renomearClienteSchema),
        response: errorResponses(400, 404),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { name: nome } = validateOrThrow<{ name: string }>(renomearClienteSchema, request.body);
      const salvo = await db().transaction(async (tx) => {
        const [alvo] = await tx.select({ id: cliente.id }).from(cliente).where(and(eq(cliente.id, id), eq(cliente.ativo, true))).for('update');
        if (!alvo) throw notFound(PROJETO_MESSAGES.clienteNaoEncontrado);
        const outro = (await tx.execute(sql`SELECT 1 FROM cliente WHERE ativo AND id <> ${id} AND lower(nome) = lower(${nome})`)) as unknown as { rows: unknown[] };
        if (outro.rows.length) throw badRequest([{ field: 'name', errorMessage: PROJETO_MESSAGES.clienteNomeDuplicado }]);
        const [row] = await tx.update(cliente).set({ nome, updatedAt: new Date() }).where(eq(cliente.id, id)).returning();
        return row!;
      });
      return { data: { id: salvo.id, name: salvo.nome, key: salvo.chave }, message: PROJETO_MESSAGES.clienteRenomeado };
    },
  );

  app.post(
    '/cliente/desassociar',
    {
      config: projetos,
      schema: {
        tags: [TAG_CLIENTES],
        summary: 'Desassocia um projeto do seu cliente',
        description: '{ message }; 404 quando o projeto não é desse cliente',
        body: Body({ clienteId: idParam, chaveProjeto: Text(COLUMN.chaveProjeto, { minLength: 1 }) }),
        response: errorResponses(400, 404),
      },
    },
    async (request) => {
      const { clienteId, chaveProjeto } = request.body;
      const linhas = await db()
        .update(projeto)
        .set({ clienteId: null })
        .where(and(eq(projeto.clienteId, clienteId), sql`upper(${projeto.chave}) = ${chaveProjeto.trim().toUpperCase()}`))
        .returning({ id: projeto.id });
      if (!linhas.length) throw notFound(PROJETO_MESSAGES.projetoNaoAssociado);
      return { message: PROJETO_MESSAGES.clienteDesassociado };
    },
  );

  app.get(
    '/cliente/clientId/:key',
    { config: projetos, schema: { tags: [TAG_CLIENTES], summary: 'Id do cliente de um projeto (pela chave)', params: params({ key: ProjectKey() }) } },
    async (request) => ({ id: (await clienteDoProjeto(sql`p.chave = ${request.params.key.toUpperCase()}`))?.id ?? null }),
  );

  // ------------------------------------------------------------------------------------ quotes

  app.get(
    '/cotacao',
    {
      config: projetos,
      schema: {
        tags: [TAG_CUSTOS],
        summary: 'Cotações USD-BRL e EUR-BRL (serviço público, com cache; sem acesso, a última gravada)',
        description: '{ data: [{ moeda, bid, cotadoEm, atual }] }; atual false = última cotação gravada (serviço indisponível). 503 sem nenhuma cotação.',
        response: errorResponses(503),
      },
    },
    async () => ({ data: await cotacao.cotacoes(db()) }),
  );
}

/** Sets the client of the projects (404 unknown client or project). */
async function associar(db: Db, clienteId: number, chaves: readonly string[]): Promise<void> {
  const [alvo] = await db.select({ id: cliente.id }).from(cliente).where(and(eq(cliente.id, clienteId), eq(cliente.ativo, true)));
  if (!alvo) throw notFound(PROJETO_MESSAGES.clienteNaoEncontrado);
  if (chaves.length === 0) return;
  const lista = await exigirProjetos(db, [...chaves]);
  await db.update(projeto).set({ clienteId }).where(sql`${projeto.id} = ANY (${`{${lista.map((p) => p.id).join(',')}}`}::bigint[])`);
}

/** Plugin registered by buildApp (src/app.ts). */
export default async function projetosRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  registerProjetoRoutes(app);
}
