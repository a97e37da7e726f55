import type { FastifyInstance } from 'fastify';
import { registerPlanejamentoRoutes } from '../planejamento/routes';
import { typed } from '../http/fields';

/** Financial planning per project (spec 02 sections 2-9): section 'projetos'. */
export default async function planejamentoRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  registerPlanejamentoRoutes(app);
}
