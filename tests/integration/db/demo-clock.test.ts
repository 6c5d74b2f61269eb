// Demo data that tells the truth about time (issue 37): nothing is dated after the emulator's
// now, on a fresh seed and after a catch-up; today's insights are the part of the day gone by
// (whole hours), and today's leads arrive as the day goes, the same whether seeded or caught up.
import { afterAll, describe, expect, it } from 'vitest';
import { catchUp } from '../../../server/emulator/rules/catch-up';
import { buildInsightDay, buildInsightProfile, buildInsightRow } from '../../../server/emulator/generate/insight-rows';
import { seedDemo } from '../../../seed/demo';
import { createTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

const SEED = 4;
const TODAY = '2026-03-15';
/** A clock in the middle of the day, off the hour: 14 whole hours have gone by. */
const MID_DAY = new Date(`${TODAY}T14:37:00.000Z`);
const LATER = new Date(`${TODAY}T16:05:00.000Z`);

const opened: TTempDatabase[] = [];
afterAll(() => opened.forEach((temp) => temp.cleanup()));

const seeded = async (options: { today?: Date; now?: Date }) => {
  const temp = createTempDatabase();
  opened.push(temp);
  await seedDemo(temp.db, { seed: SEED, ...options });
  return temp;
};

const one = <T>(temp: TTempDatabase, sql: string) => temp.sqlite.prepare<[], T>(sql).pluck().get() as T;

/** The latest moment each kind of row is dated at. */
const latest = (temp: TTempDatabase) => ({
  leadArrived: one<string>(temp, 'SELECT max(arrived_at) FROM leads'),
  leadDelivered: one<string>(temp, 'SELECT max(delivered_at) FROM leads'),
  dealCreated: one<string>(temp, 'SELECT max(created_at) FROM crm_deals'),
  syncStarted: one<string>(temp, 'SELECT max(created_at) FROM sync_jobs'),
  syncFinished: one<string>(temp, 'SELECT max(finished_at) FROM sync_jobs'),
  syncWindowEnd: one<string>(temp, 'SELECT max(date_to) FROM sync_jobs'),
  recordSynced: one<string>(temp, 'SELECT max(date_finish_sync) FROM integrations_exports'),
  accountSynced: one<string>(temp, 'SELECT max(date_finish_sync) FROM ad_accounts'),
  insightDay: one<string>(temp, 'SELECT max(date) FROM insights_daily'),
});

const expectNothingAfter = (temp: TTempDatabase, now: Date) => {
  const at = now.toISOString();
  const seen = latest(temp);
  for (const moment of [seen.leadArrived, seen.leadDelivered, seen.dealCreated, seen.syncStarted, seen.syncFinished, seen.recordSynced, seen.accountSynced]) {
    expect(moment <= at, `${moment} is after ${at}`).toBe(true);
  }
  expect(seen.syncWindowEnd <= TODAY).toBe(true);
  expect(seen.insightDay).toBe(TODAY);
  // Today's leads so far are there: the day is not empty, only not ahead.
  expect(one<number>(temp, `SELECT count(*) FROM leads WHERE arrived_at >= '${TODAY}'`)).toBeGreaterThan(0);
};

type TInsight = { ad_account_id: number; impressions: number; clicks: number; spend: number };
const todaysInsights = (temp: TTempDatabase) =>
  temp.sqlite.prepare<[], TInsight>(`SELECT ad_account_id, impressions, clicks, spend FROM insights_daily WHERE date = '${TODAY}' ORDER BY ad_account_id`).all();
/** Lead keys since the first day of a fresh seed's history (30 days to the 15th), in key order. */
const leadKeys = (temp: TTempDatabase) => temp.sqlite.prepare<[], string>("SELECT lead_key FROM leads WHERE arrived_at >= '2026-02-14' ORDER BY lead_key").pluck().all();

/** Today's figures are `hours` twenty-fourths of the whole day's, for every ad account. */
const expectPartOfDay = (temp: TTempDatabase, hours: number) => {
  const rows = todaysInsights(temp);
  expect(rows.length).toBeGreaterThan(10);
  const searchAds = new Set(temp.sqlite.prepare<[], number>("SELECT a.id FROM ad_accounts a JOIN integrations_exports r ON r.id = a.integration_id JOIN services s ON s.id = r.service_id WHERE s.service_path = 'google-ads'").pluck().all());
  for (const row of rows) {
    const whole = buildInsightRow(buildInsightProfile(SEED, row.ad_account_id, searchAds.has(row.ad_account_id)), row.ad_account_id, buildInsightDay(TODAY));
    expect(row.impressions).toBe(Math.round((whole.impressions ?? 0) * (hours / 24)));
    expect(row.clicks).toBe(Math.round((whole.clicks ?? 0) * (hours / 24)));
  }
};

describe('the demo data and the emulator clock', () => {
  it('a fresh seed at 14:37 has nothing dated after 14:37, and today is 14 hours of figures', async () => {
    const fresh = await seeded({ now: MID_DAY });
    expectNothingAfter(fresh, MID_DAY);
    expectPartOfDay(fresh, 14);
    // The whole-day figures of yesterday are untouched.
    const yesterday = one<number>(fresh, "SELECT sum(impressions) FROM insights_daily WHERE date = '2026-03-14'");
    expect(one<number>(fresh, `SELECT sum(impressions) FROM insights_daily WHERE date = '${TODAY}'`)).toBeLessThan(yesterday);
  });

  it('the same seed and clock give the same data; a given day alone is seeded at its noon', async () => {
    const [first, second] = [await seeded({ now: MID_DAY }), await seeded({ now: MID_DAY })];
    expect(leadKeys(first)).toEqual(leadKeys(second));
    expect(todaysInsights(first)).toEqual(todaysInsights(second));
    const noon = await seeded({ today: new Date(`${TODAY}T00:00:00Z`) });
    expectNothingAfter(noon, new Date(`${TODAY}T12:00:00Z`));
    expectPartOfDay(noon, 12);
  });

  it('a catch-up from five days back to 14:37 has nothing after 14:37 and equals a fresh seed then; later in the day more arrives', async () => {
    const stale = await seeded({ today: new Date('2026-03-10T00:00:00Z') });
    const report = catchUp(stale.db, MID_DAY);
    expect(report.days).toBe(5);
    expectNothingAfter(stale, MID_DAY);
    expectPartOfDay(stale, 14);
    const fresh = await seeded({ now: MID_DAY });
    expect(leadKeys(stale)).toEqual(leadKeys(fresh));
    // The day that was partial when the data stopped (the 10th, at noon) is whole now.
    const whole = (temp: TTempDatabase) => temp.sqlite.prepare("SELECT * FROM insights_daily WHERE date = '2026-03-10' ORDER BY ad_account_id").all();
    expect(whole(stale)).toEqual(whole(fresh));

    // An hour and a half later: today's figures grow to 16 hours, the leads of the meantime arrive, still none ahead.
    const before = leadKeys(stale).length;
    expect(catchUp(stale.db, LATER).days).toBe(0);
    expectNothingAfter(stale, LATER);
    expectPartOfDay(stale, 16);
    expect(leadKeys(stale)).toEqual(leadKeys(await seeded({ now: LATER })));
    expect(leadKeys(stale).length).toBeGreaterThanOrEqual(before);
  });
});
