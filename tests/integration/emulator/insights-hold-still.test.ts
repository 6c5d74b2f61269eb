// Issue 47 §2: figures that hold still. The dashboard's Update asks the service to report today's
// figures again (POST insights) and then reads them (GET insights): asked twice 10 s apart with
// nothing new, both answers are the same; once the clock turns an hour, today's figures grow and
// the answer names that hour.
import { afterEach, beforeEach, expect, it } from 'vitest';
import { getInsights } from '../../../shared/contract/per-service';
import { startOfUtcDay, toIsoDate } from '../../../shared/dates';
import type { TClock } from '../../../server/emulator/clock';
import { createTestEmulator, type TTestEmulator } from '../../support/emulator-app';
import { createSeededTempDatabase } from '../../support/temp-db';
import { demoOf, type TDemo } from './fixtures/records';

const DAY = '2026-03-15';
let nowMs = Date.parse(`${DAY}T13:05:00.000Z`);
const clock: TClock = {
  nowMs: () => nowMs,
  now: () => new Date(nowMs),
  nowIso: () => new Date(nowMs).toISOString(),
  today: () => startOfUtcDay(new Date(nowMs)),
  todayIso: () => toIsoDate(new Date(nowMs)),
};

let t: TTestEmulator;
let demo: TDemo;
beforeEach(async () => {
  nowMs = Date.parse(`${DAY}T13:05:00.000Z`);
  t = await createTestEmulator(createSeededTempDatabase({ seed: 1, today: new Date(`${DAY}T12:00:00.000Z`) }), { clock });
  demo = await demoOf(t);
});
afterEach(() => t.cleanup());

/** What Update does for "All integrations" of a service in a business account, then what the screen reads. */
async function update(servicePath: string, baId: number) {
  const exportId = demo.exportOf(baId, servicePath);
  const refreshed = await t.call('POST', `/api/${servicePath}/insights`, { token: demo.clientToken, body: { user_id: demo.clientId, integration_id: exportId } });
  expect(refreshed.status).toBe(200);
  const read = await t.call('GET', `/api/${servicePath}/insights`, { token: demo.clientToken, query: { user_id: demo.clientId, ba_id: baId, compare: true } });
  expect(read.status).toBe(200);
  return getInsights.response.parse(read.json).service_response.data;
}

it('Update pressed twice 10 s apart with nothing new answers the same figures', async () => {
  for (const [servicePath, baId] of [
    ['fb-sync', demo.bluebird],
    ['google-ads', demo.summit],
  ] as const) {
    const first = await update(servicePath, baId);
    nowMs += 10_000;
    const second = await update(servicePath, baId);
    expect(second, servicePath).toEqual(first);
  }
});

it('when the clock turns an hour, today grows and the answer names that hour', async () => {
  const before = await update('fb-sync', demo.bluebird);
  expect(before.partial_through).toBe(`${DAY}T13:00:00.000Z`);
  nowMs = Date.parse(`${DAY}T14:00:30.000Z`);
  const after = await update('fb-sync', demo.bluebird);
  expect(after.partial_through).toBe(`${DAY}T14:00:00.000Z`);
  const todayOf = (answer: typeof before) => answer.graphics.clicks?.data.at(-1) ?? 0;
  expect(todayOf(after)).toBeGreaterThan(todayOf(before));
  // Only today moved: every earlier day is the same.
  expect(after.graphics.clicks?.data.slice(0, -1)).toEqual(before.graphics.clicks?.data.slice(0, -1));
});
