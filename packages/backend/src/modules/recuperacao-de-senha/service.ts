/**
 * Password recovery (spec 03 sections 2.2 and 4; spec 01 section 7 "Login and password"):
 * POST /password/forgot and POST /password/reset. POST /password/check with isRecovery lives in the
 * auth module and uses findUsableResetToken.
 */
import type { ForgotPasswordForm, ResetPasswordForm } from '@financeiro/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { PasswordResetConfig } from '../../config';
import type { Db } from '../../db/client';
import { badRequest, tooManyRequests } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { resetPasswordMail } from '../../mail/messages';
import { assertNewPassword, limparFalhasDeLoginDaConta, endAllSessions, normalizeIp, takeRate, type PasswordHasher } from '../contas';
import { AUTOR_DESCONHECIDO } from '@financeiro/domain';
import { registrarAuditoria } from '../auditoria';
import { consumirTokenDeRedefinicao, inserirTokenDeRedefinicao, buscarUsuarioAtivoPorEmail, buscarDonoDaSenha, atualizarSenhaDoUsuarioAtivo } from './queries';

export const RESET_INVALID = 'Solicitação de recuperação de senha inválida ou expirada.';

/** base64 of UTF-8 text; undefined when it is not valid base64. */
export function decodeBase64Text(value: unknown): string | undefined {
  if (typeof value !== 'string' || !/^[A-Za-z0-9+/_-]*={0,2}$/.test(value.trim())) return undefined;
  return Buffer.from(value.trim(), 'base64').toString('utf8');
}

export interface RecoveryContext {
  db: Db;
  mailer: Mailer;
  appUrl: string;
  cfg: PasswordResetConfig;
  log: FastifyBaseLogger;
}

export async function requestReset({ db, mailer, appUrl, cfg, log }: RecoveryContext, { email }: ForgotPasswordForm, ip: string): Promise<void> {
  const now = new Date();
  if (!(await takeRate(db, 'forgot-ip', normalizeIp(ip), { max: cfg.maxPerIp, windowSeconds: cfg.windowSeconds }, now))) {
    throw tooManyRequests();
  }
  // The answer goes out first; the account lookup, its limit, the token and the message come
  // after it (mailer.later), so known and unknown addresses do exactly the same work before answering.
  mailer.later(async () => {
    const withinAccountLimit = await takeRate(db, 'forgot-account', email, { max: cfg.maxPerAccount, windowSeconds: cfg.windowSeconds }, now);
    const user = await buscarUsuarioAtivoPorEmail(db, email);
    if (!user) return null;
    if (!withinAccountLimit) {
      log.warn({ userId: user.id }, 'recuperação de senha: limite por conta atingido');
      return null;
    }
    const token = await inserirTokenDeRedefinicao(db, user.id, cfg.ttlSeconds, now);
    return resetPasswordMail(appUrl, user, token, cfg.ttlSeconds);
  });
}

/** The new password (validated at the edge) for the account of the reset token. */
export async function redefinirSenha(
  db: Db,
  passwords: PasswordHasher,
  body: ResetPasswordForm & { token?: string },
  log: FastifyBaseLogger,
): Promise<void> {
  const hash = await passwords.hash(body.senha);
  const now = new Date();
  const userId = await db.transaction(async (tx) => {
    const id = await consumirTokenDeRedefinicao(tx, body.token, now);
    if (id === null) return null;
    // The whole rule needs whose password it is; refusing rolls the token's use back.
    const owner = await buscarDonoDaSenha(tx, id);
    if (owner) assertNewPassword('senha', body.senha, { nomes: [owner.name], usuario: owner.usuario, email: owner.email });
    if (!(await atualizarSenhaDoUsuarioAtivo(tx, id, hash, now))) return null;
    await endAllSessions(tx, id, now);
    // The failed checks against the old password no longer delay anyone.
    await limparFalhasDeLoginDaConta(tx, id);
    // The fact, never the password; by the account's owner (the link's holder), not signed in.
    await registrarAuditoria(tx, { acao: 'senha_redefinida', entidade: 'usuario', chave: id, detalhes: { meio: 'link de recuperação', sessoesEncerradas: true } }, { id, nome: owner?.name ?? AUTOR_DESCONHECIDO });
    return id;
  });
  if (userId === null) throw badRequest([{ field: 'token', errorMessage: RESET_INVALID }]);
  log.info({ userId }, 'senha redefinida por recuperação; sessões encerradas');
}
