// Placeholder for the Business account Users screen: its behaviour arrives in a later issue; the route, title and layout are real.
import { ComingLater } from '../../../components/ui/coming-later';

function AdminBusinessAccountUsersRoute() {
  return <ComingLater screen="Business account Users" />;
}

export { AdminBusinessAccountUsersRoute as Component };
