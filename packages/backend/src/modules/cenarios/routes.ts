/**
 * Cost scenarios (issue 39): sections simulações AND fechamentos on every route (a scenario shows
 * salaries): the route declares 'simulacoes' and this plugin's onRequest hook refuses a user without
 * 'fechamentos' (403). A scenario is its author's: another user's (or a deleted one) answers 404.
 * Contract: README.md beside this file.
 */
import type { FastifyInstance } from 'fastify';
import { currentUser, sectionRoute } from '../../http/guard';
import { forbidden } from '../../http/errors';
import { errorResponses } from '../../http/schemas';
import { typed } from '../../http/fields';
import { comTotal, PAGINACAO_DESCRICAO } from '../../http/paginacao';
import * as servico from './service';
import {
  cenarioBody,
  cenarioParcialBody,
  paramsDetalhe,
  paramsId,
  queryComparar,
  queryCompararLinhas,
  queryLinhas,
  queryMes,
  queryMeses,
  TAG,
} from './schemas';

const config = sectionRoute('simulacoes');
/** The second section a scenario needs. */
export const SECAO_SALARIOS = 'fechamentos';

export async function cenariosRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = () => app.db;
  const email = (request: Parameters<typeof currentUser>[0]) => currentUser(request).email;

  // Runs after the guard (root hook): the user is known and holds 'simulacoes'.
  app.addHook('onRequest', async (request) => {
    if (!currentUser(request).sections.includes(SECAO_SALARIOS)) {
      throw forbidden('Cenários mostram salários: é preciso ter acesso a Simulações e a Fechamentos.');
    }
  });

  app.get(
    '/cenarios/opcoes',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Opções do editor de cenários: fechamentos, departamentos, funções, filiais, regimes, benefícios, impostos (com faixas) e colaboradores',
      },
    },
    async () => ({ data: await servico.opcoes(db()) }),
  );

  app.get(
    '/cenarios',
    { config, schema: { tags: [TAG], summary: 'Lista os cenários ativos do usuário (mais recentes primeiro)' } },
    async (request) => ({ data: await servico.listar(db(), email(request)) }),
  );

  app.post(
    '/cenarios',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Cria um cenário',
        description: 'Corpo { nome, descricao, fechamentoId, mesInicio (aaaa-MM ou MM/aaaa), alteracoes[] } (regras: cenarioSchema do domínio).',
        body: cenarioBody,
        response: errorResponses(400),
      },
    },
    async (request) => ({
      result: true,
      data: await servico.criar(db(), email(request), request.body),
      message: servico.MENSAGENS_CENARIO.criado,
    }),
  );

  app.get(
    '/cenarios/comparar',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Compara os totais de dois cenários do usuário lado a lado',
        querystring: queryComparar,
        response: errorResponses(404),
      },
    },
    async (request) => {
      const { a, b, mes } = request.query;
      return { data: await servico.comparar(db(), email(request), [a, b], mes) };
    },
  );

  app.get(
    '/cenarios/comparar/colaboradores',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Compara dois cenários do usuário colaborador a colaborador (por matrícula; admissões de cada um no fim)',
        description: PAGINACAO_DESCRICAO(servico.MAX_LINHAS_CENARIO * 2),
        querystring: queryCompararLinhas,
        response: errorResponses(404),
      },
    },
    async (request, reply) => {
      const { a, b, ...filtro } = request.query;
      return { data: comTotal(reply, await servico.compararColaboradores(db(), email(request), [a, b], filtro)) };
    },
  );

  app.get(
    '/cenarios/:id',
    { config, schema: { tags: [TAG], summary: 'Um cenário do usuário (a definição)', params: paramsId, response: errorResponses(404) } },
    async (request) => ({ data: await servico.buscar(db(), email(request), request.params.id) }),
  );

  app.put(
    '/cenarios/:id',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Atualiza um cenário: nome, descrição, fechamento, mês inicial e/ou alterações (só os campos enviados)',
        params: paramsId,
        body: cenarioParcialBody,
        response: errorResponses(400, 404),
      },
    },
    async (request) => ({
      result: true,
      data: await servico.atualizar(db(), email(request), request.params.id, request.body),
      message: servico.MENSAGENS_CENARIO.atualizado,
    }),
  );

  app.post(
    '/cenarios/:id/duplicar',
    { config, schema: { tags: [TAG], summary: 'Duplica um cenário do usuário', params: paramsId, response: errorResponses(404) } },
    async (request) => ({
      result: true,
      data: await servico.duplicar(db(), email(request), request.params.id),
      message: servico.MENSAGENS_CENARIO.duplicado,
    }),
  );

  app.delete(
    '/cenarios/:id',
    { config, schema: { tags: [TAG], summary: 'Exclui um cenário do usuário (ativo false)', params: paramsId, response: errorResponses(404) } },
    async (request) => {
      await servico.excluir(db(), email(request), request.params.id);
      return { result: true, message: servico.MENSAGENS_CENARIO.excluido };
    },
  );

  app.get(
    '/cenarios/:id/resultado',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'O resultado do cenário num mês: os totais por departamento, função, filial, regime e empresa, antes → depois, e quantas linhas (as linhas: /cenarios/:id/colaboradores)',
        params: paramsId,
        querystring: queryMes,
        response: errorResponses(400, 404),
      },
    },
    async (request) => ({ data: await servico.resultado(db(), email(request), request.params.id, request.query.mes) }),
  );

  app.get(
    '/cenarios/:id/colaboradores',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'As linhas do resultado do cenário num mês (colaboradores por matrícula, depois as admissões), filtradas e paginadas',
        description: PAGINACAO_DESCRICAO(servico.MAX_LINHAS_CENARIO),
        params: paramsId,
        querystring: queryLinhas,
        response: errorResponses(400, 404),
      },
    },
    async (request, reply) => ({ data: comTotal(reply, await servico.colaboradores(db(), email(request), request.params.id, request.query)) }),
  );

  app.get(
    '/cenarios/:id/meses',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'Os totais do cenário mês a mês a partir do mês inicial: custo mensal antes → depois, da empresa e de cada grupo',
        params: paramsId,
        querystring: queryMeses,
        response: errorResponses(400, 404),
      },
    },
    async (request) => ({ data: await servico.meses(db(), email(request), request.params.id, request.query.meses) }),
  );

  app.get(
    '/cenarios/:id/colaboradores/:mat',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'O detalhamento do motor de um colaborador do cenário, antes e depois',
        params: paramsDetalhe,
        querystring: queryMes,
        response: errorResponses(400, 404),
      },
    },
    async (request) => ({ data: await servico.detalhe(db(), email(request), request.params.id, request.params.mat, request.query.mes) }),
  );

  app.get(
    '/cenarios/:id/projetos',
    {
      config,
      schema: {
        tags: [TAG],
        summary: 'A projeção de cada projeto (issue 38) aos custos-hora do cenário: margem na conclusão antes → depois e os projetos abaixo da margem prevista',
        params: paramsId,
        response: errorResponses(400, 404),
      },
    },
    async (request) => ({ data: await servico.projetos(db(), email(request), request.params.id) }),
  );
}
