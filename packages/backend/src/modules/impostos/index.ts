/**
 * Taxes module (spec 02 section 7, section 'cadastros'): taxes with their brackets and values, and
 * the contracting regimes with their linked taxes. See README.md and REGIME_IMPOSTO_API.md.
 */
import type { FastifyInstance } from 'fastify';
import { typed } from '../../http/fields';
import { registerImpostoModule } from './imposto';
import { registerRegimeRoutes } from './regime';

export default async function impostosRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  registerRegimeRoutes(app);
  registerImpostoModule(app);
}
