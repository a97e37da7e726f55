import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '@financeiro/api';

/** Guarded routes need a stored login token (spec 03 section 4, Session/guard). */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useSession((state) => state.token);
  return token ? <>{children}</> : <Navigate to="/login" replace />;
}

/** Logged-in users are redirected away from the login pages. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const token = useSession((state) => state.token);
  return token ? <Navigate to="/boas-vindas" replace /> : <>{children}</>;
}
