import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { CURRENT_PASSWORD_WRONG_MESSAGE, profileSchema, validate, type ProfileForm } from '@financeiro/domain';
import { beginPasswordCheck, loginAccountKey, normalizeIp } from './login-limits';
import { endOtherSessions, loadActiveUser, toUserProfile } from './users';
import { users } from '../../db/schema';
import { badRequest, unauthorized } from '../../http/errors';
import { authenticatedRoute, currentUser } from '../../http/guard';
import { USER_PROFILE, errorResponses, ref } from '../../http/schemas';
import { INVALID_DATA } from '../recuperacao-de-senha/routes';
import { Body, Text, typed } from '../../http/fields';
import { decodeFlatObject } from '../../http/input';

export const EMAIL_READ_ONLY = 'O e-mail não pode ser alterado.';

export default async function usuarioRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  app.get(
    '/usuario',
    {
      config: authenticatedRoute,
      schema: {
        tags: ['Usuário'],
        summary: 'Perfil do usuário autenticado',
        description: 'Dados do usuário da sessão, com as seções e papéis atuais (lidos do banco a cada requisição).',
        response: { 200: { description: 'Perfil', ...ref(USER_PROFILE) }, ...errorResponses(500) },
      },
    },
    async (request) => toUserProfile(currentUser(request)),
  );

  app.put(
    '/usuario',
    {
      config: authenticatedRoute,
      schema: {
        tags: ['Usuário'],
        summary: 'Atualiza o perfil do usuário autenticado',
        description:
          'data = base64 de JSON.stringify({ name, email, observacao, altera, senhaAtual, novaSenha, confirma }) (formulário "Dados de Usuário"). ' +
          'O e-mail é somente leitura (deve ser o do usuário). Com altera verdadeiro a senha muda: senhaAtual é obrigatória e conferida ' +
          `(errada: 400 '${CURRENT_PASSWORD_WRONG_MESSAGE}' no campo senhaAtual, nada é gravado), e todas as outras sessões do usuário ` +
          'terminam (refresh tokens revogados, tokens de acesso recusados); só a sessão que fez a troca continua. Devolve o perfil atualizado.',
        body: Body({ data: Text(16384) }),
        response: { 200: { description: 'Perfil atualizado', ...ref(USER_PROFILE) }, ...errorResponses(400, 500) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      // The decoded form: plain, bounded texts without NUL (decodeFlatObject).
      const form = decodeFlatObject(Buffer.from(request.body.data.trim(), 'base64').toString('utf8'), 16384);
      if (!form) throw badRequest([{ field: 'data', errorMessage: INVALID_DATA }]);
      const result = validate<ProfileForm>(profileSchema, form);
      if (!result.ok) throw badRequest(result.errors);
      const value = result.value;
      if (value.email.trim().toLowerCase() !== user.email) throw badRequest([{ field: 'email', errorMessage: EMAIL_READ_ONLY }]);
      const changes: Partial<typeof users.$inferInsert> = {
        name: value.name,
        observacao: value.observacao ? value.observacao : null,
        updatedAt: new Date(),
      };
      const changingPassword = Boolean(value.altera && value.novaSenha);
      if (changingPassword) {
        // The current password is a password check like the login's: same delay per account and address.
        const subject = { account: loginAccountKey({ id: user.id }, user.usuario), ip: normalizeIp(request.ip) };
        const attempt = await beginPasswordCheck(app.db, app.config.loginLimits, subject);
        const [row] = await app.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id)).limit(1);
        // An account without a password (Google only) has no current password to confirm: it sets one through recovery.
        const currentOk = row?.passwordHash
          ? await app.passwords.verify(row.passwordHash, value.senhaAtual ?? '')
          : await app.passwords.verifyDummy(value.senhaAtual ?? '');
        if (!currentOk) {
          request.log.info({ userId: user.id }, 'troca de senha recusada: senha atual incorreta');
          throw badRequest([{ field: 'senhaAtual', errorMessage: CURRENT_PASSWORD_WRONG_MESSAGE }]);
        }
        await attempt.succeeded();
        changes.passwordHash = await app.passwords.hash(value.novaSenha!);
      }
      const keepFamily = request.sessionFamily;
      if (changingPassword && !keepFamily) throw unauthorized('UNAUTHORIZED');
      await app.db.transaction(async (tx) => {
        await tx.update(users).set(changes).where(eq(users.id, user.id));
        // Every other session ends (ASVS 7.4.1); the one that made the change goes on.
        if (changingPassword) await endOtherSessions(tx, user.id, keepFamily!, changes.updatedAt);
      });
      const updated = await loadActiveUser(app.db, user.id);
      if (!updated) throw unauthorized('UNAUTHORIZED');
      request.log.info({ userId: user.id, passwordChanged: changingPassword }, 'perfil atualizado');
      return toUserProfile(updated);
    },
  );
}
