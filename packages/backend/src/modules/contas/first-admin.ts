/**
 * The first administrator of a database without the demo seed, or a way back into a locked-out
 * one: `pnpm --filter @financeiro/backend admin:create` (src/admin-create.ts) and, at start-up on an
 * empty user table, FIRST_ADMIN_EMAIL / FIRST_ADMIN_PASSWORD (src/main.ts).
 */
import { ADMIN_ROLE, INVALID_EMAIL_MESSAGE, SECTIONS } from '@financeiro/domain';
import { count, eq, sql } from 'drizzle-orm';
import * as yup from 'yup';
import type { Db } from '../../db/client';
import { users, userSections } from '../../db/schema';
import type { PasswordHasher } from './passwords';
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
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email));
    let userId: number;
    if (existing) {
      userId = existing.id;
      await tx.update(users).set({ passwordHash, ativo: true, updatedAt: new Date() }).where(eq(users.id, userId));
      await endAllSessions(txDb, userId);
    } else {
      const [inserted] = await tx
        .insert(users)
        .values({ usuario: await freeLogin(txDb, email), email, name, passwordHash })
        .returning({ id: users.id });
      userId = inserted!.id;
    }
    await tx
      .insert(userSections)
      .values([...SECTIONS, ADMIN_ROLE].map((section) => ({ userId, section })))
      .onConflictDoNothing();
    return existing ? 'redefinido' : 'criado';
  });
}

/** The e-mail's local part as login name, with a number appended when it is taken. */
async function freeLogin(db: Db, email: string): Promise<string> {
  const base = email.split('@')[0]!.slice(0, 100);
  for (let suffix = 1; ; suffix++) {
    const candidate = suffix === 1 ? base : `${base}${suffix}`;
    const [taken] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.usuario}) = ${candidate.toLowerCase()}`);
    if (!taken) return candidate;
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
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('primeiro-administrador'))`);
    const [row] = await tx.select({ total: count() }).from(users);
    if ((row?.total ?? 0) > 0) return false;
    await createOrResetAdmin(txDb, hasher, account);
    return true;
  });
}
