// Alerts (issue 48): with the CRM down a test lead fails and the bell's list says so naming the
// integration, failures after it are grouped into that one alert, the owner gets one mail in the
// hour, and lead.failed reaches a webhook receiver; the CRM back and Retry all, the alert closes
// and "delivered again" follows. Grants that end within 7 days and failed syncs are alerts too;
// read marks are per user, and nobody outside the business account sees its alerts.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../../shared/dates';
import type { TNotification } from '../../../shared/contract/notifications';
import type { TTestEmulator } from '../../support/emulator-app';
import { createSeededEmulator } from '../../support/emulator-app';
import { addStranger, countOf, demoOf } from './fixtures/records';
import type { TDemo } from './fixtures/records';

let t: TTestEmulator;
let demo: TDemo;
let configured: number;
beforeEach(async () => {
  t = await createSeededEmulator();
  demo = await demoOf(t);
  configured = (demo.integrationsOf(demo.bluebird) as [number, number])[1];
  // The first request catches the day up; the seeded history raises no alert.
  expect((await notifications()).items.filter((item) => item.kind.startsWith('delivery'))).toEqual([]);
});
afterEach(() => t.cleanup());

async function notifications(token = demo.clientToken, userId = demo.clientId): Promise<{ unread: number; items: TNotification[] }> {
  const answer = await t.call('GET', '/api/notifications', { token, query: { user_id: userId } });
  expect(answer.status).toBe(200);
  return answer.json?.data;
}
const sendTest = () => t.call('POST', `/api/integrations/${configured}/test-lead`, { token: demo.clientToken, body: { user_id: demo.clientId } });
/** The alert mails about one record (its link names it), or all of them. */
const alertMails = (linkPart = '') =>
  t.sqlite.prepare("SELECT to_email, subject, body_text, link FROM outbox_mail WHERE link LIKE '%' || ? || '%' ORDER BY id").all(linkPart) as {
    to_email: string;
    subject: string;
    body_text: string;
    link: string;
  }[];
const ownerEmail = () =>
  t.sqlite
    .prepare("SELECT u.email FROM business_account_members m JOIN users u ON u.id = m.user_id WHERE m.ba_id = ? AND m.role = 'owner'")
    .pluck()
    .get(demo.bluebird) as string;

/** A receiver on this machine that keeps the event types it gets. */
const startReceiver = async () => {
  const types: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      types.push((JSON.parse(body) as { type: string }).type);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, types, close: () => new Promise((done) => server.close(done)) };
};

describe('lead delivery alerts', () => {
  it('crm-down: a failed test lead raises one alert naming the integration, one mail, lead.failed to a receiver; Retry all closes it', async () => {
    const receiver = await startReceiver();
    t.deps.webhooks.add({ url: receiver.url, events: ['lead.failed', 'lead.delivered'] });
    const title = (t.sqlite.prepare('SELECT given_name FROM integrations_exports WHERE id = ?').pluck().get(configured) as string | null) ?? null;
    const rule = t.deps.faults.add({ fault: 'crm-down' });
    expect((await sendTest()).json?.data.status).toBe('failed');

    const first = await notifications();
    const alert = first.items.find((item) => item.kind === 'delivery_failed');
    expect(alert).toMatchObject({ record_id: configured, count: 1, is_read: false, link: `/integrations/${configured}/settings?tab=leads&status=failed` });
    expect(alert?.title).toMatch(/^Lead delivery failed: /);
    if (title) expect(alert?.title).toBe(`Lead delivery failed: ${title}`);
    expect(alert?.message).toContain('could not be delivered');
    expect(first.unread).toBeGreaterThanOrEqual(1);
    const mails = alertMails(`/integrations/${configured}/`);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ to_email: ownerEmail(), subject: alert?.title, link: `http://portal.test${alert?.link}` });

    // A second failure is grouped: the same alert counts 2, and no second mail within the hour.
    expect((await sendTest()).json?.data.status).toBe('failed');
    const grouped = (await notifications()).items.filter((item) => item.kind === 'delivery_failed');
    expect(grouped).toHaveLength(1);
    expect(grouped[0]).toMatchObject({ id: alert?.id, count: 2 });
    expect(grouped[0]?.message).toMatch(/^2 delivery attempts failed since \d\d-\d\d-\d{4} \d\d:\d\d UTC\. Last reason: The CRM did not answer/);
    expect(alertMails(`/integrations/${configured}/`)).toHaveLength(1);
    await expect.poll(() => receiver.types.filter((type) => type === 'lead.failed').length).toBe(2);

    // The CRM back, Retry all failed: delivered, the alert closes and "delivered again" follows.
    t.deps.faults.remove(rule.id);
    const retried = await t.call('POST', `/api/integrations/${configured}/retry-failed`, { token: demo.clientToken, body: { user_id: demo.clientId } });
    expect(retried.json?.data).toMatchObject({ failed: 0 });
    expect((await t.call('GET', `/api/integrations/${configured}/leads`, { token: demo.clientToken, query: { user_id: demo.clientId, status: 'failed' } })).json?.data.total).toBe(0);
    const after = await notifications();
    expect(after.items[0]).toMatchObject({ kind: 'delivery_recovered', record_id: configured });
    expect(after.items[0]?.title).toMatch(/^Leads are delivered again: /);
    await expect.poll(() => receiver.types.includes('lead.delivered')).toBe(true);
    // The recovery's mail waits for the hour: still one mail.
    expect(alertMails(`/integrations/${configured}/`)).toHaveLength(1);
    // The next failure opens a new alert.
    t.deps.faults.add({ fault: 'crm-down' });
    await sendTest();
    expect((await notifications()).items.filter((item) => item.kind === 'delivery_failed')).toHaveLength(2);
    await receiver.close();
  });

  it('read marks are per user and only for members; a stranger sees none of the account\'s alerts', async () => {
    t.deps.faults.add({ fault: 'crm-down' });
    await sendTest();
    const before = await notifications();
    const id = before.items.find((item) => item.kind === 'delivery_failed')?.id as number;
    const read = await t.call('POST', '/api/notifications/read', { token: demo.clientToken, body: { user_id: demo.clientId, ids: [id] } });
    expect(read.status).toBe(200);
    expect(read.json?.data.unread).toBe(before.unread - 1);
    expect((await notifications()).items.find((item) => item.id === id)?.is_read).toBe(true);
    expect(countOf(t, 'SELECT count(*) FROM alert_reads WHERE alert_id = ?', id)).toBe(1);

    const stranger = await addStranger(t);
    expect((await notifications(stranger.token, stranger.id)).items).toEqual([]);
    // Marking another account's alert read does nothing.
    await t.call('POST', '/api/notifications/read', { token: stranger.token, body: { user_id: stranger.id, ids: [id] } });
    expect(countOf(t, 'SELECT count(*) FROM alert_reads WHERE alert_id = ?', id)).toBe(1);
    // Someone else's user_id is refused; a bad list is a sentence.
    expect((await t.call('GET', '/api/notifications', { token: stranger.token, query: { user_id: demo.clientId } })).status).toBe(403);
    const bad = await t.call('POST', '/api/notifications/read', { token: demo.clientToken, body: { user_id: demo.clientId, ids: 'all' } });
    expect(bad.status).toBe(422);
    expect(bad.json?.message).toContain('ids must be a list of alert ids');

    const all = await t.call('POST', '/api/notifications/read', { token: demo.clientToken, body: { user_id: demo.clientId } });
    expect(all.json?.data.unread).toBe(0);
  });
});

describe('grant and sync alerts', () => {
  it('an export whose grant ends within 7 days is one alert (and one mail) however often the list is read; expired says so', async () => {
    const exportId = demo.exportOf(demo.bluebird, 'fb-sync');
    const inThreeDays = new Date(Date.now() + 3 * DAY_MS).toISOString();
    t.sqlite.prepare("UPDATE integrations_exports SET token_expires_at = ?, access_token = coalesce(access_token, 'token') WHERE id = ?").run(inThreeDays, exportId);
    await notifications();
    const listed = (await notifications()).items.filter((item) => item.kind === 'grant_expiring' && item.record_id === exportId);
    expect(listed).toHaveLength(1);
    expect(listed[0]?.title).toMatch(/^Access to .+ expires on \d\d-\d\d-\d{4}$/);
    expect(listed[0]?.link).toBe('/data_export');
    expect(alertMails().filter((mail) => mail.subject === listed[0]?.title)).toHaveLength(1);

    const yesterday = new Date(Date.now() - DAY_MS).toISOString();
    t.sqlite.prepare('UPDATE integrations_exports SET token_expires_at = ? WHERE id = ?').run(yesterday, exportId);
    const expired = (await notifications()).items.find((item) => item.kind === 'grant_expired' && item.record_id === exportId);
    expect(expired?.message).toContain('Reconnect');
  });

  it('a sync that ended in error is an alert linking to its export', async () => {
    const exportId = demo.exportOf(demo.bluebird, 'fb-sync');
    t.deps.webhooks.emit('sync.finished', { job_id: 9001, integration_id: exportId, ad_account_id: null, status: 'Error', message: 'The ad platform refused the token.', finished_at: new Date().toISOString() });
    t.deps.webhooks.emit('sync.finished', { job_id: 9002, integration_id: exportId, ad_account_id: null, status: 'Finish', message: 'ok', finished_at: new Date().toISOString() });
    const syncs = (await notifications()).items.filter((item) => item.kind === 'sync_failed');
    expect(syncs).toHaveLength(1);
    expect(syncs[0]).toMatchObject({ message: 'The ad platform refused the token.', link: `/data_export/settings/fb-sync/${exportId}` });
  });
});

describe('the API reference', () => {
  it("builds its examples on a private copy: none reaches the live receivers or raises a live alert", async () => {
    t.deps.webhooks.add({ url: 'http://127.0.0.1:9/hooks' });
    const alertsBefore = countOf(t, 'SELECT count(*) FROM alerts');
    expect((await t.call('GET', '/api/docs')).status).toBe(200);
    expect(t.deps.webhooks.deliveries()).toEqual([]);
    expect(countOf(t, 'SELECT count(*) FROM alerts')).toBe(alertsBefore);
  });
});
