import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from '@financeiro/api';
import { destinationAfterLogin, loginPath } from './returnPath';

/**
 * Guarded routes need a stored login token (spec 03 section 4, Session/guard). The login page is
 * told where the user was, so that signing in brings them back there — except after a logout
 * they asked for here.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const token = useSession((state) => state.token);
  const ended = useSession((state) => state.ended);
  const { pathname, search, hash } = useLocation();
  if (token) return <>{children}</>;
  return <Navigate to={ended === 'logout' ? '/login' : loginPath(`${pathname}${search}${hash}`)} replace />;
}

/** Logged-in users are redirected away from the login pages: to where they were, or the welcome page. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const token = useSession((state) => state.token);
  const location = useLocation();
  return token ? <Navigate to={destinationAfterLogin(location)} replace /> : <>{children}</>;
}
