import type { FastifyInstance } from 'fastify';
import { registerFechamentoRoutes } from '../fechamentos/routes';

/** Payroll closings and the HH dashboard (spec 02 sections 2, 4 and 7): sections 'fechamentos' and 'dashboard'. */
export default async function fechamentosRoutes(app: FastifyInstance): Promise<void> {
  registerFechamentoRoutes(app);
}
