// Placeholder for the Integrations screen: its behaviour arrives in a later issue; the route, title and layout are real.
import { ComingLater } from '../../../components/ui/coming-later';

function IntegrationsRoute() {
  return <ComingLater screen="Integrations" />;
}

export { IntegrationsRoute as Component };
