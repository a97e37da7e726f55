/**
 * Capacity reports (spec 03 section 7 'Delivery reports' and 'Capacity'), section
 * 'relatorios-delivery'. Contract in README.md beside this file.
 *
 *   GET /relatorio/capacidade-area/:inicio/:fim                 -> LinhaCapacidadeArea[]
 *   GET /relatorio/capacidade-projeto/:inicio/:fim/:projetos    -> { projetos: BlocoCapacidadeProjeto[] }
 */
import type { FastifyInstance } from 'fastify';
import { sectionRoute } from '../../http/guard';
import { errorResponses } from '../../http/schemas';
import { typed } from '../../http/fields';
import * as servico from './service';
import { periodoParams, projetoBody, projetoParams, TAG } from './schemas';


const secao = sectionRoute('relatorios-delivery');

/**
 * Key of the project whose Tempo plans are vacations: the Jira connector's JIRA_ABSENCE_PROJECT_KEY,
 * else the application's setting (the same variable, default the demo seed's key).
 */
const chaveAusencia = (app: FastifyInstance): string => app.jiraSync.config?.absenceProjectKey ?? app.config.chaveProjetoAusencias;

export async function capacidadeRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  app.get(
    '/relatorio/capacidade-area/:inicio/:fim',
    {
      config: secao,
      schema: {
        tags: [TAG],
        summary: 'Capacidade por área: uma linha por colaborador no período',
        description:
          'Resposta: a lista de linhas (spec 03 seção 3 "Capacity row (area)"): { colaborador { mat, nome, sobrenome, demissao, departamento { cod, nome }, ' +
          'regime { cod, nome }, funcao { nome { nome } } }, perfil, infoMaiorAlocacao { categoria }, horasPorDia, totalHorasObrigatorias, ' +
          'totalHorasPlanejadas, ferias, horasLivres, horasRealizadas, horasFaturaveis, ocupacao { ocupacaoPlanejada, ocupacaoRealizada, ocupacaoFaturavel }, ' +
          "variacaoFaturavel ('12,50%' ou '-'), variacaoFaturavelValor }. Horas com 2 casas; ocupação = horas / obrigatórias x 100 (null numa linha sem horas obrigatórias). " +
          'Colaboradores ativos no cadastro com vínculo em algum dia do período; planejadas/realizadas/faturáveis em projetos de cliente (sem INT-1000); ' +
          'férias = planos do projeto de ausências (JIRA_ABSENCE_PROJECT_KEY). Período de até 2 anos.',
        params: periodoParams,
        response: errorResponses(400),
      },
    },
    async (request) => servico.porArea(app.db, request.params, chaveAusencia(app)),
  );

  app.get(
    '/relatorio/capacidade-projeto/:inicio/:fim/:projetos',
    {
      config: secao,
      schema: {
        tags: [TAG],
        summary: 'Capacidade por projeto: colaboradores de cada projeto selecionado no período',
        description:
          '`projetos`: ids separados por vírgula (até 500), ou TODOS (todos os projetos com atividade, menos o de ausências), ou NAO-INT-1000 (os mesmos sem ' +
          'nome com INT-1000). Resposta: { projetos: [{ projeto { id, key, label, categoria }, colaboradores: [{ colaborador { mat, accountId, nome, sobrenome, ' +
          'demissao, departamento (texto), regime (texto; null sem cadastro), funcao { nome } }, perfil, horasPorDia, totalHorasObrigatorias, horasPlanejadas, ' +
          'horasRealizadas, horasFaturaveis, ocupacao (cada uma null sem horas obrigatórias, como a de um usuário Jira sem cadastro), variacaoFaturavel, variacaoFaturavelValor }] }] } — só projetos com alguém planejado ou com horas no período.',
        params: projetoParams,
        response: errorResponses(400),
      },
    },
    async (request) => servico.porProjeto(app.db, request.params, request.params.projetos, chaveAusencia(app)),
  );
  app.post(
    '/relatorio/capacidade-projeto/:inicio/:fim',
    {
      config: secao,
      schema: {
        tags: [TAG],
        summary: 'Capacidade por projeto, com a seleção no corpo (para listas longas demais para a URL)',
        description: 'Corpo { projetos }: o mesmo texto do segmento `projetos` do GET. Resposta: a do GET.',
        params: periodoParams,
        body: projetoBody,
        response: errorResponses(400),
      },
    },
    async (request) => servico.porProjeto(app.db, request.params, request.body.projetos, chaveAusencia(app)),
  );
}
