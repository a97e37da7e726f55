import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { publicRoute } from '../http/guard';
import { typed } from '../http/fields';

export default async function healthRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  app.get(
    '/health',
    {
      config: publicRoute,
      logLevel: 'warn',
      schema: {
        tags: ['Sistema'],
        summary: 'Verificação de saúde do serviço e do banco de dados',
        response: {
          200: { type: 'object', properties: { status: { type: 'string', enum: ['ok'] } }, required: ['status'] },
          503: { type: 'object', properties: { status: { type: 'string', enum: ['indisponivel'] } }, required: ['status'] },
        },
      },
    },
    async (request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'banco de dados indisponível');
        return reply.code(503).send({ status: 'indisponivel' });
      }
    },
  );
}
