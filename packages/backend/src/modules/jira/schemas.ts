/** Request and response schemas of the sync administration routes. */
import { Body, Options, Query, Type } from '../../http/fields';
import { errorResponses } from '../../http/schemas';

const TAG = 'Jira';

const execucaoSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    tipo: { type: 'string', enum: ['completa', 'incremental'] },
    origem: { type: 'string', enum: ['agendada', 'manual', 'partida'] },
    status: { type: 'string', enum: ['executando', 'sucesso', 'falha'] },
    iniciadoEm: { type: 'string', format: 'date-time' },
    terminadoEm: { type: ['string', 'null'], format: 'date-time' },
    contagens: { type: 'object', additionalProperties: { type: 'integer' } },
    erro: { type: ['string', 'null'] },
  },
  required: ['id', 'tipo', 'origem', 'status', 'iniciadoEm', 'terminadoEm', 'contagens', 'erro'],
} as const;

export const startSyncSchema = {
  tags: [TAG],
  summary: 'Sincroniza agora com o Jira e o Tempo ("sincronizar agora")',
  description:
    'Inicia uma execução do conector e responde com o seu id; ela segue em segundo plano (acompanhe em ' +
    "GET /jira/sync/execucoes). Sem 'tipo' a execução retoma uma execução que falhou ou decide entre " +
    'completa (releitura da janela inteira, remove o que foi excluído no Tempo) e incremental.',
  body: Body({ tipo: Type.Optional(Options(['completa', 'incremental'], { description: 'Força o tipo da execução' })) }),
  response: {
    200: {
      type: 'object',
      properties: { data: { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] } },
      required: ['data'],
    },
    ...errorResponses(400, 401, 403, 409, 503),
  },
};

export const listRunsSchema = {
  tags: [TAG],
  summary: 'Lista as últimas execuções da sincronização com o Jira/Tempo',
  querystring: Query({ limite: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })) }),
  response: {
    200: {
      type: 'object',
      properties: {
        data: { type: 'array', items: execucaoSchema },
        configurado: { type: 'boolean', description: 'false: sem JIRA_*/TEMPO_* nada sincroniza (dados de demonstração)' },
        emAndamento: { type: 'boolean', description: 'Uma execução está em andamento neste processo' },
      },
      required: ['data', 'configurado', 'emAndamento'],
    },
    ...errorResponses(400, 401, 403),
  },
};
