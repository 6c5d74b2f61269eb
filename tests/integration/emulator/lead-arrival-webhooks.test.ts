// Leads that arrive by themselves while the emulator runs (the hourly catch-up on requests, the
// automatic retries once the CRM is back) are told to webhook receivers as lead.delivered and
// lead.failed, signed the Standard Webhooks way, with the delivery as the delivery log shows it;
// the seeded history and the backfill of the first catch-up are never told, and a catch-up after
// a long sleep tells at most ARRIVAL_EVENTS_MAX, the newest. The emulator's clock is moved by hand.
import { createServer } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TClock } from '../../../server/emulator/clock';
import { ARRIVAL_EVENTS_MAX } from '../../../server/emulator/webhooks/events';
import type { TWebhook } from '../../../server/emulator/webhooks/webhooks';
import type { TWebhookPayload } from '../../../server/emulator/webhooks/events';
import { startOfUtcDay, toIsoDate } from '../../../shared/dates';
import { createTestEmulator } from '../../support/emulator-app';
import type { TTestEmulator } from '../../support/emulator-app';
import { createSeededTempDatabase } from '../../support/temp-db';
import { demoOf } from './fixtures/records';

type TReceived = { headers: IncomingHttpHeaders; body: string };

/** A receiver on this machine that answers 200 and keeps what it got. */
const startReceiver = async () => {
  const received: TReceived[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received, close: () => new Promise((done) => server.close(done)) };
};

/** The emulator's clock, moved by the test (the seed is of 2026-03-15 at noon). */
let nowMs = Date.parse('2026-03-15T15:00:00.000Z');
const clock: TClock = {
  nowMs: () => nowMs,
  now: () => new Date(nowMs),
  nowIso: () => new Date(nowMs).toISOString(),
  today: () => startOfUtcDay(new Date(nowMs)),
  todayIso: () => toIsoDate(new Date(nowMs)),
};
const moveTo = (iso: string) => (nowMs = Date.parse(iso));
const STARTED_AT = '2026-03-15T15:00:00.000Z';

let t: TTestEmulator;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let hook: TWebhook;
let adminId: number;
/** A session token as of the emulator's now (the clock moves past a token's hour). */
const adminToken = () => t.tokenFor(adminId);

beforeAll(async () => {
  t = await createTestEmulator(createSeededTempDatabase({ seed: 1, today: new Date('2026-03-15T00:00:00.000Z') }), { clock });
  adminId = (await demoOf(t)).adminId;
  receiver = await startReceiver();
  hook = t.deps.webhooks.add({ url: receiver.url, events: ['lead.delivered', 'lead.failed'] });
});
afterAll(async () => {
  t.deps.webhooks.close();
  await receiver.close();
  t.cleanup();
});

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Waits until `count` events came, then a little longer so that one too many would be seen. */
const eventsAfter = async (from: number, count: number): Promise<TWebhookPayload[]> => {
  const deadline = Date.now() + 15_000;
  while (receiver.received.length < from + count && Date.now() < deadline) await sleep(50);
  await sleep(300);
  return receiver.received.slice(from).map((delivery) => new Webhook(hook.secret).verify(delivery.body, delivery.headers as Record<string, string>) as TWebhookPayload);
};

/** Any request: the pipeline's catch-up and retries run before it is answered. */
const request = async () => expect((await t.call('GET', '/api/leads/counts', { token: await adminToken(), query: { user_id: adminId } })).status).toBe(200);

const leadIds = (where: string): number[] => t.sqlite.prepare<[], number>(`SELECT id FROM leads WHERE ${where} ORDER BY id`).pluck().all();

/** The lead as the delivery log of its integration shows it. */
const logEntryOf = async (integrationId: number, leadId: number) => {
  for (let page = 1; page <= 20; page += 1) {
    const answer = await t.call('GET', `/api/integrations/${integrationId}/leads`, { token: await adminToken(), query: { user_id: adminId, page } });
    const found = (answer.json?.data.data as { id: number }[]).find((lead) => lead.id === leadId);
    if (found) return found;
  }
  throw new Error(`Lead ${leadId} is not in the delivery log of integration ${integrationId}`);
};

const expectAsInLog = async (events: TWebhookPayload[]) => {
  for (const event of events) {
    const { integration_id, ...delivery } = event.data as { integration_id: number; id: number };
    expect(delivery).toEqual(await logEntryOf(integration_id, delivery.id));
  }
};

const idsOf = (events: TWebhookPayload[]) => events.map((event) => (event.data as { id: number }).id).sort((a, b) => a - b);

describe('leads that arrive by themselves, told to webhook receivers', () => {
  it('tells nothing of the history and of the first catch-up, which fills in the hours before the emulator started', async () => {
    // The seed reached noon; the emulator started at 15:00: its first request fills 12:00-15:00.
    await request();
    const backfill = leadIds(`arrived_at > '2026-03-15T12:00:00.000Z'`);
    expect(backfill.length, 'the test needs leads in the backfill, or it proves nothing').toBeGreaterThan(0);
    expect(await eventsAfter(0, 0)).toEqual([]);
  });

  it('tells lead.delivered for exactly the leads that arrived since, as the delivery log shows them', async () => {
    moveTo('2026-03-15T18:00:00.000Z');
    const before = receiver.received.length;
    await request();
    const arrived = leadIds(`arrived_at > '${STARTED_AT}'`);
    expect(arrived.length, 'the test needs leads between 15:00 and 18:00').toBeGreaterThan(0);
    const events = await eventsAfter(before, arrived.length);
    expect(idsOf(events)).toEqual(arrived);
    expect(new Set(events.map((event) => event.type))).toEqual(new Set(['lead.delivered']));
    await expectAsInLog(events);
    // The hour has been looked at: another request in it tells nothing again.
    await request();
    expect(await eventsAfter(receiver.received.length, 0)).toEqual([]);
  });

  it('tells lead.failed while the CRM is down, then lead.delivered when the automatic retry gets through', async () => {
    const rule = t.deps.faults.add({ fault: 'crm-down' });
    // Past midnight: the catch-up of a new day.
    moveTo('2026-03-16T02:00:00.000Z');
    const before = receiver.received.length;
    await request();
    const arrived = leadIds(`arrived_at > '2026-03-15T18:00:00.000Z'`);
    expect(arrived.length, 'the test needs leads between 18:00 and 02:00').toBeGreaterThan(1);
    const failed = await eventsAfter(before, arrived.length);
    expect(idsOf(failed)).toEqual(arrived);
    expect(new Set(failed.map((event) => event.type))).toEqual(new Set(['lead.failed']));
    expect(failed[0]?.data).toMatchObject({ status: 'failed', reason: expect.stringContaining('CRM') });
    await expectAsInLog(failed);

    // The CRM is back; the first wait (1 min) is over.
    t.deps.faults.remove(rule.id);
    moveTo('2026-03-16T02:01:30.000Z');
    const beforeRetry = receiver.received.length;
    await request();
    const retried = await eventsAfter(beforeRetry, arrived.length);
    expect(idsOf(retried)).toEqual(arrived);
    expect(new Set(retried.map((event) => event.type))).toEqual(new Set(['lead.delivered']));
    expect(retried[0]?.data).toMatchObject({ status: 'delivered', attempts: 2 });
    await expectAsInLog(retried);
  });

  it(`after a long sleep tells at most ${ARRIVAL_EVENTS_MAX}, the newest`, async () => {
    moveTo('2026-03-22T12:00:00.000Z');
    const before = receiver.received.length;
    await request();
    const arrived = leadIds(`arrived_at > '2026-03-16T02:01:30.000Z'`);
    expect(arrived.length, 'the sleep must bring more leads than are told').toBeGreaterThan(ARRIVAL_EVENTS_MAX);
    const events = await eventsAfter(before, ARRIVAL_EVENTS_MAX);
    expect(events).toHaveLength(ARRIVAL_EVENTS_MAX);
    const newest = t.sqlite
      .prepare<[], number>(`SELECT id FROM leads WHERE arrived_at > '2026-03-16T02:01:30.000Z' ORDER BY arrived_at DESC, id DESC LIMIT ${ARRIVAL_EVENTS_MAX}`)
      .pluck()
      .all();
    expect(idsOf(events)).toEqual([...newest].sort((a, b) => a - b));
  });
});
