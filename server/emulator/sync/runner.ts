// Runs sync jobs in the background of the emulator process: the request that starts a job
// answers at once; the job then writes insight rows in small transactions, pausing between
// chunks so requests keep being served and the run lasts as a service's would (a few seconds,
// longer for more rows: generate/sync-report.ts), counting the rows the service reports as it
// goes, and finally records its outcome on the job, record and accounts: status_last_sync
// 'Finish' or 'Error', and date_finish_sync (the last successful sync) only on success.
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
import { reportedSyncRows, syncDurationMs } from '../generate/sync-report';
import { isSearchAdsService } from '../records/lookups';
import { datesFromTo } from '../../../shared/dates';
import { isGrantExpired } from '../rules/grant-lifetime';
import { UPSTREAM_MESSAGES } from '../faults/scenarios';

/** Days written per transaction before the job lets other work run. */
const SYNC_CHUNK_DAYS = 31;

/** A failure the service would report, shown to admins as the job's message. */
class SyncFailure extends Error {}

/** Jobs under way per database (job ids restart in every test database), their records, and a way to stop them early. */
type TJobUnderWay = { recordId: number; done: Promise<void>; stop: () => void };
const jobsUnderWay = new WeakMap<TDatabase, Map<number, TJobUnderWay>>();

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A run that was stopped (a reset or a shutdown) records this. */
const STOPPED_MESSAGE = 'The sync was stopped before it finished (the emulator was reset or shut down).';

export const isRecordSyncing = (db: TDatabase, recordId: number): boolean =>
  [...(jobsUnderWay.get(db)?.values() ?? [])].some((job) => job.recordId === recordId);

/**
 * Resolves when every job under way on this database has finished. With `atMostMs` (shutdown,
 * reset) the jobs are told to stop at their next chunk and record that, and the wait ends then.
 */
export const waitForAllSyncJobs = async (db: TDatabase, atMostMs = Infinity): Promise<void> => {
  let timer: NodeJS.Timeout | undefined;
  const jobs = [...(jobsUnderWay.get(db)?.values() ?? [])];
  if (atMostMs !== Infinity) for (const job of jobs) job.stop();
  const finished = Promise.all(jobs.map((job) => job.done));
  await (atMostMs === Infinity ? finished : Promise.race([finished, new Promise((resolve) => (timer = setTimeout(resolve, atMostMs)))]));
  clearTimeout(timer);
};

/** How a run goes: the pause after each chunk, and whether it was told to stop. */
type TPace = { pause: () => Promise<void>; isStopped: () => boolean };

const syncAccount = async (deps: TEmulatorDeps, job: TSyncJobRow, account: TAdAccountRow, isSearchAds: boolean, source: ReturnType<typeof createFigureSource>, pace: TPace) => {
  const today = deps.clock.todayIso();
  const dates = datesFromTo(job.date_from, job.date_to);
  for (let start = 0; start < dates.length; start += SYNC_CHUNK_DAYS) {
    if (pace.isStopped()) throw new SyncFailure(STOPPED_MESSAGE);
    const chunk = dates.slice(start, start + SYNC_CHUNK_DAYS);
    deps.db.transaction(() => {
      for (const date of chunk) {
        // Past days the service reported before stay as they are; today's are as far as the day has gone.
        if (date === today) upsertInsightRow(deps.db, todaysFigures(source, { id: account.id, isSearchAds }, deps.clock.now()));
        else insertInsightRowIfMissing(deps.db, reportedFigures(source, { id: account.id, isSearchAds }, date));
      }
      // What the service reported: a row per campaign a day, kept or not.
      addSyncJobRows(deps.db, job.id, reportedSyncRows(source.seed, { id: account.id, isSearchAds }, chunk.length));
    });
    await pace.pause();
  }
};

/** Spreads the run's length over its chunks; a stop cuts the pause short. */
const paceOf = (job: TSyncJobRow, accounts: TAdAccountRow[], isSearchAds: boolean, seed: number, control: { isStopped: () => boolean; onStop: (wake: () => void) => void }): TPace => {
  const days = datesFromTo(job.date_from, job.date_to).length;
  const rows = accounts.reduce((sum, account) => sum + reportedSyncRows(seed, { id: account.id, isSearchAds }, days), 0);
  const chunks = Math.max(1, accounts.length * Math.ceil(days / SYNC_CHUNK_DAYS));
  const pauseMs = syncDurationMs(rows) / chunks;
  return {
    isStopped: control.isStopped,
    pause: () =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pauseMs);
        control.onStop(() => {
          clearTimeout(timer);
          resolve();
        });
      }),
  };
};

const accountsOf = (deps: TEmulatorDeps, job: TSyncJobRow): TAdAccountRow[] => {
  if (job.ad_account_id === null) return listAdAccounts(deps.db, job.integration_id);
  const account = findAdAccount(deps.db, job.ad_account_id);
  if (!account) throw new SyncFailure('The ad account no longer exists.');
  return [account];
};

const recordOutcome = (deps: TEmulatorDeps, job: TSyncJobRow, accounts: TAdAccountRow[], status: 'Finish' | 'Error', message: string) => {
  const finishedAt = deps.clock.nowIso();
  // The date is the last successful sync's: a failed run changes only the status.
  const outcome = status === 'Finish' ? { date_finish_sync: finishedAt, status_last_sync: status } : { status_last_sync: status };
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

const runSyncJob = async (deps: TEmulatorDeps, jobId: number, control: Parameters<typeof paceOf>[4]): Promise<void> => {
  const job = findSyncJob(deps.db, jobId);
  if (!job) return;
  markSyncJobRunning(deps.db, job.id);
  let accounts: TAdAccountRow[] = [];
  try {
    const record = findRecord(deps.db, job.integration_id);
    if (!record) throw new SyncFailure('The connection no longer exists.');
    accounts = accountsOf(deps, job);
    if (!record.access_token) throw new SyncFailure(SERVER_ONLY_MESSAGES.accessTokenRefused);
    if (isGrantExpired(record.token_expires_at, deps.clock.nowIso())) {
      const revoked = deps.faults.revokedGrants();
      throw new SyncFailure(revoked === 'all' || revoked.includes(record.id) ? UPSTREAM_MESSAGES.permissionRevoked : 'The access to the service has expired. Reconnect the export.');
    }
    const isSearchAds = isSearchAdsService(record.service_path);
    const source = createFigureSource(deps.db);
    const pace = paceOf(job, accounts, isSearchAds, source.seed, control);
    for (const account of accounts) await syncAccount(deps, job, account, isSearchAds, source, pace);
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
  const jobs = jobsUnderWay.get(deps.db) ?? new Map<number, TJobUnderWay>();
  jobsUnderWay.set(deps.db, jobs);
  let isStopped = false;
  let wake: (() => void) | undefined;
  const control = { isStopped: () => isStopped, onStop: (wakeUp: () => void) => (wake = wakeUp) };
  const done = yieldToEventLoop()
    .then(() => runSyncJob(deps, job.id, control))
    .catch((error: unknown) => deps.logger.warn('sync job could not run', { jobId: job.id, error }))
    .finally(() => jobs.delete(job.id));
  const stop = () => {
    isStopped = true;
    wake?.();
  };
  jobs.set(job.id, { recordId: job.recordId, done, stop });
};
