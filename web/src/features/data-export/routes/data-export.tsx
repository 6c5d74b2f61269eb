// Placeholder for the Data Export screen: its behaviour arrives in a later issue; the route, title and layout are real.
import { ComingLater } from '../../../components/ui/coming-later';

function DataExportRoute() {
  return <ComingLater screen="Data Export" />;
}

export { DataExportRoute as Component };
