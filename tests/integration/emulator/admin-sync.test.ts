// Admin: a business account's services and integrations, and sync jobs run in the background
// (whole record or one ad account) that write insight rows and record Finish or Error.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { adminBusinessAccountServices, adminStartSync, adminStartSyncAccount } from '../../../shared/contract/admin';
import { ZErrorBody } from '../../../shared/contract/define';
import { isoDateDaysAgo, startOfUtcDay, toIsoDate } from '../../../shared/dates';
import { waitForAllSyncJobs } from '../../../server/emulator/sync/runner';
import { reportedSyncRows } from '../../../server/emulator/generate/sync-report';
import type { TTestEmulator } from '../../support/emulator-app';
import { createSeededEmulator } from '../../support/emulator-app';
import { countOf, demoOf, recordsState, snapshot } from './fixtures/records';
import type { TDemo } from './fixtures/records';

let t: TTestEmulator;
let demo: TDemo;
beforeEach(async () => {
  t = await createSeededEmulator();
  demo = await demoOf(t);
});
afterEach(async () => {
  await waitForAllSyncJobs(t.db);
  t.cleanup();
});

const TODAY = () => startOfUtcDay(new Date());
const daysAgo = (days: number) => isoDateDaysAgo(TODAY(), days);

type TJob = { status: string; date_from: string; date_to: string; rows_written: number; message: string | null; finished_at: string | null; ad_account_id: number | null };
const jobOf = (id: number) =>
  t.sqlite.prepare('SELECT status, date_from, date_to, rows_written, message, finished_at, ad_account_id FROM sync_jobs WHERE id = ?').get(id) as TJob;
const lastSyncOf = (table: 'integrations_exports' | 'ad_accounts', id: number) =>
  t.sqlite.prepare(`SELECT date_finish_sync, status_last_sync FROM ${table} WHERE id = ?`).get(id) as { date_finish_sync: string | null; status_last_sync: string | null };

/** What the service reports for these fb-sync-like accounts over `days` days (seed 1). */
const reportedRowsOf = (accounts: number[], days: number) => accounts.reduce((sum, id) => sum + reportedSyncRows(1, { id, isSearchAds: false }, days), 0);

const startSync = (body: Record<string, unknown>, path = 'fb-sync', token = demo.adminToken) =>
  t.call('POST', `/api/admin/${path}/start-sync`, { token, body });
const syncBody = (overrides: Record<string, unknown> = {}) => ({
  date_from: daysAgo(7),
  date_to: daysAgo(0),
  full: false,
  ba_id: demo.bluebird,
  integration_id: demo.exportOf(demo.bluebird, 'fb-sync'),
  ...overrides,
});

describe('GET /api/admin/business-account/services', () => {
  it('answers the services and every record of the business account', async () => {
    const { status, json } = await t.call('GET', '/api/admin/business-account/services', {
      token: demo.adminToken,
      query: { user_id: demo.adminId, ba_id: demo.bluebird },
    });
    expect(status).toBe(200);
    const data = adminBusinessAccountServices.response.parse(json).data;
    expect(data.services).toHaveLength(6);
    expect(data.integrations.length).toBe(countOf(t, 'SELECT count(*) FROM integrations_exports WHERE ba_id = ?', demo.bluebird));
    expect(data.integrations.every((record) => record.ba_id === demo.bluebird)).toBe(true);
  });

  it('refuses clients, anonymous callers and unknown business accounts', async () => {
    const get = (token: string | undefined, ba_id: number | string) =>
      t.call('GET', '/api/admin/business-account/services', { token, query: { ba_id } });
    expect((await get(demo.clientToken, demo.bluebird)).status).toBe(403);
    expect((await get(undefined, demo.bluebird)).status).toBe(401);
    expect((await get(demo.adminToken, 999_999)).status).toBe(404);
    expect((await get(demo.adminToken, 'one')).status).toBe(422);
  });
});

describe('POST /api/admin/{service_path}/start-sync', () => {
  it('answers at once with the status text and sync id, then fills missing days and records Finish', async () => {
    const exportId = demo.exportOf(demo.bluebird, 'fb-sync');
    const accounts = demo.adAccountsOf(exportId);
    t.sqlite
      .prepare('DELETE FROM insights_daily WHERE date BETWEEN ? AND ? AND ad_account_id IN (SELECT value FROM json_each(?))')
      .run(daysAgo(5), daysAgo(3), JSON.stringify(accounts));
    const { status, json } = await startSync(syncBody());
    expect(status).toBe(200);
    const { sync_id: syncId, status: text } = adminStartSync.response.parse(json).service_response.data;
    expect(text).toBe('Synchronization started');
    expect(json?.service_response.success).toBe(1);
    // The answer does not wait for the job: it has not run yet.
    expect(jobOf(syncId).status).toBe('queued');

    await waitForAllSyncJobs(t.db);
    const job = jobOf(syncId);
    expect(job).toMatchObject({ status: 'Finish', date_from: daysAgo(7), date_to: daysAgo(0), message: 'Sync finished' });
    // The service reports a row per campaign a day over the 8 days (issue 47), the refilled days among them.
    expect(job.rows_written).toBe(reportedRowsOf(accounts, 8));
    expect(countOf(t, 'SELECT count(*) FROM insights_daily WHERE date BETWEEN ? AND ? AND ad_account_id IN (SELECT value FROM json_each(?))', daysAgo(5), daysAgo(3), JSON.stringify(accounts))).toBe(accounts.length * 3);
    const record = lastSyncOf('integrations_exports', exportId);
    expect(record.status_last_sync).toBe('Finish');
    expect(record.date_finish_sync).toBe(job.finished_at);
    for (const account of accounts) expect(lastSyncOf('ad_accounts', account).status_last_sync).toBe('Finish');
  });

  it('with full covers the last 365 days', async () => {
    const exportId = demo.exportOf(demo.bluebird, 'google-ads');
    const response = await startSync(syncBody({ full: true, integration_id: exportId }), 'google-ads');
    const syncId = adminStartSync.response.parse(response.json).service_response.data.sync_id;
    await waitForAllSyncJobs(t.db);
    expect(jobOf(syncId)).toMatchObject({ status: 'Finish', date_from: daysAgo(364), date_to: toIsoDate(TODAY()) });
  });

  it('fills the history of an export created today, in chunks, while requests keep being answered', async () => {
    const exportId = demo.exportOf(demo.summit, 'ws-sync');
    const accounts = demo.adAccountsOf(exportId);
    t.sqlite.prepare('DELETE FROM insights_daily WHERE ad_account_id IN (SELECT value FROM json_each(?))').run(JSON.stringify(accounts));
    const started = await startSync(syncBody({ full: true, ba_id: demo.summit, integration_id: exportId }), 'ws-sync');
    const syncId = adminStartSync.response.parse(started.json).service_response.data.sync_id;
    const during = await t.call('GET', '/api/all-services', { token: demo.adminToken });
    expect(during.status).toBe(200);
    await waitForAllSyncJobs(t.db);
    expect(jobOf(syncId).rows_written).toBe(reportedRowsOf(accounts, 365));
    expect(countOf(t, 'SELECT count(*) FROM insights_daily WHERE ad_account_id IN (SELECT value FROM json_each(?))', JSON.stringify(accounts))).toBe(accounts.length * 365);
  });

  it('runs for seconds, shown running with its rows growing, its start and finish at least 2 s apart (issue 47)', async () => {
    const exportId = demo.exportOf(demo.bluebird, 'fb-sync');
    const accounts = demo.adAccountsOf(exportId);
    const { json } = await startSync(syncBody({ date_from: daysAgo(60) }));
    const syncId = adminStartSync.response.parse(json).service_response.data.sync_id;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    // The sync list a person reads: the run is there, running, part of its rows reported.
    const runs = await t.call('GET', '/api/fb-sync/sync-runs', { token: demo.adminToken, query: { integration_id: exportId } });
    const run = runs.json?.service_response.data.runs.find((candidate: { id: number }) => candidate.id === syncId);
    expect(run).toMatchObject({ status: 'running', finished_at: null });
    expect(run.rows_written).toBeLessThan(reportedRowsOf(accounts, 61));
    await waitForAllSyncJobs(t.db);
    const finished = t.sqlite.prepare('SELECT created_at, finished_at, rows_written FROM sync_jobs WHERE id = ?').get(syncId) as { created_at: string; finished_at: string; rows_written: number };
    // Both times on the emulator's clock (here a frozen day's): seconds apart, never hours.
    const lastedMs = Date.parse(finished.finished_at) - Date.parse(finished.created_at);
    expect(lastedMs).toBeGreaterThanOrEqual(2000);
    expect(lastedMs).toBeLessThan(60_000);
    expect(finished.rows_written).toBe(reportedRowsOf(accounts, 61));
  });

  it('a failed run keeps the date of the last successful one', async () => {
    const exportId = demo.exportOf(demo.bluebird, 'pd-sync');
    const before = lastSyncOf('integrations_exports', exportId).date_finish_sync;
    t.sqlite.prepare('UPDATE integrations_exports SET access_token = NULL WHERE id = ?').run(exportId);
    await startSync(syncBody({ integration_id: exportId }), 'pd-sync');
    await waitForAllSyncJobs(t.db);
    expect(lastSyncOf('integrations_exports', exportId)).toEqual({ date_finish_sync: before, status_last_sync: 'Error' });
  });

  it('records Error when the service refuses (the grant was revoked)', async () => {
    const exportId = demo.exportOf(demo.bluebird, 'pd-sync');
    t.sqlite.prepare('UPDATE integrations_exports SET access_token = NULL WHERE id = ?').run(exportId);
    const { json } = await startSync(syncBody({ integration_id: exportId }), 'pd-sync');
    const syncId = adminStartSync.response.parse(json).service_response.data.sync_id;
    await waitForAllSyncJobs(t.db);
    expect(jobOf(syncId)).toMatchObject({ status: 'Error', message: 'The service refused the access token.' });
    expect(lastSyncOf('integrations_exports', exportId).status_last_sync).toBe('Error');
  });

  it('ends quietly, writing nothing, when the record is deleted before the job runs', async () => {
    const exportId = demo.exportOf(demo.bluebird, 'ws-sync');
    const { json } = await startSync(syncBody({ integration_id: exportId }), 'ws-sync');
    const syncId = adminStartSync.response.parse(json).service_response.data.sync_id;
    const insightsBefore = countOf(t, 'SELECT count(*) FROM insights_daily');
    t.sqlite.prepare('DELETE FROM integrations_exports WHERE id = ?').run(exportId);
    const insightsLeft = countOf(t, 'SELECT count(*) FROM insights_daily');
    expect(insightsLeft).toBeLessThan(insightsBefore);
    await waitForAllSyncJobs(t.db);
    expect(countOf(t, 'SELECT count(*) FROM insights_daily')).toBe(insightsLeft);
    // The job went with its record (cascade); nothing else was written.
    expect(countOf(t, 'SELECT count(*) FROM sync_jobs WHERE id = ?', syncId)).toBe(0);
  });

  it('refuses a second sync of the same record while one runs', async () => {
    const first = await startSync(syncBody());
    expect(first.status).toBe(200);
    const second = await startSync(syncBody());
    expect(second.status).toBe(409);
    ZErrorBody.parse(second.json);
  });

  it.each([
    ['a date end in the future', { date_to: daysAgo(-1) }, 'date_to'],
    ['a range longer than 2 years', { date_from: daysAgo(800) }, 'date_from'],
    ['a date that does not exist', { date_from: '2025-02-30' }, 'date_from'],
    ['a start after the end', { date_from: daysAgo(1), date_to: daysAgo(3) }, 'date_from'],
    ['a display-format date', { date_from: '01-02-2025' }, 'date_from'],
    ['a missing date', { date_to: undefined }, 'date_to'],
  ])('refuses %s with 422, starting nothing', async (_case, overrides, field) => {
    const before = snapshot(t);
    const { status, json } = await startSync(syncBody(overrides));
    expect(status).toBe(422);
    expect(ZErrorBody.parse(json).errors?.[field]).toBeDefined();
    expect(snapshot(t)).toEqual(before);
  });

  it('refuses clients, records of another business account or service, and unknown ones', async () => {
    const before = { ...snapshot(t), records: recordsState(t) };
    expect((await startSync(syncBody(), 'fb-sync', demo.clientToken)).status).toBe(403);
    expect((await startSync(syncBody({ ba_id: demo.summit }))).status).toBe(404);
    expect((await startSync(syncBody(), 'pd-sync')).status).toBe(404);
    expect((await startSync(syncBody({ integration_id: 999_999 }))).status).toBe(404);
    expect((await startSync(syncBody({ ba_id: 999_999 }))).status).toBe(404);
    expect((await startSync(syncBody(), 'nope')).status).toBe(404);
    expect((await t.call('POST', '/api/admin/fb-sync/start-sync', { token: demo.adminToken, body: '{"full":' })).status).toBe(400);
    expect({ ...snapshot(t), records: recordsState(t) }).toEqual(before);
  });
});

describe('POST /api/admin/{service_path}/start-sync-account', () => {
  const accountOf = (path: string) => {
    const exportId = demo.exportOf(demo.bluebird, path);
    return t.sqlite.prepare('SELECT id, fb_id, account_id FROM ad_accounts WHERE integration_id = ? ORDER BY id').get(exportId) as {
      id: number;
      fb_id: string;
      account_id: string;
    };
  };

  it('syncs one ad account and records Finish on it', async () => {
    const account = accountOf('fb-sync');
    const { status, json } = await t.call('POST', '/api/admin/fb-sync/start-sync-account', {
      token: demo.adminToken,
      body: { date_from: daysAgo(3), date_to: daysAgo(0), full: false, ba_id: demo.bluebird, fb_id: account.fb_id, account_id: account.id },
    });
    expect(status).toBe(200);
    const { sync_id: syncId, status: text } = adminStartSyncAccount.response.parse(json).service_response.data;
    expect(text).toBe('Synchronization started');
    await waitForAllSyncJobs(t.db);
    expect(jobOf(syncId)).toMatchObject({ status: 'Finish', ad_account_id: account.id });
    expect(lastSyncOf('ad_accounts', account.id).status_last_sync).toBe('Finish');
  });

  it('takes a google-ads account by its search-ads id and account id', async () => {
    const exportId = demo.exportOf(demo.bluebird, 'google-ads');
    const row = t.sqlite.prepare('SELECT id, account_id, ad_account_id FROM search_ads_accounts WHERE integration_id = ? ORDER BY id').get(exportId) as {
      id: number;
      account_id: string;
      ad_account_id: number;
    };
    const { status, json } = await t.call('POST', '/api/admin/google-ads/start-sync-account', {
      token: demo.adminToken,
      body: { date_from: daysAgo(3), date_to: daysAgo(0), full: true, ba_id: demo.bluebird, fb_id: row.account_id, account_id: row.id },
    });
    expect(status).toBe(200);
    const syncId = adminStartSyncAccount.response.parse(json).service_response.data.sync_id;
    await waitForAllSyncJobs(t.db);
    expect(jobOf(syncId)).toMatchObject({ status: 'Finish', ad_account_id: row.ad_account_id, date_from: daysAgo(364) });
    expect(t.sqlite.prepare('SELECT status_last_sync FROM search_ads_accounts WHERE id = ?').pluck().get(row.id)).toBe('Finish');
  });

  it('refuses a wrong fb_id, another business account, unknown accounts and bad ranges, starting nothing', async () => {
    const account = accountOf('fb-sync');
    const before = snapshot(t);
    const body = { date_from: daysAgo(3), date_to: daysAgo(0), full: false, ba_id: demo.bluebird, fb_id: account.fb_id, account_id: account.id };
    const post = (overrides: Record<string, unknown>, path = 'fb-sync') =>
      t.call('POST', `/api/admin/${path}/start-sync-account`, { token: demo.adminToken, body: { ...body, ...overrides } });
    expect((await post({ fb_id: 'someone-else' })).status).toBe(404);
    expect((await post({ ba_id: demo.summit })).status).toBe(404);
    expect((await post({ account_id: 999_999 })).status).toBe(404);
    expect((await post({}, 'pd-sync')).status).toBe(404);
    expect((await post({ date_to: daysAgo(-3) })).status).toBe(422);
    expect((await post({ fb_id: '' })).status).toBe(422);
    expect((await t.call('POST', '/api/admin/fb-sync/start-sync-account', { token: demo.clientToken, body })).status).toBe(403);
    expect(snapshot(t)).toEqual(before);
  });
});
