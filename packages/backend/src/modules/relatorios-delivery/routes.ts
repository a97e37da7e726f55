/**
 * Delivery reports API (spec 03 sections 2.6, 3 and 7; contract in README.md beside this file).
 * Section 'relatorios-delivery' on every route. The data are project-level figures (no per-user
 * records), so there is no e-mail scoping beyond the section.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { sectionRoute } from '../../http/guard';
import { errorResponses } from '../../http/schemas';
import { listarClientes } from '../clientes';
import { exigirProjetos, listarCategorias, listarLideres, listarProjetos } from '../projetos';
import {
  anoParams,
  clienteParams,
  COMPARATIVO_CUSTO,
  COMPARATIVO_FATURAMENTO,
  HISTORICO,
  historicoBody,
  historicoParams,
  keyIdParams,
  keyIdPeriodoParams,
  keyParams,
  keyPeriodoParams,
  paresBody,
  paresParams,
  periodoParams,
  RELATORIOS_DELIVERY_TAG,
} from './schemas';
import {
  historicoCustos,
  margemPrevista,
  projetoDoRelatorio,
  relatorioComparativoCusto,
  relatorioComparativoFaturamento,
  resultadoAnual,
  todosProjetos,
  periodoDoCaminho as periodo,
  tipoCusto,
  totaisDosProjetos,
} from './service';
import { typed } from '../../http/fields';

const delivery = sectionRoute('relatorios-delivery');

export async function relatoriosDeliveryRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const db = (): Db => app.db;
  const tags = [RELATORIOS_DELIVERY_TAG];

  app.get(
    '/relatorio/comparativo-custo/todos/:key/:id',
    { config: delivery, schema: { tags, summary: 'Custo previsto x real por mês de um projeto, período inteiro', description: COMPARATIVO_CUSTO, params: keyIdParams, response: errorResponses(404) } },
    async (request) => {
      const p = request.params;
      return { data: await relatorioComparativoCusto(db(), p.key, p.id, null, null) };
    },
  );

  app.get(
    '/relatorio/comparativo-custo/periodo/:key/:id/:inicio/:fim',
    { config: delivery, schema: { tags, summary: 'Custo previsto x real por mês de um projeto num período', description: COMPARATIVO_CUSTO, params: keyIdPeriodoParams, response: errorResponses(400, 404) } },
    async (request) => {
      const p = request.params;
      const [de, ate] = periodo(p.inicio, p.fim);
      return { data: await relatorioComparativoCusto(db(), p.key, p.id, de, ate) };
    },
  );

  app.get(
    '/relatorio/comparativo-faturamento/todos/:key',
    { config: delivery, schema: { tags, summary: 'Faturamento previsto x real por mês de um projeto, período inteiro', description: COMPARATIVO_FATURAMENTO, params: keyParams, response: errorResponses(404) } },
    async (request) => ({ data: await relatorioComparativoFaturamento(db(), request.params.key, null, null) }),
  );

  app.get(
    '/relatorio/comparativo-faturamento/periodo/:key/:inicio/:fim',
    { config: delivery, schema: { tags, summary: 'Faturamento previsto x real por mês de um projeto num período', description: COMPARATIVO_FATURAMENTO, params: keyPeriodoParams, response: errorResponses(400, 404) } },
    async (request) => {
      const p = request.params;
      const [de, ate] = periodo(p.inicio, p.fim);
      return { data: await relatorioComparativoFaturamento(db(), p.key, de, ate) };
    },
  );

  app.get(
    '/relatorio/resultado-anual/:key/:id/:ano',
    {
      config: delivery,
      schema: {
        tags,
        summary: 'Resultado anual do projeto a partir dos relatórios de margem salvos (ano ou total)',
        description:
          '{ data: { projeto, ano, resultados: [{ id, nome, periodo_inicial, receita_bruta, receita_liquida, custo_venda, resultado_bruto, despesas_operacionais, ' +
          'imposto_sem_resultado, resultado_liquido, margem_contribuicao, margem_liquida }], totaisGerais: { faturamentoBrutoRealTotal, faturamentoLiquidoRealTotal, ' +
          'custoTotalRealTotal, resultadoLiquidoTotal, margemLiquidaMensalTotal, margemContribuicaoMensalTotal }, totaisPorAno: [{ ano, ... }], margem_custo_projeto } }. ' +
          'Um relatório por mês: o ativo do mês (o alterado por último quando há vários). Margens em fração.',
        params: anoParams,
        response: errorResponses(400, 404),
      },
    },
    async (request) => {
      const p = request.params;
      return { data: await resultadoAnual(db(), p.key, p.id, p.ano === 'total' ? 'total' : Number(p.ano)) };
    },
  );

  app.get(
    '/relatorio/margem-prevista/:key',
    {
      config: delivery,
      schema: { tags, summary: 'Margem prevista do planejamento do projeto', description: '{ data: { margem_custo_projeto } } (fração; null sem margem)', params: keyParams, response: errorResponses(404) },
    },
    async (request) => {
      const projeto = await projetoDoRelatorio(db(), request.params.key);
      return { data: { margem_custo_projeto: await margemPrevista(db(), projeto.key) } };
    },
  );

  app.post(
    '/relatorio/historico-custos',
    {
      config: delivery,
      schema: {
        tags,
        summary: 'Histórico de custos dos projetos informados por período e tipo de custo',
        description: HISTORICO,
        body: historicoBody,
        response: errorResponses(400),
      },
    },
    async (request) => {
      const body = request.body;
      const [de, ate] = periodo(body.periodoInicial, body.periodoFinal, ['periodoInicial', 'periodoFinal']);
      return { data: await historicoCustos(db(), body.KeysDoProjeto, de, ate, tipoCusto(body.tipoCusto)) };
    },
  );

  app.get(
    '/relatorio/historico-custos/todos/:inicio/:fim/:tipoCusto',
    {
      config: delivery,
      schema: { tags, summary: 'Histórico de custos de todos os projetos por período e tipo de custo', description: HISTORICO, params: historicoParams, response: errorResponses(400) },
    },
    async (request) => {
      const p = request.params;
      const [de, ate] = periodo(p.inicio, p.fim);
      return { data: await historicoCustos(db(), null, de, ate, tipoCusto(p.tipoCusto)) };
    },
  );

  app.get(
    '/relatorio/projetos',
    { config: delivery, schema: { tags, summary: 'Todos os projetos (filtros dos relatórios)', description: '{ data: ProjetoItem[] } por nome: { id, key, name, category, lead, lastIssueUpdateTime, clients, blocked }' } },
    async () => ({ data: await todosProjetos(db()) }),
  );
  app.get(
    '/relatorio/projetos/detalhe/:pares/:inicio/:fim',
    {
      config: delivery,
      schema: {
        tags,
        summary: 'Totais de um ou mais projetos no período (pares KEY:ID, o id é conferido)',
        description:
          '{ data: { total, custoHH, timeSpentTotal, timeSpentBillable } }: custo total (HH + custos extras), custo HH e segundos trabalhados e faturáveis ' +
          'dos projetos no período (o mesmo cálculo do detalhe de projetos).',
        params: paresParams,
        response: errorResponses(400, 404),
      },
    },
    async (request) => totaisDosProjetos(db(), request.params.pares, request.params.inicio, request.params.fim),
  );
  app.post(
    '/relatorio/projetos/detalhe/:inicio/:fim',
    {
      config: delivery,
      schema: {
        tags,
        summary: 'Totais de um ou mais projetos no período, com os pares no corpo (para listas longas demais para a URL)',
        description: 'Corpo { pares }: o mesmo texto do segmento `pares` do GET. Resposta: a do GET.',
        params: periodoParams,
        body: paresBody,
        response: errorResponses(400, 404),
      },
    },
    async (request) => totaisDosProjetos(db(), request.body.pares, request.params.inicio, request.params.fim),
  );
  app.get(
    '/relatorio/clientes/:id/projetos',
    {
      config: delivery,
      schema: {
        tags,
        summary: 'Projetos de um cliente',
        description: '{ data: ProjetoItem[] } por chave (vazio quando o cliente não tem projetos)',
        params: clienteParams,
      },
    },
    async (request) => ({ data: (await listarProjetos(db(), { cliente: request.params.id }, 1, null)).data }),
  );
  app.get(
    '/relatorio/projetos/:key/cliente',
    {
      config: delivery,
      schema: { tags, summary: 'Cliente de um projeto', description: '{ data: { id, name, key } | null }', params: keyParams, response: errorResponses(404) },
    },
    async (request) => {
      const [projeto] = await exigirProjetos(db(), [request.params.key]);
      return { data: projeto!.clients[0] ?? null };
    },
  );
  app.get(
    '/relatorio/clientes',
    { config: delivery, schema: { tags, summary: 'Clientes ativos (filtros dos relatórios)', description: '{ data: [{ id, name, key }] }' } },
    async () => ({ data: await listarClientes(db()) }),
  );
  app.get(
    '/relatorio/categorias',
    { config: delivery, schema: { tags, summary: 'Categorias de projeto (filtros dos relatórios)', description: '{ data: [{ id, name }] }' } },
    async () => ({ data: await listarCategorias(db()) }),
  );
  app.get(
    '/relatorio/lideres',
    { config: delivery, schema: { tags, summary: 'Líderes de projeto (filtros dos relatórios)', description: '{ data: [{ accountId, displayName, email }] }' } },
    async () => ({ data: await listarLideres(db()) }),
  );
}
