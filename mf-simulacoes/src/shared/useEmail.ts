import { useSession } from '@financeiro/api';

/** The signed-in user's e-mail ('' when signed out): every simulation call is scoped by it. */
export function useEmail(): string {
  return useSession((state) => state.user?.email ?? '');
}
