// Issue 39: a team testing its webhook receiver registers it with the emulator and gets the
// emulator's events, signed the Standard Webhooks way (verified here by the `standardwebhooks`
// package), retried with backoff until the receiver answers 2xx, and logged.
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator } from '../../../server/package';
import type { TEmulator, TWebhookPayload } from '../../../server/package';
import { DEMO_ADMIN, DEMO_CLIENT } from '../../../seed/demo-logins';

type TReceived = { headers: IncomingHttpHeaders; body: string };

/** A receiver on this machine: answers `statuses` in turn (then 200), keeps what it got. */
const startReceiver = async (statuses: number[] = []) => {
  const received: TReceived[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(statuses.shift() ?? 200).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received, close: () => new Promise((done) => server.close(done)) };
};

const waitFor = async <T>(read: () => T | undefined | Promise<T | undefined>, withinMs = 15_000): Promise<T> => {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Nothing within ${withinMs} ms`);
    await new Promise((done) => setTimeout(done, 50));
  }
};

const templates = mkdtempSync(join(tmpdir(), 'portal-webhooks-templates-'));
let emulator: TEmulator;
const closers: (() => Promise<unknown>)[] = [];
let client: { token: string; id: number };
let admin: { token: string };

const call = async (method: string, path: string, token: string, body?: unknown) => {
  const response = await fetch(`${emulator.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as any };
};
const login = async (who: { email: string; password: string }) =>
  (await (await fetch(`${emulator.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(who) })).json()) as any;

beforeAll(async () => {
  emulator = await startEmulator({ seed: 1, today: '2026-03-15', templates, hashing: 'fast' });
  closers.push(() => emulator.close());
  const clientSession = await login(DEMO_CLIENT);
  client = { token: clientSession.data.token, id: clientSession.data.user.id };
  admin = { token: (await login(DEMO_ADMIN)).data.token };
});
afterAll(async () => {
  for (const close of closers.reverse()) await close();
  rmSync(templates, { recursive: true, force: true });
});

/** The client's first business account's records (the admin's view). */
const recordsOfClient = async () => {
  const accounts = await call('GET', `/api/business-accounts?user_id=${client.id}`, client.token);
  const ba = accounts.json.data[0].id as number;
  const services = await call('GET', `/api/admin/business-account/services?ba_id=${ba}`, admin.token);
  return { ba, records: services.json.data.integrations as { id: number; service_type: string; is_active: boolean; service: { service_path: string } }[] };
};

const verified = (secret: string, delivery: TReceived): TWebhookPayload =>
  new Webhook(secret).verify(delivery.body, delivery.headers as Record<string, string>) as TWebhookPayload;

describe('webhooks', () => {
  it('calls a receiver with lead.delivered after "Send a test lead", verifiably signed', async () => {
    const receiver = await startReceiver();
    closers.push(receiver.close);
    const hook = await emulator.webhooks.add({ url: receiver.url, events: ['lead.delivered', 'lead.failed'] });
    expect(hook.secret).toMatch(/^whsec_/);
    const { records } = await recordsOfClient();
    const integration = records.find((record) => record.service_type === 'integration' && record.is_active);
    const sent = await call('POST', `/api/integrations/${integration!.id}/test-lead`, client.token, { user_id: client.id });
    expect(sent.status).toBe(200);
    const delivery = await waitFor(() => receiver.received[0]);
    expect(delivery.headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    const payload = verified(hook.secret, delivery);
    expect(payload.type).toBe(sent.json.data.status === 'delivered' ? 'lead.delivered' : 'lead.failed');
    expect(payload.type).toBe('lead.delivered');
    expect(payload.data).toMatchObject({ integration_id: integration!.id, id: sent.json.data.id });
    // Tampered with, it no longer verifies.
    expect(() => verified(hook.secret, { ...delivery, body: delivery.body.replace('delivered', 'failed') })).toThrow();
    await emulator.webhooks.remove(hook.id);
  });

  it('calls sync.finished (with its status) after an admin sync; a receiver failing twice gets it on the third try', async () => {
    const receiver = await startReceiver([500, 503]);
    closers.push(receiver.close);
    const hook = await emulator.webhooks.add({ url: receiver.url, events: ['sync.finished'] });
    const { ba, records } = await recordsOfClient();
    const exported = records.find((record) => record.service_type === 'export' && record.is_active)!;
    const started = await call('POST', `/api/admin/${exported.service.service_path}/start-sync`, admin.token, {
      integration_id: exported.id,
      ba_id: ba,
      date_from: '2026-03-10',
      date_to: '2026-03-14',
    });
    expect(started.status).toBe(200);
    const third = await waitFor(() => receiver.received[2]);
    const payload = verified(hook.secret, third);
    expect(payload).toMatchObject({ type: 'sync.finished', data: { integration_id: exported.id, status: 'Finish' } });
    // One event, one webhook-id on every attempt.
    expect(new Set(receiver.received.map((delivery) => delivery.headers['webhook-id'])).size).toBe(1);
    const logged = await waitFor(async () => (await emulator.webhooks.deliveries()).find((delivery) => delivery.status !== 'pending'));
    expect(logged).toMatchObject({ event: 'sync.finished', status: 'delivered', attempts: 3, last_status: 200 });
  });

  it('tells export.status_changed when an export is switched off', async () => {
    const receiver = await startReceiver();
    closers.push(receiver.close);
    const hook = await emulator.webhooks.add({ url: receiver.url, events: ['export.status_changed'] });
    const { records } = await recordsOfClient();
    const exported = records.find((record) => record.service_type === 'export' && record.is_active)!;
    const changed = await call('PATCH', '/api/change-export-status', client.token, { export_id: exported.id, created_by: client.id, status: false });
    expect(changed.status, JSON.stringify(changed.json)).toBe(200);
    const payload = verified(hook.secret, await waitFor(() => receiver.received[0]));
    expect(payload).toMatchObject({ type: 'export.status_changed', data: { export_id: exported.id, is_active: false } });
  });

  it('refuses a receiver on another host with a sentence, and an unknown event by name', async () => {
    const refused = await fetch(`${emulator.url}/emulator/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: 'http://10.0.0.8/hooks' }) });
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'url must point to this machine (127.0.0.1, ::1 or localhost), not 10.0.0.8: start the emulator with --allow-remote-webhooks (startEmulator({ allowRemoteWebhooks: true })) to call other hosts.',
    );
    const unknown = await fetch(`${emulator.url}/emulator/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: 'http://127.0.0.1:1/x', events: ['lead.lost'] }) });
    expect(unknown.status).toBe(422);
    expect(((await unknown.json()) as { message: string }).message).toMatch(/^events must be a list of lead\.delivered/);
  });

  it('forgets receivers and deliveries on reset', async () => {
    await emulator.webhooks.add({ url: 'http://127.0.0.1:9/none' });
    expect((await emulator.webhooks.list()).length).toBeGreaterThan(0);
    await emulator.reset();
    expect(await emulator.webhooks.list()).toEqual([]);
    expect(await emulator.webhooks.deliveries()).toEqual([]);
  });
});
