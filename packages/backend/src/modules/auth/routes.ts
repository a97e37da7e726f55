/**
 * Login and session routes (spec 01 section 7 "Login and password", spec 03 sections 2.2 and 3).
 * None of them answers 401 for wrong credentials: the client treats 401 as session expiry.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { beginPasswordCheck, loginAccountKey, normalizeIp, RotationError, issueSession, revokeFamily, rotateSession, TokenError, bearerToken, refreshClaims, type RefreshClaims, findLoginCandidate, loadActiveUser, toUserPayload, updatePasswordHash, parseLoginBody, userOfAccessToken } from '../contas';
import { findUsableResetToken } from '../recuperacao-de-senha';
import { HttpError, MESSAGES, badRequest, serviceUnavailable, unauthorized } from '../../http/errors';
import { GoogleSignIn, resolveGoogleUser, type GoogleProfile } from './google';
import { submitRegistration } from '../cadastro-de-acesso';
import { publicRoute } from '../../http/guard';
import { AUTH_SESSION, USER, errorResponses, ref } from '../../http/schemas';
import { Body, COLUMN, FormText, Text, Type, typed } from '../../http/fields';

const TAG = 'Autenticação';

const RECOVERY_INVALID = 'Solicitação de recuperação de senha inválida ou expirada.';
export const GOOGLE_FAILURE = 'Erro ao autenticar com o Google.';
export const GOOGLE_LINK_NOT_ALLOWED =
  'Já existe uma conta com este e-mail, mas o vínculo com o Google não foi permitido por um administrador.';
export const GOOGLE_REGISTRATION_REQUESTED =
  'Sua conta Google ainda não tem acesso: uma solicitação de cadastro foi enviada aos administradores.';

function headerValue(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

/** The refresh token from the body, or from the `refresh_token` header the client always sends. */
function presentedRefreshToken(request: FastifyRequest, body: { refresh_token?: string }): string | undefined {
  const fromBody = body.refresh_token?.trim() ?? '';
  return fromBody || headerValue(request.headers.refresh_token);
}

const credentialsBody = Body(
  {
    authorization: Type.Optional(Text(2048)),
    usuario: Type.Optional(FormText(COLUMN.email)),
    senha: Type.Optional(FormText(COLUMN.senha)),
  },
  {
    description:
      'authorization = base64 de JSON.stringify({ usuario, senha }) (forma usada pela aplicação); ' +
      'também aceita { usuario, senha } em JSON simples.',
  },
);

const sessionResponse = { description: 'Sessão criada', ...ref(AUTH_SESSION) };

export default async function authRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const { db, tokens, passwords } = app;
  const limits = app.config.loginLimits;

  app.post(
    '/login',
    {
      config: publicRoute,
      schema: {
        tags: [TAG],
        summary: 'Entrar com usuário e senha',
        description:
          'Devolve token de acesso (15 min), refresh token (7 dias) e o usuário com suas seções. ' +
          `Credenciais erradas: 400 '${MESSAGES.invalidCredentials}'. Depois de LOGIN_FREE_FAILURES_PER_ACCOUNT falhas da conta ` +
          '(usuário e e-mail contam juntos) ou LOGIN_FREE_FAILURES_PER_IP do endereço, cada nova tentativa espera 2^(n - livres) s ' +
          '(até LOGIN_MAX_DELAY_SECONDS) antes de a senha ser conferida: 429 com Retry-After. Nunca bloqueia a conta.',
        body: credentialsBody,
        response: { 200: sessionResponse, ...errorResponses(400, 429, 500) },
      },
    },
    async (request) => {
      const credentials = parseLoginBody(request.body);
      const candidate = await findLoginCandidate(db, credentials.usuario);
      const subject = { account: loginAccountKey(candidate, credentials.usuario), ip: normalizeIp(request.ip) };
      let attempt;
      try {
        attempt = await beginPasswordCheck(db, limits, subject);
      } catch (error) {
        request.log.warn({ ip: subject.ip }, 'login adiado por excesso de tentativas');
        throw error;
      }
      const passwordOk = candidate?.passwordHash
        ? await passwords.verify(candidate.passwordHash, credentials.senha)
        : await passwords.verifyDummy(credentials.senha);
      const user = passwordOk && candidate?.ativo ? await loadActiveUser(db, candidate.id) : null;
      if (!candidate || !user) {
        request.log.info({ ip: subject.ip }, 'login recusado');
        throw badRequest(MESSAGES.invalidCredentials);
      }
      await attempt.succeeded();
      if (candidate.passwordHash && passwords.needsRehash(candidate.passwordHash)) {
        await updatePasswordHash(db, user.id, await passwords.hash(credentials.senha));
      }
      const session = await issueSession(db, tokens, user.id);
      request.log.info({ userId: user.id }, 'login efetuado');
      return { ...session, user: toUserPayload(user) };
    },
  );

  app.post(
    '/login/refresh',
    {
      config: publicRoute,
      schema: {
        tags: [TAG],
        summary: 'Renovar a sessão com o refresh token',
        description:
          'O refresh token é de uso único: a resposta traz um novo par. Reapresentar um refresh token já usado ' +
          "revoga toda a família (todas as sessões derivadas do mesmo login) e responde 401 com code 'UNAUTHORIZED'. " +
          'O refresh token pode vir no corpo ou no cabeçalho refresh_token.',
        body: Body({ refresh_token: Type.Optional(Text(COLUMN.token)) }),
        response: { 200: sessionResponse, ...errorResponses(400, 401, 500) },
      },
    },
    async (request) => {
      const presented = presentedRefreshToken(request, request.body);
      if (!presented) throw badRequest([{ field: 'refresh_token', errorMessage: MESSAGES.required }]);
      let claims: RefreshClaims;
      try {
        claims = await tokens.verifyRefresh(presented);
      } catch (error) {
        if (error instanceof TokenError) throw unauthorized(error.code);
        throw error;
      }
      const user = await loadActiveUser(db, claims.userId);
      if (!user) {
        await revokeFamily(db, claims.familyId);
        throw unauthorized('UNAUTHORIZED');
      }
      try {
        const session = await rotateSession(db, tokens, claims);
        return { ...session, user: toUserPayload(user) };
      } catch (error) {
        if (error instanceof RotationError) {
          if (error.reason === 'reused') {
            request.log.warn({ userId: claims.userId, familyId: error.familyId }, 'refresh token reutilizado: família revogada');
          }
          throw unauthorized(error.reason === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHORIZED');
        }
        throw error;
      }
    },
  );

  app.post(
    '/login/logout',
    {
      config: publicRoute,
      schema: {
        tags: [TAG],
        summary: 'Sair: revoga a família do refresh token',
        description:
          'Revoga a família do refresh token informado (corpo ou cabeçalho refresh_token), se estiver assinado ' +
          'corretamente. Responde sempre { result: true }.',
        body: Body({ token: Type.Optional(Text(COLUMN.token)), refresh_token: Type.Optional(Text(COLUMN.token)) }),
        response: {
          200: { type: 'object', properties: { result: { type: 'boolean' } }, required: ['result'] },
          ...errorResponses(500),
        },
      },
    },
    async (request) => {
      const presented = presentedRefreshToken(request, request.body);
      if (presented) {
        let claims: RefreshClaims | undefined;
        try {
          claims = await tokens.verifyRefresh(presented);
        } catch (error) {
          if (error instanceof TokenError && error.expiredPayload) {
            try {
              claims = refreshClaims(error.expiredPayload);
            } catch {
              claims = undefined;
            }
          }
        }
        if (claims) {
          await revokeFamily(db, claims.familyId);
          request.log.info({ userId: claims.userId }, 'logout');
        }
      }
      return { result: true };
    },
  );

  app.post(
    '/password/check',
    {
      config: publicRoute,
      schema: {
        tags: [TAG],
        summary: 'Verificar o token da sessão',
        description:
          "Com isRecovery falso ou ausente, verifica o token de acesso: status 'ok' com o usuário, ou 'invalid'. " +
          "Com isRecovery verdadeiro verifica o token do link de recuperação de senha: 'ok' (sem usuário) se ainda pode ser usado.",
        body: Body({ token: Type.Optional(Text(COLUMN.token)), isRecovery: Type.Optional(Type.Boolean()) }),
        response: {
          200: {
            type: 'object',
            properties: {
              status: { type: 'string', enum: ['ok', 'invalid'] },
              errors: {
                type: 'array',
                items: { type: 'object', properties: { errorMessage: { type: 'string' } }, required: ['errorMessage'] },
              },
              user: ref(USER),
            },
            required: ['status', 'errors'],
          },
          ...errorResponses(400, 500),
        },
      },
    },
    async (request) => {
      const { body } = request;
      if (body.isRecovery === true) {
        const usable = await findUsableResetToken(db, body.token?.trim());
        return usable ? { status: 'ok', errors: [] } : { status: 'invalid', errors: [{ errorMessage: RECOVERY_INVALID }] };
      }
      const invalid = { status: 'invalid', errors: [{ errorMessage: MESSAGES.sessionExpired }] };
      const raw = body.token?.trim();
      const token = raw ? (bearerToken(raw) ?? raw) : undefined;
      if (!token) return invalid;
      try {
        const session = await userOfAccessToken(db, tokens, token);
        if (!session) return invalid;
        return { status: 'ok', errors: [], user: toUserPayload(session.user) };
      } catch (error) {
        if (error instanceof TokenError) return invalid;
        throw error;
      }
    },
  );

  const google = app.config.google ? new GoogleSignIn(app.config.google, app.config.jwtSecret) : undefined;

  app.get(
    '/login/google/url',
    {
      config: publicRoute,
      schema: {
        tags: [TAG],
        summary: 'Iniciar o login com Google',
        description:
          'Devolve o endereço de autorização do Google (escopos openid profile email, acesso offline, PKCE, state e nonce) ' +
          'e flow, um token assinado de 10 minutos que o navegador devolve em POST /login/google. 503 sem GOOGLE_CLIENT_ID.',
        response: {
          200: { type: 'object', properties: { url: { type: 'string' }, flow: { type: 'string' } }, required: ['url', 'flow'] },
          ...errorResponses(503),
        },
      },
    },
    async (request) => {
      if (!google) throw serviceUnavailable(MESSAGES.googleNotConfigured);
      try {
        return await google.start();
      } catch (error) {
        request.log.error({ err: error }, 'falha na descoberta do provedor Google');
        throw serviceUnavailable(GOOGLE_FAILURE);
      }
    },
  );

  app.post(
    '/login/google',
    {
      config: publicRoute,
      schema: {
        tags: [TAG],
        summary: 'Entrar com conta Google (código OAuth)',
        description:
          'Recebe code, state (e iss, quando vier) do retorno do Google e o flow de GET /login/google/url. A pessoa é identificada por emissor + ' +
          'subject; uma conta existente só é vinculada pelo e-mail verificado quando um administrador permitiu. Pessoa desconhecida: ' +
          `uma solicitação de cadastro é enviada aos administradores e a resposta é 403 com code 'REGISTRATION_REQUESTED'. ` +
          `Outras falhas: 400 '${GOOGLE_FAILURE}'.`,
        body: Body({
          code: Type.Optional(Text(2048)),
          state: Type.Optional(Text(512)),
          flow: Type.Optional(Text(4096)),
          iss: Type.Optional(Text(512)),
        }),
        response: { 200: sessionResponse, ...errorResponses(400, 403, 503) },
      },
    },
    async (request) => {
      if (!google) throw serviceUnavailable(MESSAGES.googleNotConfigured);
      const { body } = request;
      if (!body.code || !body.state || !body.flow) throw badRequest(GOOGLE_FAILURE);
      let profile: GoogleProfile;
      try {
        profile = await google.finish({ code: body.code, state: body.state, flow: body.flow, iss: body.iss });
      } catch (error) {
        request.log.warn({ err: error }, 'login Google recusado');
        throw badRequest(GOOGLE_FAILURE);
      }
      const outcome = await resolveGoogleUser(db, profile);
      if (outcome.kind === 'user') {
        const user = await loadActiveUser(db, outcome.userId);
        if (!user) throw badRequest(GOOGLE_FAILURE);
        const session = await issueSession(db, tokens, user.id);
        request.log.info({ userId: user.id }, 'login Google efetuado');
        return { ...session, user: toUserPayload(user) };
      }
      if (outcome.kind === 'link-not-allowed') throw new HttpError(403, { errors: [{ errorMessage: GOOGLE_LINK_NOT_ALLOWED }] });
      if (outcome.kind === 'unknown') {
        await submitRegistration(db, app.mailer, app.config.appUrl, app.config.registration, {
          nome: outcome.profile.givenName || outcome.profile.email!.split('@')[0]!.slice(0, 60),
          sobrenome: outcome.profile.familyName,
          email: outcome.profile.email!,
          mensagem: 'Solicitação criada pelo login com Google.',
          passwordHash: null,
          googleIssuer: outcome.profile.issuer,
          googleSubject: outcome.profile.subject,
          // resolveGoogleUser only answers 'unknown' for an address Google verified.
          emailVerified: true,
        });
        throw new HttpError(403, { errors: [{ errorMessage: GOOGLE_REGISTRATION_REQUESTED }], code: 'REGISTRATION_REQUESTED' });
      }
      throw badRequest(GOOGLE_FAILURE);
    },
  );
}
