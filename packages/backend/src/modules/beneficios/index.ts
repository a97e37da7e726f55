/**
 * Benefits module (spec 02 section 7, section 'cadastros'): benefits and their values per branch.
 * See README.md. The plugin is the module's default export.
 */
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/fields';
import { registerBeneficioRoutes } from './beneficio';
import { registerValorBeneficioRoutes } from './valor-beneficio';

export default async function beneficiosRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  registerBeneficioRoutes(app);
  registerValorBeneficioRoutes(app);
}
