// Sync jobs started by admins: created queued, run in the background, finished Finish or Error.
import { count, desc, eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../client';
import { syncJobs, users } from '../schema';


const JOB_COLUMNS = {
  id: syncJobs.id,
  integration_id: syncJobs.integration_id,
  ad_account_id: syncJobs.ad_account_id,
  requested_by: syncJobs.requested_by,
  date_from: syncJobs.date_from,
  date_to: syncJobs.date_to,
  full: syncJobs.full,
  status: syncJobs.status,
  message: syncJobs.message,
  rows_written: syncJobs.rows_written,
  created_at: syncJobs.created_at,
  finished_at: syncJobs.finished_at,
};

export type TSyncJobRow = Pick<typeof syncJobs.$inferSelect, keyof typeof JOB_COLUMNS>;
/** `created_at` from the emulator's clock, as its `finished_at` will be: a frozen day's syncs last seconds, not hours. */
export type TNewSyncJob = Pick<TSyncJobRow, 'integration_id' | 'ad_account_id' | 'date_from' | 'date_to' | 'full' | 'created_at'> & { requested_by: number };

export const insertSyncJob = (db: TDatabase, job: TNewSyncJob): number =>
  db.insert(syncJobs).values({ ...job, status: 'queued' }).returning({ id: syncJobs.id }).get().id;

export const findSyncJob = (db: TDatabase, id: number): TSyncJobRow | undefined =>
  db.select(JOB_COLUMNS).from(syncJobs).where(eq(syncJobs.id, id)).get();

export const markSyncJobRunning = (db: TDatabase, id: number): void => {
  db.update(syncJobs).set({ status: 'running' }).where(eq(syncJobs.id, id)).run();
};

export const addSyncJobRows = (db: TDatabase, id: number, rows: number): void => {
  db.update(syncJobs)
    .set({ rows_written: sql`${syncJobs.rows_written} + ${rows}` })
    .where(eq(syncJobs.id, id))
    .run();
};

export const finishSyncJob = (db: TDatabase, id: number, values: { status: 'Finish' | 'Error'; message: string; finished_at: string }): void => {
  db.update(syncJobs).set(values).where(eq(syncJobs.id, id)).run();
};

/** A page of a record's runs, newest first (its sync history); `sync_jobs_integration_created_idx` orders it. */
export const listSyncJobsOfRecord = (db: TDatabase, integrationId: number, window: { limit: number; offset: number }) =>
  db
    .select({ ...JOB_COLUMNS, requested_by_name: users.name, requested_by_email: users.email })
    .from(syncJobs)
    .leftJoin(users, eq(users.id, syncJobs.requested_by))
    .where(eq(syncJobs.integration_id, integrationId))
    .orderBy(desc(syncJobs.created_at), desc(syncJobs.id))
    .limit(window.limit)
    .offset(window.offset)
    .all();


export const countSyncJobsOfRecord = (db: TDatabase, integrationId: number): number =>
  db.select({ total: count() }).from(syncJobs).where(eq(syncJobs.integration_id, integrationId)).get()?.total ?? 0;

/**
 * A record's and its accounts' last sync as their sync history says: the finish of the newest
 * successful run that covered them (Date Success Sync) and the status of the newest run (Status
 * Last Sync); none without runs. The seed writes history first and reads these from it.
 */
export const setLastSyncFromHistory = (db: TDatabase, integrationId: number): void => {
  const newest = (column: 'finished_at' | 'status', onlyFinished: boolean, scope: ReturnType<typeof sql>) =>
    sql`(SELECT ${sql.raw(column)} FROM sync_jobs WHERE integration_id = ${integrationId} AND ${scope}${onlyFinished ? sql` AND status = 'Finish'` : sql``} ORDER BY finished_at DESC, id DESC LIMIT 1)`;
  const wholeRecord = sql`ad_account_id IS NULL`;
  db.run(sql`UPDATE integrations_exports SET date_finish_sync = ${newest('finished_at', true, wholeRecord)}, status_last_sync = ${newest('status', false, wholeRecord)} WHERE id = ${integrationId}`);
  for (const table of ['ad_accounts', 'search_ads_accounts'] as const) {
    const idColumn = table === 'ad_accounts' ? 'id' : 'ad_account_id';
    const coversIt = sql`(ad_account_id IS NULL OR ad_account_id = ${sql.raw(`${table}.${idColumn}`)})`;
    db.run(
      sql`UPDATE ${sql.raw(table)} SET date_finish_sync = ${newest('finished_at', true, coversIt)}, status_last_sync = ${newest('status', false, coversIt)} WHERE integration_id = ${integrationId}`,
    );
  }
};
