// Insights over a preset or a custom range, the comparison period, the derived metrics, and the
// refusals of a bad range. "Today" is read from the default answer, never from this machine.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSIGHTS_MAX_RANGE_DAYS } from '../../../shared/constants';
import { getInsights } from '../../../shared/contract/per-service';
import { ZErrorBody } from '../../../shared/contract/define';
import { datesFromTo, daysBetween, isoDateDaysAgo } from '../../../shared/dates';
import type { TTestEmulator } from '../../support/emulator-app';
import { createSeededEmulator } from '../../support/emulator-app';
import { demoOf } from './fixtures/records';
import type { TDemo } from './fixtures/records';

let t: TTestEmulator;
let demo: TDemo;
let today: string;
beforeAll(async () => {
  t = await createSeededEmulator();
  demo = await demoOf(t);
  today = (await read('fb-sync', {})).date_to;
});
afterAll(() => t.cleanup());

const call = (path: string, query: Record<string, number | string>) =>
  t.call('GET', `/api/${path}/insights`, { token: demo.clientToken, query: { user_id: demo.clientId, ba_id: demo.bluebird, ...query } });
const read = async (path: string, query: Record<string, number | string>) => getInsights.response.parse((await call(path, query)).json).service_response.data;

const round2 = (value: number) => Math.round(value * 100) / 100;
const sum = (values: number[] | undefined) => (values ?? []).reduce((total, value) => total + value, 0);
const at = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('insights over a range', () => {
  it('each preset answers its days, ending today (the month presets on month bounds)', async () => {
    for (const [range, days] of [['7d', 7], ['14d', 14], ['30d', 30], ['90d', 90]] as const) {
      const data = await read('fb-sync', { range });
      expect(data.graphics.clicks?.labels).toEqual(datesFromTo(isoDateDaysAgo(at(today), days - 1), today));
      expect(data.date_to).toBe(today);
    }
    const thisMonth = await read('fb-sync', { range: 'this_month' });
    expect(thisMonth.date_from).toBe(`${today.slice(0, 7)}-01`);
    expect(thisMonth.date_to).toBe(today);
    const lastMonth = await read('fb-sync', { range: 'last_month' });
    const lastDay = isoDateDaysAgo(at(`${today.slice(0, 7)}-01`), 1);
    expect(lastMonth.date_from).toBe(`${lastDay.slice(0, 7)}-01`);
    expect(lastMonth.date_to).toBe(lastDay);
    expect(lastMonth.graphics.clicks?.labels).toEqual(datesFromTo(lastMonth.date_from, lastMonth.date_to));
  });

  it('a custom range answers exactly its days; the default stays the last 14 days', async () => {
    const from = isoDateDaysAgo(at(today), 40);
    const to = isoDateDaysAgo(at(today), 31);
    const data = await read('fb-sync', { date_from: from, date_to: to });
    expect(data.graphics.clicks?.labels).toEqual(datesFromTo(from, to));
    const byDefault = await read('fb-sync', {});
    expect(byDefault).toEqual(await read('fb-sync', { range: '14d' }));
    expect(byDefault.previous).toBeUndefined();
  });

  it('compare adds the same number of days just before, its totals the sums of its own series', async () => {
    const data = await read('fb-sync', { range: '30d', compare: 1 });
    const previous = data.previous;
    if (!previous) throw new Error('No previous period');
    expect(previous.graphics.clicks?.labels).toHaveLength(30);
    expect(daysBetween(previous.date_to, data.date_from)).toBe(1);
    expect(previous.insights.clicks).toBe(sum(previous.graphics.clicks?.data));
    // The previous period is what a custom range over those days answers.
    const direct = await read('fb-sync', { date_from: previous.date_from, date_to: previous.date_to });
    expect(previous.insights).toEqual(direct.insights);
    expect(previous.graphics).toEqual(direct.graphics);
  });

  it('derived metrics come from the same rows: in total from the totals, per day from the day', async () => {
    const data = await read('fb-sync', { range: '7d' });
    const { clicks, impressions, spend = 0 } = data.insights;
    expect(data.insights.ctr).toBe(round2((clicks / impressions) * 100));
    expect(data.insights.cpc).toBe(round2(spend / clicks));
    expect(data.insights.cpm).toBe(round2((spend / impressions) * 1000));
    const day = 3;
    const dayClicks = data.graphics.clicks?.data[day] ?? 0;
    expect(data.graphics.cpc?.data[day]).toBe(round2((data.graphics.spends?.data[day] ?? 0) / dayClicks));
    const ads = await read('google-ads', { range: '7d' });
    expect(ads.insights.cpi).toBe(round2((ads.insights.cost ?? 0) / (ads.insights.interactions ?? 1)));
    expect(ads.insights.cpc).toBe(round2((ads.insights.cost ?? 0) / ads.insights.clicks));
    expect(data.insights.cpi).toBeUndefined();
  });

  it('refuses a bad range with a 422 that says what is wrong', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [{ range: '15d' }, /range must be one of/],
      [{ date_from: '2026-02-30', date_to: '2026-03-02' }, /date_from is not a real date/],
      [{ date_from: '2026/03/01', date_to: '2026-03-02' }, /YYYY-MM-DD/],
      [{ date_from: '2026-03-01' }, /both date_from and date_to/],
      [{ date_from: '2026-03-05', date_to: '2026-03-01' }, /on or before date_to/],
      [{ date_from: '2024-01-01', date_to: '2025-01-01' }, new RegExp(`at most ${INSIGHTS_MAX_RANGE_DAYS} days`)],
      [{ range: '7d', date_from: '2026-03-01', date_to: '2026-03-02' }, /either range or/],
    ];
    for (const [query, message] of cases) {
      const { status, json } = await call('fb-sync', query);
      expect({ query, status }).toEqual({ query, status: 422 });
      expect(JSON.stringify(ZErrorBody.parse(json))).toMatch(message);
    }
    // The longest range is accepted.
    expect((await call('fb-sync', { date_from: '2024-01-01', date_to: '2024-12-31' })).status).toBe(200);
  });
});
