// Issue 12, finding 1: the outbox showed anyone the reset link of any account. Over real HTTP:
// it answers only connections from this machine, only when the emulator runs, and is off when
// HOST serves a network unless EMULATOR_OUTBOX=on; the reset flow still works locally.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../../seed/demo-logins';
import { createApp } from '../../../server/app';
import { listen } from '../../../server/boot';
import type { TRunningServer } from '../../../server/boot';
import { loadEnv } from '../../../server/env';
import type { TEnv } from '../../../server/env';
import { outboxPolicy } from '../../../server/emulator/outbox-policy';
import { createLogger } from '../../../server/logger';
import { externalIpv4, rawRequest } from '../../support/http';
import { createSeededTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

const external = externalIpv4();
const logger = createLogger('silent');
const SECRET = 'outbox-test-secret-that-is-long-enough-for-hs256';

type TServer = { running: TRunningServer; port: number; database: TTempDatabase };
const servers: TServer[] = [];

/** The whole portal on every interface, configured with `values` (HOST is only configuration here). */
const startPortal = async (values: Partial<Record<keyof TEnv, string>>): Promise<TServer> => {
  const database = await createSeededTempDatabase();
  const env = loadEnv({ DATABASE_PATH: database.path, JWT_SECRET: SECRET, ...values });
  const app = createApp({ env, logger, database: values.GATEWAY_URL ? undefined : database, clock: database.clock });
  const running = await listen(app.fetch, { host: '0.0.0.0', port: 0 });
  const server = { running, port: Number(new URL(running.url).port), database };
  servers.push(server);
  return server;
};

let local: TServer;
beforeAll(async () => {
  local = await startPortal({});
});
afterAll(async () => {
  for (const server of servers) {
    await server.running.close();
    server.database.cleanup();
  }
});

const requestReset = (port: number) =>
  rawRequest(`http://127.0.0.1:${port}/api/password/reset/request`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_ADMIN.email }),
  });

describe('the outbox (issue 12, finding 1)', () => {
  it.skipIf(!external)('refuses the admin takeover from another machine: no reset link leaves', async () => {
    expect((await requestReset(local.port)).status).toBe(200);
    for (const path of ['/emulator/outbox.json?to=admin@example.com', '/emulator/outbox.json', '/emulator/outbox']) {
      for (const headers of [{}, { host: '127.0.0.1' }, { 'x-forwarded-for': '127.0.0.1' }] as Record<string, string>[]) {
        const answer = await rawRequest(`http://${external}:${local.port}${path}`, { localAddress: external, headers });
        expect(answer.status, `${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(answer.body).not.toMatch(/token=|password-reset-confirm/);
      }
    }
  });

  it('keeps the offline reset flow for the developer on this machine', async () => {
    expect((await requestReset(local.port)).status).toBe(200);
    const answer = await rawRequest(`http://127.0.0.1:${local.port}/emulator/outbox.json?to=${DEMO_ADMIN.email}`);
    expect(answer.status).toBe(200);
    const link = (JSON.parse(answer.body) as { data: { link: string }[] }).data[0]?.link;
    expect(link).toMatch(/\/password-reset-confirm\/\?token=/);
    expect((await rawRequest(`http://127.0.0.1:${local.port}/emulator/outbox`)).status).toBe(200);
  });

  it('is off (404, even from this machine) when HOST serves a network, unless EMULATOR_OUTBOX=on', async () => {
    const network = await startPortal({ HOST: '0.0.0.0' });
    expect((await rawRequest(`http://127.0.0.1:${network.port}/emulator/outbox.json`)).status).toBe(404);
    const forced = await startPortal({ HOST: '0.0.0.0', EMULATOR_OUTBOX: 'on' });
    expect((await rawRequest(`http://127.0.0.1:${forced.port}/emulator/outbox.json`)).status).toBe(200);
    if (external) {
      expect((await rawRequest(`http://${external}:${forced.port}/emulator/outbox.json`, { localAddress: external })).status).toBe(403);
    }
    const off = await startPortal({ EMULATOR_OUTBOX: 'off' });
    expect((await rawRequest(`http://127.0.0.1:${off.port}/emulator/outbox.json`)).status).toBe(404);
  });

  it('says so loudly when turned on for a network host', () => {
    expect(outboxPolicy({ HOST: '0.0.0.0', EMULATOR_OUTBOX: 'on' }).notice).toMatch(/^WARNING: EMULATOR_OUTBOX=on/);
    expect(outboxPolicy({ HOST: '127.0.0.1', EMULATOR_OUTBOX: 'auto' })).toEqual({ isServed: true, notice: null });
    expect(outboxPolicy({ HOST: '0.0.0.0', EMULATOR_OUTBOX: 'auto' }).isServed).toBe(false);
  });

  it('does not exist in proxy mode', async () => {
    const proxy = await startPortal({ GATEWAY_URL: 'http://127.0.0.1:9' });
    expect((await rawRequest(`http://127.0.0.1:${proxy.port}/emulator/outbox.json`)).status).toBe(404);
  });
});
