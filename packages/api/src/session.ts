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

interface SessionState {
  token: string | null;
  refresh_token: string | null;
  user: SessionUser | null;
  signIn(session: SessionData): void;
  updateUser(user: SessionUser): void;
  clear(): void;
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
      signIn: ({ token, refresh_token, user }) => set({ token, refresh_token, user }),
      updateUser: (user) => set({ user }),
      clear: () => set({ token: null, refresh_token: null, user: null }),
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

/** Permitted first path segments of the signed-in user. */
export function usePermittedSections(): string[] {
  const user = useSession((state) => state.user);
  return permittedSegments(user?.roles);
}

export function useCanOpen(pathname: string): boolean {
  const user = useSession((state) => state.user);
  return canOpenPath(pathname, user?.roles);
}
