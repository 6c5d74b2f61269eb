// Admin calls on a business account's connections (spec §7, last table): its services and
// integrations, and starting a sync of a whole record or of one ad account.
import type { adminBusinessAccountServices, adminStartSync, adminStartSyncAccount } from '../../../../shared/contract/admin';
import { listRecords } from '../../../../db/queries/integrations-exports';
import { listActiveServices } from '../../../../db/queries/services';
import { insertSyncJob } from '../../../../db/queries/sync-jobs';
import type { TNewSyncJob } from '../../../../db/queries/sync-jobs';
import { requireBusinessAccount } from '../../access';
import type { TEmulatorDeps } from '../../deps';
import type { TEndpointHandler } from '../../endpoint-handler';
import { HttpError, notFound } from '../../http-error';
import { isRecordSyncing, startSyncJob } from '../../sync/runner';
import { resolveSyncWindow } from '../../sync/sync-window';
import type { TSyncWindowInput } from '../../sync/sync-window';
import { requireRecordOfService, requireService, resolveAccount } from '../lookups';
import { toIntegrationExport } from '../shape-record';
import { serviceResponse, toService } from '../shape-service';

/** A sync job over the asked window, started unless the record already syncs (409). */
const startSync = (
  deps: TEmulatorDeps,
  job: Pick<TNewSyncJob, 'integration_id' | 'ad_account_id' | 'requested_by'>,
  input: TSyncWindowInput,
) => {
  const window = resolveSyncWindow(input, deps.clock.today());
  if (isRecordSyncing(deps.db, job.integration_id)) {
    throw new HttpError(409, 'A synchronization of this integration is already running');
  }
  const jobId = insertSyncJob(deps.db, { ...job, date_from: window.from, date_to: window.to, full: input.full, created_at: deps.clock.nowIso() });
  startSyncJob(deps, { id: jobId, recordId: job.integration_id });
  return serviceResponse({ status: 'Synchronization started', sync_id: jobId });
};

export const readAdminConnections: TEndpointHandler<typeof adminBusinessAccountServices> = (deps, _caller, input) => {
  requireBusinessAccount(deps, input.ba_id);
  return {
    success: true as const,
    data: {
      services: listActiveServices(deps.db).map(toService),
      integrations: listRecords(deps.db, { baId: input.ba_id }).map((row) => toIntegrationExport(row, deps.clock.nowIso())),
    },
  };
};

export const startRecordSync: TEndpointHandler<typeof adminStartSync> = (deps, caller, input) => {
  requireBusinessAccount(deps, input.ba_id);
  const service = requireService(deps, input.service_path);
  const record = requireRecordOfService(deps, caller, input.integration_id, service, { baId: input.ba_id });
  return startSync(deps, { integration_id: record.id, ad_account_id: null, requested_by: caller.id }, input);
};

export const startAdAccountSync: TEndpointHandler<typeof adminStartSyncAccount> = (deps, caller, input) => {
  requireBusinessAccount(deps, input.ba_id);
  const service = requireService(deps, input.service_path);
  const { record, adAccount } = resolveAccount(deps, caller, service, input.account_id);
  // fb_id names the account at the service: its fb_id, or its account id where it has none.
  if (!adAccount || record.ba_id !== input.ba_id || (adAccount.fb_id !== input.fb_id && adAccount.account_id !== input.fb_id)) {
    throw notFound('Ad account');
  }
  return startSync(deps, { integration_id: record.id, ad_account_id: adAccount.id, requested_by: caller.id }, input);
};
