// Reset demo data through tRPC (issue 47, one way for the browser to call the server): the
// procedure asks the emulator's control surface with the browser's own socket and headers, so the
// surface's rules still judge (a Host naming this machine, a loopback socket, changes from this
// site), and only an admin may. Over real HTTP, as the browser sends it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { listen } from '../../../server/boot';
import type { TRunningServer } from '../../../server/boot';
import { loadEnv } from '../../../server/env';
import { createLogger } from '../../../server/logger';
import { SERVER_ONLY_MESSAGES } from '../../../shared/validation/messages';
import { DEMO_ADMIN, DEMO_CLIENT } from '../../../seed/demo-logins';
import { rawRequest } from '../../support/http';
import { createSeededTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

let database: TTempDatabase;
let portal: TRunningServer;

beforeAll(async () => {
  database = await createSeededTempDatabase();
  const env = loadEnv({ DATABASE_PATH: database.path, JWT_SECRET: 'demo-reset-test-secret-long-enough-for-hs256' });
  portal = await listen(createApp({ env, logger: createLogger('silent'), database, clock: database.clock }).fetch, { host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await portal?.close();
  database?.cleanup();
});

const signIn = async (login: { email: string; password: string }): Promise<string> => {
  const answer = await rawRequest(`${portal.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(login) });
  expect(answer.status, answer.body).toBe(200);
  return (JSON.parse(answer.body) as { data: { token: string } }).data.token;
};

/** What the SPA sends: a tRPC query by GET, a mutation by POST, from this server's own page. */
const callTrpc = async (token: string, procedure: string, kind: 'query' | 'mutation', headers: Record<string, string> = {}) => {
  const ownPage = { origin: portal.url, 'sec-fetch-site': 'same-origin' };
  const answer = await rawRequest(`${portal.url}/trpc/${procedure}`, {
    method: kind === 'query' ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, ...ownPage, ...(kind === 'mutation' ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(kind === 'mutation' ? { body: '{}' } : {}),
  });
  const body = JSON.parse(answer.body) as { result?: { data: unknown }; error?: { message: string; data: { code: string } } };
  return { status: answer.status, data: body.result?.data, message: body.error?.message, code: body.error?.data.code };
};

const businessAccountCount = () => (database.sqlite.prepare('SELECT COUNT(*) AS n FROM business_accounts').get() as { n: number }).n;

describe('Reset demo data through tRPC', () => {
  it('a client is refused, and nothing changes', async () => {
    const client = await signIn(DEMO_CLIENT);
    const before = businessAccountCount();
    for (const [procedure, kind] of [['admin.demoResetAvailable', 'query'], ['admin.resetDemoData', 'mutation']] as const) {
      const answer = await callTrpc(client, procedure, kind);
      expect(answer.status, procedure).toBe(403);
      expect(answer.message, procedure).toBeTruthy();
    }
    expect(businessAccountCount()).toBe(before);
  });

  it('a page of another site, or this server under another name, is refused with the control surface’s sentence', async () => {
    const admin = await signIn(DEMO_ADMIN);
    const crossSite = await callTrpc(admin, 'admin.resetDemoData', 'mutation', { origin: 'https://elsewhere.example', 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect(crossSite.message).toMatch(/not from a web page of another site/);
    const rebound = await callTrpc(admin, 'admin.demoResetAvailable', 'query', { host: `rebind.attacker.example:${new URL(portal.url).port}` });
    expect(rebound.data).toEqual({ available: false });
    const reboundReset = await callTrpc(admin, 'admin.resetDemoData', 'mutation', { host: `rebind.attacker.example:${new URL(portal.url).port}`, origin: `http://rebind.attacker.example:${new URL(portal.url).port}` });
    expect(reboundReset.status).toBe(403);
    expect(reboundReset.message).toMatch(/rebind\.attacker\.example/);
  });

  it('the admin on this machine sees the reset, which puts the demo back and ends every session', async () => {
    const admin = await signIn(DEMO_ADMIN);
    expect((await callTrpc(admin, 'admin.demoResetAvailable', 'query')).data).toEqual({ available: true });
    const before = businessAccountCount();
    database.sqlite.prepare("INSERT INTO business_accounts (name) VALUES ('Made during the demo')").run();
    expect(businessAccountCount()).toBe(before + 1);

    const reset = await callTrpc(admin, 'admin.resetDemoData', 'mutation');
    expect(reset.status, reset.message).toBe(200);
    expect(reset.data).toEqual({ reset: true });
    expect(businessAccountCount()).toBe(before);
    // The session the reset was made with ended with it: the admin signs in again.
    expect((await callTrpc(admin, 'admin.demoResetAvailable', 'query')).status).toBe(401);
  });
});

describe('Reset demo data against a real gateway (proxy mode)', () => {
  it('is not offered, and asking for it says why', async () => {
    const gateway = await listen(createApp({ env: loadEnv({ DATABASE_PATH: database.path, JWT_SECRET: 'demo-reset-test-secret-long-enough-for-hs256' }), logger: createLogger('silent'), database, clock: database.clock }).fetch, { host: '127.0.0.1', port: 0 });
    const proxy = await listen(createApp({ env: loadEnv({ GATEWAY_URL: gateway.url, JWT_SECRET: 'demo-reset-test-secret-long-enough-for-hs256' }), logger: createLogger('silent') }).fetch, { host: '127.0.0.1', port: 0 });
    try {
      const login = await rawRequest(`${gateway.url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_ADMIN) });
      const token = (JSON.parse(login.body) as { data: { token: string } }).data.token;
      const ask = (procedure: string, kind: 'GET' | 'POST') =>
        rawRequest(`${proxy.url}/trpc/${procedure}`, { method: kind, headers: { authorization: `Bearer ${token}`, ...(kind === 'POST' ? { 'content-type': 'application/json' } : {}) }, ...(kind === 'POST' ? { body: '{}' } : {}) });
      expect(JSON.parse((await ask('admin.demoResetAvailable', 'GET')).body).result.data).toEqual({ available: false });
      const refused = await ask('admin.resetDemoData', 'POST');
      expect(refused.status).toBe(404);
      expect(JSON.parse(refused.body).error.message).toBe(SERVER_ONLY_MESSAGES.noDemoData);
    } finally {
      await proxy.close();
      await gateway.close();
    }
  });
});
