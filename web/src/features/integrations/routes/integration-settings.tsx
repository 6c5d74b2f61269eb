// Placeholder for the Integration Settings screen: its behaviour arrives in a later issue; the route, title and layout are real.
import { ComingLater } from '../../../components/ui/coming-later';

function IntegrationSettingsRoute() {
  return <ComingLater screen="Integration Settings" />;
}

export { IntegrationSettingsRoute as Component };
