/**
 * Projects API (spec 01 section 7), tag 'Projetos': the list, the detail, the comparison and the real
 * side of planned vs real. The contract is `README.md` beside this file; the shapes are
 * `packages/domain/src/projetos`. Section 'projetos' on every route.
 */
import type { FastifyInstance } from 'fastify';
import { sectionRoute } from '../../http/guard';
import { rotaRealPorPeriodo } from '../../http/rota-por-periodo';
import { errorResponses } from '../../http/schemas';
import { typed } from '../../http/fields';
import type { Db } from '../../db/client';
import * as servico from './service';
import {
  anoParams,
  buscaCategoriaParams,
  buscaParams,
  chaveParams,
  comparacaoBody,
  comparacaoCorpoParams,
  comparacaoParams,
  detalheBody,
  detalheParams,
  listaQuery,
  paginaParams,
  TAG,
} from './schemas';

export const projetos = sectionRoute('projetos');

export async function projetosRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = (): Db => app.db;

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
    async (request) => ({ data: await servico.todosDaLista(db(), request.query) }),
  );

  app.get(
    '/jira/projects/:page',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Uma página da lista de projetos, com filtros e ordenação',
        description: 'Resposta: { pages, total, data: ProjetoItem[] }. page começa em 1.',
        params: paginaParams,
        querystring: listaQuery,
      },
    },
    async (request) => servico.paginaDaLista(db(), request.query, request.params.page),
  );

  app.get(
    '/jira/projects/search/:page/:text',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Busca de projetos por nome ou chave',
        params: buscaParams,
        querystring: listaQuery,
      },
    },
    async (request) => servico.paginaDaLista(db(), request.query, request.params.page, { texto: request.params.text }),
  );

  app.get(
    '/jira/projects/search/:page/category/:text',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Busca de projetos pelo nome da categoria',
        params: buscaCategoriaParams,
        querystring: listaQuery,
      },
    },
    async (request) => servico.paginaDaLista(db(), request.query, request.params.page, { categoriaNome: request.params.text }),
  );

  app.get(
    '/jira/projects/categories',
    { config: projetos, schema: { tags: [TAG], summary: 'Categorias de projeto', description: '{ data: [{ id, name }] }' } },
    async () => ({ data: await servico.listarCategorias(db()) }),
  );

  app.get(
    '/jira/projects/anos',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Anos do filtro da lista: os que têm projetos (ano da última atualização de issue, horário de São Paulo)',
        description: '{ data: [2026, 2025, ...] } — o ano corrente primeiro, depois os outros do mais novo ao mais antigo',
      },
    },
    async () => ({ data: await servico.anosDoFiltroDeProjetos(db()) }),
  );

  app.get(
    '/jira/projects/lideres',
    { config: projetos, schema: { tags: [TAG], summary: 'Líderes de projeto (para o filtro)', description: '{ data: [{ accountId, displayName, email }] }' } },
    async () => ({ data: await servico.listarLideres(db()) }),
  );

  app.get(
    '/jira/project/category/:key',
    { config: projetos, schema: { tags: [TAG], summary: 'Categoria de um projeto', params: chaveParams } },
    async (request) => ({ data: await servico.categoriaDoProjeto(db(), request.params.key) }),
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
        params: detalheParams,
        body: detalheBody,
        response: errorResponses(400, 404),
      },
    },
    async (request) => {
      const { keys, startDate, endDate } = request.params;
      return servico.detalhe(db(), keys, startDate, endDate, request.body);
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
        params: comparacaoParams,
        response: errorResponses(400, 404),
      },
    },
    async (request) => {
      const { pares, startDate, endDate } = request.params;
      return { data: await servico.comparacao(db(), pares, startDate, endDate) };
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
        params: comparacaoCorpoParams,
        body: comparacaoBody,
        response: errorResponses(400, 404),
      },
    },
    async (request) => ({ data: await servico.comparacao(db(), request.body.pares, request.params.startDate, request.params.endDate) }),
  );

  // ------------------------------------------------------------------- planned vs real (real side)

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
        params: anoParams,
        response: errorResponses(404),
      },
    },
    async (request) => ({ data: await servico.realDoAnoDaChave(db(), request.params.key, request.params.ano) }),
  );

  rotaRealPorPeriodo(
    app,
    '/jira/projects/faturamento',
    TAG,
    'Previsto x realizado: receita real por mês (relatórios de margem salvos)',
    'Resposta: { data: FaturamentoMes[] } = [{ mes, receitaBruta, relatorioId, nome }], só os meses com relatório ativo.',
    servico.faturamentoDoPeriodo,
  );

  rotaRealPorPeriodo(
    app,
    '/jira/projects/custo',
    TAG,
    'Previsto x realizado: custo real por mês (custo HH + custos extras)',
    'Resposta: { data: CustoRealMes[] } com todos os meses do período: { mes, timeSpentTotal, timeSpentBillable, custoHH, custoIndireto, custoReal, estimado }.',
    servico.custoRealDoPeriodo,
  );
}
