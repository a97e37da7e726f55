import { useSession } from '@financeiro/api';
import { permittedSegments } from '@financeiro/domain';
import { DashboardContent } from './dashboard/DashboardContent';

export interface DashboardProps {
  /** Fixed chart width in px (tests: jsdom has no layout); the screen fills its container. */
  chartWidth?: number;
}

/** HH dashboard (/dashboard): rendered only for users holding the dashboard role (spec 02 section 6). */
export default function Dashboard({ chartWidth }: DashboardProps = {}) {
  const user = useSession((state) => state.user);
  if (!permittedSegments(user?.roles).includes('dashboard')) return null;
  return <DashboardContent chartWidth={chartWidth} />;
}
