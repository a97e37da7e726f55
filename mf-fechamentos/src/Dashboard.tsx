import { useSession } from '@financeiro/api';
import { permittedSegments } from '@financeiro/domain';
import { AreaPage } from './AreaPage';

/** HH dashboard (/dashboard): rendered only for users holding the dashboard role. */
export default function Dashboard() {
  const user = useSession((state) => state.user);
  if (!permittedSegments(user?.roles).includes('dashboard')) return null;
  return <AreaPage title="Dashboard" />;
}
