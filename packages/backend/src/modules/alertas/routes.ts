/**
 * Forecast alerts (issue 38 §3; contract in README.md beside this file).
 *
 *   GET  /alertas                           the open alerts the user may see (bell)   (projetos)
 *   POST /alertas/:id/lido, /alertas/lidos   mark one / all as read by the user        (projetos)
 *   GET|PUT /alertas/preferencia            the user's e-mail choice ('Dados de Usuário') (projetos)
 *   GET|PUT /admin/projecao/regras-alerta   the global rules                           (administrator)
 *   GET|PUT /projecao/:key/regras-alerta    a project's overrides                      (projetos)
 */
import type { FastifyInstance } from 'fastify';
import { adminRoute, currentUser, sectionRoute } from '../../http/guard';
import { typed } from '../../http/fields';
import { errorResponses } from '../../http/schemas';
import { idParams, keyParams, preferenciaBody, regrasBody, regrasDoProjetoBody, TAG } from './schemas';
import * as servico from './service';

const projetos = sectionRoute('projetos');

export async function alertasRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  app.get(
    '/alertas',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Alertas abertos dos projetos da carteira (o sino), com a leitura do usuário',
        description: 'Alertas abertos de projetos ainda no Jira, mais recentes primeiro (até 200); naoLidos conta os que o usuário não marcou como lidos.',
        response: errorResponses(),
      },
    },
    async (request) => ({ data: await servico.alertasDoUsuario(app.db, currentUser(request).id) }),
  );

  app.post(
    '/alertas/lidos',
    { config: projetos, schema: { tags: [TAG], summary: 'Marca como lidos todos os alertas abertos (para o usuário)', response: errorResponses() } },
    async (request) => ({ data: await servico.marcarComoLido(app.db, currentUser(request).id, null) }),
  );

  app.post(
    '/alertas/:id/lido',
    {
      config: projetos,
      schema: { tags: [TAG], summary: 'Marca um alerta aberto como lido (para o usuário)', params: idParams, response: errorResponses(400, 404) },
    },
    async (request) => ({ data: await servico.marcarComoLido(app.db, currentUser(request).id, request.params.id) }),
  );

  app.get(
    '/alertas/preferencia',
    { config: projetos, schema: { tags: [TAG], summary: 'Se o usuário recebe os alertas de projetos por e-mail', response: errorResponses() } },
    async (request) => ({ data: await servico.preferenciaDo(app.db, currentUser(request).id) }),
  );

  app.put(
    '/alertas/preferencia',
    {
      config: projetos,
      schema: { tags: [TAG], summary: 'Escolhe receber (ou não) os alertas de projetos por e-mail', body: preferenciaBody, response: errorResponses(400) },
    },
    async (request) => servico.salvarPreferencia(app.db, currentUser(request).id, request.body),
  );

  app.get(
    '/admin/projecao/regras-alerta',
    { config: adminRoute, schema: { tags: [TAG], summary: 'Regras de alerta globais (padrão de todos os projetos)', response: errorResponses() } },
    async () => ({ data: await servico.regrasGlobais(app.db) }),
  );

  app.put(
    '/admin/projecao/regras-alerta',
    {
      config: adminRoute,
      schema: {
        tags: [TAG],
        summary: 'Altera as regras de alerta globais e reavalia os projetos',
        description: 'margemMinima e desvioMaximo em fração (0.15 = 15%), semanasAntecedencia em semanas; null desliga a regra.',
        body: regrasBody,
        response: errorResponses(400),
      },
    },
    async (request) => {
      const resposta = await servico.salvarRegrasGlobais(app.db, request.body, currentUser(request).id);
      // Every project re-evaluated after the answer (the evaluator, avaliador.ts).
      await app.avaliadorDeAlertas.pedir('regras');
      return resposta;
    },
  );

  app.get(
    '/projecao/:key/regras-alerta',
    {
      config: projetos,
      schema: { tags: [TAG], summary: 'Regras de alerta do projeto: globais, as do projeto e as efetivas', params: keyParams, response: errorResponses(404) },
    },
    async (request) => ({ data: await servico.regrasDoProjetoDe(app.db, request.params.key) }),
  );

  app.put(
    '/projecao/:key/regras-alerta',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Altera as regras de alerta do projeto e o reavalia',
        description: 'Campo ausente herda a regra global; null desliga a regra no projeto; corpo vazio volta às regras globais.',
        params: keyParams,
        body: regrasDoProjetoBody,
        response: errorResponses(400, 404),
      },
    },
    async (request) => {
      const resposta = await servico.salvarRegrasDoProjeto(app.db, request.params.key, request.body, currentUser(request).id);
      await app.avaliadorDeAlertas.pedir('regras', [request.params.key]);
      return resposta;
    },
  );
}
