// Services and the caller's integration/export records (spec §7, "Services, integrations and exports").
import type { listAllServices, listIntegrationsExports, listServices } from '../../../shared/contract/services';
import { listRecords } from '../../../db/queries/integrations-exports';
import { listActiveServicesOfType, listAllServices as listAllServiceRows } from '../../../db/queries/services';
import { memberScope } from '../access';
import { assertSelf } from '../caller';
import type { TEndpointHandler } from '../endpoint-handler';
import { toIntegrationExport } from './shape-record';
import { toService } from './shape-service';

export const readServicesOfType: TEndpointHandler<typeof listServices> = (deps, caller, input) => {
  assertSelf(caller, input.user_id);
  // 'sending' (spec §9) and 'export' are the export services; 'integration' and 'receiving' the CRMs.
  const type = input.type === 'export' || input.type === 'sending' ? 'export' : 'integration';
  const services = listActiveServicesOfType(deps.db, type);
  const records = listRecords(deps.db, { memberUserId: input.user_id, serviceType: type });
  const nowIso = deps.clock.nowIso();
  return {
    success: true as const,
    data: { services: services.map(toService), integrations: records.map((row) => toIntegrationExport(row, nowIso)) },
  };
};

export const readAllServices: TEndpointHandler<typeof listAllServices> = (deps) => ({
  success: true as const,
  data: { services: listAllServiceRows(deps.db).map(toService) },
});

export const readRecords: TEndpointHandler<typeof listIntegrationsExports> = (deps, caller, input) => {
  assertSelf(caller, input.user_id);
  const records = listRecords(deps.db, { ...memberScope(deps, caller, input.user_id, input.ba_id), serviceType: input.service_type });
  // One "now" for the whole answer: every record is judged at the same instant.
  const nowIso = deps.clock.nowIso();
  return { success: true as const, data: records.map((row) => toIntegrationExport(row, nowIso)) };
};
