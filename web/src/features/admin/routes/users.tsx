// Placeholder for the Users screen: its behaviour arrives in a later issue; the route, title and layout are real.
import { ComingLater } from '../../../components/ui/coming-later';

function AdminUsersRoute() {
  return <ComingLater screen="Users" />;
}

export { AdminUsersRoute as Component };
