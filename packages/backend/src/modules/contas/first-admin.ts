/**
 * The first administrator of a database without the demo seed, or a way back into a locked-out
 * one: `pnpm --filter @financeiro/backend admin:create` (src/admin-create.ts) and, at start-up on an
 * empty user table, FIRST_ADMIN_EMAIL / FIRST_ADMIN_PASSWORD (src/main.ts).
 */
import { ADMIN_ROLE, INVALID_EMAIL_MESSAGE, SECTIONS } from '@financeiro/domain';
import * as yup from 'yup';
import type { Db } from '../../db/client';
import { clearAccountLoginFailures } from './login-limits';
import type { PasswordHasher } from './passwords';
import * as q from './queries';
import { endAllSessions } from './users';

/**
 * Stricter than the spec's 6 characters for everyone: an account created outside the app, with
 * every section, is the one an attacker wants most.
 */
export const ADMIN_PASSWORD_MIN = 12;

const adminAccountSchema = yup.object({
  email: yup.string().trim().lowercase().required('Informe o e-mail (--email).').email(INVALID_EMAIL_MESSAGE).max(254, INVALID_EMAIL_MESSAGE),
  name: yup.string().trim().max(120, 'Nome deve possuir no máximo 120 caracteres.').default('Administrador'),
  password: yup
    .string()
    .required('Informe a senha.')
    .min(ADMIN_PASSWORD_MIN, `A senha do administrador deve possuir no mínimo ${ADMIN_PASSWORD_MIN} caracteres.`)
    .max(256, 'Senha deve possuir no máximo 256 caracteres.'),
});

export interface AdminAccount {
  email: string;
  name?: string;
  password: string;
}

export class AdminAccountError extends Error {}

/** Checks the account's fields; throws AdminAccountError with every message, one per line. */
export function validateAdminAccount(account: AdminAccount): Required<AdminAccount> {
  try {
    const valid = adminAccountSchema.validateSync(account, { abortEarly: false, stripUnknown: true });
    return { email: valid.email, name: valid.name || 'Administrador', password: valid.password };
  } catch (error) {
    if (error instanceof yup.ValidationError) throw new AdminAccountError(error.errors.join('\n'));
    throw error;
  }
}

/**
 * Creates the administrator, or — when the e-mail already has an account — makes it an active
 * administrator with this password and ends its sessions. One transaction.
 */
export async function createOrResetAdmin(db: Db, hasher: PasswordHasher, account: AdminAccount): Promise<'criado' | 'redefinido'> {
  const { email, name, password } = validateAdminAccount(account);
  const passwordHash = await hasher.hash(password);
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const existing = await q.selectUserIdByEmail(txDb, email);
    let userId: number;
    if (existing !== undefined) {
      userId = existing;
      await q.updateUser(txDb, userId, { passwordHash, ativo: true, updatedAt: new Date() });
      await endAllSessions(txDb, userId);
      await clearAccountLoginFailures(txDb, userId);
    } else {
      userId = await q.insertUser(txDb, { usuario: await freeLogin(txDb, email), email, name, passwordHash });
    }
    await q.insertUserSections(txDb, userId, [...SECTIONS, ADMIN_ROLE]);
    return existing !== undefined ? 'redefinido' : 'criado';
  });
}

/** The e-mail's local part as login name, with a number appended when it is taken. */
async function freeLogin(db: Db, email: string): Promise<string> {
  const base = email.split('@')[0]!.slice(0, 100);
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? base : `${base}${suffix}`;
    if (!(await q.usuarioTaken(db, candidate))) return candidate;
  }
}

/**
 * FIRST_ADMIN_EMAIL / FIRST_ADMIN_PASSWORD at start-up: creates that administrator only while the
 * user table is empty (a later restart with the variables still set changes nothing).
 */
export async function ensureFirstAdmin(db: Db, hasher: PasswordHasher, account: AdminAccount): Promise<boolean> {
  // Several API processes may start together on one empty database: one creates, the others find it.
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await q.lockFirstAdmin(txDb);
    if ((await q.countUsers(txDb)) > 0) return false;
    await createOrResetAdmin(txDb, hasher, account);
    return true;
  });
}
