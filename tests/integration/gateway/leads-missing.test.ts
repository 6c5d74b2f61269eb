// Proxy mode against a gateway without the emulator's own lead and integration-name endpoints
// (it answers 404): the portal's reads say "not available" instead of failing, so the screens hide
// the delivery log, the test-lead button, renaming and the bell, and no error is logged; a test lead or a
// rename sent anyway is refused, not a 5xx.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { listen } from '../../../server/boot';
import type { TRunningServer } from '../../../server/boot';
import { loadEnv } from '../../../server/env';
import { createTestLogger } from '../../support/server-log';
import { refusalOf } from '../../support/trpc-fixtures';
import { trpcClient } from '../../support/trpc-target';

let gateway: Server;
let portal: TRunningServer;
let logs: unknown[];

beforeAll(async () => {
  gateway = createServer((req, res) => {
    req.resume();
    res.writeHead(404, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: false, message: 'Route not found' }));
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  const { port } = gateway.address() as AddressInfo;
  const logger = createTestLogger('warn');
  logs = logger.lines;
  portal = await listen(createApp({ env: loadEnv({ GATEWAY_URL: `http://127.0.0.1:${port}`, LOG_LEVEL: 'warn' }), logger: logger.logger }).fetch, { host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await portal?.close();
  gateway?.closeAllConnections();
  await new Promise<void>((resolve) => gateway?.close(() => resolve()));
});

describe('a gateway without the lead endpoints', () => {
  it('the delivery log and the lead counts are "not available", not an error', async () => {
    const trpc = trpcClient(portal.url, 'upstream-token');
    expect(await trpc.leads.list.query({ user_id: 7, integration_id: 3 })).toEqual({ isAvailable: false });
    expect(await trpc.leads.counts.query({ user_id: 7, ba_id: 2 })).toEqual({ isAvailable: false });
    expect(logs).toEqual([]);
  });

  it('a test lead sent anyway is refused with the gateway’s 404', async () => {
    const refusal = await refusalOf(trpcClient(portal.url, 'upstream-token').leads.sendTest.mutate({ user_id: 7, integration_id: 3 }));
    expect(refusal.data?.httpStatus).toBe(404);
  });
});

describe('a gateway without notifications', () => {
  it('the alerts are "not available" (the top bar hides the bell), not an error; marking read is refused with the 404', async () => {
    const trpc = trpcClient(portal.url, 'upstream-token');
    expect(await trpc.notifications.list.query({ user_id: 7 })).toEqual({ isAvailable: false });
    expect(logs).toEqual([]);
    const refusal = await refusalOf(trpc.notifications.markRead.mutate({ user_id: 7 }));
    expect(refusal.data?.httpStatus).toBe(404);
  });
});

describe('a gateway without the integration-name endpoints', () => {
  it('the titles are "not available" (the portal titles by the record and hides renaming), not an error', async () => {
    const trpc = trpcClient(portal.url, 'upstream-token');
    expect(await trpc.integrations.titles.query({ user_id: 7 })).toEqual({ isAvailable: false });
    expect(logs).toEqual([]);
  });

  it('a rename sent anyway is refused with the gateway’s 404', async () => {
    const refusal = await refusalOf(trpcClient(portal.url, 'upstream-token').integrations.rename.mutate({ user_id: 7, integration_id: 3, name: 'Spring leads' }));
    expect(refusal.data?.httpStatus).toBe(404);
  });
});
