/**
 * Closing routes (spec 02 section 7, 'Closing'; plus the calculation calls of 'Benefits' and
 * 'Taxes'). Section 'fechamentos' for the closings area; section 'dashboard' for the dashboard's
 * averages and department series. Errors: `{ errors: [{ field?, errorMessage }] }`; 409 for a
 * blocked closing or a calculation that would discard results without isRecalculate.
 *
 *   GET  /fechamento/list                         -> { result: Fechamento[] } (latest period first)
 *   GET  /fechamento/{id}                         -> { result: Fechamento }
 *   POST /fechamento/create                       -> { result: { insertId, id } }
 *   PUT  /fechamento/update/{id}                  -> { result: { affectedRows } }
 *   POST /beneficio/calculate/{id}    {isRecalculate}   -> { result: prévia dos benefícios } (no writes)
 *   POST /imposto/calculate/{closingId} {isRecalculate} -> { result: prévia dos impostos } (no writes)
 *   POST /fechamento/custo-hh/{id}    {partTimeColab}   -> { result: { fechamentoId, colaboradores, totais, avisos, tempos } }
 *   GET  /fechamento/custo-hh/{id}[?detalhamento=true]  -> { result: ResultadoColaborador[] }
 *   GET  /fechamento/custo-hh/{id}/{mat}          -> { result: ResultadoColaborador with detalhamento }
 *   GET  /fechamento/avisos/{id}                  -> { result: [{ matricula, nome, avisos }] } (saved warnings)
 *   GET  /beneficio/calculate/average/{id}        -> { result: { beneficioTotal, beneficioMedio, beneficios[] ... } }
 *   GET  /fechamento/custo-hh/media/{id}          -> { result: MediaFechamento }            (dashboard)
 *   GET  /fechamento/custo/todosDepartamentoArea/{id|0} -> { result: [{ name, label, custo }] } (dashboard)
 *   GET  /fechamento/custo/departamentos?meses&ate -> { result: [{ nome, label, custo }] }  (dashboard)
 *   GET  /fechamento/dashboard?meses&ate          -> { result: { inicio, fim, fechamentos, disponiveis } } (dashboard)
 *   GET  /fechamento/configuracao                 -> { result: { baseHorasCustoHora, atualizadoEm } }
 *   PUT  /fechamento/configuracao {baseHorasCustoHora} -> { result: { baseHorasCustoHora, atualizadoEm } }
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { lerAtivo } from '../../http/ativo';
import { sectionRoute } from '../../http/guard';
import { errorResponses } from '../../http/schemas';
import { typed } from '../../http/fields';
import { comTotal, PAGINACAO_DESCRICAO } from '../../http/paginacao';
import { reavaliarAlertas } from '../alertas';
import * as servico from './service';
import {
  calculoBody,
  closingIdParams,
  configuracaoBody,
  DASHBOARD_TAG,
  detalhamentoQuery,
  fechamentoBody,
  idOrLatestParams,
  idParams,
  listaQuery,
  periodoQuery,
  recalculateBody,
  resultadoParams,
  TAG,
} from './schemas';

const fechamentos = sectionRoute('fechamentos');
const dashboard = sectionRoute('dashboard');

/** Payroll closings and the HH dashboard (spec 02 sections 2, 4 and 7): sections 'fechamentos' and 'dashboard'. */
export async function fechamentosRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = (): Db => app.db;

  // ---------------------------------------------------------------------------------- closings

  app.get(
    '/fechamento/list',
    {
      config: fechamentos,
      schema: {
        tags: [TAG],
        summary: 'Lista de fechamentos (o período mais recente primeiro)',
        description:
          '{ result: [{ id, label, dataInicio, dataFim, diasUteis, descricao, bloqueio, ativo, calculadoEm, calculado, colaboradores }] }. ' +
          'calculado = o fechamento tem resultados por colaborador.',
        querystring: listaQuery,
      },
    },
    async (request) => ({ result: await servico.listarFechamentos(db(), lerAtivo(request.query.ativo)) }),
  );

  app.get(
    '/fechamento/:id',
    {
      config: fechamentos,
      schema: { tags: [TAG], summary: 'Detalhe do fechamento', params: idParams, response: errorResponses(404) },
    },
    async (request) => ({ result: await servico.buscarFechamento(db(), request.params.id) }),
  );

  app.post(
    '/fechamento/create',
    {
      config: fechamentos,
      schema: {
        tags: [TAG],
        summary: 'Cria um fechamento (responde o id)',
        description: 'Corpo: { label, dataInicio, dataFim, diasUteis, descricao, bloqueio } (fechamentoSchema). Resposta: { result: { insertId, id } }.',
        body: fechamentoBody,
        response: errorResponses(400),
      },
    },
    async (request) => {
      return { result: await servico.criar(db(), request.body) };
    },
  );

  app.put(
    '/fechamento/update/:id',
    {
      config: fechamentos,
      schema: {
        tags: [TAG],
        summary: 'Atualiza um fechamento (bloqueado: somente o bloqueio pode mudar)',
        params: idParams,
        body: fechamentoBody,
        response: errorResponses(400, 404, 409),
      },
    },
    async (request) => {
      return { result: await servico.atualizar(db(), request.params.id, request.body) };
    },
  );

  // ------------------------------------------------------------------------------- calculation

  app.post(
    '/beneficio/calculate/:id',
    {
      config: fechamentos,
      schema: {
        tags: [TAG],
        summary: 'Cálculo (1/3, validação e prévia): benefícios do fechamento; não grava nada',
        description:
          'Chamado em paralelo com POST /imposto/calculate/{id}, antes de POST /fechamento/custo-hh/{id}, que faz todo o cálculo numa ' +
          'transação. Valida (404 fechamento inexistente; 409 bloqueado; 409 já calculado sem isRecalculate) e responde a prévia: ' +
          '{ result: { fechamentoId, colaboradores, beneficioTotal, descontoColaborador, beneficios: [{ benefCod, sigla, nome, colaboradores, total }], avisos } }. ' +
          'Idempotente.',
        params: idParams,
        body: recalculateBody,
        response: errorResponses(400, 404, 409),
      },
    },
    async (request) => {
      const { isRecalculate = false } = request.body;
      return { result: await servico.previaBeneficios(db(), request.params.id, isRecalculate) };
    },
  );

  app.post(
    '/imposto/calculate/:closingId',
    {
      config: fechamentos,
      schema: {
        tags: [TAG],
        summary: 'Cálculo (2/3, validação e prévia): impostos do fechamento; não grava nada',
        description:
          'Chamado em paralelo com POST /beneficio/calculate/{id}. Mesmas validações (404, 409 bloqueado, 409 já calculado sem ' +
          'isRecalculate). Resposta: { result: { fechamentoId, colaboradores, impostoTotal, encargos, impostos: [{ cod, sigla, ' +
          'nome, parteColaborador, parteFilial }], avisos } }. Idempotente.',
        params: closingIdParams,
        body: recalculateBody,
        response: errorResponses(400, 404, 409),
      },
    },
    async (request) => {
      const { isRecalculate = false } = request.body;
      return { result: await servico.previaImpostos(db(), request.params.closingId, isRecalculate) };
    },
  );

  app.get(
    '/fechamento/configuracao',
    {
      config: fechamentos,
      schema: {
        tags: [TAG],
        summary: 'Base diária do custo-hora da empresa (usada em todo cálculo de fechamento e na simulação de custo)',
        response: errorResponses(),
      },
    },
    async () => ({ result: await servico.lerConfiguracaoCustoHora(db()) }),
  );

  app.put(
    '/fechamento/configuracao',
    {
      config: fechamentos,
      schema: {
        tags: [TAG],
        summary: 'Altera a base diária do custo-hora; vale para os cálculos seguintes (um fechamento já calculado muda ao ser recalculado)',
        body: configuracaoBody,
        response: errorResponses(400),
      },
    },
    async (request) => ({
      result: await servico.salvarConfiguracaoCustoHora(db(), request.body.baseHorasCustoHora, request.user?.id ?? null),
    }),
  );

  app.post(
    '/fechamento/custo-hh/:id',
    {
      config: fechamentos,
      schema: {
        tags: [TAG],
        summary: 'Cálculo (3/3): calcula e grava o fechamento numa transação (substitui os resultados)',
        description:
          'Numa única transação: trava o fechamento (SELECT ... FOR UPDATE), recusa fechamento bloqueado (409), carrega os ' +
          'colaboradores ativos no período (histórico vigente em dataFim), calcula cada um com o motor do domínio, apaga os ' +
          'resultados anteriores, grava os novos e marca calculadoEm. Um cálculo pedido enquanto outro do mesmo fechamento ' +
          'está em andamento (em qualquer processo da API) responde 409 sem esperar: sempre resta um único conjunto de ' +
          'resultados, o de um cálculo completo. partTimeColab (padrão true): o custo-hora de ' +
          'quem trabalha meio período usa a própria carga diária; false: a base de 8 h. Resposta: { result: { fechamentoId, ' +
          'colaboradores, totais, avisos, tempos } }.',
        params: idParams,
        body: calculoBody,
        response: errorResponses(400, 404, 409),
      },
    },
    async (request) => {
      const { partTimeColab = true } = request.body;
      const result = await servico.calcular(db(), request.params.id, partTimeColab);
      // Issue 38 §3: a calculated closing reprices every project's real cost: the alerts are re-evaluated
      // (asked for here, evaluated after the answer by the alerts' evaluator).
      await reavaliarAlertas(app, 'fechamento');
      app.metrics.fechamentosCalculados.inc();
      return { result };
    },
  );

  app.get(
    '/fechamento/custo-hh/:id',
    {
      config: fechamentos,
      schema: {
        tags: [TAG],
        summary: 'Resultados por colaborador do fechamento (ordenados por matrícula; paginável)',
        description:
          '{ result: [{ matricula, nome, funcao, departamento, regime, filial, salarioBase, beneficioTotal, impostoTotal, ' +
          'salarioLiquido, salarioFilial, provisaoDecimoTerceiro, provisaoFerias, provisaoRescisao, custoTotal, custoHora, ' +
          'custoHoraMeioPeriodo, cargaHoraria, meioPeriodo, ... }] }; ?detalhamento=true inclui o detalhamento de cada um. ' +
          PAGINACAO_DESCRICAO(servico.MAX_RESULTADOS),
        params: idParams,
        querystring: detalhamentoQuery,
        response: errorResponses(404),
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { detalhamento, ...pagina } = request.query;
      return { result: comTotal(reply, await servico.listarResultados(db(), id, detalhamento, pagina)) };
    },
  );

  app.get(
    '/fechamento/avisos/:id',
    {
      config: fechamentos,
      schema: {
        tags: [TAG],
        summary: 'Avisos do cálculo gravados com cada colaborador do fechamento (somente quem tem avisos)',
        description:
          '{ result: [{ matricula, nome, avisos: [texto completo] }] }, por matrícula; vazio quando o fechamento não foi ' +
          'calculado ou o cálculo não teve avisos (ex.: "IRRF: nenhuma faixa vigente em 2023-01-31.").',
        params: idParams,
        response: errorResponses(404),
      },
    },
    async (request) => ({ result: await servico.listarAvisos(db(), request.params.id) }),
  );

  app.get(
    '/fechamento/custo-hh/:id/:mat',
    {
      config: fechamentos,
      schema: {
        tags: [TAG],
        summary: 'Resultado de um colaborador no fechamento, com o detalhamento do cálculo',
        params: resultadoParams,
        response: errorResponses(404),
      },
    },
    async (request) => {
      const { id, mat } = request.params;
      return { result: await servico.buscarResultado(db(), id, mat) };
    },
  );

  app.get(
    '/beneficio/calculate/average/:id',
    {
      config: fechamentos,
      schema: {
        tags: [TAG],
        summary: 'Médias de benefícios do fechamento calculado',
        description:
          '{ result: { fechamentoId, label, calculado, colaboradores, beneficioTotal, beneficioMedio, beneficios: [{ benefCod, ' +
          'sigla, nome, colaboradores, total, media, descontoColaborador }] } }',
        params: idParams,
        response: errorResponses(404),
      },
    },
    async (request) => ({ result: await servico.mediaBeneficios(db(), request.params.id) }),
  );

  // ---------------------------------------------------------------------------------- dashboard

  app.get(
    '/fechamento/custo-hh/media/:id',
    {
      config: dashboard,
      schema: {
        tags: [DASHBOARD_TAG],
        summary: 'Médias do fechamento (custo-hora médio, custo total médio...)',
        description:
          '{ result: { fechamentoId, label, dataInicio, dataFim, calculado, colaboradores, custoHoraMedio, custoHoraPonderado, ' +
          'custoTotal, custoTotalMedio, salarioBaseMedio, beneficioTotalMedio, impostoTotalMedio, salarioLiquidoMedio, ' +
          'salarioFilialMedio } } (valores nulos quando não calculado)',
        params: idParams,
        response: errorResponses(404),
      },
    },
    async (request) => ({ result: await servico.mediaFechamento(db(), request.params.id) }),
  );

  app.get(
    '/fechamento/custo/todosDepartamentoArea/:id',
    {
      config: dashboard,
      schema: {
        tags: [DASHBOARD_TAG],
        summary: 'Custo total bruto por área (departamento) de um fechamento; id 0 = o último calculado',
        description:
          '{ result: [{ name (departamento), label (fechamento), custo, departamentoCod, sigla, fechamentoId }] }; vazio quando não calculado',
        params: idOrLatestParams,
        response: errorResponses(404),
      },
    },
    async (request) => ({ result: await servico.custoPorArea(db(), request.params.id) }),
  );

  app.get(
    '/fechamento/custo/departamentos',
    {
      config: dashboard,
      schema: {
        tags: [DASHBOARD_TAG],
        summary: 'Custo total de cada departamento em cada fechamento calculado do período',
        description:
          '{ result: [{ nome (departamento), label (fechamento), custo, departamentoCod, sigla, fechamentoId, dataInicio }] }, do fechamento mais antigo ao mais recente; padrão: 12 meses até o último fechamento',
        querystring: periodoQuery,
      },
    },
    async (request) => {
      const { meses, ate } = request.query;
      return { result: await servico.custoPorDepartamento(db(), { meses, ate: servico.normalizarAte(ate) }) };
    },
  );

  app.get(
    '/fechamento/dashboard',
    {
      config: dashboard,
      schema: {
        tags: [DASHBOARD_TAG],
        summary: 'Fechamentos do período do dashboard com as médias de cada um',
        description:
          '{ result: { inicio, fim, fechamentos: [MediaFechamento], disponiveis: [{ id, label, dataInicio, dataFim, calculado }] } }: ' +
          'os fechamentos cujo início está nos `meses` meses que terminam no mês `ate` (padrão: 6 meses até o último fechamento); ' +
          'disponiveis lista todos os fechamentos ativos (para escolher o mês de referência).',
        querystring: periodoQuery,
      },
    },
    async (request) => {
      const { meses, ate } = request.query;
      return { result: await servico.dashboard(db(), meses, ate) };
    },
  );
}
