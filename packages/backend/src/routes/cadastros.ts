import type { FastifyInstance } from 'fastify';
import { registerCrud } from '../http/crud';
import { departamentoResource } from '../modules/estrutura/departamento';
import { registerBeneficioRoutes } from '../modules/beneficios/beneficio';
import { registerValorBeneficioRoutes } from '../modules/beneficios/valor-beneficio';
import { registerRegimeRoutes } from '../modules/impostos/regime';
import { filialResource } from '../modules/estrutura/filial';
import { registerFuncaoRoutes } from '../modules/estrutura/funcao';
import { registerColaboradorRoutes } from '../modules/colaboradores/colaborador';
import { registerImpostoModule } from '../modules/impostos/imposto';
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
