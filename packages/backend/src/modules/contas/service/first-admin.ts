/**
 * The first administrator of a database without the demo seed, or a way back into a locked-out
 * one: `pnpm --filter @financeiro/backend admin:create` (src/admin-create.ts) and, at start-up on an
 * empty user table, FIRST_ADMIN_EMAIL / FIRST_ADMIN_PASSWORD (src/main.ts).
 */
import { ADMIN_ROLE, INVALID_EMAIL_MESSAGE, SECTIONS } from '@financeiro/domain';
import { newPasswordProblem } from '@financeiro/domain/auth/common-passwords';
import * as yup from 'yup';
import type { Conn, Db } from '../../../db/client';
import { limparFalhasDeLoginDaConta } from './login-limits';
import type { PasswordHasher } from './passwords';
import * as q from '../queries';
import { endAllSessions } from './users';

const adminFieldsSchema = yup.object({
  email: yup.string().trim().lowercase().required('Informe o e-mail (--email).').email(INVALID_EMAIL_MESSAGE).max(254, INVALID_EMAIL_MESSAGE),
  name: yup.string().trim().max(120, 'Nome deve possuir no máximo 120 caracteres.').default('Administrador'),
});

export interface AdminAccount {
  email: string;
  name?: string;
  password: string;
}

export class AdminAccountError extends Error {}

function verificarCampos(fields: Omit<AdminAccount, 'password'>): { email: string; name: string } | { errors: string[] } {
  try {
    const valid = adminFieldsSchema.validateSync(fields, { abortEarly: false, stripUnknown: true });
    return { email: valid.email, name: valid.name || 'Administrador' };
  } catch (error) {
    if (error instanceof yup.ValidationError) return { errors: error.errors };
    throw error;
  }
}

/** Checks the e-mail and the name (before the password is asked); throws AdminAccountError. */
export function validarCamposDoAdmin(fields: Omit<AdminAccount, 'password'>): { email: string; name: string } {
  const checked = verificarCampos(fields);
  if ('errors' in checked) throw new AdminAccountError(checked.errors.join('\n'));
  return checked;
}

/**
 * Checks the account's fields and the password with the one password rule (with the kept list,
 * the e-mail and the name); throws AdminAccountError with every message, one per line.
 */
export function validarContaDoAdmin(account: AdminAccount): Required<AdminAccount> {
  const checked = verificarCampos(account);
  const errors = 'errors' in checked ? [...checked.errors] : [];
  const owner = 'errors' in checked ? { nomes: [account.name], email: account.email } : { nomes: [checked.name], email: checked.email };
  const problem = account.password ? newPasswordProblem(account.password, owner) : 'Informe a senha.';
  if (problem) errors.push(problem);
  if (errors.length || 'errors' in checked) throw new AdminAccountError(errors.join('\n'));
  return { ...checked, password: account.password };
}

/**
 * Creates the administrator, or — when the e-mail already has an account — makes it an active
 * administrator with this password and ends its sessions. One transaction.
 */
export async function criarOuRedefinirAdmin(db: Conn, hasher: PasswordHasher, account: AdminAccount): Promise<'criado' | 'redefinido'> {
  const { email, name, password } = validarContaDoAdmin(account);
  const passwordHash = await hasher.hash(password);
  return db.transaction(async (tx) => {
    const existing = await q.buscarIdDoUsuarioPorEmail(tx, email);
    let userId: number;
    if (existing !== undefined) {
      userId = existing;
      await q.atualizarUsuario(tx, userId, { passwordHash, ativo: true, updatedAt: new Date() });
      await endAllSessions(tx, userId);
      await limparFalhasDeLoginDaConta(tx, userId);
    } else {
      userId = await q.inserirUsuario(tx, { usuario: await freeLogin(tx, email), email, name, passwordHash });
    }
    await q.inserirSecoesDoUsuario(tx, userId, [...SECTIONS, ADMIN_ROLE]);
    return existing !== undefined ? 'redefinido' : 'criado';
  });
}

/** The e-mail's local part as login name, with a number appended when it is taken. */
async function freeLogin(db: Conn, email: string): Promise<string> {
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
export async function garantirPrimeiroAdmin(db: Db, hasher: PasswordHasher, account: AdminAccount): Promise<boolean> {
  // Several API processes may start together on one empty database: one creates, the others find it.
  return db.transaction(async (tx) => {
    await q.travarPrimeiroAdmin(tx);
    if ((await q.contarUsuarios(tx)) > 0) return false;
    await criarOuRedefinirAdmin(tx, hasher, account);
    return true;
  });
}
