import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { Alert } from '@chakra-ui/react';
import { useSession, useCanOpen } from '@financeiro/api';
import { SECTION_FORBIDDEN_MESSAGE, type Section } from '@financeiro/domain';
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
 * A section whose first path segment is not in the user's permitted list says so in its place (the
 * API's own 403 text), then shows the dashboard page instead (spec 03 section 4) when the user may
 * see it. The server enforces the same rule on every call; this only decides the screen.
 */
export function SectionRoute({ section, area }: { section: Section; area: AreaModule }) {
  const allowed = useCanOpen(`/${section}`);
  const dashboard = useCanOpen('/dashboard');
  if (allowed) return <RemoteArea key={`${area.remote}/${area.module}`} area={area} />;
  return (
    <>
      <Alert.Root status="warning" mb={4} role="alert">
        <Alert.Indicator />
        <Alert.Title>{SECTION_FORBIDDEN_MESSAGE}</Alert.Title>
      </Alert.Root>
      {dashboard ? <RemoteArea key="dashboard" area={AREAS.dashboard} /> : null}
    </>
  );
}
