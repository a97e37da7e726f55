import type { FastifyInstance } from 'fastify';
import { registerPlanejamentoRoutes } from '../planejamento/routes';

/** Financial planning per project (spec 02 sections 2-9): section 'projetos'. */
export default async function planejamentoRoutes(app: FastifyInstance): Promise<void> {
  registerPlanejamentoRoutes(app);
}
