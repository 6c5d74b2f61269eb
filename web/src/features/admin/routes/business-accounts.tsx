// Placeholder for the Business Accounts screen: its behaviour arrives in a later issue; the route, title and layout are real.
import { ComingLater } from '../../../components/ui/coming-later';

function AdminBusinessAccountsRoute() {
  return <ComingLater screen="Business Accounts" />;
}

export { AdminBusinessAccountsRoute as Component };
