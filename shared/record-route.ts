// The one rule for which per-service route (`/api/{service_path}/…`) a record's calls take: the
// path of the service it sends from (fb-sync for a lead integration, an export's own service).
// The server applies it to every record call; the admin screen only to build its settings links.
import { isServicePath, type ServicePath } from './constants';
import type { TIntegrationExport, TService } from './contract/common';

/** The sending service's path, or null when the record sends from none the gateway routes. */
export const servicePathOfRecord = (
  record: Pick<TIntegrationExport, 'sending_service_id'>,
  services: readonly Pick<TService, 'id' | 'service_path'>[],
): ServicePath | null => {
  const path = services.find((service) => service.id === record.sending_service_id)?.service_path;
  return isServicePath(path) ? path : null;
};
