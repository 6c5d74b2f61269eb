// EMULATOR_TODAY freezes the emulator's day: the dashboard's 14 days end on it (with data on
// every one, filled at start), tokens issued and checked on that day are valid, and a value that
// is not a calendar date stops the start with a readable message.
import { afterAll, describe, expect, it } from 'vitest';
import { openSeededDatabase } from '../../../server/emulator/seeded-database';
import { createApp } from '../../../server/app';
import { clockFor } from '../../../server/emulator/clock';
import { loadEnv } from '../../../server/env';
import { createLogger } from '../../../server/logger';
import { lastDays } from '../../../shared/dates';
import { seedDemo } from '../../../seed/demo';
import { DEMO_CLIENT } from '../../../seed/demo-logins';
import { createTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

const opened: { close: () => void }[] = [];
afterAll(() => opened.forEach((handle) => handle.close()));

const appOn = async (temp: TTempDatabase, emulatorToday: string) => {
  const env = loadEnv({ DATABASE_PATH: temp.path, JWT_SECRET: 'emulator-today-test-secret-long-enough-for-hs256', LOG_LEVEL: 'silent', EMULATOR_TODAY: emulatorToday });
  const clock = clockFor(env.EMULATOR_TODAY);
  const database = await openSeededDatabase(temp.path, () => {}, clock);
  opened.push(database);
  return createApp({ env, logger: createLogger('silent'), database, clock });
};

const dashboardOf = async (app: Awaited<ReturnType<typeof appOn>>) => {
  const login = await app.request('/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_CLIENT) });
  expect(login.status).toBe(200);
  const { data } = (await login.json()) as { data: { token: string; user: { id: number } } };
  const answer = await app.request(`/api/fb-sync/insights?user_id=${data.user.id}`, { headers: { authorization: `Bearer ${data.token}` } });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { service_response: { data: { date_to: string; graphics: Record<string, { labels: string[]; data: number[] }> } } })
    .service_response.data;
};

describe('EMULATOR_TODAY', () => {
  it("moves the dashboard's range to that day, with figures on each of its 14 days", async () => {
    const temp = createTempDatabase();
    opened.push(temp);
    await seedDemo(temp.db, { seed: 1, today: new Date('2026-02-01T00:00:00Z') });
    temp.close();

    for (const day of ['2026-02-20', '2026-03-05']) {
      const dashboard = await dashboardOf(await appOn(temp, day));
      expect(dashboard.date_to).toBe(day);
      expect(dashboard.graphics.clicks?.labels).toEqual(lastDays(new Date(`${day}T00:00:00Z`), 14));
      expect(dashboard.graphics.impressions?.data.every((value) => value > 0)).toBe(true);
    }
  });

  it('must be a calendar date', () => {
    expect(() => loadEnv({ EMULATOR_TODAY: '2026-02-30' })).toThrow('EMULATOR_TODAY must be a date written YYYY-MM-DD');
    expect(loadEnv({ EMULATOR_TODAY: '2026-02-28' }).EMULATOR_TODAY).toBe('2026-02-28');
  });
});
