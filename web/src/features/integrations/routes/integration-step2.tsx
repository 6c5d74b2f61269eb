// Placeholder for the Adding Integration. Step2 screen: its behaviour arrives in a later issue; the route, title and layout are real.
import { ComingLater } from '../../../components/ui/coming-later';

function IntegrationStep2Route() {
  return <ComingLater screen="Adding Integration. Step2" />;
}

export { IntegrationStep2Route as Component };
