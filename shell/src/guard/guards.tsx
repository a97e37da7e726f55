import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession, useCanOpen } from '@financeiro/api';
import type { Section } from '@financeiro/domain';
import { AREAS, type AreaModule } from '../remotes/areas';
import { RemoteArea } from '../remotes/RemoteArea';

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

/**
 * A section whose first path segment is not in the user's permitted list shows the dashboard
 * page instead. The server enforces the same rule on every call; this only decides the screen.
 */
export function SectionRoute({ section, area }: { section: Section; area: AreaModule }) {
  const allowed = useCanOpen(`/${section}`);
  return <RemoteArea key={allowed ? `${area.remote}/${area.module}` : 'dashboard'} area={allowed ? area : AREAS.dashboard} />;
}
