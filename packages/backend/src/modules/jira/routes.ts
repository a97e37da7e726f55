import type { FastifyInstance } from 'fastify';
import { adminRoute, currentUser } from '../../http/guard';
import { typed } from '../../http/fields';
import { listRunsSchema, startSyncSchema } from './schemas';
import { listarExecucoes, startSync } from './service/jira';
import type { TipoSync } from './service/sync';

export default async function jiraSyncRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  app.post<{ Body: { tipo?: TipoSync } }>('/jira/sync', { config: adminRoute, schema: startSyncSchema }, async (request) =>
    startSync(app.jiraSync, currentUser(request).id, request.body.tipo),
  );

  app.get<{ Querystring: { limite: number } }>('/jira/sync/execucoes', { config: adminRoute, schema: listRunsSchema }, async (request) =>
    listarExecucoes(app.db, app.jiraSync, request.query.limite),
  );
}
