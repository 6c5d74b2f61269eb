// The integration records a sending service holds (spec §7 "service users"): connect one (the
// consent flow), delete it, switch it on or off, and list them for a user or a business account.
import type { addServiceUser, deleteServiceUser, listBaServiceUsers, listServiceUsers, setServiceUserStatus } from '../../../shared/contract/per-service';
import { deleteRecord, findRecord, listRecords, setRecordActive } from '../../../db/queries/integrations-exports';
import type { TEndpointHandler } from '../endpoint-handler';
import { memberScope } from '../access';
import { assertSelf } from '../caller';
import { notFound } from '../http-error';
import { startConsent } from './consent/start-consent';
import { requireRecordOfService, requireService } from './lookups';
import { toIntegrationExport } from './shape-record';
import { serviceResponse } from './shape-service';

/** Why an integration still on step 2 (no receiving service yet) cannot be switched on. */
export const INTEGRATION_WITHOUT_RECEIVER = 'Choose a data reception service on step 2 before switching this integration on.';

export const connectServiceUser: TEndpointHandler<typeof addServiceUser> = async (deps, caller, input) => {
  assertSelf(caller, input.user_id);
  return serviceResponse(await startConsent(deps, caller, { kind: 'integration', servicePath: input.service_path, userId: input.user_id, baId: input.ba_id }));
};

export const removeServiceUser: TEndpointHandler<typeof deleteServiceUser> = (deps, caller, input) => {
  assertSelf(caller, input.user_id);
  const service = requireService(deps, input.service_path);
  const record = requireRecordOfService(deps, caller, input.integration_id, service);
  deleteRecord(deps.db, record.id);
  return serviceResponse({ id: record.id });
};

export const switchServiceUser: TEndpointHandler<typeof setServiceUserStatus> = (deps, caller, input) => {
  assertSelf(caller, input.user_id);
  const service = requireService(deps, input.service_path);
  const record = requireRecordOfService(deps, caller, input.integration_id, service);
  // An integration with nowhere to deliver its leads cannot run: the service says no (success 0).
  if (input.status && record.service_type === 'integration' && record.receiving_service_id === null) {
    return { service_response: { success: 0 as const, data: toIntegrationExport(record, deps.clock.nowIso()), message: INTEGRATION_WITHOUT_RECEIVER } };
  }
  setRecordActive(deps.db, record.id, input.status);
  const updated = findRecord(deps.db, record.id);
  if (!updated) throw notFound('Integration');
  return serviceResponse(toIntegrationExport(updated, deps.clock.nowIso()));
};

/** The user's records of the service; the business account's list is the same with its ba_id required. */
export const readServiceUsers: TEndpointHandler<typeof listServiceUsers | typeof listBaServiceUsers> = (deps, caller, input) => {
  assertSelf(caller, input.user_id);
  const service = requireService(deps, input.service_path);
  const records = listRecords(deps.db, { sendingServiceId: service.id, ...memberScope(deps, caller, input.user_id, input.ba_id) });
  return serviceResponse(records.map((row) => toIntegrationExport(row, deps.clock.nowIso())));
};
