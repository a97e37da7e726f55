/**
 * Benefit routes (spec 02 sections 3 and 7), section 'cadastros', tag 'Cadastros':
 *
 *   GET  /beneficio/list?ativo&sigla&nome           -> { result: Beneficio[] }  (by code; sigla/nome: contains, any case)
 *   GET  /beneficio/:cod?ativo                      -> { result: Beneficio & { valores: ValorBeneficio[] } }  (404 when absent)
 *   GET  /beneficio/filial/:cod                     -> { result: ValorBeneficio[] }  (the benefit's values per branch)
 *   POST /beneficio/create                          -> { result: { insertId } }
 *   PUT  /beneficio/update/:cod                     -> { result: { affectedRows } }
 *   GET  /valor-beneficio/list?benefCod&filialCod   -> { result: ValorBeneficio[] }  (by benefit, then branch)
 *   GET  /valor-beneficio/:id                       -> { result: ValorBeneficio }    (404 when absent)
 *   POST /valor-beneficio/create                    -> { result: { insertId } }
 *   PUT  /valor-beneficio/update/:id                -> { result: { affectedRows } }
 */
import type { FastifyInstance } from 'fastify';
import { sectionRoute } from '../../http/guard';
import { errorResponses } from '../../http/schemas';
import { typed } from '../../http/fields';
import {
  beneficioDetailQuery,
  beneficioListQuery,
  codParams,
  createBody,
  idParams,
  TAGS as tags,
  updateBody,
  valorBody,
  valorListQuery,
} from './schemas';
import * as servico from './service';

const config = sectionRoute('cadastros');

export async function beneficiosRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = () => app.db;

  app.get(
    '/beneficio/list',
    { config, schema: { tags, summary: 'Lista de benefícios', querystring: beneficioListQuery, response: errorResponses(400, 401, 403) } },
    async (request) => servico.listarBeneficios(db(), request.query),
  );

  app.get(
    '/beneficio/filial/:cod',
    {
      config,
      schema: {
        tags,
        summary: 'Valores do benefício por filial',
        params: codParams,
        response: errorResponses(401, 403, 404),
      },
    },
    async (request) => servico.valoresDoBeneficio(db(), request.params.cod),
  );

  app.get(
    '/beneficio/:cod',
    {
      config,
      schema: {
        tags,
        summary: 'Detalhe de benefício com os valores por filial',
        params: codParams,
        querystring: beneficioDetailQuery,
        response: errorResponses(401, 403, 404),
      },
    },
    async (request) => servico.beneficioDetalhe(db(), request.params.cod, request.query.ativo),
  );

  app.post(
    '/beneficio/create',
    { config, schema: { tags, summary: 'Cria benefício (e, opcionalmente, seus valores por filial)', body: createBody, response: errorResponses(400, 401, 403) } },
    async (request) => servico.criarBeneficio(db(), request.body, request.body.valores ?? []),
  );

  app.put(
    '/beneficio/update/:cod',
    {
      config,
      schema: { tags, summary: 'Atualiza benefício', params: codParams, body: updateBody, response: errorResponses(400, 401, 403, 404) },
    },
    async (request) => servico.atualizarBeneficio(db(), request.params.cod, request.body),
  );

  app.get(
    '/valor-beneficio/list',
    {
      config,
      schema: { tags, summary: 'Lista de valores de benefício por filial', querystring: valorListQuery, response: errorResponses(400, 401, 403) },
    },
    async (request) => ({ result: await servico.listarValores(db(), request.query) }),
  );

  app.get(
    '/valor-beneficio/:id',
    {
      config,
      schema: { tags, summary: 'Detalhe de valor de benefício', params: idParams, response: errorResponses(401, 403, 404) },
    },
    async (request) => servico.valorDetalhe(db(), request.params.id),
  );

  app.post(
    '/valor-beneficio/create',
    { config, schema: { tags, summary: 'Cria valor de benefício para uma filial', body: valorBody, response: errorResponses(400, 401, 403) } },
    async (request) => servico.criarValor(db(), request.body),
  );

  app.put(
    '/valor-beneficio/update/:id',
    {
      config,
      schema: { tags, summary: 'Atualiza valor de benefício', params: idParams, body: valorBody, response: errorResponses(400, 401, 403, 404) },
    },
    async (request) => servico.atualizarValor(db(), request.params.id, request.body),
  );
}
