// Services, the caller's integration/export records, auth data, and starting an export
// (spec §7, "Services, integrations and exports").
import type { Hono } from 'hono';
import {
  addAuthData,
  changeExportStatus,
  deleteAuthData,
  deleteAuthDataOauth,
  getAuthData,
  listAllServices,
  listIntegrationsExports,
  listServices,
  startExport,
  testAuthData,
} from '../../../shared/contract/services';
import { deleteAuthDataOfRecord, listAuthData } from '../../../db/queries/auth-data';
import {
  clearAccessToken,
  clearReceivingToken,
  findOwnRecordsByGrant,
  findOwnRecordsByReceivingToken,
  findRecord,
  listRecords,
  setRecordActive,
} from '../../../db/queries/integrations-exports';
import { listActiveServicesOfType, listAllServices as listAllServiceRows } from '../../../db/queries/services';
import { assertMember, memberScope } from '../access';
import { assertSelf } from '../caller';
import type { TEmulatorDeps } from '../deps';
import { HttpError, notFound } from '../http-error';
import { mountEndpoint } from '../mount-endpoint';
import type { TEmulatorEnv } from '../mount-endpoint';
import { saveAuthData } from '../records/auth-data/save-auth-data';
import { startConsent } from '../records/consent/start-consent';
import { testConnection } from '../records/auth-data/test-auth-data';
import { requireRecord } from '../records/lookups';
import { toIntegrationExport } from '../records/shape-record';
import { serviceResponse, toService } from '../records/shape-service';
import { isGrantExpired } from '../rules/grant-lifetime';

const EXPORT_NEEDS_RECONNECT = 'This export has lost its access to the service. Reconnect it before switching it on.';
export const EXPORT_GRANT_EXPIRED = 'This export\'s access to the service has expired. Reconnect it before switching it on.';

export const registerServiceRoutes = (app: Hono<TEmulatorEnv>, deps: TEmulatorDeps): void => {
  mountEndpoint(app, deps, listServices, (deps, caller, input) => {
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
  });

  mountEndpoint(app, deps, listAllServices, () => ({
    success: true as const,
    data: { services: listAllServiceRows(deps.db).map(toService) },
  }));

  mountEndpoint(app, deps, getAuthData, (deps, caller, input) => {
    assertSelf(caller, input.user_id);
    return { success: true as const, data: listAuthData(deps.db, input.user_id, input.service_id) };
  });

  mountEndpoint(app, deps, listIntegrationsExports, (deps, caller, input) => {
    assertSelf(caller, input.user_id);
    const records = listRecords(deps.db, { ...memberScope(deps, caller, input.user_id, input.ba_id), serviceType: input.service_type });
    // One "now" for the whole answer: every record is judged at the same instant.
    const nowIso = deps.clock.nowIso();
    return { success: true as const, data: records.map((row) => toIntegrationExport(row, nowIso)) };
  });

  mountEndpoint(app, deps, startExport, async (deps, caller, input) => {
    assertSelf(caller, input.user_id);
    return serviceResponse(await startConsent(deps, caller, {
      kind: 'export',
      servicePath: input.service_path,
      userId: input.user_id,
      baId: input.ba_id,
      recordId: input.integrations_exports_id,
    }));
  });

  mountEndpoint(app, deps, addAuthData, (deps, caller, input) => {
    assertSelf(caller, input.created_by);
    assertMember(deps, caller, input.ba_id);
    const recordId = saveAuthData(deps, caller, input);
    return { success: true as const, message: 'Auth data saved', integrations_exports_id: recordId };
  });

  mountEndpoint(app, deps, testAuthData, (deps, _caller, input) => ({ success: true as const, data: testConnection(deps, input) }));

  /** Takes the credentials from the caller's records: without them nothing flows, so each record stops. */
  const revoke = (records: { id: number }[], clear: (recordId: number) => void) => {
    if (records.length === 0) throw notFound('Auth data');
    deps.db.transaction(() => {
      for (const record of records) {
        clear(record.id);
        setRecordActive(deps.db, record.id, false);
      }
    });
  };

  mountEndpoint(app, deps, deleteAuthData, (deps, caller, input) => {
    revoke(findOwnRecordsByReceivingToken(deps.db, input.receiving_service_token, caller.id), (recordId) => {
      clearReceivingToken(deps.db, recordId);
      deleteAuthDataOfRecord(deps.db, recordId, caller.id);
    });
    return { success: true as const, message: 'Auth data deleted' };
  });

  mountEndpoint(app, deps, deleteAuthDataOauth, (deps, caller, input) => {
    revoke(findOwnRecordsByGrant(deps.db, input.sending_service_id, input.access_token, caller.id), (recordId) => clearAccessToken(deps.db, recordId));
    return { success: true as const, message: 'Access revoked' };
  });

  mountEndpoint(app, deps, changeExportStatus, (deps, caller, input) => {
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
  });
};
