import type { FastifyInstance } from 'fastify';
import { registerFechamentoRoutes } from '../fechamentos/routes';
import { typed } from '../http/fields';

/** Payroll closings and the HH dashboard (spec 02 sections 2, 4 and 7): sections 'fechamentos' and 'dashboard'. */
export default async function fechamentosRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  registerFechamentoRoutes(app);
}
