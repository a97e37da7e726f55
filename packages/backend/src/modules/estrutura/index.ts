/**
 * Company structure module (spec 02 section 7, section 'cadastros'): departments, branches and
 * roles. See README.md. The plugin is the module's default export.
 */
import type { FastifyInstance } from 'fastify';
import { registerCrud } from '../../http/crud';
import { typed } from '../../http/fields';
import { departamentoResource } from './departamento';
import { filialResource } from './filial';
import { registerFuncaoRoutes } from './funcao';

export default async function estruturaRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  registerCrud(app, departamentoResource);
  registerCrud(app, filialResource);
  registerFuncaoRoutes(app);
}
