// An export's own calls (spec §7): starting one (the consent flow) and switching it on or off,
// which needs a live grant from the service.
import type { changeExportStatus, startExport } from '../../../shared/contract/services';
import { findRecord, setRecordActive } from '../../../db/queries/integrations-exports';
import { assertSelf } from '../caller';
import type { TEndpointHandler } from '../endpoint-handler';
import { HttpError, notFound } from '../http-error';
import { isGrantExpired } from '../rules/grant-lifetime';
import { startConsent } from './consent/start-consent';
import { requireRecord } from './lookups';
import { toIntegrationExport } from './shape-record';
import { serviceResponse } from './shape-service';

const EXPORT_NEEDS_RECONNECT = 'This export has lost its access to the service. Reconnect it before switching it on.';
export const EXPORT_GRANT_EXPIRED = 'This export\'s access to the service has expired. Reconnect it before switching it on.';

export const startExportOf: TEndpointHandler<typeof startExport> = async (deps, caller, input) => {
  assertSelf(caller, input.user_id);
  return serviceResponse(await startConsent(deps, caller, {
    kind: 'export',
    servicePath: input.service_path,
    userId: input.user_id,
    baId: input.ba_id,
    recordId: input.integrations_exports_id,
  }));
};

/** Switching on or off; the change is told to webhook receivers. */
export const switchExport: TEndpointHandler<typeof changeExportStatus> = (deps, caller, input) => {
  assertSelf(caller, input.created_by);
  const record = requireRecord(deps, caller, input.export_id, { what: 'Export', serviceType: 'export' });
  // Without a grant the service sends nothing: the export must be reconnected first.
  if (input.status && record.access_token === null) throw new HttpError(422, EXPORT_NEEDS_RECONNECT);
  if (input.status && isGrantExpired(record.token_expires_at, deps.clock.nowIso())) throw new HttpError(422, EXPORT_GRANT_EXPIRED);
  setRecordActive(deps.db, record.id, input.status);
  const updated = findRecord(deps.db, record.id);
  if (!updated) throw notFound('Export');
  if (updated.is_active !== record.is_active) deps.webhooks.emit('export.status_changed', { export_id: record.id, is_active: updated.is_active });
  return { success: true as const, data: toIntegrationExport(updated, deps.clock.nowIso()) };
};
