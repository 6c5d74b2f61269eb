// Runs sync jobs in the background of the emulator process: the request that starts a job
// answers at once; the job then writes insight rows in small transactions, yielding to the
// event loop between chunks so requests keep being served, and finally records its outcome
// (date_finish_sync and status_last_sync 'Finish' or 'Error') on the job, record and accounts.
import { SERVER_ONLY_MESSAGES } from '../../../shared/validation/messages';
import type { TDatabase } from '../../../db/client';
import { findAdAccount, listAdAccounts, setAdAccountLastSync } from '../../../db/queries/ad-accounts';
import type { TAdAccountRow } from '../../../db/queries/ad-accounts';
import { insertInsightRowIfMissing, upsertInsightRow } from '../../../db/queries/insights';
import { findRecord, setRecordLastSync } from '../../../db/queries/integrations-exports';
import { addSyncJobRows, findSyncJob, finishSyncJob, markSyncJobRunning } from '../../../db/queries/sync-jobs';
import type { TSyncJobRow } from '../../../db/queries/sync-jobs';
import type { TEmulatorDeps } from '../deps';
import { createFigureSource, todaysFigures, reportedFigures } from '../records/insights/insight-figures';
import { isSearchAdsService } from '../records/lookups';
import { datesFromTo } from '../../../shared/dates';
import { isGrantExpired } from '../rules/grant-lifetime';

/** Days written per transaction before the job lets other work run. */
const SYNC_CHUNK_DAYS = 31;

/** A failure the service would report, shown to admins as the job's message. */
class SyncFailure extends Error {}

/** Jobs under way per database (job ids restart in every test database), and their records. */
const jobsUnderWay = new WeakMap<TDatabase, Map<number, { recordId: number; done: Promise<void> }>>();

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export const isRecordSyncing = (db: TDatabase, recordId: number): boolean =>
  [...(jobsUnderWay.get(db)?.values() ?? [])].some((job) => job.recordId === recordId);

/** Resolves when every job under way on this database has finished, or after `atMostMs` (shutdown, reset). */
export const waitForAllSyncJobs = async (db: TDatabase, atMostMs = Infinity): Promise<void> => {
  let timer: NodeJS.Timeout | undefined;
  const finished = Promise.all([...(jobsUnderWay.get(db)?.values() ?? [])].map((job) => job.done));
  await (atMostMs === Infinity ? finished : Promise.race([finished, new Promise((resolve) => (timer = setTimeout(resolve, atMostMs)))]));
  clearTimeout(timer);
};

const syncAccount = async (deps: TEmulatorDeps, job: TSyncJobRow, account: TAdAccountRow, isSearchAds: boolean, source: ReturnType<typeof createFigureSource>) => {
  const today = deps.clock.todayIso();
  const dates = datesFromTo(job.date_from, job.date_to);
  for (let start = 0; start < dates.length; start += SYNC_CHUNK_DAYS) {
    const chunk = dates.slice(start, start + SYNC_CHUNK_DAYS);
    deps.db.transaction(() => {
      let rows = 0;
      for (const date of chunk) {
        // Past days the service reported before stay as they are; today's figures are still moving.
        if (date === today) {
          upsertInsightRow(deps.db, todaysFigures(source, { id: account.id, isSearchAds }, deps.clock.now()));
          rows += 1;
        } else if (insertInsightRowIfMissing(deps.db, reportedFigures(source, { id: account.id, isSearchAds }, date))) {
          rows += 1;
        }
      }
      addSyncJobRows(deps.db, job.id, rows);
    });
    await yieldToEventLoop();
  }
};

const accountsOf = (deps: TEmulatorDeps, job: TSyncJobRow): TAdAccountRow[] => {
  if (job.ad_account_id === null) return listAdAccounts(deps.db, job.integration_id);
  const account = findAdAccount(deps.db, job.ad_account_id);
  if (!account) throw new SyncFailure('The ad account no longer exists.');
  return [account];
};

const recordOutcome = (deps: TEmulatorDeps, job: TSyncJobRow, accounts: TAdAccountRow[], status: 'Finish' | 'Error', message: string) => {
  const finishedAt = deps.clock.nowIso();
  const outcome = { date_finish_sync: finishedAt, status_last_sync: status };
  deps.db.transaction(() => {
    finishSyncJob(deps.db, job.id, { status, message, finished_at: finishedAt });
    // A whole-record sync reports on the record and each account; a one-account sync on that account.
    if (job.ad_account_id === null && findRecord(deps.db, job.integration_id)) {
      setRecordLastSync(deps.db, job.integration_id, outcome);
    }
    for (const account of accounts) setAdAccountLastSync(deps.db, account.id, outcome);
  });
  deps.webhooks.emit('sync.finished', { job_id: job.id, integration_id: job.integration_id, ad_account_id: job.ad_account_id, status, message, finished_at: finishedAt });
};

const runSyncJob = async (deps: TEmulatorDeps, jobId: number): Promise<void> => {
  const job = findSyncJob(deps.db, jobId);
  if (!job) return;
  markSyncJobRunning(deps.db, job.id);
  let accounts: TAdAccountRow[] = [];
  try {
    const record = findRecord(deps.db, job.integration_id);
    if (!record) throw new SyncFailure('The connection no longer exists.');
    accounts = accountsOf(deps, job);
    if (!record.access_token) throw new SyncFailure(SERVER_ONLY_MESSAGES.accessTokenRefused);
    if (isGrantExpired(record.token_expires_at, deps.clock.nowIso())) throw new SyncFailure('The access to the service has expired. Reconnect the export.');
    const isSearchAds = isSearchAdsService(record.service_path);
    const source = createFigureSource(deps.db);
    for (const account of accounts) await syncAccount(deps, job, account, isSearchAds, source);
    recordOutcome(deps, job, accounts, 'Finish', 'Sync finished');
  } catch (error) {
    if (!(error instanceof SyncFailure)) deps.logger.warn('sync job failed', { jobId, error });
    const message = error instanceof SyncFailure ? error.message : 'The synchronization failed.';
    try {
      // Accounts deleted meanwhile (the record went away) are simply no longer there to mark.
      const remaining = accounts.filter((account) => findAdAccount(deps.db, account.id));
      recordOutcome(deps, job, remaining, 'Error', message);
    } catch (recordError) {
      deps.logger.warn('sync job outcome could not be recorded', { jobId, error: recordError });
    }
  }
};

/** Starts the job after the current request has been answered. */
export const startSyncJob = (deps: TEmulatorDeps, job: { id: number; recordId: number }): void => {
  const jobs = jobsUnderWay.get(deps.db) ?? new Map();
  jobsUnderWay.set(deps.db, jobs);
  const done = yieldToEventLoop()
    .then(() => runSyncJob(deps, job.id))
    .catch((error: unknown) => deps.logger.warn('sync job could not run', { jobId: job.id, error }))
    .finally(() => jobs.delete(job.id));
  jobs.set(job.id, { recordId: job.recordId, done });
};
