/**
 * Sync administration (admin only):
 *   POST /jira/sync             { tipo? }  -> { data: { id } }  starts a run now (409 when one is running)
 *   GET  /jira/sync/execucoes   ?limite    -> { data: SyncExecucao[], configurado }
 */
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SyncExecucao } from '@financeiro/domain';
import { syncExecucao } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { adminRoute, currentUser } from '../../http/guard';
import { errorResponses } from '../../http/schemas';
import { SyncBusyError, SyncNotConfiguredError, type TipoSync } from './sync';
import { Body, Options, Query, Type, typed } from '../../http/fields';

const TAG = 'Jira';

const execucaoSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    tipo: { type: 'string', enum: ['completa', 'incremental'] },
    origem: { type: 'string', enum: ['agendada', 'manual', 'partida'] },
    status: { type: 'string', enum: ['executando', 'sucesso', 'falha'] },
    iniciadoEm: { type: 'string', format: 'date-time' },
    terminadoEm: { type: ['string', 'null'], format: 'date-time' },
    contagens: { type: 'object', additionalProperties: { type: 'integer' } },
    erro: { type: ['string', 'null'] },
  },
  required: ['id', 'tipo', 'origem', 'status', 'iniciadoEm', 'terminadoEm', 'contagens', 'erro'],
} as const;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export default async function jiraSyncRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  app.post<{ Body: { tipo?: TipoSync } }>(
    '/jira/sync',
    {
      config: adminRoute,
      schema: {
        tags: [TAG],
        summary: 'Sincroniza agora com o Jira e o Tempo ("sincronizar agora")',
        description:
          'Inicia uma execução do conector e responde com o seu id; ela segue em segundo plano (acompanhe em ' +
          "GET /jira/sync/execucoes). Sem 'tipo' a execução retoma uma execução que falhou ou decide entre " +
          'completa (releitura da janela inteira, remove o que foi excluído no Tempo) e incremental.',
        body: Body({ tipo: Type.Optional(Options(['completa', 'incremental'], { description: 'Força o tipo da execução' })) }),
        response: {
          200: {
            type: 'object',
            properties: { data: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] } },
            required: ['data'],
          },
          ...errorResponses(400, 401, 403, 409, 503),
        },
      },
    },
    async (request) => {
      const user = currentUser(request);
      try {
        const id = await app.jiraSync.start('manual', { userId: user.id, tipo: request.body.tipo });
        return { data: { id } };
      } catch (error) {
        if (error instanceof SyncBusyError) throw new HttpError(409, { errors: [{ errorMessage: error.message }] });
        if (error instanceof SyncNotConfiguredError) throw new HttpError(503, { errors: [{ errorMessage: error.message }] });
        throw error;
      }
    },
  );

  app.get<{ Querystring: { limite: number } }>(
    '/jira/sync/execucoes',
    {
      config: adminRoute,
      schema: {
        tags: [TAG],
        summary: 'Lista as últimas execuções da sincronização com o Jira/Tempo',
        querystring: Query({ limite: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })) }),
        response: {
          200: {
            type: 'object',
            properties: {
              data: { type: 'array', items: execucaoSchema },
              configurado: { type: 'boolean', description: 'false: sem JIRA_*/TEMPO_* nada sincroniza (dados de demonstração)' },
              emAndamento: { type: 'boolean', description: 'Uma execução está em andamento neste processo' },
            },
            required: ['data', 'configurado', 'emAndamento'],
          },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const rows = await app.db.select().from(syncExecucao).orderBy(desc(syncExecucao.id)).limit(request.query.limite);
      const data: SyncExecucao[] = rows.map((row) => ({
        id: row.id,
        tipo: row.tipo,
        origem: row.origem,
        status: row.status,
        iniciadoEm: iso(row.iniciadoEm)!,
        terminadoEm: iso(row.terminadoEm),
        contagens: row.contagens as Record<string, number>,
        erro: row.erro,
      }));
      return { data, configurado: app.jiraSync.configured, emAndamento: app.jiraSync.busy };
    },
  );
}
