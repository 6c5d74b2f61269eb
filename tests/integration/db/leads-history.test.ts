// Seeded leads: the history a seed delivers, delivered again and through two restarts (each a
// catch-up), holds every lead once and each delivered lead's one CRM record; the days a restart
// adds are the leads a fresh seed on that day writes.
import { afterAll, describe, expect, it } from 'vitest';
import { openSeededDatabase } from '../../../server/emulator/seeded-database';
import { frozenClock } from '../../../server/emulator/clock';
import { lastDays } from '../../../shared/dates';
import { receiveSeededLeads } from '../../../server/emulator/rules/lead-arrival';
import { countCrmDealsPerLead } from '../../../db/queries/leads';
import { LEAD_HISTORY_DAYS, seedDemo } from '../../../seed/demo';
import { createTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';
import type { TSqlite } from '../../../db/client';

const TODAY = '2026-03-15';
const MONTH_AGO = new Date('2026-02-13T00:00:00Z');
const SEED = 3;

const opened: TTempDatabase[] = [];
afterAll(() => opened.forEach((temp) => temp.cleanup()));

const seededOn = async (today: Date) => {
  const temp = createTempDatabase();
  opened.push(temp);
  await seedDemo(temp.db, { seed: SEED, today });
  return temp;
};

const leadsSince = (sqlite: TSqlite, since: string) =>
  sqlite.prepare('SELECT lead_key, lead_form_id, answers, arrived_at, status FROM leads WHERE arrived_at >= ? ORDER BY lead_key').all(since);

describe('the seeded lead history', () => {
  it('delivered again and after two restarts, finds every lead once with one CRM record each', async () => {
    const temp = await seededOn(MONTH_AGO);
    const seeded = temp.sqlite.prepare<[], number>('SELECT count(*) FROM leads').pluck().get() ?? 0;
    expect(seeded).toBeGreaterThan(100);
    // The same history again: nothing new arrives.
    expect(receiveSeededLeads(temp.db, SEED, lastDays(MONTH_AGO, LEAD_HISTORY_DAYS), { now: MONTH_AGO }).rows).toBe(0);
    temp.close();

    // Two restarts a month later: the first fills the missing days' leads, the second nothing.
    let afterFirstRestart = 0;
    for (const restart of [1, 2]) {
      const reopened = await openSeededDatabase(temp.path, () => undefined, frozenClock(TODAY));
      try {
        const { sqlite } = reopened;
        const total = sqlite.prepare<[], number>('SELECT count(*) FROM leads').pluck().get() ?? 0;
        if (restart === 1) expect(total).toBeGreaterThan(seeded);
        else expect(total).toBe(afterFirstRestart);
        afterFirstRestart = total;
        expect(sqlite.prepare<[], number>('SELECT count(DISTINCT lead_key) FROM leads').pluck().get()).toBe(total);
        const perLead = countCrmDealsPerLead(reopened.db);
        expect(perLead).toHaveLength(total);
        expect(perLead.filter((lead) => lead.deals !== 1)).toEqual([]);
        expect(sqlite.prepare<[], number>("SELECT count(*) FROM leads WHERE status <> 'delivered'").pluck().get()).toBe(0);
        if (restart === 2) {
          // The days the restart added are the leads a fresh seed on that day writes.
          const since = lastDays(new Date(`${TODAY}T00:00:00Z`), LEAD_HISTORY_DAYS)[0] as string;
          const fresh = await seededOn(new Date(`${TODAY}T00:00:00Z`));
          expect(leadsSince(sqlite, since)).toEqual(leadsSince(fresh.sqlite, since));
        }
      } finally {
        reopened.close();
      }
    }
  });
});
