/**
 * Forecast routes (issue 38; contract in README.md beside this file).
 *
 *   GET /projecao/:key                 one project's Projeção    (projetos or relatorios-delivery)
 *   GET /projecao-carteira             the portfolio             (relatorios-delivery)
 *   GET /relatorio/fluxo-caixa         the cash flow projection  (relatorios-delivery)
 *   GET|PUT /admin/projecao/limites    the portfolio thresholds  (administrator)
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { adminRoute, anySectionRoute, currentUser, sectionRoute } from '../../http/guard';
import { typed } from '../../http/fields';
import { carteiraQuery, fluxoQuery, keyParams, limitesBody, respostas, TAG } from './schemas';
import { carteiraJson, fluxoDeCaixa, limitesDaCarteira, projecaoDoProjeto, salvarLimites } from './service';
import { hojeNoServidor } from '../../hoje';

const delivery = sectionRoute('relatorios-delivery');

export async function projecaoRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);

  app.get(
    '/projecao/:key',
    {
      config: anySectionRoute('projetos', 'relatorios-delivery'),
      schema: {
        tags: [TAG],
        summary: 'Projeção do projeto: realizado, a realizar, estimativas no término (a/b), variação explicada',
        description:
          'Do planejamento do projeto e das horas lançadas (agregado mensal), com o custo-hora dos fechamentos calculados. ' +
          'Meses depois do último fechamento: provisórios; degraus: o ajuste de cada fechamento. 404 sem planejamento.',
        params: keyParams,
        response: respostas.projecao,
      },
    },
    async (request) => ({ data: await projecaoDoProjeto(app.db, request.params.key, hojeNoServidor()) }),
  );

  app.get(
    '/projecao-carteira',
    {
      config: delivery,
      schema: {
        tags: [TAG],
        summary: 'Carteira: cada projeto ativo com planejamento, sua margem no término e o status, em ordem de risco (responde na hora)',
        description:
          'Filtros: cliente (id), lider (accountId), categoria (id). Status pelos limites do administrador. Responde na hora com as linhas guardadas: ' +
          "as de entradas alteradas vêm com os valores anteriores e 'recalculando': true; projetos nunca calculados vêm em 'semProjecao' " +
          "(valor de venda, custo e margem planejados). 'recalculando' conta ambos, calculados em segundo plano: consulte de novo até ser 0.",
        querystring: carteiraQuery,
        response: respostas.carteira,
      },
    },
    // Answered at once from the kept lines; the stale and missing ones are computed after the answer by the
    // alerts' evaluator (its background pass, under its lock), which the screen polls for: a filtered
    // Carteira's own lines first (the whole portfolio's pass follows), whichever API process runs the pass (the keys
    // also recorded in projecao_carteira_pedido, read by the lock holder before each batch).
    // The answer's text comes built from the database (carteiraJson): sent as it is, not parsed and serialized again.
    // (The reply untyped: its typed send takes the answer's object, the schema's; this is the same answer as text.)
    async (request, reply) => {
      const { texto, recalculando, faltam } = await carteiraJson(app.db, request.query, hojeNoServidor());
      const filtrada = Object.values(request.query).some((valor) => valor !== undefined);
      if (recalculando > 0) await app.avaliadorDeAlertas.pedirCarteira(filtrada ? faltam : []);
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(`{"data":${texto}}`);
    },
  );

  app.get(
    '/relatorio/fluxo-caixa',
    {
      config: delivery,
      schema: {
        tags: [TAG],
        summary: 'Fluxo de Caixa: receita, custo, líquido e acumulado por mês',
        description:
          "Janela de ?de=MM-AAAA a ?ate=MM-AAAA (até 36 meses). Meses até o último fechamento calculado: 'realizado' (receita dos relatórios de margem, " +
          'custo real); depois: valor de venda dos planos e custo projetado da carteira.',
        querystring: fluxoQuery,
        response: respostas.fluxo,
      },
    },
    async (request) => ({ data: await fluxoDeCaixa(app.db, request.query.de, request.query.ate, hojeNoServidor()) }),
  );

  app.get(
    '/admin/projecao/limites',
    { config: adminRoute, schema: { tags: [TAG], summary: 'Limites de status da carteira', response: respostas.limites } },
    async () => ({ data: await limitesDaCarteira(app.db) }),
  );

  app.put(
    '/admin/projecao/limites',
    {
      config: adminRoute,
      schema: {
        tags: [TAG],
        summary: 'Altera os limites de status da carteira',
        description: 'Frações (0.15 = 15%): margemAtencao ≥ margemRisco; desvioAtencao ≤ desvioRisco.',
        body: limitesBody,
        response: respostas.limitesSalvos,
      },
    },
    async (request) => salvarLimites(app.db, request.body, currentUser(request).id),
  );
}
