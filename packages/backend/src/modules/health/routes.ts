import type { FastifyInstance } from 'fastify';
import { publicRoute } from '../../http/guard';
import { typed } from '../../http/fields';
import { healthSchema, readySchema } from './schemas';
import { readiness, shippedMigrationVersions } from './service';

export default async function healthRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const migrationVersions = await shippedMigrationVersions();

  // Liveness: the process answers. It asks nothing of the database, so a database outage or a long
  // transaction (PGlite serialises statements on one connection) does not make an orchestrator restart
  // healthy processes; whether this instance can serve is /ready's question.
  app.get('/health', { config: publicRoute, logLevel: 'warn', schema: healthSchema }, async () => ({ status: 'ok' as const }));

  app.get('/ready', { config: publicRoute, logLevel: 'warn', schema: readySchema }, async (request, reply) => {
    const motivo = await readiness(app, migrationVersions, request.log);
    if (motivo) return reply.code(503).send({ status: 'indisponivel', motivo });
    return { status: 'pronto' };
  });
}
