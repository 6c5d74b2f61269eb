// Grants that expire by lifetime (issue 9, "Token expiry and reconnect"): Allow gives the export's
// grant GRANT_LIFETIME_DAYS by the emulator's clock; once that clock passes the expiry the
// gateway answers the export as expired (switching on refused, syncs fail) while the token stays
// masked; Reconnect renews the expiry and keeps the id and accounts. The emulator's clock is
// moved forward here (as EMULATOR_TODAY does between runs), so this file runs in emulator mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { listen } from '../../../server/boot';
import type { TClock } from '../../../server/emulator/clock';
import { frozenClock } from '../../../server/emulator/clock';
import { EXPORT_GRANT_EXPIRED } from '../../../server/emulator/records/exports';
import { waitForAllSyncJobs } from '../../../server/emulator/sync/runner';
import { loadEnv } from '../../../server/env';
import { GRANT_LIFETIME_DAYS } from '../../../server/emulator/rules/grant-lifetime';
import { DEMO_ADMIN, DEMO_CLIENT } from '../../../seed/demo-logins';
import { toIsoDate } from '../../../shared/dates';
import { allowConsentAt, eventually, expectRefusal, FRESH_PASSWORD, freshOwner, signIn } from '../../support/trpc-fixtures';
import { createTestLogger } from '../../support/server-log';
import { createSeededTempDatabase } from '../../support/temp-db';
import { TEST_JWT_SECRET, trpcClient } from '../../support/trpc-target';
import type { TTrpcTarget } from '../../support/trpc-target';
import type { TSignedIn } from '../../support/trpc-fixtures';

const DAY_MS = 24 * 60 * 60 * 1000;
const SEED_DAY = '2026-03-02';

/** A frozen day that the test can move on: what restarting with a later EMULATOR_TODAY does. */
const movableClock = () => {
  let clock = frozenClock(SEED_DAY);
  const proxy: TClock = {
    nowMs: () => clock.nowMs(),
    now: () => clock.now(),
    nowIso: () => clock.nowIso(),
    today: () => clock.today(),
    todayIso: () => clock.todayIso(),
  };
  return { clock: proxy, moveTo: (day: string) => (clock = frozenClock(day)) };
};

const daysAfter = (day: string, days: number) => toIsoDate(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));

let target: TTrpcTarget;
let close: () => Promise<void> = async () => {};
const time = movableClock();
beforeAll(async () => {
  const database = await createSeededTempDatabase({ today: new Date(`${SEED_DAY}T00:00:00Z`) });
  const env = loadEnv({ DATABASE_PATH: database.path, JWT_SECRET: TEST_JWT_SECRET, LOG_LEVEL: 'warn' });
  const { logger, lines } = createTestLogger('warn');
  const listening: { url?: string } = {};
  const app = createApp({ env, logger, database, clock: time.clock, listeningUrl: () => listening.url });
  const running = await listen(app.fetch, { host: '127.0.0.1', port: 0 });
  listening.url = running.url;
  target = { mode: 'emulator', baseUrl: running.url, gatewayUrl: running.url, client: (token, options) => trpcClient(running.url, token, options), logs: lines, close: running.close };
  close = async () => {
    await running.close();
    await waitForAllSyncJobs(database.db);
    database.cleanup();
  };
});
afterAll(() => close());

describe('the demo seed', () => {
  it("has the demo client's pd-sync export of its second business account expired 3 days before the anchor day, the others valid", async () => {
    const client = await signIn(target, DEMO_CLIENT);
    const exports = (await client.trpc.exports.list.query({ user_id: client.user.id })).data;
    const expired = exports.filter((record) => record.token_expired);
    expect(expired).toHaveLength(1);
    expect(expired[0]).toMatchObject({ service: { service_path: 'pd-sync' }, token_expires_at: `${daysAfter(SEED_DAY, -3)}T09:00:00.000Z` });
    expect(expired[0]?.access_token).toMatch(/^••••.{4}$/);
    expect(expired[0]?.ba_id).not.toBe(client.user.currentBusinessAccount?.id);
    for (const record of exports.filter((candidate) => !candidate.token_expired)) {
      expect(record.token_expires_at && record.token_expires_at > `${SEED_DAY}T12:00:00.000Z`).toBe(true);
    }
    await expectRefusal(client.trpc.exports.setStatus.mutate({ created_by: client.user.id, export_id: expired[0]?.id as number, status: true }), {
      code: 'UNPROCESSABLE_CONTENT',
      status: 422,
      message: EXPORT_GRANT_EXPIRED,
    });
  });
});

describe('a grant that expires by lifetime', () => {
  it('lasts GRANT_LIFETIME_DAYS from Allow; past it switching on is refused and a sync fails; Reconnect renews it keeping id and accounts', async () => {
    const owner = await freshOwner(target, 'expiry');
    const started = await owner.trpc.exports.start.mutate({ user_id: owner.user.id, ba_id: owner.ba.id, service_path: 'fb-sync' });
    const allowedAt = time.clock.nowMs();
    expect(await allowConsentAt(target, started.service_response.data)).toMatch(/consent=allowed$/);
    const [record] = (await owner.trpc.exports.list.query({ user_id: owner.user.id, ba_id: owner.ba.id })).data;
    if (!record?.token_expires_at) throw new Error('Allow gave no expiring grant');
    expect(Date.parse(record.token_expires_at) - allowedAt).toBeGreaterThanOrEqual(GRANT_LIFETIME_DAYS * DAY_MS);
    expect(Date.parse(record.token_expires_at) - allowedAt).toBeLessThan(GRANT_LIFETIME_DAYS * DAY_MS + 60_000);
    expect(record).toMatchObject({ token_expired: false, access_token: expect.stringMatching(/^••••.{4}$/) });
    const accountIds = async (signedIn: TSignedIn) =>
      (await signedIn.trpc.adAccounts.list.query({ service_path: 'fb-sync', integration_id: record.id })).service_response.data.ad_accounts.map((account) => account.id);
    const accounts = await accountIds(owner);
    expect(accounts.length).toBeGreaterThan(0);
    const on = await owner.trpc.exports.setStatus.mutate({ created_by: owner.user.id, export_id: record.id, status: true });
    expect(on.data).toMatchObject({ is_active: true, token_expired: false });

    // The day before it expires nothing changes; the day after, the gateway answers it expired.
    time.moveTo(daysAfter(SEED_DAY, GRANT_LIFETIME_DAYS - 1));
    const before = await signIn(target, { email: owner.email, password: FRESH_PASSWORD });
    expect((await before.trpc.exports.list.query({ user_id: owner.user.id })).data[0]).toMatchObject({ id: record.id, token_expired: false });

    time.moveTo(daysAfter(SEED_DAY, GRANT_LIFETIME_DAYS + 1));
    const later = await signIn(target, { email: owner.email, password: FRESH_PASSWORD });
    const [expired] = (await later.trpc.exports.list.query({ user_id: owner.user.id })).data;
    expect(expired).toMatchObject({ id: record.id, token_expired: true, token_expires_at: record.token_expires_at, access_token: record.access_token });
    // Switching off stays possible; switching on is refused with the reason, changing nothing.
    const off = await later.trpc.exports.setStatus.mutate({ created_by: owner.user.id, export_id: record.id, status: false });
    expect(off.data).toMatchObject({ is_active: false, token_expired: true });
    await expectRefusal(later.trpc.exports.setStatus.mutate({ created_by: owner.user.id, export_id: record.id, status: true }), {
      code: 'UNPROCESSABLE_CONTENT',
      status: 422,
      message: EXPORT_GRANT_EXPIRED,
    });
    expect((await later.trpc.exports.list.query({ user_id: owner.user.id })).data[0]?.is_active).toBe(false);

    // A sync of the expired export ends in Error, saying why.
    const admin = await signIn(target, DEMO_ADMIN);
    const today = time.clock.todayIso();
    await admin.trpc.sync.start.mutate({ user_id: admin.user.id, date_from: daysAfter(today, -2), date_to: today, full: false, ba_id: owner.ba.id, integration_id: record.id });
    const runs = await eventually(
      () => later.trpc.sync.runs.query({ service_path: 'fb-sync', integration_id: record.id }),
      (answer) => answer.service_response.data.runs.some((run) => run.status === 'Error' || run.status === 'Finish'),
    );
    expect(runs.service_response.data.runs[0]).toMatchObject({ status: 'Error', message: 'The access to the service has expired. Reconnect the export.', rows_written: 0 });

    // Reconnect: the same record, a grant renewed from the (moved) clock, the same accounts and history.
    const again = await later.trpc.exports.start.mutate({ user_id: owner.user.id, ba_id: owner.ba.id, service_path: 'fb-sync', integrations_exports_id: record.id });
    const renewedAt = time.clock.nowMs();
    expect(await allowConsentAt(target, again.service_response.data)).toMatch(/consent=renewed&export=\d+$/);
    const after = (await later.trpc.exports.list.query({ user_id: owner.user.id })).data;
    expect(after.map((candidate) => candidate.id)).toEqual([record.id]);
    const renewed = after[0];
    expect(renewed).toMatchObject({ token_expired: false, access_token: expect.stringMatching(/^••••.{4}$/) });
    expect(Date.parse(renewed?.token_expires_at ?? '') - renewedAt).toBeGreaterThanOrEqual(GRANT_LIFETIME_DAYS * DAY_MS);
    expect(await accountIds(later)).toEqual(accounts);
    expect((await later.trpc.sync.runs.query({ service_path: 'fb-sync', integration_id: record.id })).service_response.data.runs).toEqual(
      runs.service_response.data.runs,
    );
    const onAgain = await later.trpc.exports.setStatus.mutate({ created_by: owner.user.id, export_id: record.id, status: true });
    expect(onAgain.data.is_active).toBe(true);
  });
});

describe('POST /emulator/exports/{id}/expire (the control surface, this machine only)', () => {
  it('makes an export’s grant expire now; refuses a bad id (422) and what is not an export (404)', async () => {
    const owner = await freshOwner(target, 'expire-now');
    const started = await owner.trpc.exports.start.mutate({ user_id: owner.user.id, ba_id: owner.ba.id, service_path: 'ws-sync' });
    await allowConsentAt(target, started.service_response.data);
    const [record] = (await owner.trpc.exports.list.query({ user_id: owner.user.id })).data;
    if (!record) throw new Error('Allow created no export');
    const expire = (id: string | number) => fetch(`${target.baseUrl}/emulator/exports/${id}/expire`, { method: 'POST' });

    const answer = await expire(record.id);
    expect(answer.status).toBe(200);
    const body = (await answer.json()) as { data: { id: number; token_expires_at: string } };
    expect(body.data.id).toBe(record.id);
    const [expired] = (await owner.trpc.exports.list.query({ user_id: owner.user.id })).data;
    expect(expired).toMatchObject({ token_expired: true, token_expires_at: body.data.token_expires_at });

    expect((await expire('abc')).status).toBe(422);
    expect((await expire(0)).status).toBe(422);
    expect((await expire(999_999_999)).status).toBe(404);
    const client = await signIn(target, DEMO_CLIENT);
    const integration = (await client.trpc.integrations.list.query({ user_id: client.user.id })).data[0];
    if (!integration) throw new Error('The demo client has no integration');
    expect((await expire(integration.id)).status).toBe(404);
  });
});
