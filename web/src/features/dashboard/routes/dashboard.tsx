// Placeholder for the Dashboard screen: its behaviour arrives in a later issue; the route, title and layout are real.
import { ComingLater } from '../../../components/ui/coming-later';

function DashboardRoute() {
  return <ComingLater screen="Dashboard" />;
}

export { DashboardRoute as Component };
