import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { canOpenPath, permittedSegments, type UserRoles } from '@financeiro/domain';

export interface SessionUser {
  id?: number;
  usuario?: string;
  name: string;
  email: string;
  roles: UserRoles;
}

/** What the backend answers on sign-in and refresh (spec 03 section 3, Session). */
export interface SessionData {
  token: string;
  refresh_token: string;
  user: SessionUser;
}

/**
 * Why the last session of this page ended: 'expired' when the user did not ask (a 401, a dead
 * session found at a reload, a logout in another tab), 'logout' when they signed out here. Kept
 * in memory only: the login page says 'Sessão expirada...' for the first, nothing after a reload.
 */
export type SessionEnd = 'expired' | 'logout';

interface SessionState {
  token: string | null;
  refresh_token: string | null;
  user: SessionUser | null;
  ended: SessionEnd | null;
  signIn(session: SessionData): void;
  updateUser(user: SessionUser): void;
  clear(reason?: SessionEnd): void;
}

export const SESSION_STORAGE_KEY = 'financeiro-session';

/**
 * The one session store of the application. It lives in this shared package (a module-federation
 * singleton), never in a module the shell exposes, so host and remotes see the same instance.
 */
export const useSession = create<SessionState>()(
  persist(
    (set) => ({
      token: null,
      refresh_token: null,
      user: null,
      ended: null,
      signIn: ({ token, refresh_token, user }) => set({ token, refresh_token, user, ended: null }),
      updateUser: (user) => set({ user }),
      clear: (reason) => set({ token: null, refresh_token: null, user: null, ended: reason ?? null }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ token, refresh_token, user }) => ({ token, refresh_token, user }),
    },
  ),
);

export function isSignedIn(): boolean {
  return Boolean(useSession.getState().token);
}

/** The signed-in user's e-mail ('' when signed out): the owner every user-scoped call (simulations, margin reports, extra costs) sends. */
export function useEmail(): string {
  return useSession((state) => state.user?.email ?? '');
}

/** Permitted first path segments of the signed-in user. */
export function usePermittedSections(): string[] {
  const user = useSession((state) => state.user);
  return permittedSegments(user?.roles);
}

export function useCanOpen(pathname: string): boolean {
  const user = useSession((state) => state.user);
  return canOpenPath(pathname, user?.roles);
}
