// Placeholder for the Integration settings (admin) screen: its behaviour arrives in a later issue; the route, title and layout are real.
import { ComingLater } from '../../../components/ui/coming-later';

function AdminIntegrationSettingsRoute() {
  return <ComingLater screen="Integration settings (admin)" />;
}

export { AdminIntegrationSettingsRoute as Component };
