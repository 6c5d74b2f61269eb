// Faults the upstreams really cause (issue 49): the ad platform's rate limit (429 with Retry-After
// and the platform's sentence on the calls a rule names; lead deliveries back off) and a grant the
// platform revokes (the record reads token_expired, switching on is refused as for an expired
// grant, syncs fail with the platform's sentence), from a rule, EMULATOR_FAULTS or Prefer.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EXPORT_GRANT_EXPIRED } from '../../../server/emulator/records/exports';
import { parseFaultsSetting, UPSTREAM_MESSAGES } from '../../../server/emulator/faults/scenarios';
import { waitForAllSyncJobs } from '../../../server/emulator/sync/runner';
import type { TTestEmulator } from '../../support/emulator-app';
import { createSeededEmulator } from '../../support/emulator-app';
import { demoOf } from './fixtures/records';
import type { TDemo } from './fixtures/records';

let t: TTestEmulator;
let demo: TDemo;
beforeEach(async () => {
  t = await createSeededEmulator();
  demo = await demoOf(t);
});
afterEach(async () => {
  await waitForAllSyncJobs(t.db, 5_000);
  t.cleanup();
});

const insights = (headers: Record<string, string> = {}) =>
  t.call('GET', '/api/fb-sync/insights', { token: demo.clientToken, query: { user_id: demo.clientId, ba_id: demo.bluebird }, headers });
const recordsOf = async (serviceType: 'export' | 'integration') =>
  (await t.call('GET', '/api/integrations_exports', { token: demo.clientToken, query: { user_id: demo.clientId, service_type: serviceType } })).json?.data as { id: number; token_expired: boolean; access_token: string | null }[];

describe('upstream-rate-limit', () => {
  it('answers the calls its rule names 429 with Retry-After and the platform\'s sentence; the rest answer normally', async () => {
    t.deps.faults.add({ fault: 'upstream-rate-limit', endpoint: 'GET /api/{service_path}/insights', retry_after: 60 });
    const limited = await insights();
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('60');
    expect(limited.json).toEqual({ success: false, message: UPSTREAM_MESSAGES.rateLimited(60) });
    expect(limited.json?.message).toBe('The ad platform refused the call: its rate limit for this app and ad account was reached (too many calls in the last hour). Try again in 60 s.');
    expect((await recordsOf('export')).length).toBeGreaterThan(0);
  });

  it('is asked for by one request with Prefer', async () => {
    expect((await insights({ prefer: 'fault=upstream-rate-limit' })).status).toBe(429);
    expect((await insights()).status).toBe(200);
  });

  it('makes lead deliveries back off with a sentence naming the limit', async () => {
    t.deps.faults.add({ fault: 'upstream-rate-limit', endpoint: 'GET /api/{service_path}/insights' });
    const [, configured] = demo.integrationsOf(demo.bluebird) as [number, number];
    const sent = await t.call('POST', `/api/integrations/${configured}/test-lead`, { token: demo.clientToken, body: { user_id: demo.clientId } });
    expect(sent.json?.data).toMatchObject({ status: 'failed', next_attempt_at: expect.any(String) });
    expect(sent.json?.data.reason).toMatch(/^The ad platform's rate limit was reached, so the lead could not be fetched yet\. The delivery is tried again automatically at \d\d:\d\d UTC\.$/);
  });
});

describe('permission-revoked', () => {
  it("revokes one export's grant: it reads token_expired, switching on is refused, its sync fails with the platform's sentence", async () => {
    const exportId = demo.exportOf(demo.bluebird, 'fb-sync');
    const before = await recordsOf('export');
    expect(before.find((record) => record.id === exportId)?.token_expired).toBe(false);
    t.deps.faults.add({ fault: 'permission-revoked', export_id: exportId });

    const exports = await recordsOf('export');
    expect(exports.find((record) => record.id === exportId)?.token_expired).toBe(true);
    // The others read as they did (the demo has an expired one of its own).
    const others = (records: typeof before) => records.filter((record) => record.id !== exportId).map((record) => [record.id, record.token_expired]);
    expect(others(exports)).toEqual(others(before));

    const on = await t.call('PATCH', '/api/change-export-status', { token: demo.clientToken, body: { created_by: demo.clientId, export_id: exportId, status: 1 } });
    expect(on.status).toBe(422);
    expect(on.json?.message).toBe(EXPORT_GRANT_EXPIRED);

    const sync = await t.call('POST', '/api/admin/fb-sync/start-sync', {
      token: demo.adminToken,
      body: { integration_id: exportId, ba_id: demo.bluebird, date_from: '2026-03-01', date_to: '2026-03-02' },
    });
    expect(sync.status).toBe(200);
    await waitForAllSyncJobs(t.db, 5_000);
    const job = t.sqlite.prepare('SELECT status, message FROM sync_jobs WHERE id = ?').get(sync.json?.service_response.data.sync_id) as { status: string; message: string };
    expect(job).toEqual({ status: 'Error', message: UPSTREAM_MESSAGES.permissionRevoked });
  });

  it('revokes every grant for one request with Prefer, and stays revoked until Reconnect', async () => {
    await insights({ prefer: 'fault=permission-revoked' });
    const records = (await recordsOf('export')).filter((record) => record.access_token !== null);
    expect(records.length).toBeGreaterThan(0);
    expect(records.every((record) => record.token_expired)).toBe(true);
  });

  it('is written in EMULATOR_FAULTS and refused in words where it does not fit', () => {
    expect(parseFaultsSetting('[{"fault":"permission-revoked","integration_id":3},{"fault":"upstream-rate-limit","endpoint":"/api/{service_path}/*"}]')).toMatchObject({
      rules: [{ fault: 'permission-revoked', integration_id: 3 }, { fault: 'upstream-rate-limit' }],
    });
    expect(parseFaultsSetting('{"fault":"503","export_id":3}')).toEqual({ error: 'EMULATOR_FAULTS rule 0.export_id: export_id and integration_id are for a permission-revoked rule only' });
  });
});
