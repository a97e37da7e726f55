/**
 * Sign-up requests (spec 03 sections 2.2, 3 and 4; spec 01 section 7): a visitor asks for access
 * and first proves the e-mail is theirs: the request is kept unconfirmed and a single-use link
 * /cadastrar/<token> (expiring, like the password reset's) goes to that address. Only once it is
 * opened does every administrator get a link /register/<token>?usuario=<admin>; an administrator
 * authenticates with the password on that page and approves (choosing the sections) or rejects;
 * the requester is told by e-mail. A Google sign-in's request (an address Google verified) skips
 * the confirmation.
 */
import type { FastifyInstance } from 'fastify';
import { and, eq, gt, isNotNull, isNull, lte, ne } from 'drizzle-orm';
import {
  ADMIN_ROLE,
  CONFIRM_LINK_INVALID_MESSAGE,
  isSection,
  LINK_USED_MESSAGE,
  registrationSchema,
  validate,
  type RegistrationForm,
} from '@financeiro/domain';
import { beginPasswordCheck, loginAccountKey, normalizeIp, hashOneTimeToken, looksLikeOneTimeToken, newOneTimeToken, takeRate, issueSession, findLoginCandidate, loadActiveUser, parseLoginBody } from '../contas';
import type { RegistrationConfig } from '../../config';
import type { Db } from '../../db/client';
import { registrationRequests, userIdentities, userSections, users } from '../../db/schema';
import { MESSAGES, badRequest, tooManyRequests } from '../../http/errors';
import { adminRoute, currentUser, publicRoute } from '../../http/guard';
import { errorResponses } from '../../http/schemas';
import type { Mailer } from '../../mail/mailer';
import {
  accountAlreadyExistsMail,
  registrationConfirmEmailMail,
  registrationDecisionMail,
  registrationReceivedMail,
  registrationRequestMail,
} from '../../mail/messages';
import { INVALID_DATA } from '../contas';
import { Body, Text, Type, typed, yupBody } from '../../http/fields';
import { decodeFlatObject } from '../../http/input';

const TAG = 'Autenticação';
export const REQUEST_INVALID = 'Solicitação de cadastro inválida ou expirada.';
/** An approval link whose request was already approved or rejected (a second click, another administrator). */
const LINK_USED = LINK_USED_MESSAGE;
export const NOT_ADMIN = 'Usuário sem permissão para confirmar cadastros.';
export const EMAIL_TAKEN = 'Já existe um usuário com este e-mail.';

const resultResponse = {
  200: { type: 'object', properties: { result: { type: 'boolean' } }, required: ['result'] },
} as const;

/** The base64 form: an object of plain, bounded texts (decodeFlatObject), or undefined. */
function decodeBase64Json(value: string): unknown {
  return decodeFlatObject(Buffer.from(value.trim(), 'base64').toString('utf8'), 8192);
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

/** Tells every active administrator about a confirmed request (their link carries `adminToken`), and the requester. */
async function notifyAdministrators(db: Db, mailer: Mailer, appUrl: string, request: RequestSummary, adminToken: string): Promise<void> {
  const admins = await db
    .select({ usuario: users.usuario, email: users.email })
    .from(users)
    .innerJoin(userSections, and(eq(userSections.userId, users.id), eq(userSections.section, ADMIN_ROLE)))
    .where(eq(users.ativo, true));
  for (const admin of admins) mailer.enqueue(registrationRequestMail(appUrl, admin, request, adminToken));
  mailer.enqueue(registrationReceivedMail(request));
}

/** A confirmed request for the address still waiting for an administrator. */
async function hasConfirmedPendingRequest(db: Db, email: string, now: Date, exceptId?: number): Promise<boolean> {
  const [pending] = await db
    .select({ id: registrationRequests.id })
    .from(registrationRequests)
    .where(
      and(
        eq(registrationRequests.email, email),
        eq(registrationRequests.status, 'pendente'),
        isNotNull(registrationRequests.emailConfirmedAt),
        gt(registrationRequests.expiresAt, now),
        exceptId === undefined ? undefined : ne(registrationRequests.id, exceptId),
      ),
    )
    .limit(1);
  return Boolean(pending);
}

/**
 * Records a request. From the form: unconfirmed, with a confirmation link sent to the address
 * (at most `maxPerEmail` per window; over it nothing is sent). From Google (verified address):
 * confirmed at once and the administrators are told. An address that already has an account gets a
 * notice instead; a confirmed request still pending for the address is kept (nothing new). The
 * caller answers the same in every case.
 */
export async function submitRegistration(
  db: Db,
  mailer: Mailer,
  appUrl: string,
  cfg: RegistrationConfig,
  input: NewRegistration,
  now: Date = new Date(),
): Promise<void> {
  const [existing] = await db.select({ name: users.name, email: users.email }).from(users).where(eq(users.email, input.email)).limit(1);
  if (existing) {
    mailer.enqueue(accountAlreadyExistsMail(appUrl, existing));
    return;
  }
  if (await hasConfirmedPendingRequest(db, input.email, now)) return;
  // Unconfirmed requests whose link expired are never shown to anyone: drop them.
  await db
    .delete(registrationRequests)
    .where(and(isNull(registrationRequests.emailConfirmedAt), lte(registrationRequests.emailTokenExpiresAt, now)));
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
    await db.insert(registrationRequests).values({
      ...details,
      tokenHash: hash,
      emailConfirmedAt: now,
      expiresAt: new Date(now.getTime() + cfg.ttlSeconds * 1000),
    });
    await notifyAdministrators(db, mailer, appUrl, input, token);
    return;
  }
  // Someone typing another person's address cannot flood that mailbox.
  if (!(await takeRate(db, 'register-email', input.email, { max: cfg.maxPerEmail, windowSeconds: cfg.windowSeconds }, now))) return;
  const { token, hash } = newOneTimeToken();
  const confirmBy = new Date(now.getTime() + cfg.confirmTtlSeconds * 1000);
  await db.insert(registrationRequests).values({ ...details, emailTokenHash: hash, emailTokenExpiresAt: confirmBy, expiresAt: confirmBy });
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
    const [row] = await tx
      .select()
      .from(registrationRequests)
      .where(eq(registrationRequests.emailTokenHash, hashOneTimeToken(token)))
      .limit(1);
    if (!row) return { kind: 'invalido' as const };
    if (row.emailConfirmedAt) return { kind: 'usado' as const };
    if (row.status !== 'pendente' || !row.emailTokenExpiresAt || row.emailTokenExpiresAt <= now) return { kind: 'invalido' as const };
    const admin = newOneTimeToken();
    // Claimed atomically: of two openings at once only one confirms.
    const claimed = await tx
      .update(registrationRequests)
      .set({ emailConfirmedAt: now, tokenHash: admin.hash, expiresAt: new Date(now.getTime() + cfg.ttlSeconds * 1000) })
      .where(and(eq(registrationRequests.id, row.id), isNull(registrationRequests.emailConfirmedAt)))
      .returning({ id: registrationRequests.id });
    if (claimed.length === 0) return { kind: 'usado' as const };
    await tx
      .delete(registrationRequests)
      .where(
        and(
          eq(registrationRequests.email, row.email),
          isNull(registrationRequests.emailConfirmedAt),
          ne(registrationRequests.id, row.id),
        ),
      );
    if (await hasConfirmedPendingRequest(tx, row.email, now, row.id)) {
      await tx.delete(registrationRequests).where(eq(registrationRequests.id, row.id));
      return { kind: 'confirmada' as const };
    }
    return { kind: 'confirmada' as const, row, adminToken: admin.token };
  });
  if (outcome.kind === 'confirmada' && 'row' in outcome && outcome.row) {
    await notifyAdministrators(db, mailer, appUrl, outcome.row, outcome.adminToken);
  }
  return outcome.kind;
}

/** Why a link found no pending request: already answered, or unknown/expired. */
async function refusal(db: Db, token: unknown): Promise<string> {
  if (!looksLikeOneTimeToken(token)) return REQUEST_INVALID;
  const [row] = await db
    .select({ status: registrationRequests.status })
    .from(registrationRequests)
    .where(eq(registrationRequests.tokenHash, hashOneTimeToken(token)))
    .limit(1);
  return row && row.status !== 'pendente' ? LINK_USED : REQUEST_INVALID;
}

async function findPendingRequest(db: Db, token: unknown, now: Date) {
  if (!looksLikeOneTimeToken(token)) return null;
  const [row] = await db
    .select()
    .from(registrationRequests)
    .where(
      and(
        eq(registrationRequests.tokenHash, hashOneTimeToken(token)),
        eq(registrationRequests.status, 'pendente'),
        isNotNull(registrationRequests.emailConfirmedAt),
        gt(registrationRequests.expiresAt, now),
      ),
    )
    .limit(1);
  return row ?? null;
}

export default async function registrationRoutes(instance: FastifyInstance): Promise<void> {
  const app = typed(instance);
  const { db, passwords, mailer, tokens } = app;
  const cfg = app.config.registration;

  app.post(
    '/login/request-access',
    {
      config: publicRoute,
      schema: {
        tags: [TAG],
        summary: 'Solicitar cadastro',
        description:
          'form = base64 de JSON.stringify({ nome, sobrenome, email, senha, confirma, mensagem }). Responde ' +
          '{ result: true } também quando o e-mail já tem conta (o dono recebe um aviso). A solicitação fica pendente ' +
          'de confirmação: o e-mail informado recebe um link de uso único <APP_URL>/cadastrar/<token> ' +
          '(REGISTRATION_CONFIRM_TTL_SECONDS, 24 h); só depois de POST /login/confirm-email os administradores recebem ' +
          'o link de aprovação. Limite por endereço IP (REGISTRATION_MAX_PER_IP por hora, 429).',
        // The base64 form, or its fields as plain JSON.
        body: yupBody(registrationSchema, { extra: { form: Type.Optional(Text(8192)) } }),
        response: { ...resultResponse, ...errorResponses(400, 429, 500) },
      },
    },
    async (request) => {
      const { body } = request;
      const form = typeof body.form === 'string' ? decodeBase64Json(body.form) : body;
      if (!form || typeof form !== 'object') throw badRequest([{ field: 'form', errorMessage: INVALID_DATA }]);
      const result = validate<RegistrationForm>(registrationSchema, form);
      if (!result.ok) throw badRequest(result.errors);
      const now = new Date();
      if (!(await takeRate(db, 'register-ip', normalizeIp(request.ip), { max: cfg.maxPerIp, windowSeconds: cfg.windowSeconds }, now))) {
        throw tooManyRequests();
      }
      const { nome, sobrenome, email, mensagem, senha } = result.value;
      await submitRegistration(
        db,
        mailer,
        app.config.appUrl,
        cfg,
        { nome, sobrenome, email, mensagem, passwordHash: await passwords.hash(senha) },
        now,
      );
      return { result: true };
    },
  );

  app.post(
    '/login/confirm-email',
    {
      config: publicRoute,
      schema: {
        tags: [TAG],
        summary: 'Confirmar o e-mail de uma solicitação de cadastro',
        description:
          'token = o do link <APP_URL>/cadastrar/<token> enviado ao solicitante (uso único, expira). Confirmado o ' +
          'e-mail, a solicitação passa aos administradores, que recebem o link de aprovação. ' +
          `Link desconhecido ou expirado: 400 '${CONFIRM_LINK_INVALID_MESSAGE}'; já usado: 400 '${LINK_USED}'.`,
        body: Body({ token: Type.Optional(Text(200)) }),
        response: { ...resultResponse, ...errorResponses(400, 500) },
      },
    },
    async (request) => {
      const { token } = request.body;
      const outcome = await confirmRegistrationEmail(db, mailer, app.config.appUrl, cfg, token);
      if (outcome === 'usado') throw badRequest(LINK_USED);
      if (outcome === 'invalido') throw badRequest(CONFIRM_LINK_INVALID_MESSAGE);
      request.log.info('e-mail de solicitação de cadastro confirmado');
      return { result: true };
    },
  );

  app.post(
    '/login/verify-solicitation',
    {
      config: publicRoute,
      schema: {
        tags: [TAG],
        summary: 'Carregar a solicitação de cadastro pelo token',
        description: `Devolve nome, sobrenome, email e mensagem de uma solicitação pendente; senão 400 '${REQUEST_INVALID}' (ou '${LINK_USED}' quando já foi aprovada ou rejeitada).`,
        body: Body({ token: Type.Optional(Text(200)) }),
        response: {
          200: {
            type: 'object',
            properties: {
              nome: { type: 'string' },
              sobrenome: { type: 'string' },
              email: { type: 'string' },
              mensagem: { type: 'string' },
            },
            required: ['nome', 'sobrenome', 'email', 'mensagem'],
          },
          ...errorResponses(400, 500),
        },
      },
    },
    async (request) => {
      const { token } = request.body;
      const row = await findPendingRequest(db, token, new Date());
      if (!row) throw badRequest(await refusal(db, token));
      return { nome: row.nome, sobrenome: row.sobrenome, email: row.email, mensagem: row.mensagem };
    },
  );

  app.post(
    '/login/authenticate-register',
    {
      config: publicRoute,
      schema: {
        tags: [TAG],
        summary: 'Autenticar o administrador na confirmação de cadastro',
        description:
          'authorization = base64 de JSON.stringify({ usuario, senha }) de um administrador; devolve um token de acesso ' +
          '(enviado no cabeçalho de /login/confirm-register). Mesmos limites de tentativas do login.',
        body: Body({ authorization: Type.Optional(Text(2048)) }),
        response: {
          200: { type: 'object', properties: { token: { type: 'string' } }, required: ['token'] },
          ...errorResponses(400, 429, 500),
        },
      },
    },
    async (request) => {
      const credentials = parseLoginBody(request.body);
      const limits = app.config.loginLimits;
      const candidate = await findLoginCandidate(db, credentials.usuario);
      const subject = { account: loginAccountKey(candidate, credentials.usuario), ip: normalizeIp(request.ip) };
      const attempt = await beginPasswordCheck(db, limits, subject);
      const ok = candidate?.passwordHash
        ? await passwords.verify(candidate.passwordHash, credentials.senha)
        : await passwords.verifyDummy(credentials.senha);
      const user = ok && candidate?.ativo ? await loadActiveUser(db, candidate.id) : null;
      if (!user) throw badRequest(MESSAGES.invalidCredentials);
      await attempt.succeeded();
      if (!user.sections.includes(ADMIN_ROLE)) throw badRequest(NOT_ADMIN);
      // A session of its own (family row, refresh token never handed out), so logout or disabling ends it too.
      const session = await issueSession(db, tokens, user.id);
      return { token: session.token };
    },
  );

  app.post(
    '/login/confirm-register',
    {
      config: adminRoute,
      schema: {
        tags: [TAG],
        summary: 'Aprovar ou rejeitar a solicitação de cadastro',
        description:
          'confirmation verdadeiro aprova e cria o usuário (usuário = e-mail) com as seções de secoes; falso rejeita. ' +
          'token é o da solicitação; o token de acesso do administrador vai no cabeçalho Authorization. O solicitante é avisado por e-mail.',
        body: Body({
          confirmation: Type.Boolean(),
          token: Text(200),
          secoes: Type.Optional(Type.Array(Text(40), { maxItems: 20 })),
        }),
        response: {
          200: {
            type: 'object',
            properties: { result: { type: 'boolean' }, status: { type: 'string', enum: ['aprovada', 'rejeitada'] } },
            required: ['result', 'status'],
          },
          ...errorResponses(400, 500),
        },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      const body = request.body;
      const secoes = [...new Set(body.secoes ?? [])];
      const unknown = secoes.filter((value) => !isSection(value));
      if (unknown.length) throw badRequest([{ field: 'secoes', errorMessage: `Seção desconhecida: ${unknown.join(', ')}.` }]);
      const now = new Date();
      const outcome = await db.transaction(async (tx) => {
        const row = await findPendingRequest(tx, body.token, now);
        if (!row) throw badRequest(await refusal(tx, body.token));
        // Claim the request (two administrators deciding at once: one wins).
        const claimed = await tx
          .update(registrationRequests)
          .set({ status: body.confirmation ? 'aprovada' : 'rejeitada', decidedAt: now, decidedBy: admin.id })
          .where(and(eq(registrationRequests.id, row.id), eq(registrationRequests.status, 'pendente')))
          .returning({ id: registrationRequests.id });
        if (claimed.length === 0) throw badRequest(LINK_USED);
        if (!body.confirmation) return { row, usuario: undefined };
        const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.email, row.email)).limit(1);
        if (taken) throw badRequest(EMAIL_TAKEN);
        const name = `${row.nome} ${row.sobrenome}`.trim().slice(0, 120);
        const [created] = await tx
          .insert(users)
          .values({ usuario: row.email, email: row.email, name, passwordHash: row.passwordHash })
          .returning({ id: users.id, usuario: users.usuario });
        if (secoes.length) await tx.insert(userSections).values(secoes.map((section) => ({ userId: created!.id, section })));
        if (row.googleIssuer && row.googleSubject) {
          await tx.insert(userIdentities).values({ userId: created!.id, issuer: row.googleIssuer, subject: row.googleSubject, email: row.email });
        }
        await tx.update(registrationRequests).set({ userId: created!.id }).where(eq(registrationRequests.id, row.id));
        return { row, usuario: created!.usuario };
      });
      mailer.enqueue(registrationDecisionMail(app.config.appUrl, outcome.row, body.confirmation, outcome.usuario));
      request.log.info({ adminId: admin.id, approved: body.confirmation }, 'solicitação de cadastro decidida');
      return { result: true, status: body.confirmation ? 'aprovada' : 'rejeitada' };
    },
  );
}

