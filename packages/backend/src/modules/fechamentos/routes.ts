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
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BASES_HORAS_CUSTO_HORA, FECHAMENTO_MESSAGES, fechamentoSchema, type Fechamento } from '@financeiro/domain';
import { validateOrThrow } from '../cadastros/crud';
import type { Db } from '../db/client';
import { fechamento } from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { sectionRoute } from '../http/guard';
import { errorResponses } from '../http/schemas';
import { calcularFechamento, conflict, FECHAMENTO_NAO_ENCONTRADO, previaFechamento } from './calculo';
import { lerConfiguracaoCustoHora, salvarConfiguracaoCustoHora } from './configuracao';
import {
  buscarFechamento,
  buscarResultado,
  custoPorArea,
  custoPorDepartamento,
  fechamentosDoPeriodo,
  listarFechamentos,
  listarAvisos,
  listarResultados,
  mediaBeneficios,
  mediaFechamento,
} from './consultas';
import { Body, Id, IdParams, Int, INT_MAX, Options, Params, Query, Text, Type, typed, yupBody } from '../http/fields';

const TAG = 'Fechamentos';
const DASHBOARD_TAG = 'Dashboard';
const fechamentos = sectionRoute('fechamentos');
const dashboard = sectionRoute('dashboard');

const idParams = IdParams('id');
const closingIdParams = IdParams('closingId');
/** GET /fechamento/custo-hh/media/:id: 0 is the latest closing. */
const idOrLatestParams = Params({ id: Int(0, INT_MAX) });

const recalculateBody = Body({
  isRecalculate: Type.Optional(Type.Boolean({ default: false, description: 'true para recalcular um fechamento já calculado' })),
});

const fechamentoBody = yupBody(fechamentoSchema);

const periodoQuery = Query({
  meses: Type.Optional(Int(1, 12, 'Quantidade de meses do período (3, 6, 9 ou 12; padrão 6)')),
  ate: Type.Optional(
    Text(10, {
      pattern: '^\\d{4}-\\d{2}(-\\d{2})?$',
      description: "Mês de referência (último mês do período), 'yyyy-MM' ou 'yyyy-MM-dd'; padrão: o mês do último fechamento",
    }),
  ),
});

/** At most this many warnings in an answer (the rest is counted). */
const MAX_AVISOS = 50;
const resumirAvisos = (avisos: string[]) =>
  avisos.length <= MAX_AVISOS ? avisos : [...avisos.slice(0, MAX_AVISOS), `... e mais ${avisos.length - MAX_AVISOS} avisos.`];

function toColumns(value: Fechamento) {
  return {
    label: value.label,
    dataInicio: value.dataInicio as string,
    dataFim: value.dataFim as string,
    diasUteis: value.diasUteis,
    descricao: value.descricao ?? null,
    bloqueio: value.bloqueio,
  };
}

const validar = (body: unknown) => validateOrThrow<Fechamento>(fechamentoSchema, body);

export function registerFechamentoRoutes(instance: FastifyInstance): void {
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
        querystring: Query({ ativo: Type.Optional(Options(['true', 'false', '1', '0'])) }),
      },
    },
    async (request) => {
      const { ativo } = request.query;
      return { result: await listarFechamentos(db(), ativo === undefined ? undefined : ativo === 'true' || ativo === '1') };
    },
  );

  app.get(
    '/fechamento/:id',
    {
      config: fechamentos,
      schema: { tags: [TAG], summary: 'Detalhe do fechamento', params: idParams, response: errorResponses(404) },
    },
    async (request) => ({ result: await buscarFechamento(db(), request.params.id) }),
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
      const value = validar(request.body);
      const [inserted] = await db().insert(fechamento).values(toColumns(value)).returning({ id: fechamento.id });
      return { result: { insertId: inserted.id, id: inserted.id } };
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
      const { id } = request.params;
      const value = validar(request.body);
      const columns = toColumns(value);
      const affectedRows = await db().transaction(async (tx) => {
        const [current] = await tx.select().from(fechamento).where(eq(fechamento.id, id)).for('update');
        if (!current) throw notFound(FECHAMENTO_NAO_ENCONTRADO);
        if (current.bloqueio) {
          const changed = (['label', 'dataInicio', 'dataFim', 'diasUteis', 'descricao'] as const).some(
            (key) => current[key] !== columns[key],
          );
          if (changed) throw conflict(FECHAMENTO_MESSAGES.bloqueadoEdicao);
        }
        await tx
          .update(fechamento)
          .set({ ...columns, updatedAt: new Date() })
          .where(eq(fechamento.id, id));
        return 1;
      });
      return { result: { affectedRows } };
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
      const { id } = request.params;
      const { isRecalculate = false } = request.body;
      const porBeneficio = new Map<string, { benefCod: number | null; sigla: string | null; nome: string | null; colaboradores: number; total: Decimal }>();
      let descontos = new Decimal(0);
      const previa = await previaFechamento(db(), id, isRecalculate, (parte) => {
        for (const { resultado } of parte.colaboradores) {
          descontos = descontos.plus(resultado.detalhamento.descontoBeneficios);
          for (const beneficio of resultado.detalhamento.beneficios) {
            const key = String(beneficio.benefCod ?? beneficio.sigla);
            const item = porBeneficio.get(key) ?? { benefCod: beneficio.benefCod, sigla: beneficio.sigla, nome: beneficio.nome, colaboradores: 0, total: new Decimal(0) };
            item.colaboradores += 1;
            item.total = item.total.plus(beneficio.valorEmpresa);
            porBeneficio.set(key, item);
          }
        }
      });
      return {
        result: {
          fechamentoId: id,
          colaboradores: previa.colaboradores,
          beneficioTotal: previa.totais.beneficioTotal,
          descontoColaborador: descontos.toFixed(2),
          beneficios: [...porBeneficio.values()].map(({ total, ...item }) => ({ ...item, total: total.toFixed(2) })),
          avisos: resumirAvisos(previa.avisos),
        },
      };
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
      const { closingId } = request.params;
      const { isRecalculate = false } = request.body;
      const porImposto = new Map<string, { cod: number | null; sigla: string | null; nome: string | null; colaborador: Decimal; filial: Decimal }>();
      let encargos = new Decimal(0);
      const previa = await previaFechamento(db(), closingId, isRecalculate, (parte) => {
        for (const { resultado } of parte.colaboradores) {
          encargos = encargos.plus(resultado.detalhamento.encargos.total);
          for (const imposto of resultado.detalhamento.impostos) {
            const key = String(imposto.cod ?? imposto.sigla);
            const item = porImposto.get(key) ?? { cod: imposto.cod, sigla: imposto.sigla, nome: imposto.nome, colaborador: new Decimal(0), filial: new Decimal(0) };
            item.colaborador = item.colaborador.plus(imposto.parteColaborador);
            item.filial = item.filial.plus(imposto.parteFilial);
            porImposto.set(key, item);
          }
        }
      });
      return {
        result: {
          fechamentoId: closingId,
          colaboradores: previa.colaboradores,
          impostoTotal: previa.totais.impostoTotal,
          encargos: encargos.toFixed(2),
          impostos: [...porImposto.values()]
            .sort((a, b) => (a.cod ?? 0) - (b.cod ?? 0))
            .map(({ colaborador, filial, ...item }) => ({
              ...item,
              parteColaborador: colaborador.toFixed(2),
              parteFilial: filial.toFixed(2),
            })),
          avisos: resumirAvisos(previa.avisos),
        },
      };
    },
  );

  const baseHorasSchema = Type.Union(
    BASES_HORAS_CUSTO_HORA.map((base) => Type.Literal(base)),
    { description: "carga_colaborador: custo total ÷ (dias úteis × carga diária do colaborador); oito_horas: ÷ (dias úteis × 8)" },
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
    async () => ({ result: await lerConfiguracaoCustoHora(db()) }),
  );

  app.put(
    '/fechamento/configuracao',
    {
      config: fechamentos,
      schema: {
        tags: [TAG],
        summary: 'Altera a base diária do custo-hora; vale para os cálculos seguintes (um fechamento já calculado muda ao ser recalculado)',
        body: Body({ baseHorasCustoHora: baseHorasSchema }),
        response: errorResponses(400),
      },
    },
    async (request) => ({
      result: await salvarConfiguracaoCustoHora(db(), request.body.baseHorasCustoHora, request.user?.id ?? null),
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
        body: Body({ partTimeColab: Type.Optional(Type.Boolean({ default: true, description: 'Custo-hora de meio período pela própria carga horária' })) }),
        response: errorResponses(400, 404, 409),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { partTimeColab = true } = request.body;
      const resultado = await calcularFechamento(db(), id, { partTimeColab });
      app.metrics.fechamentosCalculados.inc();
      return { result: { ...resultado, avisos: resumirAvisos(resultado.avisos) } };
    },
  );

  app.get(
    '/fechamento/custo-hh/:id',
    {
      config: fechamentos,
      schema: {
        tags: [TAG],
        summary: 'Resultados por colaborador do fechamento (ordenados por matrícula)',
        description:
          '{ result: [{ matricula, nome, funcao, departamento, regime, filial, salarioBase, beneficioTotal, impostoTotal, ' +
          'salarioLiquido, salarioFilial, provisaoDecimoTerceiro, provisaoFerias, provisaoRescisao, custoTotal, custoHora, ' +
          'custoHoraMeioPeriodo, cargaHoraria, meioPeriodo, ... }] }; ?detalhamento=true inclui o detalhamento de cada um.',
        params: idParams,
        querystring: Query({ detalhamento: Type.Optional(Type.Boolean({ default: false })) }),
        response: errorResponses(404),
      },
    },
    async (request) => {
      const { id } = request.params;
      const { detalhamento } = request.query;
      return { result: await listarResultados(db(), id, detalhamento) };
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
    async (request) => ({ result: await listarAvisos(db(), request.params.id) }),
  );

  app.get(
    '/fechamento/custo-hh/:id/:mat',
    {
      config: fechamentos,
      schema: {
        tags: [TAG],
        summary: 'Resultado de um colaborador no fechamento, com o detalhamento do cálculo',
        params: Params({ id: Id(), mat: Id() }),
        response: errorResponses(404),
      },
    },
    async (request) => {
      const { id, mat } = request.params;
      return { result: await buscarResultado(db(), id, mat) };
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
    async (request) => ({ result: await mediaBeneficios(db(), request.params.id) }),
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
    async (request) => ({ result: await mediaFechamento(db(), request.params.id) }),
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
    async (request) => ({ result: await custoPorArea(db(), request.params.id) }),
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
      return { result: await custoPorDepartamento(db(), { meses, ate: normalizarAte(ate) }) };
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
      const periodo = await fechamentosDoPeriodo(db(), { meses, ate: normalizarAte(ate) });
      const todos = await listarFechamentos(db(), true);
      return {
        result: {
          ...periodo,
          disponiveis: todos.map(({ id, label, dataInicio, dataFim, calculado }) => ({ id, label, dataInicio, dataFim, calculado })),
        },
      };
    },
  );
}

/** 'yyyy-MM' -> 'yyyy-MM-01'; checks the month. */
function normalizarAte(ate: string | undefined): string | undefined {
  if (!ate) return undefined;
  const iso = ate.length === 7 ? `${ate}-01` : ate;
  const month = Number(iso.slice(5, 7));
  if (month < 1 || month > 12) throw badRequest([{ field: 'ate', errorMessage: 'Mês inválido.' }]);
  return iso;
}
