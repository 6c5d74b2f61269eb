// Placeholder for the Business account Connected integrations screen: its behaviour arrives in a later issue; the route, title and layout are real.
import { ComingLater } from '../../../components/ui/coming-later';

function AdminBusinessAccountIntegrationsRoute() {
  return <ComingLater screen="Business account Connected integrations" />;
}

export { AdminBusinessAccountIntegrationsRoute as Component };
