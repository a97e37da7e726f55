import type { FastifyInstance } from 'fastify';
import { registerCrud } from '../../http/crud';
import { typed } from '../../http/fields';
import { sectionRoute } from '../../http/guard';
import { funcoesAtivas1e2Schema } from './schemas';
import { departamentoResource, filialResource, funcoesAtivas1e2, funcaoResource } from './service';

export default async function estruturaRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  registerCrud(app, departamentoResource);
  registerCrud(app, filialResource);
  registerCrud(app, funcaoResource);
  app.get('/funcao/listFuncoesAtivos1e2', { config: sectionRoute('cadastros'), schema: funcoesAtivas1e2Schema }, async () => funcoesAtivas1e2(app.db));
}
