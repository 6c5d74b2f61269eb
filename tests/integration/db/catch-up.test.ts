// Demo data that never goes stale (issue 15): a database seeded 30 days back and then opened by
// the server is filled up to today with the rows a fresh seed would have written; syncs move
// forward with it; the same seed and --today give the same database on any real date; a day
// earlier than the data is refused.
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { dataAheadAdvice, openSeededDatabase } from '../../../server/emulator/seeded-database';
import { frozenClock } from '../../../server/emulator/clock';
import { catchUp, DataAheadError } from '../../../server/emulator/rules/catch-up';
import { isoDateDaysAgo, lastDays } from '../../../shared/dates';
import { seedDemo } from '../../../seed/demo';
import { databaseDigest } from '../../../seed/digest';
import { createTestEmulator } from '../../support/emulator-app';
import { createTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

const TODAY = '2026-03-15';
const MONTH_AGO = new Date('2026-02-13T00:00:00Z');

const opened: TTempDatabase[] = [];
afterAll(() => opened.forEach((temp) => temp.cleanup()));
afterEach(() => vi.useRealTimers());

const seededOn = async (today: Date, seed = 3) => {
  const temp = createTempDatabase();
  opened.push(temp);
  await seedDemo(temp.db, { seed, today });
  return temp;
};

type TRow = Record<string, number | string>;
const insightsBetween = (temp: TTempDatabase, from: string, to: string) =>
  temp.sqlite.prepare<[string, string], TRow>('SELECT * FROM insights_daily WHERE date BETWEEN ? AND ? ORDER BY ad_account_id, date').all(from, to);

describe('catch-up on start', () => {
  it('fills the 30 missing days of every ad account with the rows a fresh seed on today writes', async () => {
    const stale = await seededOn(MONTH_AGO);
    stale.close();
    const lines: string[] = [];
    const reopened = await openSeededDatabase(stale.path, (line) => lines.push(line), frozenClock(TODAY));
    try {
      expect(lines.join('\n')).toMatch(/^Filled 30 days of insights \(2026-02-14 to 2026-03-15, [\d,]+ rows\) and [\d,]+ leads in \d+ ms\.$/m);
      const accounts = reopened.sqlite.prepare<[], number>('SELECT count(*) FROM ad_accounts').pluck().get() ?? 0;
      expect(accounts).toBeGreaterThan(10);
      // Every ad account has every one of the dashboard's last 14 days.
      const lastFourteen = lastDays(new Date(`${TODAY}T00:00:00Z`), 14);
      const perDay = reopened.sqlite
        .prepare<[string, string], { date: string; accounts: number }>(
          'SELECT date, count(DISTINCT ad_account_id) AS accounts FROM insights_daily WHERE date BETWEEN ? AND ? GROUP BY date ORDER BY date',
        )
        .all(lastFourteen[0]!, TODAY);
      expect(perDay).toEqual(lastFourteen.map((date) => ({ date, accounts })));

      // The filled days equal those of a fresh seed anchored on today, row for row.
      const fresh = await seededOn(new Date(`${TODAY}T00:00:00Z`));
      const filled = { from: isoDateDaysAgo(new Date(`${TODAY}T00:00:00Z`), 29), to: TODAY };
      const caughtUp = insightsBetween({ ...stale, ...reopened }, filled.from, filled.to);
      expect(caughtUp.length).toBe(30 * accounts);
      expect(caughtUp).toEqual(insightsBetween(fresh, filled.from, filled.to));

      // Syncs moved forward with the data (as a fresh seed has them) and none finished in the future.
      const syncs = (temp: { sqlite: TTempDatabase['sqlite'] }) =>
        temp.sqlite.prepare('SELECT date_from, date_to, created_at, finished_at FROM sync_jobs ORDER BY id').all();
      expect(syncs(reopened)).toEqual(syncs(fresh));
      const latest = reopened.sqlite.prepare<[], string>('SELECT max(date_finish_sync) FROM integrations_exports').pluck().get();
      expect(latest! > `${isoDateDaysAgo(new Date(`${TODAY}T00:00:00Z`), 5)}`).toBe(true);
      expect(latest! < `${TODAY}T12:00`).toBe(true);

      // A second start the same day has nothing to fill.
      expect(catchUp(reopened.db, new Date(`${TODAY}T00:00:00Z`)).days).toBe(0);
    } finally {
      reopened.close();
    }
  });

  it('refuses to open data later than its today, saying what to do', async () => {
    const ahead = await seededOn(new Date(`${TODAY}T00:00:00Z`));
    ahead.close();
    const attempt = openSeededDatabase(ahead.path, () => {}, frozenClock('2026-03-01'));
    await expect(attempt).rejects.toBeInstanceOf(DataAheadError);
    const error = (await attempt.then(
      () => undefined,
      (caught: unknown) => caught,
    )) as DataAheadError;
    expect(dataAheadAdvice(ahead.path, error)).toContain(`holds insights through ${TODAY}, later than the emulator's today (2026-03-01)`);
    expect(dataAheadAdvice(ahead.path, error)).toContain('--reset --today 2026-03-01');
  });
});

describe('catch-up at a new day', () => {
  it('fills the new day before answering the first call of that day', async () => {
    const temp = await seededOn(new Date(`${TODAY}T00:00:00Z`));
    let day = frozenClock(TODAY);
    const clock = { ...day, nowMs: () => day.nowMs(), now: () => day.now(), nowIso: () => day.nowIso(), today: () => day.today(), todayIso: () => day.todayIso() };
    const emulator = await createTestEmulator(temp, { clock });
    const daysOf = () => temp.sqlite.prepare<[string], string>('SELECT DISTINCT date FROM insights_daily WHERE date >= ? ORDER BY date').pluck().all(TODAY);
    await emulator.call('GET', '/api/services');
    expect(daysOf()).toEqual([TODAY]);
    day = frozenClock('2026-03-16');
    await emulator.call('GET', '/api/services');
    expect(daysOf()).toEqual([TODAY, '2026-03-16']);
  });
});

describe('a fixed --today', () => {
  it('gives the same database on two different real dates', async () => {
    const today = new Date(`${TODAY}T00:00:00Z`);
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-04-02T08:30:00Z') });
    const first = databaseDigest((await seededOn(today, 9)).sqlite);
    vi.setSystemTime(new Date('2027-01-19T23:10:00Z'));
    const second = databaseDigest((await seededOn(today, 9)).sqlite);
    expect(second).toEqual(first);
    expect(Object.keys(first)).toContain('seed_state');
  });
});
