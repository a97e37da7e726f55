/**
 * POST /vee/chat: the webhook contract the chat screen speaks (spec 03 section 7, Chat), behind
 * the signed-in user's token (section 'relatorios-delivery'):
 *   { sessionId, mensagem } -> [{ output }]
 *   { funcoes: true }       -> [{ funcionalidades: [{ nome, descricao, prompts }] }]
 */
import type { FastifyInstance } from 'fastify';
import { todayInSaoPaulo } from '@financeiro/domain';
import { takeRate } from '../contas';
import { badRequest, HttpError, tooManyRequests } from '../../http/errors';
import { currentUser, sectionRoute } from '../../http/guard';
import { errorResponses } from '../../http/schemas';
import { sugestoesPara } from './catalogo';
import { VeeService, VeeUnavailableError } from './service';
import { Body, Text, Type, typed } from '../../http/fields';

export const VEE_CHAT_PATH = '/vee/chat';
export const MAX_MENSAGEM = 4000;

export default async function veeRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const service = new VeeService(app, app.config.vee, app.log.child({ modulo: 'vee' }));

  app.post(
    VEE_CHAT_PATH,
    {
      config: sectionRoute('relatorios-delivery'),
      schema: {
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
      },
    },
    async (request) => {
      const user = currentUser(request);
      const body = request.body;
      if (body.funcoes === true) return [{ funcionalidades: sugestoesPara(user.sections) }];

      const mensagem = (body.mensagem ?? '').trim();
      const sessionId = (body.sessionId ?? '').trim();
      const errors = [
        ...(mensagem ? [] : [{ field: 'mensagem', errorMessage: 'Campo obrigatório.' }]),
        ...(sessionId ? [] : [{ field: 'sessionId', errorMessage: 'Campo obrigatório.' }]),
      ];
      if (errors.length) throw badRequest(errors);
      if (!(await takeRate(app.db, 'vee', String(user.id), app.config.vee.rateLimit))) throw tooManyRequests();

      try {
        const output = await service.answer({
          user,
          authorization: request.headers.authorization!,
          sessionId,
          mensagem,
          today: todayInSaoPaulo(),
        });
        return [{ output }];
      } catch (error) {
        if (error instanceof VeeUnavailableError) throw new HttpError(502, { errors: [{ errorMessage: error.message }] });
        throw error;
      }
    },
  );
}
