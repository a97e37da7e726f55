/**
 * Employee routes (spec 02 sections 3, 4 and 7), section 'cadastros', tag 'Cadastros':
 *
 *   GET    /employee?departamento&funcao&ativo      -> { result: Colaborador[] }  (active only by default, by mat)
 *   GET    /employee/:mat?ativo                     -> { result: Colaborador }    (404 when absent)
 *   POST   /employee/create                         -> { result: { insertId } }
 *   PUT    /employee/update/:mat                    -> { result: { affectedRows } }
 *   PATCH  /employee/change-active {mat, ativo}     -> { result: { affectedRows } } (soft delete)
 *   GET    /colaborador/classificacoes              -> { result: string[] }
 *   GET    /colaborador/:mat                        -> { result: HistoryRow[] }   (newest first)
 *   GET    /beneficio/colab/:mat                    -> { result: BeneficioColaborador[] } (active, by benefit code)
 *   GET    /beneficio/colab/:mat/:benefCod          -> { result: BeneficioColaborador }   (404 when absent)
 *   POST   /beneficio/colab/:mat/:benefCod          -> { result: { insertId } }
 *   PUT    /beneficio/colab/:mat/:benefCod          -> { result: { affectedRows } }
 *   DELETE /beneficio/:mat/:benefCod/:filialCod     -> { result: { affectedRows } }       (soft: ativo false)
 */
import type { FastifyInstance } from 'fastify';
import { sectionRoute } from '../../http/guard';
import { errorResponses } from '../../http/schemas';
import { typed } from '../../http/fields';
import { comTotal, PAGINACAO_DESCRICAO } from '../../http/paginacao';
import {
  beneficioBody,
  changeActiveBody,
  colaboradorBody,
  deleteBenefitParams,
  getQuery,
  listQuery,
  matBenefParams,
  matParams,
  TAGS as tags,
} from './schemas';
import * as servico from './service';

const config = sectionRoute('cadastros');

export async function colaboradoresRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = () => app.db;

  app.get(
    '/employee',
    {
      config,
      schema: {
        tags,
        summary: 'Lista de colaboradores (paginável)',
        description: PAGINACAO_DESCRICAO(servico.MAX_COLABORADORES),
        querystring: listQuery,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => ({ result: comTotal(reply, await servico.listarColaboradores(db(), request.query)) }),
  );

  app.get(
    '/employee/:mat',
    {
      config,
      schema: { tags, summary: 'Detalhe de colaborador', params: matParams, querystring: getQuery, response: errorResponses(401, 403, 404) },
    },
    async (request) => servico.colaboradorDetalhe(db(), request.params.mat, request.query.ativo),
  );

  app.post(
    '/employee/create',
    {
      config,
      schema: { tags, summary: 'Cadastra colaborador (e a primeira linha do histórico)', body: colaboradorBody, response: errorResponses(400, 401, 403) },
    },
    async (request) => servico.criarColaborador(db(), request.body, request.user?.id ?? null),
  );

  app.put(
    '/employee/update/:mat',
    {
      config,
      schema: {
        tags,
        summary: 'Atualiza colaborador (registra histórico quando mudam departamento, regime, carga, função, salário ou classificação)',
        params: matParams,
        body: colaboradorBody,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request) => servico.atualizarColaborador(db(), request.params.mat, request.body, request.user?.id ?? null),
  );

  app.patch(
    '/employee/change-active',
    {
      config,
      schema: {
        tags,
        summary: 'Ativa ou desativa colaborador (exclusão lógica)',
        body: changeActiveBody,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request) => servico.mudarAtivo(db(), request.body.mat, request.body.ativo),
  );

  app.get(
    '/colaborador/classificacoes',
    {
      config,
      schema: {
        tags,
        summary: 'Classificações de colaborador (categorias de projeto, exceto Financiado, Projetos Internos e Produtos)',
        response: errorResponses(401, 403),
      },
    },
    async () => ({ result: await servico.listarClassificacoes(db()) }),
  );

  app.get(
    '/colaborador/:mat',
    {
      config,
      schema: { tags, summary: 'Histórico do colaborador (mais recente primeiro)', params: matParams, response: errorResponses(401, 403, 404) },
    },
    async (request) => servico.historico(db(), request.params.mat),
  );

  app.get(
    '/beneficio/colab/:mat',
    {
      config,
      schema: { tags, summary: 'Benefícios ativos do colaborador', params: matParams, response: errorResponses(401, 403, 404) },
    },
    async (request) => servico.beneficiosDoColaborador(db(), request.params.mat),
  );

  app.get(
    '/beneficio/colab/:mat/:benefCod',
    {
      config,
      schema: { tags, summary: 'Benefício do colaborador', params: matBenefParams, response: errorResponses(401, 403, 404) },
    },
    async (request) => servico.beneficioDoColaborador(db(), request.params.mat, request.params.benefCod),
  );

  app.post(
    '/beneficio/colab/:mat/:benefCod',
    {
      config,
      schema: {
        tags,
        summary: 'Inclui benefício para o colaborador (o benefício precisa ter valor na filial do colaborador)',
        params: matBenefParams,
        body: beneficioBody,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request) => servico.incluirBeneficio(db(), request.params.mat, request.params.benefCod, request.body),
  );

  app.put(
    '/beneficio/colab/:mat/:benefCod',
    {
      config,
      schema: {
        tags,
        summary: 'Atualiza os adicionais e subtrações do benefício do colaborador',
        params: matBenefParams,
        body: beneficioBody,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request) => servico.atualizarBeneficio(db(), request.params.mat, request.params.benefCod, request.body),
  );

  app.delete(
    '/beneficio/:mat/:benefCod/:filialCod',
    {
      config,
      schema: {
        tags,
        summary: 'Remove o benefício do colaborador (exclusão lógica; fechamentos calculados devem ser recalculados)',
        params: deleteBenefitParams,
        response: errorResponses(401, 403, 404),
      },
    },
    async (request) => {
      const { mat, benefCod, filialCod } = request.params;
      return servico.removerBeneficio(db(), mat, benefCod, filialCod);
    },
  );
}
