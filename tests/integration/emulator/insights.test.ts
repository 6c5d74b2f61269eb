// Insights: totals and 14 daily points for a service, business account, integration or ad
// account (the narrowest wins), read through the (ad_account_id, date) key; refreshing today.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { INSIGHTS_WINDOW_DAYS } from '../../../shared/constants';
import { getInsights, refreshInsights } from '../../../shared/contract/per-service';
import { ZErrorBody } from '../../../shared/contract/define';
import { dailyInsightsQueries, sumInsightsByDay, sumInsightsOfTwoPeriods } from '../../../db/queries/insights';
import { INSIGHTS_RANGE_PRESETS } from '../../../shared/constants';
import { insightsWindow, previousWindow } from '../../../server/emulator/records/insights/insights-answer';
import { lastDays, startOfUtcDay } from '../../../shared/dates';
import type { TTestEmulator } from '../../support/emulator-app';
import { createSeededEmulator } from '../../support/emulator-app';
import { countOf, demoOf, snapshot } from './fixtures/records';
import type { TDemo } from './fixtures/records';

let t: TTestEmulator;
let demo: TDemo;
beforeEach(async () => {
  t = await createSeededEmulator();
  demo = await demoOf(t);
  // The first request catches the day up (this hour's figures are written): done before a test
  // counts, so no row is written in the middle of one.
  await t.call('GET', '/api/leads/counts', { token: demo.clientToken, query: { user_id: demo.clientId } });
});
afterEach(() => t.cleanup());

const DATES = () => lastDays(startOfUtcDay(new Date()), INSIGHTS_WINDOW_DAYS);

const insights = (path: string, query: Record<string, number | string>, token = demo.clientToken) =>
  t.call('GET', `/api/${path}/insights`, { token, query: { user_id: demo.clientId, ...query } });

/** The expected sums straight from the table, for the given ad accounts over the window. */
const sumsOf = (accountIds: number[], column: string) => {
  const dates = DATES();
  return t.sqlite
    .prepare(
      `SELECT COALESCE(SUM(${column}), 0) FROM insights_daily WHERE ad_account_id IN (SELECT value FROM json_each(?)) AND date BETWEEN ? AND ?`,
    )
    .pluck()
    .get(JSON.stringify(accountIds), dates[0], dates[dates.length - 1]) as number;
};

describe('GET /api/{service_path}/insights', () => {
  it('answers a business account’s totals and a labelled point for each of the last 14 days', async () => {
    const { status, json } = await insights('fb-sync', { ba_id: demo.bluebird });
    expect(status).toBe(200);
    const data = getInsights.response.parse(json).service_response.data;
    expect(json?.service_response.success).toBe(1);
    expect(Object.keys(data.graphics).sort()).toEqual(['clicks', 'cpc', 'cpm', 'ctr', 'impressions', 'spends', 'unique_clicks']);
    expect(Object.keys(data.insights).sort()).toEqual(['clicks', 'cpc', 'cpm', 'ctr', 'impressions', 'spend', 'unique_clicks']);
    for (const series of Object.values(data.graphics)) {
      expect(series.labels).toEqual(DATES());
      expect(series.data).toHaveLength(INSIGHTS_WINDOW_DAYS);
    }
    expect(data.date_from).toBe(DATES()[0]);
    expect(data.date_to).toBe(DATES()[INSIGHTS_WINDOW_DAYS - 1]);
    const accounts = demo.adAccountsOf(demo.exportOf(demo.bluebird, 'fb-sync'));
    expect(data.insights.clicks).toBe(sumsOf(accounts, 'clicks'));
    expect(data.insights.impressions).toBe(sumsOf(accounts, 'impressions'));
    expect(data.insights.spend).toBeCloseTo(sumsOf(accounts, 'spend'), 2);
    expect(data.graphics.clicks?.data.reduce((sum, value) => sum + value, 0)).toBe(data.insights.clicks);
  });

  it('google-ads answers cost and interactions instead of spend and unique clicks', async () => {
    const data = getInsights.response.parse((await insights('google-ads', { ba_id: demo.bluebird })).json).service_response.data;
    expect(Object.keys(data.graphics).sort()).toEqual(['clicks', 'cost', 'cpc', 'cpi', 'cpm', 'ctr', 'impressions', 'interactions']);
    expect(Object.keys(data.insights).sort()).toEqual(['clicks', 'cost', 'cpc', 'cpi', 'cpm', 'ctr', 'impressions', 'interactions']);
    expect(data.insights.cost).toBeGreaterThan(0);
    expect(data.insights.interactions).toBeGreaterThan(0);
  });

  it('the narrowest filter wins: ad account, then integration, then business account, then all the user’s', async () => {
    const exportId = demo.exportOf(demo.bluebird, 'fb-sync');
    const [firstAccount] = demo.adAccountsOf(exportId) as [number];
    const byAccount = getInsights.response.parse((await insights('fb-sync', { ba_id: demo.bluebird, integration_id: exportId, account_id: firstAccount })).json);
    expect(byAccount.service_response.data.insights.clicks).toBe(sumsOf([firstAccount], 'clicks'));
    const byIntegration = getInsights.response.parse((await insights('fb-sync', { integration_id: exportId })).json);
    expect(byIntegration.service_response.data.insights.clicks).toBe(sumsOf(demo.adAccountsOf(exportId), 'clicks'));
    const everything = getInsights.response.parse((await insights('fb-sync', {})).json);
    const allAccounts = [demo.bluebird, demo.summit].flatMap((ba) => demo.adAccountsOf(demo.exportOf(ba, 'fb-sync')));
    expect(everything.service_response.data.insights.clicks).toBe(sumsOf(allAccounts, 'clicks'));
  });

  it('google-ads accounts are addressed by their search-ads id', async () => {
    const exportId = demo.exportOf(demo.bluebird, 'google-ads');
    const row = t.sqlite.prepare('SELECT id, ad_account_id FROM search_ads_accounts WHERE integration_id = ? ORDER BY id').get(exportId) as {
      id: number;
      ad_account_id: number;
    };
    const data = getInsights.response.parse((await insights('google-ads', { account_id: row.id })).json).service_response.data;
    expect(data.insights.cost).toBeCloseTo(sumsOf([row.ad_account_id], 'cost'), 2);
  });

  it('a day without figures still has its label, with zeros', async () => {
    const exportId = demo.exportOf(demo.bluebird, 'fb-sync');
    const missing = DATES()[5];
    t.sqlite.prepare('DELETE FROM insights_daily WHERE date = ? AND ad_account_id IN (SELECT id FROM ad_accounts WHERE integration_id = ?)').run(missing, exportId);
    const data = getInsights.response.parse((await insights('fb-sync', { integration_id: exportId })).json).service_response.data;
    expect(data.graphics.clicks?.labels[5]).toBe(missing);
    expect(data.graphics.clicks?.data[5]).toBe(0);
    expect(data.graphics.spends?.data[5]).toBe(0);
  });

  it('answers zeros for a business account without records of the service', async () => {
    t.sqlite.prepare("DELETE FROM integrations_exports WHERE ba_id = ? AND service_id = ?").run(demo.summit, demo.serviceId('ws-sync'));
    const data = getInsights.response.parse((await insights('ws-sync', { ba_id: demo.summit })).json).service_response.data;
    expect(data.insights.clicks).toBe(0);
    expect(data.graphics.clicks?.data).toEqual(new Array(INSIGHTS_WINDOW_DAYS).fill(0));
  });

  it('refuses foreign scopes, mismatched filters, another user and unknown services', async () => {
    const acmeExport = demo.exportOf(demo.acme, 'fb-sync');
    const [acmeAccount] = demo.adAccountsOf(acmeExport) as [number];
    const ownExport = demo.exportOf(demo.bluebird, 'fb-sync');
    const [ownAccount] = demo.adAccountsOf(ownExport) as [number];
    const cases: [string, Record<string, number | string>, number][] = [
      ['fb-sync', { ba_id: demo.acme }, 403],
      ['fb-sync', { ba_id: 999_999 }, 404],
      ['fb-sync', { integration_id: acmeExport }, 404],
      ['fb-sync', { account_id: acmeAccount }, 404],
      ['fb-sync', { account_id: 999_999 }, 404],
      ['fb-sync', { account_id: ownAccount, integration_id: demo.exportOf(demo.summit, 'fb-sync') }, 404],
      ['fb-sync', { account_id: ownAccount, ba_id: demo.summit }, 404],
      ['pd-sync', { integration_id: ownExport }, 404],
      ['pd-sync', { account_id: ownAccount }, 404],
      ['fb-sync', { user_id: demo.adminId }, 403],
      ['fb-sync', { account_id: '1 OR 1=1' }, 422],
      ['nope', {}, 404],
    ];
    for (const [path, query, expected] of cases) {
      const { status, json } = await insights(path, query);
      expect({ path, query, status }).toEqual({ path, query, status: expected });
      ZErrorBody.parse(json);
    }
  });
});

describe('insights query', () => {
  it('searches insights_daily by its (ad_account_id, date) key and never scans it', () => {
    const plan = (
      t.sqlite.prepare(`EXPLAIN QUERY PLAN ${dailyInsightsQueries.summed(t.db).toSQL().sql}`).all('[1,2,3]', '2026-01-01', '2026-01-14') as { detail: string }[]
    ).map((row) => row.detail);
    expect(plan.join('\n')).toMatch(/SEARCH (i|insights_daily) USING (INDEX \S+|PRIMARY KEY) \(ad_account_id=\? AND date>\? AND date<\?\)/);
    expect(plan.join('\n')).not.toMatch(/SCAN (i|insights_daily)\b/);
  });

  it('reads one ad account in key order with nothing to group or sort', () => {
    const plan = (t.sqlite.prepare(`EXPLAIN QUERY PLAN ${dailyInsightsQueries.oneAccount(t.db).toSQL().sql}`).all(1, '2026-01-01', '2026-01-14') as { detail: string }[])
      .map((row) => row.detail)
      .join('\n');
    expect(plan).toMatch(/SEARCH insights_daily USING (INDEX \S+|PRIMARY KEY) \(ad_account_id=\? AND date>\? AND date<\?\)/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
  });

  it('one ad account and two adjacent periods answer exactly what the grouped query answers', () => {
    const grouped = dailyInsightsQueries.summed(t.db).prepare();
    const byGroup = (ids: number[], from: string, to: string) => grouped.all({ ids: JSON.stringify(ids), from, to });
    // A hole in one account's days, so a missing day is checked too.
    const ids = t.sqlite.prepare('SELECT id FROM ad_accounts ORDER BY id').pluck().all() as number[];
    const today = startOfUtcDay(new Date());
    t.sqlite.prepare('DELETE FROM insights_daily WHERE ad_account_id = ? AND date = ?').run(ids[0], DATES()[3]);
    const windows = INSIGHTS_RANGE_PRESETS.map((range) => insightsWindow(today, { range }));
    windows.push(insightsWindow(today, { date_from: '2000-01-01', date_to: '2000-01-31' }));
    let days = 0;
    for (const window of windows) {
      const before = previousWindow(window);
      for (const accounts of [...ids.slice(0, 8).map((id) => [id]), ids.slice(0, 5), ids]) {
        const two = sumInsightsOfTwoPeriods(t.db, { adAccountIds: accounts, previousFrom: before.from, from: window.from, to: window.to });
        const where = { accounts: accounts.length, from: window.from };
        expect({ ...where, days: two.current }).toEqual({ ...where, days: byGroup(accounts, window.from, window.to) });
        expect({ ...where, days: two.previous }).toEqual({ ...where, days: byGroup(accounts, before.from, before.to) });
        expect(sumInsightsByDay(t.db, { adAccountIds: accounts, from: window.from, to: window.to })).toEqual(two.current);
        days += two.current.length + two.previous.length;
      }
    }
    expect(days).toBeGreaterThan(1_000);
  });

  it('stays fast on the demo data', () => {
    const ids = t.sqlite.prepare('SELECT id FROM ad_accounts').pluck().all() as number[];
    const dates = DATES();
    const params = { adAccountIds: ids, from: dates[0] ?? '', to: dates[dates.length - 1] ?? '' };
    sumInsightsByDay(t.db, params);
    const runs = 50;
    const startedAt = performance.now();
    for (let run = 0; run < runs; run += 1) sumInsightsByDay(t.db, params);
    const perQueryMs = (performance.now() - startedAt) / runs;
    console.info(`insights of all ${ids.length} demo ad accounts over ${dates.length} days: ${perQueryMs.toFixed(3)} ms per query`);
    expect(perQueryMs).toBeLessThan(20);
  });
});

describe('POST /api/{service_path}/insights', () => {
  it('refreshes today’s row of every ad account of the integration', async () => {
    const exportId = demo.exportOf(demo.bluebird, 'fb-sync');
    const accounts = demo.adAccountsOf(exportId);
    const today = DATES()[INSIGHTS_WINDOW_DAYS - 1];
    t.sqlite.prepare('DELETE FROM insights_daily WHERE date = ? AND ad_account_id IN (SELECT value FROM json_each(?))').run(today, JSON.stringify(accounts));
    const { status, json } = await t.call('POST', '/api/fb-sync/insights', {
      token: demo.clientToken,
      body: { user_id: demo.clientId, integration_id: exportId },
    });
    expect(status).toBe(200);
    const data = refreshInsights.response.parse(json).service_response.data;
    expect(data).toEqual({ result: 'Insights updated', rows: accounts.length });
    expect(countOf(t, 'SELECT count(*) FROM insights_daily WHERE date = ? AND ad_account_id IN (SELECT value FROM json_each(?))', today, JSON.stringify(accounts))).toBe(accounts.length);
    const rows = t.sqlite.prepare('SELECT clicks, impressions, unique_clicks FROM insights_daily WHERE date = ? AND ad_account_id = ?').get(today, accounts[0]) as Record<string, number>;
    expect(rows.impressions).toBeGreaterThan(0);
    expect(rows.unique_clicks).toBeLessThanOrEqual(rows.clicks ?? 0);
  });

  it('without an integration refreshes every record of the service in the user’s business accounts', async () => {
    const { json } = await t.call('POST', '/api/google-ads/insights', { token: demo.clientToken, body: { user_id: demo.clientId } });
    const expected = [demo.bluebird, demo.summit].flatMap((ba) => demo.adAccountsOf(demo.exportOf(ba, 'google-ads'))).length;
    expect(refreshInsights.response.parse(json).service_response.data.rows).toBe(expected);
  });

  it('refuses foreign integrations and another user, changing nothing', async () => {
    const before = snapshot(t);
    const sumBefore = countOf(t, 'SELECT sum(clicks) FROM insights_daily');
    const post = (body: Record<string, unknown>) => t.call('POST', '/api/fb-sync/insights', { token: demo.clientToken, body });
    expect((await post({ user_id: demo.clientId, integration_id: demo.exportOf(demo.acme, 'fb-sync') })).status).toBe(404);
    expect((await post({ user_id: demo.adminId })).status).toBe(403);
    expect((await post({ user_id: demo.clientId, integration_id: 'x' })).status).toBe(422);
    expect((await t.call('POST', '/api/fb-sync/insights', { token: demo.clientToken, body: '{oops' })).status).toBe(400);
    expect(snapshot(t)).toEqual(before);
    expect(countOf(t, 'SELECT sum(clicks) FROM insights_daily')).toBe(sumBefore);
  });
});
