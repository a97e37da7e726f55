/** Company structure routes (section 'cadastros', tag 'Cadastros'): contract in README.md. */
import type { FastifyInstance } from 'fastify';
import { lerAtivo, lerAtivoNumerico } from '../../http/ativo';
import { typed } from '../../http/fields';
import { sectionRoute } from '../../http/guard';
import { departamentoSchemas, filialSchemas, funcaoSchemas, funcoesAtivas1e2Schema } from './schemas';
import * as servico from './service';

export default async function estruturaRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const config = sectionRoute('cadastros');

  app.get('/departamento/list', { config, schema: departamentoSchemas.list }, async (request) => ({
    result: await servico.listarDepartamentos(app.db, lerAtivo(request.query.ativo)),
  }));
  app.get('/departamento/:cod', { config, schema: departamentoSchemas.get }, async (request) => ({
    result: await servico.buscarDepartamento(app.db, request.params.cod, lerAtivo(request.query.ativo)),
  }));
  app.post('/departamento/create', { config, schema: departamentoSchemas.create }, async (request) => ({
    result: { insertId: await servico.criarDepartamento(app.db, request.body) },
  }));
  app.put('/departamento/update/:cod', { config, schema: departamentoSchemas.update }, async (request) => ({
    result: { affectedRows: await servico.atualizarDepartamento(app.db, request.params.cod, request.body) },
  }));

  app.get('/filial/list', { config, schema: filialSchemas.list }, async (request) => ({
    result: await servico.listarFiliais(app.db, lerAtivo(request.query.ativo)),
  }));
  app.get('/filial/:cod', { config, schema: filialSchemas.get }, async (request) => ({
    result: await servico.buscarFilial(app.db, request.params.cod, lerAtivo(request.query.ativo)),
  }));
  app.post('/filial/create', { config, schema: filialSchemas.create }, async (request) => ({
    result: { insertId: await servico.criarFilial(app.db, request.body) },
  }));
  app.put('/filial/update/:cod', { config, schema: filialSchemas.update }, async (request) => ({
    result: { affectedRows: await servico.atualizarFilial(app.db, request.params.cod, request.body) },
  }));

  app.get('/funcao/list', { config, schema: funcaoSchemas.list }, async (request) => ({
    result: await servico.listarFuncoes(app.db, lerAtivoNumerico(request.query.ativo)),
  }));
  app.get('/funcao/:cod', { config, schema: funcaoSchemas.get }, async (request) => ({
    result: await servico.buscarFuncao(app.db, request.params.cod, lerAtivoNumerico(request.query.ativo)),
  }));
  app.post('/funcao/create', { config, schema: funcaoSchemas.create }, async (request) => ({
    result: { insertId: await servico.criarFuncao(app.db, request.body) },
  }));
  app.put('/funcao/update/:cod', { config, schema: funcaoSchemas.update }, async (request) => ({
    result: { affectedRows: await servico.atualizarFuncao(app.db, request.params.cod, request.body) },
  }));

  app.get('/funcao/listFuncoesAtivos1e2', { config, schema: funcoesAtivas1e2Schema }, async () => servico.funcoesAtivas1e2(app.db));
}
