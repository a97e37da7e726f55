import type { FastifyInstance } from 'fastify';
import { registerCrud } from '../cadastros/crud';
import { departamentoResource } from '../cadastros/departamento';

/** Registration data (spec 02 section 7), guarded by the 'cadastros' section. */
export default async function cadastrosRoutes(app: FastifyInstance): Promise<void> {
  registerCrud(app, departamentoResource);
}
