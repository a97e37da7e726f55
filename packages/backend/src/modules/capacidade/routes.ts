/**
 * Capacity reports (spec 03 section 7 'Delivery reports' and 'Capacity'), section
 * 'relatorios-delivery'. Contract in README.md beside this file.
 *
 *   GET /relatorio/capacidade-area/:inicio/:fim                 -> LinhaCapacidadeArea[]
 *   GET /relatorio/capacidade-projeto/:inicio/:fim/:projetos    -> { projetos: BlocoCapacidadeProjeto[] }
 */
import type { FastifyInstance } from 'fastify';
import { lerSelecaoProjetosCapacidade, parseDateBR, parseIsoDate, toIsoDate } from '@financeiro/domain';
import { badRequest } from '../http/errors';
import { sectionRoute } from '../http/guard';
import { errorResponses } from '../http/schemas';
import { DEMO_PROJETO_AUSENCIAS } from '../seed/projetos';
import { capacidadePorArea, capacidadePorProjeto } from './servico';
import { Body, DateText, KeyList, Params, typed } from '../http/fields';

const TAG = 'Relatórios Delivery';
const secao = sectionRoute('relatorios-delivery');

export const CAPACIDADE_ERROS = {
  data: 'Data inválida (use aaaa-MM-dd).',
  periodo: 'Período Inicial menor que Período Final.',
  periodoLongo: 'O período do relatório de capacidade é de no máximo 2 anos.',
  projetos: 'Informe os projetos (ids separados por vírgula, TODOS ou NAO-INT-1000).',
} as const;

/** Longest period accepted (days, inclusive). */
export const MAX_DIAS_CAPACIDADE = 731;

function data(value: string, campo: string): string {
  const parts = parseIsoDate(value) ?? parseDateBR(value);
  if (!parts) throw badRequest([{ field: campo, errorMessage: CAPACIDADE_ERROS.data }]);
  return toIsoDate(parts);
}

function periodo(params: { inicio: string; fim: string }): { inicio: string; fim: string } {
  const inicio = data(params.inicio, 'inicio');
  const fim = data(params.fim, 'fim');
  // The spec's wording for a start after the end (section 5 'Reports').
  if (fim < inicio) throw badRequest([{ field: 'fim', errorMessage: CAPACIDADE_ERROS.periodo }]);
  const dias = (Date.parse(fim) - Date.parse(inicio)) / 86_400_000 + 1;
  if (dias > MAX_DIAS_CAPACIDADE) throw badRequest([{ field: 'fim', errorMessage: CAPACIDADE_ERROS.periodoLongo }]);
  return { inicio, fim };
}

const datas = {
  inicio: DateText("Início do período, 'aaaa-MM-dd' (ou dd/MM/aaaa codificado)"),
  fim: DateText("Fim do período, 'aaaa-MM-dd' (ou dd/MM/aaaa codificado)"),
};

/**
 * Key of the project whose Tempo plans are vacations: JIRA_ABSENCE_PROJECT_KEY (read by the Jira
 * connector's config, or from the environment when the connector is off), else the demo seed's.
 */
export function chaveAusencia(app: FastifyInstance): string {
  return app.jiraSync.config?.absenceProjectKey ?? (process.env.JIRA_ABSENCE_PROJECT_KEY?.trim() || DEMO_PROJETO_AUSENCIAS.chave);
}

export default async function capacidadeRoutes(instance: FastifyInstance): Promise<void> {
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
          "variacaoFaturavel ('12,50%' ou '-'), variacaoFaturavelValor }. Horas com 2 casas; ocupação = horas / obrigatórias x 100. " +
          'Colaboradores ativos no cadastro com vínculo em algum dia do período; planejadas/realizadas/faturáveis em projetos de cliente (sem INT-1000); ' +
          'férias = planos do projeto de ausências (JIRA_ABSENCE_PROJECT_KEY). Período de até 2 anos.',
        params: Params(datas),
        response: errorResponses(400),
      },
    },
    async (request) => {
      const { inicio, fim } = periodo(request.params);
      return capacidadePorArea(app.db, inicio, fim, chaveAusencia(app));
    },
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
          'horasRealizadas, horasFaturaveis, ocupacao, variacaoFaturavel, variacaoFaturavelValor }] }] } — só projetos com alguém planejado ou com horas no período.',
        params: Params({ ...datas, projetos: KeyList('Ids separados por vírgula, TODOS ou NAO-INT-1000') }),
        response: errorResponses(400),
      },
    },
    async (request) => capacidadeProjeto(request.params, request.params.projetos),
  );
  app.post(
    '/relatorio/capacidade-projeto/:inicio/:fim',
    {
      config: secao,
      schema: {
        tags: [TAG],
        summary: 'Capacidade por projeto, com a seleção no corpo (para listas longas demais para a URL)',
        description: 'Corpo { projetos }: o mesmo texto do segmento `projetos` do GET. Resposta: a do GET.',
        params: Params(datas),
        body: Body({ projetos: KeyList('Ids separados por vírgula, TODOS ou NAO-INT-1000') }),
        response: errorResponses(400),
      },
    },
    async (request) => capacidadeProjeto(request.params, request.body.projetos),
  );

  async function capacidadeProjeto(datasDoCaminho: { inicio: string; fim: string }, projetos: string) {
    const { inicio, fim } = periodo(datasDoCaminho);
    const selecao = lerSelecaoProjetosCapacidade(projetos);
    if (!selecao) throw badRequest([{ field: 'projetos', errorMessage: CAPACIDADE_ERROS.projetos }]);
    return capacidadePorProjeto(app.db, inicio, fim, selecao, chaveAusencia(app));
  }
}
