// Placeholder for the Business account Settings screen: its behaviour arrives in a later issue; the route, title and layout are real.
import { ComingLater } from '../../../components/ui/coming-later';

function AdminBusinessAccountSettingsRoute() {
  return <ComingLater screen="Business account Settings" />;
}

export { AdminBusinessAccountSettingsRoute as Component };
