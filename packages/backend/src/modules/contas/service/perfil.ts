/** The signed-in user's profile: reading it, and changing the name, the note and the password. */
import { CURRENT_PASSWORD_WRONG_MESSAGE, profileSchema, validate, type ProfileForm } from '@financeiro/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { LoginLimits } from '../../../config';
import type { Db } from '../../../db/client';
import type { users } from '../../../db/schema';
import { badRequest, unauthorized } from '../../../http/errors';
import { decodeFlatObject } from '../../../http/input';
import { beginPasswordCheck, loginAccountKey, normalizeIp } from './login-limits';
import { assertNewPassword } from './new-password';
import type { PasswordHasher } from './passwords';
import { selectPasswordHash, updateUser } from '../queries';
import { PROFILE_FORM_MAX } from '../schemas';
import { endOtherSessions, loadActiveUser, toUserProfile, type AuthUser, type UserProfile } from './users';

/** A base64 form that does not decode to a flat object of bounded texts. */
export const INVALID_DATA = 'Problema ao validar dados enviados.';
export const EMAIL_READ_ONLY = 'O e-mail não pode ser alterado.';

export interface ProfileChange {
  db: Db;
  passwords: PasswordHasher;
  loginLimits: LoginLimits;
  log: FastifyBaseLogger;
  user: AuthUser;
  /** The `data` field: base64 of the form's JSON. */
  data: string;
  ip: string;
  /** The session making the change (it goes on when the password changes). */
  sessionFamily: string | null | undefined;
}

export async function updateProfile({ db, passwords, loginLimits, log, user, data, ip, sessionFamily }: ProfileChange): Promise<UserProfile> {
  // The decoded form: plain, bounded texts without NUL (decodeFlatObject).
  const form = decodeFlatObject(Buffer.from(data.trim(), 'base64').toString('utf8'), PROFILE_FORM_MAX);
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
    // Refused before the current password is checked (and counted).
    assertNewPassword('novaSenha', value.novaSenha!, { nomes: [value.name, user.name], usuario: user.usuario, email: user.email });
    // The current password is a password check like the login's: same delay per account and address.
    const subject = { account: loginAccountKey({ id: user.id }, user.usuario), ip: normalizeIp(ip) };
    const attempt = await beginPasswordCheck(db, loginLimits, subject);
    const passwordHash = await selectPasswordHash(db, user.id);
    // An account without a password (Google only) has no current password to confirm: it sets one through recovery.
    const currentOk = passwordHash
      ? await passwords.verify(passwordHash, value.senhaAtual ?? '')
      : await passwords.verifyDummy(value.senhaAtual ?? '');
    if (!currentOk) {
      log.info({ userId: user.id }, 'troca de senha recusada: senha atual incorreta');
      throw badRequest([{ field: 'senhaAtual', errorMessage: CURRENT_PASSWORD_WRONG_MESSAGE }]);
    }
    await attempt.succeeded();
    changes.passwordHash = await passwords.hash(value.novaSenha!);
  }
  if (changingPassword && !sessionFamily) throw unauthorized('UNAUTHORIZED');
  await db.transaction(async (tx) => {
    await updateUser(tx, user.id, changes);
    // Every other session ends (ASVS 7.4.1); the one that made the change goes on.
    if (changingPassword) await endOtherSessions(tx, user.id, sessionFamily!, changes.updatedAt);
  });
  const updated = await loadActiveUser(db, user.id);
  if (!updated) throw unauthorized('UNAUTHORIZED');
  log.info({ userId: user.id, passwordChanged: changingPassword }, 'perfil atualizado');
  return toUserProfile(updated);
}
