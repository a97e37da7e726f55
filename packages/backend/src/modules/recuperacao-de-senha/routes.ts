/**
 * Password recovery (spec 03 sections 2.2 and 4; spec 01 section 7 "Login and password"):
 * POST /password/forgot and POST /password/reset. POST /password/check with isRecovery lives in
 * auth.ts and uses findUsableResetToken.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { forgotPasswordSchema, resetPasswordSchema, validate, type ForgotPasswordForm, type ResetPasswordForm } from '@financeiro/domain';
import { normalizeIp } from '../contas/login-limits';
import { takeRate } from '../contas/rate';
import { consumeResetToken, createResetToken } from './recovery';
import { endAllSessions } from '../contas/users';
import { users } from '../../db/schema';
import { badRequest, tooManyRequests } from '../../http/errors';
import { publicRoute } from '../../http/guard';
import { errorResponses } from '../../http/schemas';
import { resetPasswordMail } from '../../mail/messages';
import { Body, Text, Type, typed } from '../../http/fields';

const TAG = 'Autenticação';
export const RESET_INVALID = 'Solicitação de recuperação de senha inválida ou expirada.';
export const INVALID_DATA = 'Problema ao validar dados enviados.';

const resultResponse = {
  200: { type: 'object', properties: { result: { type: 'boolean' } }, required: ['result'] },
} as const;

/** base64 of UTF-8 text; undefined when it is not valid base64. */
export function decodeBase64Text(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(value.trim())) return undefined;
  return Buffer.from(value.trim(), 'base64').toString('utf8');
}

export default async function passwordRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const { db, passwords, mailer } = app;
  const cfg = app.config.passwordReset;

  app.post(
    '/password/forgot',
    {
      config: publicRoute,
      schema: {
        tags: [TAG],
        summary: 'Pedir o e-mail de recuperação de senha',
        description:
          'Responde sempre { result: true } (existindo ou não a conta) antes de procurar a conta; depois, em segundo plano, envia um link ' +
          `${'<APP_URL>'}/recover/<token> válido por 30 minutos e de uso único. Limites: por conta (PASSWORD_RESET_MAX_PER_ACCOUNT ` +
          'por hora; acima dele nada é enviado, com a mesma resposta) e por endereço IP (PASSWORD_RESET_MAX_PER_IP, 429).',
        body: Body({ email: Type.Optional(Text(400)) }),
        response: { ...resultResponse, ...errorResponses(400, 429, 500) },
      },
    },
    async (request) => {
      const result = validate<ForgotPasswordForm>(forgotPasswordSchema, request.body);
      if (!result.ok) throw badRequest(result.errors);
      const { email } = result.value;
      const now = new Date();
      if (!(await takeRate(db, 'forgot-ip', normalizeIp(request.ip), { max: cfg.maxPerIp, windowSeconds: cfg.windowSeconds }, now))) {
        throw tooManyRequests();
      }
      // The answer goes out first; the account lookup, its limit, the token and the message come
      // after it (mailer.later), so known and unknown addresses do exactly the same work before answering.
      const log = request.log;
      mailer.later(async () => {
        const withinAccountLimit = await takeRate(db, 'forgot-account', email, { max: cfg.maxPerAccount, windowSeconds: cfg.windowSeconds }, now);
        const [user] = await db
          .select({ id: users.id, name: users.name, email: users.email })
          .from(users)
          .where(and(eq(users.email, email), eq(users.ativo, true)))
          .limit(1);
        if (!user) return null;
        if (!withinAccountLimit) {
          log.warn({ userId: user.id }, 'recuperação de senha: limite por conta atingido');
          return null;
        }
        const token = await createResetToken(db, user.id, cfg.ttlSeconds, now);
        return resetPasswordMail(app.config.appUrl, user, token, cfg.ttlSeconds);
      });
      return { result: true };
    },
  );

  app.post(
    '/password/reset',
    {
      config: publicRoute,
      schema: {
        tags: [TAG],
        summary: 'Gravar a nova senha com o token de recuperação',
        description:
          'senha (e confirma, opcional) em base64 de UTF-8 e o token do link. O token é de uso único; a troca encerra ' +
          'todas as sessões do usuário (refresh tokens revogados, tokens de acesso anteriores recusados).',
        body: Body({
          senha: Type.Optional(Text(2048)),
          confirma: Type.Optional(Text(2048)),
          token: Type.Optional(Text(200)),
        }),
        response: { ...resultResponse, ...errorResponses(400, 500) },
      },
    },
    async (request) => {
      const { body } = request;
      const senha = decodeBase64Text(body.senha);
      const confirma = body.confirma === undefined ? senha : decodeBase64Text(body.confirma);
      if (senha === undefined || confirma === undefined) throw badRequest([{ field: 'senha', errorMessage: INVALID_DATA }]);
      const result = validate<ResetPasswordForm>(resetPasswordSchema, { senha, confirma });
      if (!result.ok) throw badRequest(result.errors);
      const hash = await passwords.hash(result.value.senha);
      const now = new Date();
      const userId = await db.transaction(async (tx) => {
        const id = await consumeResetToken(tx, body.token, now);
        if (id === null) return null;
        const [updated] = await tx
          .update(users)
          .set({ passwordHash: hash, updatedAt: now })
          .where(and(eq(users.id, id), eq(users.ativo, true)))
          .returning({ id: users.id });
        if (!updated) return null;
        await endAllSessions(tx, id, now);
        return id;
      });
      if (userId === null) throw badRequest([{ field: 'token', errorMessage: RESET_INVALID }]);
      request.log.info({ userId }, 'senha redefinida por recuperação; sessões encerradas');
      return { result: true };
    },
  );
}
