// What the integrations list and the delivery log need to be worked (issue 48): each
// integration's health in one call (leads, last lead, failed in 24 h, a failed test lead counts),
// the log searched by the real email or name (it shows them masked), filtered rows in one page
// for the CSV, and Retry all failed: one bounded request that turns failed rows delivered once
// the CRM is back.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEAD_PAGE_SIZE_MAX } from '../../../shared/contract/leads';
import { LEAD_MESSAGES } from '../../../shared/validation/messages';
import type { TTestEmulator } from '../../support/emulator-app';
import { createSeededEmulator } from '../../support/emulator-app';
import { countOf, demoOf } from './fixtures/records';
import type { TDemo } from './fixtures/records';

let t: TTestEmulator;
let demo: TDemo;
let fresh: number;
let configured: number;
beforeEach(async () => {
  t = await createSeededEmulator();
  demo = await demoOf(t);
  [fresh, configured] = demo.integrationsOf(demo.bluebird) as [number, number];
  // The first request catches the day up (leads of this hour arrive): done before counting.
  await health();
});
afterEach(() => t.cleanup());

const list = (integrationId: number, extra: Record<string, string | number> = {}) =>
  t.call('GET', `/api/integrations/${integrationId}/leads`, { token: demo.clientToken, query: { user_id: demo.clientId, ...extra } });
const sendTest = (body: Record<string, unknown> = {}) =>
  t.call('POST', `/api/integrations/${configured}/test-lead`, { token: demo.clientToken, body: { user_id: demo.clientId, ...body } });
const retryAll = (integrationId = configured, token = demo.clientToken, userId = demo.clientId) =>
  t.call('POST', `/api/integrations/${integrationId}/retry-failed`, { token, body: { user_id: userId } });
const health = async () => {
  const answer = await t.call('GET', '/api/leads/counts', { token: demo.clientToken, query: { user_id: demo.clientId, ba_id: demo.bluebird } });
  expect(answer.status).toBe(200);
  return new Map(answer.json?.data.map((row: { integration_id: number }) => [row.integration_id, row])) as Map<number, { leads: number; last_lead_at: string; failed_24h: number }>;
};

describe('lead health per integration', () => {
  it('says when the last lead arrived and how many failed in 24 h, a failed test lead included, in one answer for the list', async () => {
    const before = (await health()).get(configured);
    const newest = t.sqlite.prepare('SELECT max(arrived_at) FROM leads WHERE integration_id = ?').pluck().get(configured);
    expect(before).toMatchObject({ last_lead_at: newest, failed_24h: 0 });
    expect((await health()).has(fresh)).toBe(false);

    const rule = t.deps.faults.add({ fault: 'crm-down' });
    const failed = (await sendTest()).json?.data;
    t.deps.faults.remove(rule.id);
    expect(failed.status).toBe('failed');
    const after = (await health()).get(configured);
    expect(after?.failed_24h).toBe(1);
    expect(after?.last_lead_at).toBe(failed.arrived_at);
    expect(after?.leads).toBe((before?.leads ?? 0) + 1);
  });
});

describe('the delivery log, searched', () => {
  it('finds a lead by the real email and by its name, though the log shows the email masked', async () => {
    const sent = (await sendTest({ answers: { full_name: 'Grace Hopper', email: 'grace.hopper@navy.example' } })).json?.data;
    expect(sent.email).toBe('g•••@navy.example');
    for (const search of ['grace.hopper@navy', 'HOPPER', 'navy.example']) {
      const found = (await list(configured, { search })).json?.data;
      expect(found.total, search).toBe(1);
      expect(found.data[0].id).toBe(sent.id);
    }
    // The masked form is not what it searches; LIKE's own signs are taken literally.
    expect((await list(configured, { search: 'g•••@navy' })).json?.data.total).toBe(0);
    expect((await list(configured, { search: '%' })).json?.data.total).toBe(0);
    // Search and status combine.
    expect((await list(configured, { search: 'hopper', status: 'failed' })).json?.data.total).toBe(0);
  });

  it('gives the filtered rows in one page for the CSV, and refuses a page size past the limit in a sentence', async () => {
    const total = countOf(t, 'SELECT count(*) AS n FROM leads WHERE integration_id = ?', configured);
    const all = (await list(configured, { per_page: LEAD_PAGE_SIZE_MAX })).json?.data;
    expect(all.data).toHaveLength(Math.min(total, LEAD_PAGE_SIZE_MAX));
    expect(all.per_page).toBe(LEAD_PAGE_SIZE_MAX);
    const refused = await list(configured, { per_page: LEAD_PAGE_SIZE_MAX + 1 });
    expect(refused.status).toBe(422);
    expect(refused.json?.message).toContain(`The page size must be at most ${LEAD_PAGE_SIZE_MAX}`);
  });
});

describe('Retry all failed', () => {
  it('re-queues every failed delivery of the integration in one request: delivered once the CRM is back', async () => {
    const rule = t.deps.faults.add({ fault: 'crm-down' });
    const failedIds: number[] = [];
    // Test leads of two forms would replace each other per form: two leads arrive on the seeded form.
    for (let index = 0; index < 3; index += 1) {
      const now = t.deps.clock.nowIso();
      t.sqlite
        .prepare("INSERT INTO leads (integration_id, lead_key, lead_form_id, is_test, answers, arrived_at, status, reason, attempts) SELECT integration_id, lead_key || '-again-' || ?, lead_form_id, 0, answers, ?, 'failed', 'The CRM did not answer.', 1 FROM leads WHERE integration_id = ? LIMIT 1")
        .run(index, now, configured);
      failedIds.push(t.sqlite.prepare('SELECT max(id) FROM leads').pluck().get() as number);
    }
    // Still down: tried, and failed again.
    const stillDown = await retryAll();
    expect(stillDown.status).toBe(200);
    expect(stillDown.json?.data).toEqual({ retried: 3, delivered: 0, failed: 3, remaining: 0 });
    t.deps.faults.remove(rule.id);

    const answer = await retryAll();
    expect(answer.json?.data).toEqual({ retried: 3, delivered: 3, failed: 0, remaining: 0 });
    expect(answer.json?.message).toBe(LEAD_MESSAGES.retriedAll(3, 3));
    expect((await list(configured, { status: 'failed' })).json?.data.total).toBe(0);
    for (const id of failedIds) expect(countOf(t, 'SELECT count(*) AS n FROM crm_deals WHERE lead_id = ?', id)).toBe(1);
    // Nothing left: said so, nothing delivered twice.
    expect((await retryAll()).json).toMatchObject({ message: LEAD_MESSAGES.retriedAll(0, 0), data: { retried: 0 } });
  });

  it("reaches only the caller's own integrations", async () => {
    const acmeIntegration = t.sqlite.prepare("SELECT id FROM integrations_exports WHERE ba_id = ? AND service_type = 'integration' LIMIT 1").pluck().get(demo.acme) as number;
    expect((await retryAll(acmeIntegration)).status).toBe(404);
  });
});
