// In proxy mode, an upstream that answers off the contract shows at /emulator/drift and in
// GET /healthz?details=1 with the field path, the expected and received types and the verdict,
// counted per call: the login's user id a string and a business account's created_at a number
// are read all the same (tolerated), auth data that is not a list cannot be (refused); an
// endpoint that answers on contract (the profile) is not listed; other machines are refused.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { listen } from '../../../server/boot';
import type { TRunningServer } from '../../../server/boot';
import { loadEnv } from '../../../server/env';
import { externalIpv4, rawRequest } from '../../support/http';
import { createTestLogger, expectServerErrors } from '../../support/server-log';
import { trpcClient } from '../../support/trpc-target';

const BA = { id: 3, name: 'Acme', path: 'acme', created_at: '2026-01-01', updated_at: '2026-01-01' };
const USER = { id: 7, name: 'Gale', email: 'gale@example.com', role: 'client', project_path: null, last_name: null, phone: null, telegram: null, facebook: null, businessAccounts: [BA], currentBusinessAccount: null };
const PROFILE = { email: USER.email, name: USER.name, project_path: null, last_name: null, phone: null, telegram: null, facebook: null };

const ANSWERS: Record<string, unknown> = {
  '/api/login': { success: true, data: { token: 'upstream-token', user: { ...USER, id: '7' } }, message: 'ok' },
  '/api/business-accounts': { success: true, data: [{ ...BA, created_at: 1767225600 }] },
  '/api/profile': { success: true, data: { user: PROFILE } },
  '/api/get-auth-data': { success: true, data: 'none' },
};

const external = externalIpv4();
let upstream: Server;
let portal: TRunningServer;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    const body = JSON.stringify(ANSWERS[new URL(req.url ?? '/', 'http://x').pathname] ?? { success: false, message: 'No such endpoint' });
    res.writeHead(ANSWERS[new URL(req.url ?? '/', 'http://x').pathname] ? 200 : 404, { 'content-type': 'application/json' });
    res.end(body);
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const { logger } = createTestLogger('warn');
  const env = loadEnv({ GATEWAY_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`, LOG_LEVEL: 'warn' });
  portal = await listen(createApp({ env, logger }).fetch, { host: '0.0.0.0', port: 0 });
});
afterAll(async () => {
  await portal.close();
  await new Promise((resolve) => upstream.close(resolve));
});

const base = () => `http://127.0.0.1:${new URL(portal.url).port}`;
const getJson = async (path: string) => {
  const answer = await rawRequest(`${base()}${path}`);
  return { status: answer.status, json: JSON.parse(answer.body), headers: answer.headers };
};

describe('drift report in proxy mode', () => {
  it('starts empty', async () => {
    expect((await getJson('/emulator/drift')).json).toEqual({ success: true, data: [] });
    expect((await getJson('/healthz?details=1')).json).toEqual({ ok: true, mode: 'proxy', drift: [] });
  });

  it('lists every endpoint that answered off contract, tolerated or refused, with field path and types', async () => {
    expectServerErrors(/^gateway answer cannot be read$/);
    const client = trpcClient(portal.url, 'upstream-token');
    await expect(client.auth.login.mutate({ email: 'gale@example.com', password: 'secret-password' })).resolves.toMatchObject({ data: { user: { id: 7 } } });
    await expect(client.businessAccounts.list.query({ user_id: 7 })).resolves.toMatchObject({ data: [{ created_at: '1767225600' }] });
    await expect(client.businessAccounts.list.query({ user_id: 7 })).resolves.toMatchObject({ data: [{ id: 3 }] });
    await expect(client.authData.list.query({ user_id: 7 })).rejects.toThrow('The gateway answered something unexpected.');
    await expect(client.profile.get.query({ user_id: 7 })).resolves.toMatchObject({ data: { user: { email: USER.email } } });

    const { json } = await getJson('/emulator/drift');
    const byEndpoint = Object.fromEntries((json.data as { endpoint: string; last_seen: string }[]).map((entry) => [entry.endpoint, entry]));
    expect(Object.keys(byEndpoint).sort()).toEqual(['GET /api/business-accounts', 'GET /api/get-auth-data', 'POST /api/login']);
    expect(byEndpoint['POST /api/login']).toMatchObject({ verdict: 'tolerated', count: 1, path: 'data.user.id', expected: 'number', received: 'string' });
    expect(byEndpoint['GET /api/business-accounts']).toMatchObject({ verdict: 'tolerated', count: 2, path: 'data.0.created_at', expected: 'string', received: 'number' });
    expect(byEndpoint['GET /api/get-auth-data']).toMatchObject({ verdict: 'refused', count: 1, path: 'data', expected: 'array', received: 'string' });
    expect(Date.parse(byEndpoint['GET /api/business-accounts']?.last_seen ?? '')).not.toBeNaN();

    const health = await getJson('/healthz?details=1');
    expect(health.json.drift).toEqual(json.data);
    expect((await getJson('/healthz')).json).toEqual({ ok: true, mode: 'proxy' });
  });

  it('shows the same as a page', async () => {
    const page = await rawRequest(`${base()}/emulator/drift`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Contract drift</h1>');
    expect(page.body).toContain('<code>data.0.created_at</code>');
    expect(page.body).toContain('<td>Refused</td>');
  });

  it('refuses a request relayed by a proxy', async () => {
    expect((await rawRequest(`${base()}/emulator/drift`, { headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(403);
    expect((await rawRequest(`${base()}/healthz?details=1`, { headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(403);
  });

  it.skipIf(!external)('refuses a client on another address of the machine', async () => {
    const port = new URL(portal.url).port;
    for (const path of ['/emulator/drift', '/healthz?details=1']) {
      expect((await rawRequest(`http://${external}:${port}${path}`, { localAddress: external })).status, path).toBe(403);
    }
    expect((await rawRequest(`http://${external}:${port}/healthz`, { localAddress: external })).status).toBe(200);
  });
});
