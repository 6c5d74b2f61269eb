// The per-service path (fb-sync, pd-sync, ws-sync, google-ads) an integration's calls go to:
// the service it reads from (its sending service), or its own service when that is one of them.
import { isServicePath, type ServicePath } from '@shared/constants';
import type { TIntegrationExport, TService } from '@shared/contract/common';

export function servicePathOf(record: TIntegrationExport, services: readonly TService[]): ServicePath | null {
  const sending = services.find((service) => service.id === record.sending_service_id)?.service_path;
  if (isServicePath(sending)) return sending;
  return isServicePath(record.service.service_path) ? record.service.service_path : null;
}
