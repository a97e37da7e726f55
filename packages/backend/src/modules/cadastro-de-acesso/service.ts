/**
 * Sign-up requests (spec 03 sections 2.2, 3 and 4; spec 01 section 7): a visitor asks for access
 * and first proves the e-mail is theirs: the request is kept unconfirmed and a single-use link
 * /cadastrar/<token> (expiring, like the password reset's) goes to that address. Only once it is
 * opened does every administrator get a link /register/<token>?usuario=<admin>; an administrator
 * authenticates with the password on that page and approves (choosing the sections) or rejects;
 * the requester is told by e-mail. A Google sign-in's request (an address Google verified) skips
 * the confirmation.
 */
import type { FastifyBaseLogger } from 'fastify';
import {
  ADMIN_ROLE,
  AUTOR_DESCONHECIDO,
  CONFIRM_LINK_INVALID_MESSAGE,
  isSection,
  LINK_USED_MESSAGE,
  nomesDasSecoes,
  type LoginForm,
  type RegistrationForm,
} from '@financeiro/domain';
import type { AppConfig, RegistrationConfig } from '../../config';
import type { Conn, Db } from '../../db/client';
import { HttpError, MESSAGES, badRequest, tooManyRequests } from '../../http/errors';
import { registrarAuditoria, type AutorDaEntrada, type NovaEntradaDeAuditoria } from '../auditoria';
import type { Mailer } from '../../mail/mailer';
import {
  accountAlreadyExistsMail,
  registrationConfirmEmailMail,
  registrationDecisionMail,
  registrationReceivedMail,
  registrationRequestMail,
} from '../../mail/messages';
import {
  assertNewPassword,
  beginPasswordCheck,
  encontrarCandidatoAoLogin,
  hashOneTimeToken,
  emitirSessao,
  buscarUsuarioAtivo,
  loginAccountKey,
  looksLikeOneTimeToken,
  newOneTimeToken,
  normalizeIp,
  registrarLimiteDeLogin,
  registrarLoginAceito,
  registrarLoginRecusado,
  takeRate,
  type AuthUser,
  type PasswordHasher,
  type TokenService,
} from '../contas';
import {
  claimDecision,
  claimEmailConfirmation,
  removerNaoConfirmadosExpirados,
  removerOutrosNaoConfirmados,
  removerPedido,
  existePedidoPendenteConfirmado,
  inserirIdentidade,
  inserirPedido,
  inserirSecoes,
  inserirUsuario,
  buscarContaPorEmail,
  listarAdministradoresAtivos,
  buscarPorHashDoTokenDeEmail,
  buscarPendentePorHashDoToken,
  buscarSituacaoPorHashDoToken,
  atualizarUsuarioDoPedido,
} from './queries';

export const REQUEST_INVALID = 'Solicitação de cadastro inválida ou expirada.';
/** An approval link whose request was already approved or rejected (a second click, another administrator). */
const LINK_USED = LINK_USED_MESSAGE;
export const NOT_ADMIN = 'Usuário sem permissão para confirmar cadastros.';
export const EMAIL_TAKEN = 'Já existe um usuário com este e-mail.';

/** What the sign-up rules need of the app. */
export interface RegistrationContext {
  db: Db;
  mailer: Mailer;
  passwords: PasswordHasher;
  tokens: TokenService;
  config: AppConfig;
  log: FastifyBaseLogger;
}

export interface NewRegistration {
  nome: string;
  sobrenome: string;
  email: string;
  mensagem: string;
  passwordHash: string | null;
  googleIssuer?: string;
  googleSubject?: string;
  /** The identity provider verified the address (Google's email_verified): no confirmation link. */
  emailVerified?: boolean;
}

type RequestSummary = Pick<NewRegistration, 'nome' | 'sobrenome' | 'email' | 'mensagem'>;

/**
 * The author of what a visitor does before having an account (the request, the e-mail confirmation):
 * nobody signed in, so `desconhecido` (as the security events by address); who asked goes in `detalhes`.
 */
const VISITANTE: AutorDaEntrada = { id: null, nome: AUTOR_DESCONHECIDO };

/** The audit entry of a request recorded (issue 37), in the insert's transaction. */
function pedidoCriado(id: number, input: NewRegistration): NovaEntradaDeAuditoria {
  return {
    acao: 'criar',
    entidade: 'pedido_cadastro',
    chave: id,
    detalhes: { nome: `${input.nome} ${input.sobrenome}`.trim(), email: input.email, origem: input.googleSubject ? 'Google' : 'formulário' },
  };
}

/** Tells every active administrator about a confirmed request (their link carries `adminToken`), and the requester. */
async function notifyAdministrators(db: Db, mailer: Mailer, appUrl: string, request: RequestSummary, adminToken: string): Promise<void> {
  const admins = await listarAdministradoresAtivos(db);
  for (const admin of admins) mailer.enqueue(registrationRequestMail(appUrl, admin, request, adminToken));
  mailer.enqueue(registrationReceivedMail(request));
}

/**
 * Records a request. From the form: unconfirmed, with a confirmation link sent to the address
 * (at most `maxPerEmail` per window; over it nothing is sent). From Google (verified address):
 * confirmed at once and the administrators are told. An address that already has an account gets a
 * notice instead; a confirmed request still pending for the address is kept (nothing new). The
 * caller answers the same in every case.
 */
export async function enviarPedidoDeCadastro(
  db: Db,
  mailer: Mailer,
  appUrl: string,
  cfg: RegistrationConfig,
  input: NewRegistration,
  now: Date = new Date(),
): Promise<void> {
  const existing = await buscarContaPorEmail(db, input.email);
  if (existing) {
    mailer.enqueue(accountAlreadyExistsMail(appUrl, existing));
    return;
  }
  if (await existePedidoPendenteConfirmado(db, input.email, now)) return;
  // Unconfirmed requests whose link expired are never shown to anyone: drop them.
  await removerNaoConfirmadosExpirados(db, now);
  const details = {
    nome: input.nome,
    sobrenome: input.sobrenome,
    email: input.email,
    mensagem: input.mensagem,
    passwordHash: input.passwordHash,
    googleIssuer: input.googleIssuer,
    googleSubject: input.googleSubject,
    createdAt: now,
  };
  if (input.emailVerified) {
    const { token, hash } = newOneTimeToken();
    await db.transaction(async (tx) => {
      const id = await inserirPedido(tx, {
        ...details,
        tokenHash: hash,
        emailConfirmedAt: now,
        expiresAt: new Date(now.getTime() + cfg.ttlSeconds * 1000),
      });
      await registrarAuditoria(tx, pedidoCriado(id, input), VISITANTE);
    });
    await notifyAdministrators(db, mailer, appUrl, input, token);
    return;
  }
  // Someone typing another person's address cannot flood that mailbox.
  if (!(await takeRate(db, 'register-email', input.email, { max: cfg.maxPerEmail, windowSeconds: cfg.windowSeconds }, now))) return;
  const { token, hash } = newOneTimeToken();
  const confirmBy = new Date(now.getTime() + cfg.confirmTtlSeconds * 1000);
  await db.transaction(async (tx) => {
    const id = await inserirPedido(tx, { ...details, emailTokenHash: hash, emailTokenExpiresAt: confirmBy, expiresAt: confirmBy });
    await registrarAuditoria(tx, pedidoCriado(id, input), VISITANTE);
  });
  mailer.enqueue(registrationConfirmEmailMail(appUrl, input, token, cfg.confirmTtlSeconds));
}

export type EmailConfirmation = 'confirmada' | 'usado' | 'invalido';

/**
 * Opens a confirmation link: the request becomes visible to the administrators (their token is
 * created now, and their decision window starts now) and they are told. Single use: a second
 * opening is 'usado'; an unknown or expired token is 'invalido'. Other unconfirmed requests for the
 * same address are dropped; when a confirmed one was already waiting, this one is dropped too (the
 * administrators see each address once).
 */
export async function confirmRegistrationEmail(
  db: Db,
  mailer: Mailer,
  appUrl: string,
  cfg: RegistrationConfig,
  token: unknown,
  now: Date = new Date(),
): Promise<EmailConfirmation> {
  if (!looksLikeOneTimeToken(token)) return 'invalido';
  const outcome = await db.transaction(async (tx) => {
    const row = await buscarPorHashDoTokenDeEmail(tx, hashOneTimeToken(token));
    if (!row) return { kind: 'invalido' as const };
    if (row.emailConfirmedAt) return { kind: 'usado' as const };
    if (row.status !== 'pendente' || !row.emailTokenExpiresAt || row.emailTokenExpiresAt <= now) return { kind: 'invalido' as const };
    const admin = newOneTimeToken();
    if (!(await claimEmailConfirmation(tx, row.id, now, admin.hash, new Date(now.getTime() + cfg.ttlSeconds * 1000)))) {
      return { kind: 'usado' as const };
    }
    await removerOutrosNaoConfirmados(tx, row.email, row.id);
    const pedido = { nome: `${row.nome} ${row.sobrenome}`.trim(), email: row.email };
    if (await existePedidoPendenteConfirmado(tx, row.email, now, row.id)) {
      await removerPedido(tx, row.id);
      await registrarAuditoria(tx, { acao: 'confirmar_email', entidade: 'pedido_cadastro', chave: row.id, detalhes: { ...pedido, resultado: 'descartado: já havia um pedido confirmado deste e-mail' } }, VISITANTE);
      return { kind: 'confirmada' as const };
    }
    await registrarAuditoria(tx, { acao: 'confirmar_email', entidade: 'pedido_cadastro', chave: row.id, detalhes: pedido }, VISITANTE);
    return { kind: 'confirmada' as const, row, adminToken: admin.token };
  });
  if (outcome.kind === 'confirmada' && 'row' in outcome && outcome.row) {
    await notifyAdministrators(db, mailer, appUrl, outcome.row, outcome.adminToken);
  }
  return outcome.kind;
}

/** Why a link found no pending request: already answered, or unknown/expired. */
async function refusal(db: Conn, token: unknown): Promise<string> {
  if (!looksLikeOneTimeToken(token)) return REQUEST_INVALID;
  const row = await buscarSituacaoPorHashDoToken(db, hashOneTimeToken(token));
  return row && row.status !== 'pendente' ? LINK_USED : REQUEST_INVALID;
}

async function buscarPedidoPendente(db: Conn, token: unknown, now: Date) {
  if (!looksLikeOneTimeToken(token)) return null;
  return buscarPendentePorHashDoToken(db, hashOneTimeToken(token), now);
}

/**
 * POST /login/request-access: the form (base64 or plain fields) and the per-address limit, then the
 * answer. The password hash, the account lookup and submitRegistration run after the answer has
 * gone out (mailer.later), so an address that has an account and one that has not do the same work
 * before answering (no account enumeration by timing).
 */
export async function requestAccess({ db, mailer, passwords, config }: RegistrationContext, form: RegistrationForm, ip: string): Promise<void> {
  const cfg = config.registration;
  const { nome, sobrenome, email, mensagem, senha } = form;
  assertNewPassword('senha', senha, { nomes: [nome, sobrenome], email });
  const now = new Date();
  if (!(await takeRate(db, 'register-ip', normalizeIp(ip), { max: cfg.maxPerIp, windowSeconds: cfg.windowSeconds }, now))) {
    throw tooManyRequests();
  }
  mailer.later(async () => {
    await enviarPedidoDeCadastro(db, mailer, config.appUrl, cfg, { nome, sobrenome, email, mensagem, passwordHash: await passwords.hash(senha) }, now);
    return null;
  });
}

/** POST /login/confirm-email: a used link and an unknown or expired one answer their own 400. */
export async function confirmEmail({ db, mailer, config, log }: RegistrationContext, token: string | undefined): Promise<void> {
  const outcome = await confirmRegistrationEmail(db, mailer, config.appUrl, config.registration, token);
  if (outcome === 'usado') throw badRequest(LINK_USED);
  if (outcome === 'invalido') throw badRequest(CONFIRM_LINK_INVALID_MESSAGE);
  log.info('e-mail de solicitação de cadastro confirmado');
}

export async function pendingRequestSummary(db: Db, token: string | undefined) {
  const row = await buscarPedidoPendente(db, token, new Date());
  if (!row) throw badRequest(await refusal(db, token));
  return { nome: row.nome, sobrenome: row.sobrenome, email: row.email, mensagem: row.mensagem };
}

/** An administrator's password on the approval page: an access token of a session of its own. */
export async function authenticateAdministrator({ db, passwords, tokens, config }: RegistrationContext, credentials: LoginForm, ip: string) {
  const candidate = await encontrarCandidatoAoLogin(db, credentials.usuario);
  const subject = { account: loginAccountKey(candidate, credentials.usuario), ip: normalizeIp(ip) };
  let attempt;
  try {
    attempt = await beginPasswordCheck(db, config.loginLimits, subject);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 429) {
      await registrarLimiteDeLogin(db, candidate, credentials.usuario, subject.ip, Number(error.headers['retry-after']) || 1);
    }
    throw error;
  }
  const ok = candidate?.passwordHash
    ? await passwords.verify(candidate.passwordHash, credentials.senha)
    : await passwords.verifyDummy(credentials.senha);
  const user = ok && candidate?.ativo ? await buscarUsuarioAtivo(db, candidate.id) : null;
  if (!user) {
    const motivo = !candidate ? 'login desconhecido' : !ok ? 'senha incorreta' : 'conta inativa';
    await registrarLoginRecusado(db, candidate, credentials.usuario, motivo, subject.ip);
    throw badRequest(MESSAGES.invalidCredentials);
  }
  await attempt.succeeded();
  if (!user.sections.includes(ADMIN_ROLE)) throw badRequest(NOT_ADMIN);
  // A session of its own (family row, refresh token never handed out), so logout or disabling ends it too.
  const session = await emitirSessao(db, tokens, user.id);
  await registrarLoginAceito(db, user, 'senha de administrador (aprovação de cadastro)', subject.ip);
  return { token: session.token };
}

/** Approves (creating the account with the chosen sections) or rejects a request, and tells the requester. */
export async function decide(
  { db, mailer, config, log }: RegistrationContext,
  admin: AuthUser,
  body: { confirmation: boolean; token: string; secoes?: string[] },
) {
  const secoes = [...new Set(body.secoes ?? [])];
  const unknown = secoes.filter((value) => !isSection(value));
  if (unknown.length) throw badRequest([{ field: 'secoes', errorMessage: `Seção desconhecida: ${unknown.join(', ')}.` }]);
  const now = new Date();
  const outcome = await db.transaction(async (tx) => {
    const row = await buscarPedidoPendente(tx, body.token, now);
    if (!row) throw badRequest(await refusal(tx, body.token));
    if (!(await claimDecision(tx, row.id, body.confirmation ? 'aprovada' : 'rejeitada', now, admin.id))) throw badRequest(LINK_USED);
    const pedido = { nome: `${row.nome} ${row.sobrenome}`.trim(), email: row.email };
    if (!body.confirmation) {
      await registrarAuditoria(tx, { acao: 'recusar', entidade: 'pedido_cadastro', chave: row.id, detalhes: pedido });
      return { row, usuario: undefined };
    }
    if (await buscarContaPorEmail(tx, row.email)) throw badRequest(EMAIL_TAKEN);
    const name = `${row.nome} ${row.sobrenome}`.trim().slice(0, 120);
    const created = await inserirUsuario(tx, { usuario: row.email, email: row.email, name, passwordHash: row.passwordHash });
    await inserirSecoes(tx, created.id, secoes);
    if (row.googleIssuer && row.googleSubject) {
      await inserirIdentidade(tx, { userId: created.id, issuer: row.googleIssuer, subject: row.googleSubject, email: row.email });
    }
    await atualizarUsuarioDoPedido(tx, row.id, created.id);
    const entradas: NovaEntradaDeAuditoria[] = [
      { acao: 'aprovar', entidade: 'pedido_cadastro', chave: row.id, detalhes: { ...pedido, usuarioCriado: created.id } },
      {
        acao: 'criar',
        entidade: 'usuario',
        chave: created.id,
        campos: [
          { campo: 'Usuário', antes: null, depois: created.usuario },
          { campo: 'Nome', antes: null, depois: name },
          { campo: 'E-mail', antes: null, depois: row.email },
        ],
        detalhes: { origem: 'pedido de cadastro aprovado' },
      },
    ];
    if (secoes.length) entradas.push({ acao: 'alterar', entidade: 'secao_usuario', chave: created.id, campos: [{ campo: 'Seções', antes: null, depois: nomesDasSecoes(secoes) }], detalhes: { usuario: created.usuario } });
    if (row.googleIssuer && row.googleSubject) entradas.push({ acao: 'vincular', entidade: 'vinculo_google', chave: created.id, detalhes: { email: row.email, emissor: row.googleIssuer } });
    await registrarAuditoria(tx, entradas);
    return { row, usuario: created.usuario };
  });
  mailer.enqueue(registrationDecisionMail(config.appUrl, outcome.row, body.confirmation, outcome.usuario));
  log.info({ adminId: admin.id, approved: body.confirmation }, 'solicitação de cadastro decidida');
  return { result: true, status: body.confirmation ? ('aprovada' as const) : ('rejeitada' as const) };
}
