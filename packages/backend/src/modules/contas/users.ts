import { and, eq, exists, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { refreshTokens, userSections, users } from '../../db/schema';
import { ADMIN_ROLE, API_NAME, SECTIONS } from '@financeiro/domain';

/** The signed-in user as loaded from the database on every authenticated request. */
export interface AuthUser {
  id: number;
  usuario: string;
  name: string;
  email: string;
  observacao: string | null;
  avatarImgref: string | null;
  /** Sections (first path segments) plus roles such as 'dashboard' and 'admin'. */
  sections: string[];
  /** Access tokens issued before this instant are refused (password reset, disabling). */
  sessionsValidAfter: Date | null;
}

/** The user object of the login, refresh and token-check answers. */
export interface UserPayload {
  id: number;
  usuario: string;
  name: string;
  email: string;
  roles: Record<string, string[]>;
}

export interface UserProfile extends UserPayload {
  observacao: string | null;
  avatar_imgref: string | null;
}

const ROLE_ORDER: string[] = [...SECTIONS, ADMIN_ROLE];

export function sortSections(sections: Iterable<string>): string[] {
  const rank = (value: string) => {
    const index = ROLE_ORDER.indexOf(value);
    return index === -1 ? ROLE_ORDER.length : index;
  };
  return [...new Set(sections)].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

export function toUserPayload(user: AuthUser): UserPayload {
  return {
    id: user.id,
    usuario: user.usuario,
    name: user.name,
    email: user.email,
    roles: { [API_NAME]: sortSections(user.sections) },
  };
}

export function toUserProfile(user: AuthUser): UserProfile {
  return { ...toUserPayload(user), observacao: user.observacao, avatar_imgref: user.avatarImgref };
}

/** Active user with their sections, or null (unknown or disabled). One query. */
export async function loadActiveUser(db: Db, id: number): Promise<AuthUser | null> {
  return selectActiveUser(db, id);
}

/**
 * The user of an access token of session `familyId`: active, and the family still has a refresh
 * token that is not revoked (logout, refresh-token reuse, a password change elsewhere and
 * disabling revoke it). Still one query: the family test is an EXISTS on the indexed
 * refresh_tokens.family_id inside the user lookup. Nothing is cached, so a revocation made by any
 * API process sharing the database applies to the very next request.
 */
export async function loadSessionUser(db: Db, id: number, familyId: string): Promise<AuthUser | null> {
  const alive = exists(
    db
      .select({ one: sql`1` })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, familyId), eq(refreshTokens.userId, users.id), isNull(refreshTokens.revokedAt))),
  );
  return selectActiveUser(db, id, alive);
}

async function selectActiveUser(db: Db, id: number, extra?: SQL): Promise<AuthUser | null> {
  const rows = await db
    .select({
      id: users.id,
      usuario: users.usuario,
      name: users.name,
      email: users.email,
      observacao: users.observacao,
      avatarImgref: users.avatarImgref,
      sessionsValidAfter: users.sessionsValidAfter,
      section: userSections.section,
    })
    .from(users)
    .leftJoin(userSections, eq(userSections.userId, users.id))
    .where(and(eq(users.id, id), eq(users.ativo, true), extra));
  const first = rows[0];
  if (!first) return null;
  const { section: _section, ...user } = first;
  return {
    ...user,
    sections: sortSections(rows.map((row) => row.section).filter((value): value is string => Boolean(value))),
  };
}

export interface LoginCandidate {
  id: number;
  passwordHash: string | null;
  ativo: boolean;
}

/** Finds an account by usuario (case-insensitive) or e-mail. */
export async function findLoginCandidate(db: Db, login: string): Promise<LoginCandidate | null> {
  const key = login.trim().toLowerCase();
  const rows = await db
    .select({ id: users.id, passwordHash: users.passwordHash, ativo: users.ativo })
    .from(users)
    .where(or(sql`lower(${users.usuario}) = ${key}`, eq(users.email, key)))
    .orderBy(sql`(lower(${users.usuario}) = ${key}) DESC`, users.id)
    .limit(1);
  return rows[0] ?? null;
}

export async function updatePasswordHash(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, id));
}

/** Whether an access token issued at `issuedAt` is still accepted for this user. */
export function accessTokenStillValid(user: Pick<AuthUser, 'sessionsValidAfter'>, issuedAt: Date): boolean {
  if (!user.sessionsValidAfter) return true;
  return issuedAt.getTime() > user.sessionsValidAfter.getTime();
}

/**
 * Ends every session of the user: all refresh tokens revoked and every access token issued up
 * to now refused by the guard.
 */
export async function endAllSessions(db: Db, userId: number, now: Date = new Date()): Promise<void> {
  await db.update(users).set({ sessionsValidAfter: now, updatedAt: now }).where(eq(users.id, userId));
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}

/**
 * Ends every session of the user but `keepFamilyId` (the one making a password change): their
 * refresh tokens are revoked, so their access tokens are refused from the next request on.
 */
export async function endOtherSessions(db: Db, userId: number, keepFamilyId: string, now: Date = new Date()): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), ne(refreshTokens.familyId, keepFamilyId), isNull(refreshTokens.revokedAt)));
}
