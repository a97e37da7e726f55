/**
 * Extra costs of projects and exchange rates (spec 01 section 7), tag 'Custos de projetos'. Section
 * 'projetos' on every route; a cost is changed or deleted only by its owner (403).
 */
import type { FastifyInstance } from 'fastify';
import { currentUser, sectionRoute } from '../../http/guard';
import { rotaRealPorPeriodo } from '../../http/rota-por-periodo';
import { errorResponses } from '../../http/schemas';
import { typed } from '../../http/fields';
import { ServicoCotacao } from './service/cotacao';
import * as servico from './service/custos-projeto';
import { custoBody, custosBody, idParams, periodoParams, TAG } from './schemas';

const projetos = sectionRoute('projetos');

export async function custosProjetoRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = () => app.db;
  const cotacao = new ServicoCotacao(app.config.cotacao, app.log);

  app.post(
    '/custo-projeto',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Cadastra um ou vários custos extras de projeto (uma transação)',
        description:
          'Corpo: um custo ou uma lista { email, projeto, periodo_inicio, periodo_fim, tipo_custo, descricao, valor, moeda, cotacao }. ' +
          'O dono é o usuário autenticado (403 para outro e-mail). Resposta: { data: CustoProjeto[], message }.',
        body: custosBody,
        response: errorResponses(400),
      },
    },
    async (request) => servico.criar(db(), currentUser(request).email, request.body),
  );

  app.get(
    '/custo-projeto/:key/:start/:end',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Custos extras ativos de um ou mais projetos cujo período cruza o informado',
        description: 'key: chaves separadas por vírgula. Resposta: { data: CustoProjeto[] } (valor_convertido em BRL).',
        params: periodoParams,
        response: errorResponses(400),
      },
    },
    async (request) => {
      const { key, start, end } = request.params;
      return { data: await servico.doPeriodo(db(), key, start, end) };
    },
  );

  rotaRealPorPeriodo(
    app,
    '/custo-projeto/projetos',
    TAG,
    'Previsto x realizado: custos extras de um projeto por mês e tipo',
    'Um custo pertence ao mês em que seu período começa. Resposta: { data: [{ mes, tipo_custo, valor_convertido, quantidade }] }.',
    servico.custosExtrasDoPeriodo,
  );

  app.put(
    '/custo-projeto/:id',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Altera um custo extra (somente o dono)',
        description: 'Corpo: os campos do custo. 403 quando o usuário não é o dono. Resposta: { data: CustoProjeto, message }.',
        params: idParams,
        body: custoBody,
        response: errorResponses(400, 404),
      },
    },
    async (request) => servico.atualizar(db(), currentUser(request).email, request.params.id, request.body),
  );

  app.delete(
    '/custo-projeto/:id',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Exclui um custo extra (ativo false; somente o dono)',
        params: idParams,
        response: errorResponses(404),
      },
    },
    async (request) => servico.excluir(db(), currentUser(request).email, request.params.id),
  );

  app.get(
    '/cotacao',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Cotações USD-BRL e EUR-BRL (serviço público, com cache; sem acesso, a última gravada)',
        description: '{ data: [{ moeda, bid, cotadoEm, atual }] }; atual false = última cotação gravada (serviço indisponível). 503 sem nenhuma cotação.',
        response: errorResponses(503),
      },
    },
    async () => ({ data: await cotacao.cotacoes(db()) }),
  );
}
