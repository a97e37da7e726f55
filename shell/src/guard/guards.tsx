import { Alert } from '@chakra-ui/react';
import { useCanOpen } from '@financeiro/api';
import { SECTION_FORBIDDEN_MESSAGE, type Section } from '@financeiro/domain';
import { AREAS, type AreaModule } from '../remotes/areas';
import { RemoteArea } from '../remotes/RemoteArea';

export { PublicOnly, RequireSession } from './session';

/**
 * A section whose first path segment is not in the user's permitted list says so in its place (the
 * API's own 403 text), then shows the dashboard page instead (spec 03 section 4) when the user may
 * see it. The server enforces the same rule on every call; this only decides the screen.
 */
export function SectionRoute({ section, area }: { section: Section; area: AreaModule }) {
  const allowed = useCanOpen(`/${section}`);
  if (allowed) return <RemoteArea key={`${area.remote}/${area.module}`} area={area} />;
  return <RefusedSection />;
}

/**
 * What a refused section shows (every section, /administracao included): the API's 403 text, then
 * the dashboard page when the user may see it — never a blank page.
 */
export function RefusedSection() {
  const dashboard = useCanOpen('/dashboard');
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
