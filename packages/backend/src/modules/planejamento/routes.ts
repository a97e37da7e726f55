/**
 * Planning routes (spec 02 section 7 'Planning': paths "not shown" there, chosen here in the same
 * REST style; section 'projetos'):
 *
 *   GET  /planejamento/funcoes                 -> { data: FuncoesPlanejamento }
 *   GET  /planejamento/previsto/:key?de&ate    -> { data: PrevistoMes[] }
 *   GET  /planejamento/:key                    -> { data: Planejamento & { projetoInfo, clientes } }
 *   POST /planejamento                         body DiffPlanejamento -> { data: Planejamento, message }
 *   GET  /custo-projeto/curto-real/:key/:id/:start/:end -> { data: ComparacaoPrevistoReal }
 */
import type { FastifyInstance } from 'fastify';
import { PLANEJAMENTO_MESSAGES, validarPeriodo } from '@financeiro/domain';
import { badRequest } from '../../http/errors';
import type { Db } from '../../db/client';
import { currentUser, sectionRoute } from '../../http/guard';
import { errorResponses } from '../../http/schemas';
import { typed } from '../../http/fields';
import { reavaliarAlertas } from '../alertas';
import { comparacaoDoCaminho } from './service/comparacao';
import { carregarComClientes, funcoesPlanejamento, previstoPorMes, salvarDiff } from './service/planejamento';
import { comparacaoParams, diffBody, keyParams, previstoQuery, TAG } from './schemas';

const projetos = sectionRoute('projetos');

/** Financial planning per project (spec 02 sections 2-9): section 'projetos'. */
export async function planejamentoRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = (): Db => app.db;

  app.get(
    '/planejamento/funcoes',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Funções ativas com o custo-hora médio do último fechamento calculado',
        description:
          '{ data: { fechamento: { id, label, dataInicio, dataFim } | null, funcoes: [{ cod, nome, custoHoraMedio }] } }. ' +
          'custoHoraMedio = média do custo_hora dos colaboradores da função no último fechamento (ativo) com resultados, em centavos; null sem dados. ' +
          'É a Taxa de Custo sugerida de uma nova linha de função (editável).',
      },
    },
    async () => ({ data: await funcoesPlanejamento(db()) }),
  );

  app.get(
    '/planejamento/previsto/:key',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Custo e receita previstos do projeto por mês',
        description:
          "{ data: [{ mes: 'yyyy-MM', chave: 'MM-YYYY', horas, custoFuncao, custoIndireto, custoPrevisto, receitaPrevista }] }. " +
          'custoPrevisto = funções + custos indiretos do mês; receitaPrevista = valorVenda do mês (null sem valor). Só os meses do planejamento.',
        params: keyParams,
        querystring: previstoQuery,
        response: errorResponses(400, 404),
      },
    },
    async (request) => {
      const { key } = request.params;
      const { de, ate } = request.query;
      // Either end alone is checked against itself (years 1900..2200); both, as a period of at most 10 years.
      if (de || ate) {
        const periodo = validarPeriodo(de ?? ate, ate ?? de, { campos: ['de', 'ate'] });
        if (!periodo.ok) throw badRequest(periodo.errors);
      }
      return { data: await previstoPorMes(db(), key, de, ate) };
    },
  );

  app.get(
    '/planejamento/:key',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Planejamento financeiro do projeto (meses, linhas e totais)',
        description:
          "{ data: { projeto, versao, cliente, margemCusto, meses: { 'MM-YYYY': { valorVenda, total_previsto_funcao, total_previsto_indireto, previstoFuncao[], previstoIndireto[] } }, " +
          'previstoTotal, projetoInfo: { id, chave, nome, clienteId }, clientes: Cliente[] } }. Sem planejamento: meses vazio e versao 0. ' +
          'O cliente do planejamento é o cliente do projeto.',
        params: keyParams,
        response: errorResponses(404),
      },
    },
    async (request) => {
      return { data: await carregarComClientes(db(), request.params.key) };
    },
  );

  app.post(
    '/planejamento',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Salva as diferenças do planejamento numa transação (versão otimista)',
        description:
          'Corpo (spec 02 seção 7): { projeto, versao, novosMeses, novos: { previstoFuncao, previstoIndireto }, ' +
          'updates: { valorVenda: { "MM-YYYY": valor }, previstoFuncao, previstoIndireto, margemCusto?, cliente? }, ' +
          'deletados: { previstoFuncao: ids, previstoIndireto: ids, meses, valorVenda: meses } }. ' +
          '`versao` é a versão carregada: se outro usuário salvou depois, responde 409 e nada é gravado. ' +
          'O servidor aplica o diff, valida o resultado (ao menos um mês; cada mês com cliente, valor venda, função ou custo indireto), ' +
          'recalcula os totais e responde { data: Planejamento, message }.',
        body: diffBody,
        response: errorResponses(400, 404, 409),
      },
    },
    async (request) => {
      const user = currentUser(request);
      const data = await salvarDiff(db(), request.body, user.id);
      // Issue 38 §3: a saved plan re-evaluates its project's alerts (asked for here, evaluated after the answer).
      await reavaliarAlertas(app, 'planejamento', [data.projeto]);
      return { data, message: PLANEJAMENTO_MESSAGES.salvo };
    },
  );

  app.get(
    '/custo-projeto/curto-real/:key/:id/:start/:end',
    {
      config: projetos,
      schema: {
        tags: [TAG],
        summary: 'Custo previsto x real do projeto por categoria no período',
        description:
          '{ data: { projeto, inicio, fim, categorias: [{ categoria (CUSTO_HH ou tipo de custo), label, previsto, real, desvio }], ' +
          'total: { previsto, real, desvio }, receita: { previsto, real }, horas: { previsto, real }, estimado } }. ' +
          'Previsto: meses do planejamento que tocam o período (inteiros). Real: horas dos worklogs x custo-hora do autor no fechamento do dia ' +
          '(estimado quando foi usado um fechamento anterior) e custos extras ativos que tocam o período (valor x cotação). ' +
          'desvio = (real - previsto) / previsto (fração; null sem previsto: não há percentual de um previsto zero). Datas dd/MM/aaaa (codificadas) ou aaaa-MM-dd.',
        params: comparacaoParams,
        response: errorResponses(400, 404),
      },
    },
    async (request) => {
      const { key, id, start, end } = request.params;
      return { data: await comparacaoDoCaminho(db(), key, id, start, end) };
    },
  );
}
