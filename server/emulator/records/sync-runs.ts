// GET /api/{service_path}/sync-runs: a record's synchronisation runs, newest first, a page at a time.
import type { listSyncRuns } from '../../../shared/contract/per-service';
import { SYNC_RUNS_PER_PAGE } from '../../../shared/contract/per-service';
import { countSyncJobsOfRecord, listSyncJobsOfRecord } from '../../../db/queries/sync-jobs';
import type { TEndpointHandler } from '../endpoint-handler';
import { isAdmin } from '../caller';
import { requireRecordOfService, requireService } from './lookups';
import { pageOf } from './page-of';
import { serviceResponse } from './shape-service';

export const readSyncRuns: TEndpointHandler<typeof listSyncRuns> = (deps, caller, input) => {
  const service = requireService(deps, input.service_path);
  const record = requireRecordOfService(deps, caller, input.integration_id, service);
  const { data: jobs, ...paging } = pageOf(input.page, SYNC_RUNS_PER_PAGE, countSyncJobsOfRecord(deps.db, record.id), (window) => listSyncJobsOfRecord(deps.db, record.id, window));
  // Who started a run is an administrator's business: members see what happened, not who did it.
  const showsWho = isAdmin(caller);
  const runs = jobs.map((job) => ({
    id: job.id,
    ad_account_id: job.ad_account_id,
    date_from: job.date_from,
    date_to: job.date_to,
    full: job.full,
    status: job.status,
    message: job.message,
    rows_written: job.rows_written,
    started_at: job.created_at,
    finished_at: job.finished_at,
    started_by: showsWho && job.requested_by !== null && job.requested_by_name !== null ? { id: job.requested_by, name: job.requested_by_name, email: job.requested_by_email ?? '' } : null,
  }));
  return serviceResponse({ runs, ...paging });
};
