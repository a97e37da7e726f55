import type { FastifyInstance } from 'fastify';
import { readMigrations } from '../../db/migrate';
import { publicRoute } from '../../http/guard';
import { typed } from '../../http/fields';

const down = { type: 'object', properties: { status: { type: 'string', enum: ['indisponivel'] }, motivo: { type: 'string' } }, required: ['status'] } as const;

/** Why this instance should not receive traffic, or null when it can. */
async function notReadyReason(app: FastifyInstance, versions: readonly number[]): Promise<string | null> {
  if (app.draining) return 'encerrando';
  const rows = await app.database.withSession((session) => session.query<{ version: number }>('SELECT version FROM schema_migrations'));
  const applied = new Set(rows.map((row) => Number(row.version)));
  const pending = versions.filter((version) => !applied.has(version));
  if (pending.length > 0) return `migrações pendentes: ${pending.join(', ')}`;
  return null;
}

export default async function healthRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const migrationVersions = (await readMigrations()).map((migration) => migration.version);

  // Liveness: the process answers. It asks nothing of the database, so a database outage or a long
  // transaction (PGlite serialises statements on one connection) does not make an orchestrator restart
  // healthy processes; whether this instance can serve is /ready's question.
  app.get(
    '/health',
    {
      config: publicRoute,
      logLevel: 'warn',
      schema: {
        tags: ['Sistema'],
        summary: 'Vivo: o processo responde (sem consultar o banco; a prontidão é o /ready)',
        response: {
          200: { type: 'object', properties: { status: { type: 'string', enum: ['ok'] } }, required: ['status'] },
        },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/ready',
    {
      config: publicRoute,
      logLevel: 'warn',
      schema: {
        tags: ['Sistema'],
        summary: 'Prontidão: banco de dados acessível, migrações aplicadas e a instância não está encerrando',
        response: {
          200: { type: 'object', properties: { status: { type: 'string', enum: ['pronto'] } }, required: ['status'] },
          503: down,
        },
      },
    },
    async (request, reply) => {
      let motivo: string | null;
      try {
        motivo = await notReadyReason(app, migrationVersions);
      } catch (error) {
        request.log.error({ err: error }, 'banco de dados indisponível');
        motivo = 'banco de dados indisponível';
      }
      if (motivo) return reply.code(503).send({ status: 'indisponivel', motivo });
      return { status: 'pronto' };
    },
  );
}
