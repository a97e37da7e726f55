/** The taxes module's routes (section 'cadastros', tag 'Cadastros'): contract in README.md and REGIME_IMPOSTO_API.md. */
import type { FastifyInstance } from 'fastify';
import { lerAtivo } from '../../http/ativo';
import { typed } from '../../http/fields';
import { sectionRoute } from '../../http/guard';
import { rotasDeCadastro } from '../../http/rotas-de-cadastro';
import * as s from './schemas';
import {
  atualizarRegime,
  buscarRegime,
  criarFaixa,
  criarImposto,
  criarValorImposto,
  criarRegime,
  buscarImposto,
  buscarValorImposto,
  vincularImposto,
  listarRegimes,
  listarFaixasDoImposto,
  listarImpostos,
  listarVinculosDoRegime,
  listarValoresDoImposto,
  perfisDoRegime,
  atualizarAtivoDoVinculo,
  atualizarFaixa,
  atualizarImposto,
  atualizarValorImposto,
} from './service';

export default async function impostosRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const config = sectionRoute('cadastros');

  // Regimes (a registration entity: list, detail, create, update), then the regime ↔ tax links and the regime's profiles.
  rotasDeCadastro(instance, {
    caminho: '/regime',
    schemas: s.regimeSchemas,
    config,
    lerAtivo,
    servico: { listar: listarRegimes, buscar: buscarRegime, criar: criarRegime, atualizar: atualizarRegime },
  });
  app.get('/regime/imposto/:cod', { config, schema: s.listLinksSchema }, async (request) => ({
    result: await listarVinculosDoRegime(app.db, request.params.cod),
  }));
  app.post('/regime/imposto/:cod', { config, schema: s.linkImpostoSchema }, async (request) => ({
    result: { insertId: await vincularImposto(app.db, request.params.cod, request.body) },
  }));
  app.put('/regime/imposto/:cod', { config, schema: s.setLinkAtivoSchema }, async (request) => ({
    result: { affectedRows: await atualizarAtivoDoVinculo(app.db, request.params.cod, request.body) },
  }));
  app.get('/regime/perfis/:cod', { config, schema: s.perfisSchema }, async (request) => ({
    result: await perfisDoRegime(app.db, request.params.cod),
  }));

  // Taxes.
  app.get('/imposto/list', { config, schema: s.listImpostosSchema }, async (request) => ({
    result: await listarImpostos(app.db, request.query.ativo),
  }));
  app.get('/imposto/:cod', { config, schema: s.getImpostoSchema }, async (request) => ({
    result: await buscarImposto(app.db, request.params.cod, request.query.ativo),
  }));
  app.post('/imposto/create', { config, schema: s.createImpostoSchema }, async (request) => ({
    result: { insertId: await criarImposto(app.db, request.body) },
  }));
  app.put('/imposto/update/:cod', { config, schema: s.updateImpostoSchema }, async (request) => ({
    result: { affectedRows: await atualizarImposto(app.db, request.params.cod, request.body) },
  }));

  // Brackets: GET and POST take the tax's code, PUT the bracket's id.
  app.get('/imposto/faixa/:cod', { config, schema: s.listFaixasSchema }, async (request) => ({
    result: await listarFaixasDoImposto(app.db, request.params.cod, request.query.ativo),
  }));
  app.post('/imposto/faixa/:cod', { config, schema: s.createFaixaSchema }, async (request) => ({
    result: { insertId: await criarFaixa(app.db, request.params.cod, request.body) },
  }));
  app.put('/imposto/faixa/:cod', { config, schema: s.updateFaixaSchema }, async (request) => ({
    result: { affectedRows: await atualizarFaixa(app.db, request.params.cod, request.body) },
  }));

  // Values per branch.
  app.get('/valor-imposto/list', { config, schema: s.listValoresSchema }, async (request) => ({
    result: await listarValoresDoImposto(app.db, { impostoCod: request.query.imposto_cod, filialCod: request.query.filial_cod }),
  }));
  app.get('/valor-imposto/:id', { config, schema: s.getValorSchema }, async (request) => ({
    result: await buscarValorImposto(app.db, request.params.id),
  }));
  app.post('/valor-imposto/create', { config, schema: s.createValorSchema }, async (request) => ({
    result: { insertId: await criarValorImposto(app.db, request.body) },
  }));
  app.put('/valor-imposto/update/:id', { config, schema: s.updateValorSchema }, async (request) => ({
    result: { affectedRows: await atualizarValorImposto(app.db, request.params.id, request.body) },
  }));
}
