// One emulator, many namespaces (/ns/{name}), as a CI run shares one emulator between jobs or
// workers: each namespace has its own data, sessions, journal, fault rules and webhooks, made on
// first use from the seeded template; the list, the drop and the cap; a portal in proxy mode
// whose GATEWAY_URL names a namespace.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectEmulator, createGatewayClient, EmulatorControlError, GatewayError, startEmulator } from '../../../server/package';
import type { TEmulator, TEmulatorControl } from '../../../server/package';
import { createApp } from '../../../server/app';
import { loadEnv } from '../../../server/env';
import { createLogger } from '../../../server/logger';
import { DEMO_CLIENT } from '../../../seed/demo-logins';
import { allowConsent } from '../../contract/support/consent';
import { createGatewayHttp } from '../../contract/support/gateway-http';

const templates = mkdtempSync(join(tmpdir(), 'portal-namespace-templates-'));
let emulator: TEmulator;

beforeAll(async () => {
  emulator = await startEmulator({ seed: 1, today: '2026-03-15', templates, hashing: 'fast', namespacesMax: 3 });
});
afterAll(async () => {
  await emulator.close();
  rmSync(templates, { recursive: true, force: true });
});

const signIn = async (target: TEmulatorControl) => {
  const client = createGatewayClient({ baseUrl: target.url });
  const { data } = await client.login({ email: DEMO_CLIENT.email, password: DEMO_CLIENT.password });
  client.setToken(data.token);
  return { client, token: data.token, userId: data.user.id };
};

describe('namespaces', () => {
  it('keeps two namespaces used at once apart: data, journal and sessions', async () => {
    const [a, b] = [emulator.namespace('job-a'), emulator.namespace('job-b')];
    const work = async (target: TEmulatorControl, label: string) => {
      const { client, token, userId } = await signIn(target);
      for (let n = 0; n < 5; n += 1) await client.addBusinessAccount({ user_id: userId, name: `${label} account ${n}`, path: `${label}-${n}` });
      const { data } = await client.listBusinessAccounts({ user_id: userId });
      return { token, userId, names: data.map((account) => account.name) };
    };
    const [inA, inB] = await Promise.all([work(a, 'a'), work(b, 'b')]);

    expect(inA.names.filter((name) => name.endsWith(' account 0'))).toEqual(['a account 0']);
    expect(inB.names.filter((name) => name.endsWith(' account 0'))).toEqual(['b account 0']);
    // The default namespace saw none of it.
    const { names: inDefault } = await work(emulator, 'default');
    expect(inDefault.some((name) => name.startsWith('a ') || name.startsWith('b '))).toBe(false);

    expect(await a.requests({ operation: 'addBusinessAccount' })).toHaveLength(5);
    await a.verify({ operation: 'addBusinessAccount', count: 5 });
    await b.verify({ operation: 'login', count: 1 });
    // A token of one namespace is no session in another.
    const clientOfB = createGatewayClient({ baseUrl: b.url, token: inA.token });
    await expect(clientOfB.listBusinessAccounts({ user_id: inA.userId })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('keeps fault rules, resets and snapshots to their namespace', async () => {
    const [a, b] = [emulator.namespace('job-a'), emulator.namespace('job-b')];
    await a.faults.add({ fault: '503', endpoint: 'GET /api/business-accounts' });
    const inA = await signIn(a);
    const inB = await signIn(b);
    await expect(inA.client.listBusinessAccounts({ user_id: inA.userId })).rejects.toBeInstanceOf(GatewayError);
    await expect(inB.client.listBusinessAccounts({ user_id: inB.userId })).resolves.toMatchObject({ success: true });
    expect(await b.faults.list()).toEqual([]);
    await a.faults.clear();

    await b.snapshot('before-reset');
    await b.reset();
    const { client, userId } = await signIn(b);
    expect((await client.listBusinessAccounts({ user_id: userId })).data.some((account) => account.name.startsWith('b account'))).toBe(false);
    // job-a still holds its accounts: the reset of job-b was job-b's alone.
    const again = await signIn(a);
    expect((await again.client.listBusinessAccounts({ user_id: again.userId })).data.some((account) => account.name === 'a account 0')).toBe(true);
    await b.restore('before-reset');
  });

  it('makes a new namespace on its first call in well under 100 ms', async () => {
    const started = performance.now();
    const answer = await fetch(`${emulator.url}/ns/fresh-1/api/openapi.json`);
    const ms = performance.now() - started;
    expect(answer.status).toBe(200);
    await answer.body?.cancel();
    expect(ms).toBeLessThan(100);
  });

  it('lists the namespaces, drops one, and makes room past the cap by dropping the least recently used', async () => {
    const names = async () => (await emulator.namespaces()).map((namespace) => namespace.name);
    // The cap is 3: job-a, job-b and fresh-1 are there; fresh-2 makes room by dropping the least recently used.
    await fetch(`${emulator.url}/ns/job-a/api/openapi.json`).then((answer) => answer.body?.cancel());
    await fetch(`${emulator.url}/ns/fresh-2/api/openapi.json`).then((answer) => answer.body?.cancel());
    expect(await names()).toEqual(['fresh-1', 'fresh-2', 'job-a']);
    const [listed] = await emulator.namespaces();
    expect(listed?.bytes).toBeGreaterThan(0);
    expect(Date.parse(listed?.last_used_at ?? '')).toBeGreaterThanOrEqual(Date.parse(listed?.created_at ?? ''));

    await emulator.namespace('fresh-1').drop();
    expect(await names()).toEqual(['fresh-2', 'job-a']);
    await expect(emulator.namespace('fresh-1').drop()).rejects.toThrow("There is no namespace named 'fresh-1'.");
  });

  it('refuses a name that is not one, in words', async () => {
    expect(() => emulator.namespace('job 42')).toThrow(EmulatorControlError);
    const answer = await fetch(`${emulator.url}/ns/${'x'.repeat(65)}/api/profile`);
    expect(answer.status).toBe(400);
    expect((await answer.json()).message).toBe('A namespace name is 1–64 letters, digits, dots, dashes or underscores, such as job-42.');
  });

  it("sends a namespace's consent to its own pages, and the grant lands in that namespace", async () => {
    const namespace = emulator.namespace('consent-job');
    const { client, userId } = await signIn(namespace);
    const [account] = (await client.listBusinessAccounts({ user_id: userId })).data;
    const started = await client.startExport({ service_path: 'fb-sync', user_id: userId, ba_id: account?.id as number });
    const consentUrl = started.service_response.data;
    expect(consentUrl.startsWith(`${emulator.url}/ns/consent-job/emulator/consent/`)).toBe(true);
    const before = (await client.listIntegrationsExports({ user_id: userId, service_type: 'export' })).data.length;
    await allowConsent(createGatewayHttp(namespace.url), consentUrl);
    expect((await client.listIntegrationsExports({ user_id: userId, service_type: 'export' })).data).toHaveLength(before + 1);
    await namespace.drop();
  });

  it('keeps the scenarios page in its namespace', async () => {
    const page = await fetch(`${emulator.url}/ns/job-a/emulator/scenarios`, { headers: { accept: 'text/html' } });
    const html = await page.text();
    expect(html).toContain('action="/ns/job-a/emulator/scenarios"');
    expect(html).not.toContain('action="/emulator/scenarios"');
  });

  it('is reached through connectEmulator(url) from another worker', async () => {
    const elsewhere = connectEmulator(emulator.url).namespace('job-a');
    expect(elsewhere.url).toBe(`${emulator.url}/ns/job-a`);
    expect((await elsewhere.requests({ operation: 'login' })).length).toBeGreaterThan(0);
  });

  it('serves a portal in proxy mode whose GATEWAY_URL names a namespace', async () => {
    const gateway = emulator.namespace('portal-job');
    const portal = createApp({ env: loadEnv({ GATEWAY_URL: gateway.url }), logger: createLogger('silent') });
    const answer = await portal.request('/trpc/auth.login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO_CLIENT) });
    expect(answer.status).toBe(200);
    await gateway.verify({ operation: 'login', count: 1 });
    expect(await emulator.requests({ operation: 'login', path: '/api/login', status: 200, limit: 1000 })).toHaveLength(1);
  });
});
