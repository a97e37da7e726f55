/**
 * Password recovery's statements: single-use reset tokens (see contas/service/one-time-tokens.ts) valid for
 * PasswordResetConfig.ttlSeconds (30 minutes), and the account they reset. Time comes from the process clock.
 */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';
import { hashOneTimeToken, looksLikeOneTimeToken, newOneTimeToken } from '../contas';

export async function inserirTokenDeRedefinicao(db: Conn, userId: number, ttlSeconds: number, now: Date = new Date()): Promise<string> {
  const { token, hash } = newOneTimeToken();
  await db.insert(passwordResetTokens).values({
    userId,
    tokenHash: hash,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlSeconds * 1000),
  });
  return token;
}

/** The user of a usable (unused, unexpired) reset token of an active account, or null. */
export async function buscarTokenDeRedefinicaoUtilizavel(db: Conn, token: unknown, now: Date = new Date()): Promise<{ userId: number } | null> {
  if (!looksLikeOneTimeToken(token)) return null;
  const [row] = await db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .innerJoin(users, eq(users.id, passwordResetTokens.userId))
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashOneTimeToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
        eq(users.ativo, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Marks the token used (atomically: of two concurrent resets only one wins) and every other
 * open token of the same user. Returns the user id, or null when the token is not usable.
 */
export async function consumirTokenDeRedefinicao(db: Conn, token: unknown, now: Date = new Date()): Promise<number | null> {
  if (!looksLikeOneTimeToken(token)) return null;
  const [row] = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hashOneTimeToken(token)),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    )
    .returning({ userId: passwordResetTokens.userId });
  if (!row) return null;
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, row.userId), isNull(passwordResetTokens.usedAt)));
  return row.userId;
}

export async function buscarUsuarioAtivoPorEmail(db: Conn, email: string) {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.email, email), eq(users.ativo, true)))
    .limit(1);
  return user;
}

/** Name, login and e-mail of the account whose password is being set (the password rule refuses them in it). */
export async function buscarDonoDaSenha(db: Conn, id: number) {
  const [owner] = await db.select({ name: users.name, usuario: users.usuario, email: users.email }).from(users).where(eq(users.id, id)).limit(1);
  return owner;
}

/** Sets the password of an active account; false when the account is missing or disabled. */
export async function atualizarSenhaDoUsuarioAtivo(tx: Tx, id: number, passwordHash: string, now: Date): Promise<boolean> {
  const [updated] = await tx
    .update(users)
    .set({ passwordHash, updatedAt: now })
    .where(and(eq(users.id, id), eq(users.ativo, true)))
    .returning({ id: users.id });
  return Boolean(updated);
}
