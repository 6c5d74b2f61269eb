// The lead endpoints on the demo seed: the delivery log (newest first, paged, by status, email
// masked), test leads (only on active integrations, one open per form), deliveries that fail
// with a reason a person understands, the crm-down fault with its automatic retries, a retry that
// is refused once delivered, a stranger who reaches nothing, and the journal without the email.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LEAD_MESSAGES } from '../../../shared/validation/messages';
import { RETRY_BACKOFF_MINUTES, retryDueLeads } from '../../../server/emulator/rules/lead-delivery';
import type { TTestEmulator } from '../../support/emulator-app';
import { createSeededEmulator } from '../../support/emulator-app';
import { addStranger, countOf, demoOf } from './fixtures/records';
import type { TDemo } from './fixtures/records';

let t: TTestEmulator;
let demo: TDemo;
/** The demo's Bluebird integrations: a fresh (inactive) one, and an active configured one. */
let fresh: number;
let configured: number;
beforeEach(async () => {
  t = await createSeededEmulator();
  demo = await demoOf(t);
  [fresh, configured] = demo.integrationsOf(demo.bluebird) as [number, number];
  // The first request catches the day up (this hour's leads arrive): done before a test counts or
  // breaks the mapping, so no lead arrives in the middle of one.
  await t.call('GET', '/api/leads/counts', { token: demo.clientToken, query: { user_id: demo.clientId } });
});
afterEach(() => t.cleanup());

const list = (integrationId: number, query: Record<string, string | number> = {}, token = demo.clientToken, userId = demo.clientId) =>
  t.call('GET', `/api/integrations/${integrationId}/leads`, { token, query: { user_id: userId, ...query } });
const sendTest = (integrationId: number, body: Record<string, unknown> = {}, token = demo.clientToken, userId = demo.clientId) =>
  t.call('POST', `/api/integrations/${integrationId}/test-lead`, { token, body: { user_id: userId, ...body } });
const retry = (leadId: number, token = demo.clientToken, userId = demo.clientId) =>
  t.call('POST', `/api/leads/${leadId}/retry`, { token, body: { user_id: userId } });
const unmapFirstName = () =>
  t.sqlite
    .prepare("DELETE FROM integration_field_maps WHERE crm_id = 'contact_first_name' AND config_id = (SELECT id FROM integration_configs WHERE integration_id = ?)")
    .run(configured);

describe('the delivery log', () => {
  it('lists the seeded leads of an active integration newest first, ten a page, emails masked, each with its deal', async () => {
    const total = countOf(t, 'SELECT count(*) AS n FROM leads WHERE integration_id = ?', configured);
    expect(total).toBeGreaterThan(10);
    const first = await list(configured);
    expect(first.status).toBe(200);
    const page = first.json?.data;
    expect(page.total).toBe(total);
    expect(page.last_page).toBe(Math.ceil(total / 10));
    expect(page.data).toHaveLength(10);
    const times = page.data.map((lead: { arrived_at: string }) => lead.arrived_at);
    expect(times).toEqual([...times].sort().reverse());
    for (const lead of page.data) {
      // The demo cast's emails: first.last at the company's reserved .example domain (issue 47).
      expect(lead.email).toMatch(/^[a-z]•••@[a-z0-9]+\.example$/);
      expect(lead.phone).toMatch(/^•••\d\d$/);
      expect(lead.status).toBe('delivered');
      expect(lead.deal.title).toBe('Lead from Facebook');
    }
    // No answer the endpoint gives carries an email or phone whole.
    expect(first.text).not.toMatch(/[a-z]+\.[a-z]+@[a-z0-9]+\.example/);
    const second = await list(configured, { page: 2 });
    expect(second.json?.data.data[0].id).not.toBe(page.data[0].id);
    expect((await list(configured, { status: 'failed' })).json?.data.total).toBe(0);
  });

  it('counts the leads of the last 14 days per integration of a business account', async () => {
    const counts = await t.call('GET', '/api/leads/counts', { token: demo.clientToken, query: { user_id: demo.clientId, ba_id: demo.bluebird } });
    expect(counts.status).toBe(200);
    const of = new Map(counts.json?.data.map((row: { integration_id: number; leads: number }) => [row.integration_id, row.leads]));
    expect(of.get(configured)).toBeGreaterThan(0);
    expect(of.has(fresh)).toBe(false);
    // Without a business account: every one of the user's, the same count for this one.
    const all = await t.call('GET', '/api/leads/counts', { token: demo.clientToken, query: { user_id: demo.clientId } });
    expect(all.json?.data).toEqual(expect.arrayContaining([expect.objectContaining({ integration_id: configured, leads: of.get(configured) })]));
    const integrationsOfOthers = t.sqlite
      .prepare('SELECT id FROM integrations_exports WHERE ba_id NOT IN (SELECT ba_id FROM business_account_members WHERE user_id = ?)')
      .pluck()
      .all(demo.clientId) as number[];
    expect(all.json?.data.filter((row: { integration_id: number }) => integrationsOfOthers.includes(row.integration_id))).toEqual([]);
  });
});

describe('test leads', () => {
  it('an inactive integration receives nothing, a test lead neither', async () => {
    const refused = await sendTest(fresh);
    expect(refused.status).toBe(409);
    expect(refused.json?.message).toBe(LEAD_MESSAGES.notActive);
    expect(countOf(t, 'SELECT count(*) AS n FROM leads WHERE integration_id = ?', fresh)).toBe(0);
  });

  it('is delivered through the mapping, and the next one replaces it (one open test lead per form)', async () => {
    const sent = await sendTest(configured, { answers: { full_name: 'Ada Lovelace' } });
    expect(sent.status).toBe(200);
    expect(sent.json?.data).toMatchObject({ is_test: true, status: 'delivered', name: 'Ada Lovelace', reason: null });
    const fields = JSON.parse(t.sqlite.prepare('SELECT fields FROM crm_deals WHERE lead_id = ?').pluck().get(sent.json?.data.id) as string);
    expect(fields.contact.first_name).toBe('Ada Lovelace');
    expect(fields.deal).toEqual({ title: 'Lead from Facebook', priority: 'high' });
    const again = await sendTest(configured);
    expect(again.status).toBe(200);
    expect(countOf(t, 'SELECT count(*) AS n FROM leads WHERE integration_id = ? AND is_test = 1', configured)).toBe(1);
    expect(countOf(t, 'SELECT count(*) AS n FROM crm_deals WHERE lead_id = ?', sent.json?.data.id)).toBe(0);
  });

  it('fails naming the required CRM field the mapping leaves empty, and names a missing answer', async () => {
    unmapFirstName();
    const failed = await sendTest(configured);
    expect(failed.json?.data).toMatchObject({ status: 'failed', reason: LEAD_MESSAGES.requiredFieldEmpty('Contact · First name'), deal: null });
    const listed = await list(configured, { status: 'failed' });
    expect(listed.json?.data.data.map((lead: { id: number }) => lead.id)).toEqual([failed.json?.data.id]);
  });

  it("names the form's answer that is missing", async () => {
    const failed = await sendTest(configured, { answers: { email: '' } });
    expect(failed.json?.data.reason).toBe(LEAD_MESSAGES.answerMissing('Email', 'Contact · Email'));
  });
});

describe('retries', () => {
  it('a failed lead is delivered once the mapping is fixed; a delivered one is refused and never delivered twice', async () => {
    const before = t.sqlite
      .prepare("SELECT * FROM integration_field_maps WHERE crm_id = 'contact_first_name' AND config_id = (SELECT id FROM integration_configs WHERE integration_id = ?)")
      .all(configured);
    expect(before).toHaveLength(1);
    unmapFirstName();
    const failed = (await sendTest(configured)).json?.data;
    expect(failed.status).toBe('failed');
    // The mapping fixed: the row back.
    const insert = t.sqlite.prepare('INSERT INTO integration_field_maps (id, config_id, type, entity, crm_id, form_id, static_value) VALUES (@id, @config_id, @type, @entity, @crm_id, @form_id, @static_value)');
    for (const row of before) insert.run(row);
    const delivered = await retry(failed.id);
    expect(delivered.status).toBe(200);
    expect(delivered.json?.data).toMatchObject({ status: 'delivered', attempts: 2, reason: null });
    const refused = await retry(failed.id);
    expect(refused.status).toBe(409);
    expect(refused.json?.message).toBe(LEAD_MESSAGES.alreadyDelivered);
    expect(countOf(t, 'SELECT count(*) AS n FROM crm_deals WHERE lead_id = ?', failed.id)).toBe(1);
  });

  it('while the CRM is down deliveries fail and are tried again later, each wait longer, until it is back', async () => {
    const rule = t.deps.faults.add({ fault: 'crm-down' });
    const sent = (await sendTest(configured)).json?.data;
    expect(sent.status).toBe('failed');
    const nextAt = Date.parse(sent.next_attempt_at);
    expect(nextAt - t.deps.clock.nowMs()).toBeGreaterThan((RETRY_BACKOFF_MINUTES[0] - 0.5) * 60_000);
    expect(sent.reason).toBe(LEAD_MESSAGES.crmDown(sent.next_attempt_at.slice(11, 16)));
    // Still down at the next attempt: the wait grows.
    const options = { isCrmDown: t.deps.faults.isCrmDown };
    expect(retryDueLeads(t.db, { ...options, now: new Date(nextAt - 1000) })).toHaveLength(0);
    expect(retryDueLeads(t.db, { ...options, now: new Date(nextAt) })).toHaveLength(1);
    const waiting = t.sqlite.prepare('SELECT status, attempts, next_attempt_at FROM leads WHERE id = ?').get(sent.id) as { attempts: number; next_attempt_at: string };
    expect(waiting).toMatchObject({ status: 'failed', attempts: 2 });
    expect(Date.parse(waiting.next_attempt_at) - nextAt).toBe(RETRY_BACKOFF_MINUTES[1] * 60_000);
    // Back up: the next due attempt delivers it.
    t.deps.faults.remove(rule.id);
    expect(retryDueLeads(t.db, { ...options, now: new Date(Date.parse(waiting.next_attempt_at)) })).toHaveLength(1);
    const listed = (await list(configured)).json?.data.data.find((lead: { id: number }) => lead.id === sent.id);
    expect(listed).toMatchObject({ status: 'delivered', attempts: 3, next_attempt_at: null });
  });
});

describe('personal data', () => {
  it("a stranger reaches none of another business account's leads; an admin reaches all", async () => {
    const stranger = await addStranger(t);
    const leadId = t.sqlite.prepare('SELECT id FROM leads WHERE integration_id = ? LIMIT 1').pluck().get(configured) as number;
    expect((await list(configured, {}, stranger.token, stranger.id)).status).toBe(404);
    expect((await sendTest(configured, {}, stranger.token, stranger.id)).status).toBe(404);
    expect((await retry(leadId, stranger.token, stranger.id)).status).toBe(404);
    // Their own user id with someone else's: refused too.
    expect((await list(configured, {}, stranger.token, demo.clientId)).status).toBe(403);
    const counts = await t.call('GET', '/api/leads/counts', { token: stranger.token, query: { user_id: stranger.id, ba_id: demo.bluebird } });
    expect(counts.status).toBe(403);
    expect((await list(configured, {}, demo.adminToken, demo.adminId)).status).toBe(200);
  });

  it("keeps a lead's email and phone out of the request journal", async () => {
    await sendTest(configured, { answers: { full_name: 'Grace Hopper', email: 'grace.hopper@example.com', phone_number: '+1 555 0199' } });
    const [entry] = t.deps.journal.list({ path: `/api/integrations/${configured}/test-lead` });
    expect(entry?.body).toMatchObject({ answers: { full_name: 'Grace Hopper', email: '[redacted]', phone_number: '[redacted]' } });
    expect(JSON.stringify(t.deps.journal.list())).not.toContain('grace.hopper@example.com');
  });
});
