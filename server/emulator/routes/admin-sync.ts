// Admin calls on a business account's connections (spec §7, last table): its services and
// integrations, and starting a sync of a whole record or of one ad account.
import type { Hono } from 'hono';
import { adminBusinessAccountServices, adminStartSync, adminStartSyncAccount } from '../../../shared/contract/admin';
import { listRecords } from '../../../db/queries/integrations-exports';
import { listActiveServices } from '../../../db/queries/services';
import { insertSyncJob } from '../../../db/queries/sync-jobs';
import type { TSqlite } from '../../../db/client';
import { requireBusinessAccount } from '../access';
import type { TEmulatorDeps } from '../deps';
import { HttpError, notFound } from '../http-error';
import { mountEndpoint } from '../mount-endpoint';
import type { TEmulatorEnv } from '../mount-endpoint';
import { requireRecordOfService, requireService, resolveAccount } from '../records/lookups';
import { toIntegrationExport } from '../records/shape-record';
import { toService } from '../records/shape-service';
import { todayUtc } from '../records/today';
import { isRecordSyncing, startSyncJob } from '../sync/runner';
import { resolveSyncWindow } from '../sync/sync-window';

export const SYNC_STARTED_STATUS = 'Synchronization started';

const refuseWhileSyncing = (sqlite: TSqlite, recordId: number) => {
  if (isRecordSyncing(sqlite, recordId)) throw new HttpError(409, 'A synchronization of this integration is already running');
};

export const registerAdminSyncRoutes = (app: Hono<TEmulatorEnv>, deps: TEmulatorDeps): void => {
  mountEndpoint(app, deps, adminBusinessAccountServices, ({ input }) => {
    requireBusinessAccount(deps, input.ba_id);
    return {
      success: true as const,
      data: {
        services: listActiveServices(deps.sqlite).map(toService),
        integrations: listRecords(deps.sqlite, { baId: input.ba_id }).map(toIntegrationExport),
      },
    };
  });

  mountEndpoint(app, deps, adminStartSync, ({ input, caller }) => {
    requireBusinessAccount(deps, input.ba_id);
    const service = requireService(deps, input.service_path);
    const record = requireRecordOfService(deps, caller, input.integration_id, service, { baId: input.ba_id });
    const window = resolveSyncWindow(input, todayUtc());
    refuseWhileSyncing(deps.sqlite, record.id);
    const jobId = insertSyncJob(deps.sqlite, {
      integration_id: record.id,
      ad_account_id: null,
      requested_by: caller.id,
      date_from: window.from,
      date_to: window.to,
      full: input.full,
    });
    startSyncJob(deps, { id: jobId, recordId: record.id });
    return { service_response: { success: 1 as const, data: { status: SYNC_STARTED_STATUS, sync_id: jobId } } };
  });

  mountEndpoint(app, deps, adminStartSyncAccount, ({ input, caller }) => {
    requireBusinessAccount(deps, input.ba_id);
    const service = requireService(deps, input.service_path);
    const { record, adAccount } = resolveAccount(deps, caller, service, input.account_id);
    // fb_id names the account at the service: its fb_id, or its account id where it has none.
    if (!adAccount || record.ba_id !== input.ba_id || (adAccount.fb_id !== input.fb_id && adAccount.account_id !== input.fb_id)) {
      throw notFound('Ad account');
    }
    const window = resolveSyncWindow(input, todayUtc());
    refuseWhileSyncing(deps.sqlite, record.id);
    const jobId = insertSyncJob(deps.sqlite, {
      integration_id: record.id,
      ad_account_id: adAccount.id,
      requested_by: caller.id,
      date_from: window.from,
      date_to: window.to,
      full: input.full,
    });
    startSyncJob(deps, { id: jobId, recordId: record.id });
    return { service_response: { success: 1 as const, data: { status: SYNC_STARTED_STATUS, sync_id: jobId } } };
  });
};
