// Issue 47 §4: the demo's last-sync dates are read from the same history the sync list shows. For
// every record and ad account, Date Success Sync is the finish of the newest successful run that
// covered it and Status Last Sync the newest run's status; every run lasted at least 2 s and wrote
// rows in proportion to its period.
import { afterAll, expect, it } from 'vitest';
import { createSeededTempDatabase, type TTempDatabase } from '../../support/temp-db';

let temp: TTempDatabase;
afterAll(() => temp?.cleanup());

type TRun = { integration_id: number; ad_account_id: number | null; status: string; rows_written: number; created_at: string; finished_at: string; date_from: string; date_to: string };

it('every table row agrees with its sync history', async () => {
  temp = await createSeededTempDatabase({ seed: 3, today: new Date('2026-03-15T00:00:00Z') });
  const runs = temp.sqlite.prepare('SELECT integration_id, ad_account_id, status, rows_written, created_at, finished_at, date_from, date_to FROM sync_jobs ORDER BY finished_at DESC, id DESC').all() as TRun[];
  expect(runs.length).toBeGreaterThan(10);
  const records = temp.sqlite.prepare("SELECT id, date_finish_sync, status_last_sync FROM integrations_exports WHERE service_type = 'export'").all() as { id: number; date_finish_sync: string | null; status_last_sync: string | null }[];
  for (const record of records) {
    const whole = runs.filter((run) => run.integration_id === record.id && run.ad_account_id === null);
    expect(record.date_finish_sync, `record ${record.id}`).toBe(whole.find((run) => run.status === 'Finish')?.finished_at ?? null);
    expect(record.status_last_sync, `record ${record.id}`).toBe(whole[0]?.status ?? null);
  }
  const accounts = temp.sqlite.prepare('SELECT id, integration_id, date_finish_sync, status_last_sync FROM ad_accounts').all() as { id: number; integration_id: number; date_finish_sync: string | null; status_last_sync: string | null }[];
  for (const account of accounts) {
    const covering = runs.filter((run) => run.integration_id === account.integration_id && (run.ad_account_id === null || run.ad_account_id === account.id));
    expect(account.date_finish_sync, `account ${account.id}`).toBe(covering.find((run) => run.status === 'Finish')?.finished_at ?? null);
    expect(account.status_last_sync, `account ${account.id}`).toBe(covering[0]?.status ?? null);
  }
  for (const run of runs) {
    expect(Date.parse(run.finished_at) - Date.parse(run.created_at)).toBeGreaterThanOrEqual(2000);
    if (run.status === 'Finish') expect(run.rows_written).toBeGreaterThanOrEqual((Date.parse(run.date_to) - Date.parse(run.date_from)) / 86_400_000 + 1);
  }
});
