// Sync jobs started by admins: created queued, run in the background, finished Finish or Error.
import type Database from 'better-sqlite3';
import { prepared } from './statement-cache';

export type TSyncJobStatus = 'queued' | 'running' | 'Finish' | 'Error';

export type TSyncJobRow = {
  id: number;
  integration_id: number;
  ad_account_id: number | null;
  requested_by: number | null;
  date_from: string;
  date_to: string;
  full: number;
  status: TSyncJobStatus;
  message: string | null;
  rows_written: number;
  created_at: string;
  finished_at: string | null;
};

export type TNewSyncJob = {
  integration_id: number;
  ad_account_id: number | null;
  requested_by: number;
  date_from: string;
  date_to: string;
  full: boolean;
};

export const insertSyncJob = (sqlite: Database.Database, job: TNewSyncJob): number =>
  Number(
    prepared<[Omit<TNewSyncJob, 'full'> & { full: number }]>(
      sqlite,
      `INSERT INTO sync_jobs (integration_id, ad_account_id, requested_by, date_from, date_to, full, status)
       VALUES (@integration_id, @ad_account_id, @requested_by, @date_from, @date_to, @full, 'queued')`,
    ).run({ ...job, full: job.full ? 1 : 0 }).lastInsertRowid,
  );

export const findSyncJob = (sqlite: Database.Database, id: number): TSyncJobRow | undefined =>
  prepared<[number], TSyncJobRow>(
    sqlite,
    `SELECT id, integration_id, ad_account_id, requested_by, date_from, date_to, full, status, message, rows_written,
       created_at, finished_at
     FROM sync_jobs WHERE id = ?`,
  ).get(id);

/** A queued or running job of the record, if one is under way. */
export const findUnfinishedSyncJob = (sqlite: Database.Database, integrationId: number): { id: number } | undefined =>
  prepared<[number], { id: number }>(
    sqlite,
    "SELECT id FROM sync_jobs WHERE integration_id = ? AND status IN ('queued', 'running') ORDER BY id LIMIT 1",
  ).get(integrationId);

export const markSyncJobRunning = (sqlite: Database.Database, id: number): void => {
  prepared<[number]>(sqlite, "UPDATE sync_jobs SET status = 'running' WHERE id = ?").run(id);
};

export const addSyncJobRows = (sqlite: Database.Database, id: number, rows: number): void => {
  prepared<[number, number]>(sqlite, 'UPDATE sync_jobs SET rows_written = rows_written + ? WHERE id = ?').run(rows, id);
};

export const finishSyncJob = (
  sqlite: Database.Database,
  id: number,
  values: { status: 'Finish' | 'Error'; message: string; finished_at: string },
): void => {
  prepared<[string, string, string, number]>(
    sqlite,
    'UPDATE sync_jobs SET status = ?, message = ?, finished_at = ? WHERE id = ?',
  ).run(values.status, values.message, values.finished_at, id);
};

/** A run with who started it (null when that user is gone). */
export type TSyncRunRow = TSyncJobRow & { requested_by_name: string | null; requested_by_email: string | null };

/** A page of a record's runs, newest first (its sync history); `sync_jobs_integration_created_idx` orders it. */
export const listSyncJobsOfRecord = (
  sqlite: Database.Database,
  integrationId: number,
  window: { limit: number; offset: number },
): TSyncRunRow[] =>
  prepared<[number, number, number], TSyncRunRow>(
    sqlite,
    `SELECT j.id, j.integration_id, j.ad_account_id, j.requested_by, j.date_from, j.date_to, j.full, j.status, j.message,
       j.rows_written, j.created_at, j.finished_at, u.name AS requested_by_name, u.email AS requested_by_email
     FROM sync_jobs j LEFT JOIN users u ON u.id = j.requested_by
     WHERE j.integration_id = ? ORDER BY j.created_at DESC, j.id DESC LIMIT ? OFFSET ?`,
  ).all(integrationId, window.limit, window.offset);

export const countSyncJobsOfRecord = (sqlite: Database.Database, integrationId: number): number =>
  prepared<[number], { total: number }>(sqlite, 'SELECT count(*) AS total FROM sync_jobs WHERE integration_id = ?').get(integrationId)
    ?.total ?? 0;
