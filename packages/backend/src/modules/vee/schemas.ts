/** Request and response schemas of POST /vee/chat. */
import { Body, Text, Type } from '../../http/fields';
import { errorResponses } from '../../http/schemas';

export const VEE_CHAT_PATH = '/vee/chat';
export const MAX_MENSAGEM = 4000;

export const chatSchema = {
  tags: ['Assistente Vee'],
  summary: 'Conversa com a assistente Vee (contrato do webhook do chat)',
  description:
    'Corpo { sessionId, mensagem } → [{ output }] (Markdown); corpo { funcoes: true } → [{ funcionalidades: [{ nome, descricao, prompts }] }]. ' +
    'As ferramentas de Vee leem as rotas da própria API com o token do usuário (mesmas seções e escopos). ' +
    `Limite de mensagens por usuário (VEE_RATE_LIMIT_MAX por VEE_RATE_LIMIT_WINDOW_SECONDS): 429. Modelo indisponível: 502. Mensagem até ${MAX_MENSAGEM} caracteres.`,
  body: Body({
    sessionId: Type.Optional(Text(100)),
    mensagem: Type.Optional(Text(MAX_MENSAGEM)),
    funcoes: Type.Optional(Type.Boolean()),
  }),
  response: {
    200: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          output: { type: 'string' },
          funcionalidades: {
            type: 'array',
            items: {
              type: 'object',
              properties: { nome: { type: 'string' }, descricao: { type: 'string' }, prompts: { type: 'array', items: { type: 'string' } } },
            },
          },
        },
      },
    },
    ...errorResponses(400, 429, 502),
  },
};
