import type { FastifyInstance } from 'fastify';
import { registerCrud } from '../http/crud';
import { departamentoResource } from '../cadastros/departamento';
import { registerBeneficioRoutes } from '../cadastros/beneficio';
import { registerValorBeneficioRoutes } from '../cadastros/valor-beneficio';
import { registerRegimeRoutes } from '../cadastros/regime';
import { filialResource } from '../cadastros/filial';
import { registerFuncaoRoutes } from '../cadastros/funcao';
import { registerColaboradorRoutes } from '../cadastros/colaborador';
import { registerImpostoModule } from '../cadastros/imposto';
import { typed } from '../http/fields';

/** Registration data (spec 02 section 7), guarded by the 'cadastros' section. */
export default async function cadastrosRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  registerCrud(app, departamentoResource);
  registerBeneficioRoutes(app);
  registerValorBeneficioRoutes(app);
  registerRegimeRoutes(app);
  registerCrud(app, filialResource);
  registerFuncaoRoutes(app);
  registerColaboradorRoutes(app);
  registerImpostoModule(app);
}
