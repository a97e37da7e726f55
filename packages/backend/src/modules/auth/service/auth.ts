/**
 * Login and session rules (spec 01 section 7 "Login and password", spec 03 sections 2.2 and 3).
 * None of them answers 401 for wrong credentials: the client treats 401 as session expiry.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { LoginForm } from '@financeiro/domain';
import type { AppConfig } from '../../../config';
import type { Db } from '../../../db/client';
import { HttpError, MESSAGES, badRequest, serviceUnavailable, unauthorized } from '../../../http/errors';
import type { Mailer } from '../../../mail/mailer';
import { enviarPedidoDeCadastro } from '../../cadastro-de-acesso';
import {
  beginPasswordCheck,
  bearerToken,
  encontrarCandidatoAoLogin,
  emitirSessao,
  encerrarSessao,
  buscarUsuarioAtivo,
  loginAccountKey,
  normalizeIp,
  registrarLimiteDeLogin,
  registrarLoginAceito,
  registrarLoginRecusado,
  revogarFamilia,
  rotacionarSessao,
  RotationError,
  TokenError,
  toUserPayload,
  atualizarHashDaSenha,
  userOfAccessToken,
  type PasswordHasher,
  type RefreshClaims,
  type TokenService,
} from '../../contas';
import { buscarTokenDeRedefinicaoUtilizavel, RESET_INVALID } from '../../recuperacao-de-senha';
import type { GoogleProfile, GoogleOutcome, GoogleSignIn } from './google';
import { registrarAuditoria, registrarEvento } from '../../auditoria';
import { inserirIdentidade, buscarContaPorEmail, buscarContaVinculada } from '../queries';

export const GOOGLE_FAILURE = 'Erro ao autenticar com o Google.';
export const GOOGLE_LINK_NOT_ALLOWED =
  'Já existe uma conta com este e-mail, mas o vínculo com o Google não foi permitido por um administrador.';
export const GOOGLE_REGISTRATION_REQUESTED =
  'Sua conta Google ainda não tem acesso: uma solicitação de cadastro foi enviada aos administradores.';

/** What the sign-in rules need of the app. */
export interface AuthContext {
  db: Db;
  tokens: TokenService;
  passwords: PasswordHasher;
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

function headerValue(value: string | string[] | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

/** The refresh token from the body, or from the `refresh_token` header the client always sends. */
export function presentedRefreshToken(header: string | string[] | undefined, body: { refresh_token?: string }): string | undefined {
  const fromBody = body.refresh_token?.trim() ?? '';
  return fromBody || headerValue(header);
}

/** The device token a browser sends back (`device_token`): see TokenService.signDevice. */
function presentedDeviceToken(value: string | undefined): string | undefined {
  return value?.trim() || undefined;
}

/** The credentials (validated at the edge) and the browser's device token, if any. */
export async function login({ db, tokens, passwords, config, log }: AuthContext, credentials: LoginForm & { device_token?: string }, ip: string) {
  const candidate = await encontrarCandidatoAoLogin(db, credentials.usuario);
  // A browser that signed in to this account before counts its failures apart from its address's.
  const device = candidate ? await tokens.deviceOf(presentedDeviceToken(credentials.device_token), candidate.id) : undefined;
  const subject = { account: loginAccountKey(candidate, credentials.usuario), ip: normalizeIp(ip), device };
  let attempt;
  try {
    attempt = await beginPasswordCheck(db, config.loginLimits, subject);
  } catch (error) {
    log.warn({ ip: subject.ip }, 'login adiado por excesso de tentativas');
    if (error instanceof HttpError && error.statusCode === 429) {
      await registrarLimiteDeLogin(db, candidate, credentials.usuario, subject.ip, Number(error.headers['retry-after']) || 1);
    }
    throw error;
  }
  const passwordOk = candidate?.passwordHash
    ? await passwords.verify(candidate.passwordHash, credentials.senha)
    : await passwords.verifyDummy(credentials.senha);
  const user = passwordOk && candidate?.ativo ? await buscarUsuarioAtivo(db, candidate.id) : null;
  if (!candidate || !user) {
    log.info({ ip: subject.ip }, 'login recusado');
    const motivo = !candidate ? 'login desconhecido' : !passwordOk ? 'senha incorreta' : 'conta inativa';
    await registrarLoginRecusado(db, candidate, credentials.usuario, motivo, subject.ip);
    throw badRequest(MESSAGES.invalidCredentials);
  }
  await attempt.succeeded();
  if (candidate.passwordHash && passwords.needsRehash(candidate.passwordHash)) {
    await atualizarHashDaSenha(db, user.id, await passwords.hash(credentials.senha));
  }
  const session = await emitirSessao(db, tokens, user.id);
  await registrarLoginAceito(db, user, 'senha', subject.ip);
  log.info({ userId: user.id }, 'login efetuado');
  return { ...session, user: toUserPayload(user), device_token: await tokens.signDevice(user.id, device) };
}

export async function refresh({ db, tokens, config, log }: AuthContext, presented: string | undefined) {
  if (!presented) throw badRequest([{ field: 'refresh_token', errorMessage: MESSAGES.required }]);
  let claims: RefreshClaims;
  try {
    claims = await tokens.verifyRefresh(presented);
  } catch (error) {
    if (error instanceof TokenError) throw unauthorized(error.code);
    throw error;
  }
  const user = await buscarUsuarioAtivo(db, claims.userId);
  if (!user) {
    await revogarFamilia(db, claims.familyId);
    throw unauthorized('UNAUTHORIZED');
  }
  try {
    const session = await rotacionarSessao(db, tokens, claims, config.refreshReuseGraceSeconds);
    return { ...session, user: toUserPayload(user) };
  } catch (error) {
    if (error instanceof RotationError) {
      if (error.reason === 'reused') {
        log.warn({ userId: claims.userId, familyId: error.familyId }, 'refresh token reutilizado: família revogada');
        await registrarEvento(db, { acao: 'token_reutilizado', entidade: 'sessao', chave: user.id, detalhes: { sessoesRevogadas: 'a sessão do token' } }, { id: user.id, nome: user.name });
      }
      throw unauthorized(error.reason === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHORIZED');
    }
    throw error;
  }
}

/**
 * Ends the sessions the presented tokens belong to: each correctly signed access or refresh token
 * (expired or not), from the body's `token` or `refresh_token` or the refresh_token header,
 * revokes its family, so both tokens of that session stop working at once.
 */
export async function logout({ db, tokens, log }: AuthContext, presented: Array<string | undefined>, ip: string): Promise<void> {
  const families = new Map<string, number>();
  for (const raw of presented) {
    const token = raw?.trim();
    if (!token) continue;
    const session = await tokens.sessionOf(bearerToken(token) ?? token);
    if (session) families.set(session.familyId, session.userId);
  }
  for (const [familyId, userId] of families) {
    if (await encerrarSessao(db, familyId, userId, normalizeIp(ip))) log.info({ userId }, 'logout');
  }
}

export async function verificarToken({ db, tokens }: AuthContext, body: { token?: string; isRecovery?: boolean }) {
  if (body.isRecovery === true) {
    const usable = await buscarTokenDeRedefinicaoUtilizavel(db, body.token?.trim());
    return usable ? { status: 'ok', errors: [] } : { status: 'invalid', errors: [{ errorMessage: RESET_INVALID }] };
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
}

export async function googleUrl(google: GoogleSignIn | undefined, log: FastifyBaseLogger) {
  if (!google) throw serviceUnavailable(MESSAGES.googleNotConfigured);
  try {
    return await google.start();
  } catch (error) {
    log.error({ err: error }, 'falha na descoberta do provedor Google');
    throw serviceUnavailable(GOOGLE_FAILURE);
  }
}

/** Who the Google person is in this application. */
export async function resolverUsuarioGoogle(db: Db, profile: GoogleProfile): Promise<GoogleOutcome> {
  const identity = await buscarContaVinculada(db, profile.issuer, profile.subject);
  if (identity) return identity.ativo ? { kind: 'user', userId: identity.userId } : { kind: 'disabled' };
  if (!profile.email || !profile.emailVerified) return { kind: 'unverified' };
  const byEmail = await buscarContaPorEmail(db, profile.email);
  if (!byEmail) return { kind: 'unknown', profile };
  if (!byEmail.ativo) return { kind: 'disabled' };
  if (!byEmail.allowed) return { kind: 'link-not-allowed' };
  const email = profile.email;
  await db.transaction(async (tx) => {
    if (!(await inserirIdentidade(tx, { userId: byEmail.id, issuer: profile.issuer, subject: profile.subject, email }))) return;
    // The person signing in links their own account (allowed by an administrator beforehand).
    await registrarAuditoria(tx, { acao: 'vincular', entidade: 'vinculo_google', chave: byEmail.id, detalhes: { email, emissor: profile.issuer } }, { id: byEmail.id, nome: byEmail.name });
  });
  return { kind: 'user', userId: byEmail.id };
}

export async function googleSignIn(
  context: AuthContext,
  google: GoogleSignIn | undefined,
  body: { code?: string; state?: string; flow?: string; iss?: string },
  ip: string,
) {
  const { db, tokens, config, mailer, log } = context;
  if (!google) throw serviceUnavailable(MESSAGES.googleNotConfigured);
  if (!body.code || !body.state || !body.flow) throw badRequest(GOOGLE_FAILURE);
  let profile: GoogleProfile;
  try {
    profile = await google.finish({ code: body.code, state: body.state, flow: body.flow, iss: body.iss });
  } catch (error) {
    log.warn({ err: error }, 'login Google recusado');
    throw badRequest(GOOGLE_FAILURE);
  }
  const outcome = await resolverUsuarioGoogle(db, profile);
  if (outcome.kind === 'user') {
    const user = await buscarUsuarioAtivo(db, outcome.userId);
    if (!user) throw badRequest(GOOGLE_FAILURE);
    const session = await emitirSessao(db, tokens, user.id);
    await registrarLoginAceito(db, user, 'google', normalizeIp(ip));
    log.info({ userId: user.id }, 'login Google efetuado');
    return { ...session, user: toUserPayload(user) };
  }
  if (outcome.kind === 'link-not-allowed') throw new HttpError(403, { errors: [{ errorMessage: GOOGLE_LINK_NOT_ALLOWED }] });
  if (outcome.kind === 'unknown') {
    await enviarPedidoDeCadastro(db, mailer, config.appUrl, config.registration, {
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
}
