/** Request and response schemas of the health routes. */
const notReady = {
  type: 'object',
  properties: { status: { type: 'string', enum: ['indisponivel'] }, motivo: { type: 'string' } },
  required: ['status'],
} as const;

export const healthSchema = {
  tags: ['Sistema'],
  summary: 'Vivo: o processo responde (sem consultar o banco; a prontidão é o /ready)',
  response: {
    200: { type: 'object', properties: { status: { type: 'string', enum: ['ok'] } }, required: ['status'] },
  },
} as const;

export const readySchema = {
  tags: ['Sistema'],
  summary: 'Prontidão: banco de dados acessível, migrações aplicadas e a instância não está encerrando',
  response: {
    200: { type: 'object', properties: { status: { type: 'string', enum: ['pronto'] } }, required: ['status'] },
    503: notReady,
  },
} as const;
