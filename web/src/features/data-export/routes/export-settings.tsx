// Placeholder for the Export Settings screen: its behaviour arrives in a later issue; the route, title and layout are real.
import { ComingLater } from '../../../components/ui/coming-later';

function ExportSettingsRoute() {
  return <ComingLater screen="Export Settings" />;
}

export { ExportSettingsRoute as Component };
