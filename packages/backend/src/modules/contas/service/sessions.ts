/**
 * Sessions: an access token plus a refresh token that belongs to a family. Refresh tokens are
 * single use: each refresh marks the presented token used and issues the next one of the same
 * family. Presenting a token that was already used revokes the whole family (token theft), unless
 * it comes within a few seconds of the first use (two tabs of one browser refreshing at once).
 */
import { randomUUID } from 'node:crypto';
import type { Conn, Db } from '../../../db/client';
import { registrarLogout } from './eventos';
import type { AuthErrorCode } from '../../../http/errors';
import * as q from '../queries';
import { bearerToken, TokenError, type AccessClaims, type RefreshClaims, type TokenService } from './tokens';
import { accessTokenStillValid, buscarUsuarioDaSessao, type AuthUser } from './users';

export interface IssuedSession {
  token: string;
  refresh_token: string;
}

export type RotationFailure = 'unknown' | 'reused' | 'revoked' | 'expired';

export class RotationError extends Error {
  constructor(
    readonly reason: RotationFailure,
    readonly familyId?: string,
  ) {
    super(`refresh token ${reason}`);
    this.name = 'RotationError';
  }
}

export async function emitirSessao(
  db: Db,
  tokens: TokenService,
  userId: number,
  familyId: string = randomUUID(),
): Promise<IssuedSession> {
  const refresh = await tokens.signRefresh(userId, familyId);
  await q.inserirRefreshToken(db, { jti: refresh.jti, userId, familyId, expiresAt: refresh.expiresAt });
  const access = await tokens.signAccess(userId, familyId);
  return { token: access.token, refresh_token: refresh.token };
}

/**
 * Marks the presented refresh token used and issues the next pair of the same family. A token
 * presented again within `graceSeconds` of its first use (two tabs refreshing at once, on any API
 * process) gets another pair of the same family while the family is not revoked; the first pair
 * stays valid. Throws RotationError; on reuse after the grace window the family is revoked before
 * throwing.
 */
export async function rotacionarSessao(db: Db, tokens: TokenService, claims: RefreshClaims, graceSeconds = 0): Promise<IssuedSession> {
  const now = new Date();
  const next = await tokens.signRefresh(claims.userId, claims.familyId);
  const claimed = await db.transaction(async (tx) => {
    // The first UPDATE waits for a concurrent claim of the same row to commit and then finds it
    // used; the second one, a new statement, sees that use and holds the row while the family is alive.
    const fresh = await q.claimRefreshToken(tx, claims, next.jti, now);
    if (!fresh && !(graceSeconds > 0 && (await q.holdRecentlyUsedRefreshToken(tx, claims, new Date(now.getTime() - graceSeconds * 1000), now)))) {
      return false;
    }
    await q.inserirRefreshToken(tx, { jti: next.jti, userId: claims.userId, familyId: claims.familyId, expiresAt: next.expiresAt });
    return true;
  });

  if (!claimed) {
    const row = await q.buscarRefreshToken(db, claims.jti);
    if (!row) throw new RotationError('unknown');
    if (row.usedAt) {
      await revogarFamilia(db, row.familyId);
      throw new RotationError('reused', row.familyId);
    }
    if (row.revokedAt) throw new RotationError('revoked', row.familyId);
    throw new RotationError('expired', row.familyId);
  }
  const access = await tokens.signAccess(claims.userId, claims.familyId);
  return { token: access.token, refresh_token: next.token };
}

/** Revokes a session's tokens; answers how many were still alive (0: it had already ended). */
export function revogarFamilia(db: Conn, familyId: string): Promise<number> {
  return q.revogarTokensDaFamilia(db, familyId, new Date());
}

/**
 * Logout of one session (its family), with its audit entry in the same transaction; nothing recorded
 * when the session had already ended (nothing changed).
 */
export function encerrarSessao(db: Db, familyId: string, userId: number, ip: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    if ((await revogarFamilia(tx, familyId)) === 0) return false;
    const nome = (await q.buscarNomeDoUsuario(tx, userId)) ?? String(userId);
    await registrarLogout(tx, { id: userId, name: nome }, ip);
    return true;
  });
}

/**
 * The user and claims of a valid access token whose session is still open, or null (disabled
 * user, session ended by logout, refresh-token reuse, password change or disabling). Throws
 * TokenError for a bad or expired token.
 */
export async function userOfAccessToken(
  db: Db,
  tokens: TokenService,
  token: string,
): Promise<{ user: AuthUser; claims: AccessClaims } | null> {
  const claims = await tokens.verifyAccess(token);
  const user = await buscarUsuarioDaSessao(db, claims.userId, claims.familyId);
  if (!user || !accessTokenStillValid(user, claims.issuedAt)) return null;
  return { user, claims };
}

/** The session of a request's Authorization header, or the code of the 401 to answer (the guard's check). */
export async function sessionOfAuthorization(
  db: Db,
  tokens: TokenService,
  header: string | string[] | undefined,
): Promise<{ user: AuthUser; familyId: string } | { error: AuthErrorCode }> {
  const token = bearerToken(header);
  if (!token) return { error: 'UNAUTHORIZED' };
  try {
    const session = await userOfAccessToken(db, tokens, token);
    return session ? { user: session.user, familyId: session.claims.familyId } : { error: 'UNAUTHORIZED' };
  } catch (error) {
    if (error instanceof TokenError) return { error: error.code };
    throw error;
  }
}
