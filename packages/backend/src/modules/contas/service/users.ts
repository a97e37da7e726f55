/** Users as the access modules see them: the signed-in user, login candidates, ending sessions. SQL in queries.ts. */
import { ADMIN_ROLE, API_NAME, SECTIONS } from '@financeiro/domain';
import type { Conn, Db } from '../../../db/client';
import * as q from '../queries';

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
export async function buscarUsuarioAtivo(db: Db, id: number): Promise<AuthUser | null> {
  return toAuthUser(await q.listarUsuariosAtivos(db, id));
}

/**
 * The user of an access token of session `familyId`: active, and the family still has a refresh
 * token that is not revoked (logout, refresh-token reuse, a password change elsewhere and
 * disabling revoke it). Still one query (see selectActiveUserRows). Nothing is cached, so a
 * revocation made by any API process sharing the database applies to the very next request.
 */
export async function buscarUsuarioDaSessao(db: Db, id: number, familyId: string): Promise<AuthUser | null> {
  return toAuthUser(await q.listarUsuariosAtivos(db, id, familyId));
}

/** The rows of selectActiveUserRows (one per section) -> the user with its sorted sections, or null. */
function toAuthUser(rows: Awaited<ReturnType<typeof q.listarUsuariosAtivos>>): AuthUser | null {
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
  name: string;
  passwordHash: string | null;
  ativo: boolean;
}

/** Finds an account by usuario (case-insensitive) or e-mail. */
export async function encontrarCandidatoAoLogin(db: Db, login: string): Promise<LoginCandidate | null> {
  return q.buscarCandidatoAoLogin(db, login.trim().toLowerCase());
}

export async function atualizarHashDaSenha(db: Db, id: number, passwordHash: string): Promise<void> {
  await q.atualizarUsuario(db, id, { passwordHash, updatedAt: new Date() });
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
export async function endAllSessions(db: Conn, userId: number, now: Date = new Date()): Promise<void> {
  await q.atualizarUsuario(db, userId, { sessionsValidAfter: now, updatedAt: now });
  await q.revogarTokensDoUsuario(db, userId, now);
}

/**
 * Ends every session of the user but `keepFamilyId` (the one making a password change): their
 * refresh tokens are revoked, so their access tokens are refused from the next request on.
 */
export async function endOtherSessions(db: Conn, userId: number, keepFamilyId: string, now: Date = new Date()): Promise<void> {
  await q.revogarTokensDoUsuario(db, userId, now, keepFamilyId);
}
