// The portal as a real gateway's client: a portal in proxy mode in front of a second process, the
// emulator answering in the loose dialect (extra keys, absent optionals and nulls, ids as digit
// strings, flags as 1/0, auth templates as objects, refusals with 200). Sign-in, every list, the
// profile save and an integration's settings still work; the drift report lists what was
// tolerated and refuses nothing. The loose answers are the same for the same request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { listen } from '../../server/boot';
import type { TRunningServer } from '../../server/boot';
import { loadEnv } from '../../server/env';
import { AUTH_MESSAGES } from '../../server/emulator/records/auth/auth-messages';
import { DEMO_ADMIN, DEMO_CLIENT } from '../../seed/demo-logins';
import { startEmulatorProcess } from '../contract/support/emulator-process';
import type { TEmulatorProcess } from '../contract/support/emulator-process';
import { createGatewayHttp } from '../contract/support/gateway-http';
import { rawRequest } from '../support/http';
import { createTestLogger } from '../support/server-log';
import { proxyGatewayOfThisWorker, trpcClient } from '../support/trpc-target';
import type { TTrpcClient } from '../support/trpc-target';

let gateway: TEmulatorProcess;
let portal: TRunningServer;
const { logger, lines } = createTestLogger('warn');

beforeAll(async () => {
  gateway = await startEmulatorProcess({ env: { EMULATOR_DIALECT: 'loose', JWT_SECRET: 'loose-dialect-gateway-secret-long-enough-for-hs256' } });
  portal = await listen(createApp({ env: loadEnv({ GATEWAY_URL: gateway.baseUrl, LOG_LEVEL: 'warn' }), logger }).fetch, { host: '127.0.0.1', port: 0 });
}, 120_000);
afterAll(async () => {
  await portal?.close();
  await gateway?.stop();
});

const signIn = async (credentials: { email: string; password: string }) => {
  const session = await trpcClient(portal.url).auth.login.mutate(credentials);
  return { client: trpcClient(portal.url, session.data.token), user: session.data.user };
};

type TDrift = { endpoint: string; verdict: string; path: string };
const driftReport = async (): Promise<TDrift[]> => (JSON.parse((await rawRequest(`${portal.url}/emulator/drift`)).body) as { data: TDrift[] }).data;

describe('the loose dialect of the emulator', () => {
  it('answers the same request the same way, and differs from the contract', async () => {
    const http = createGatewayHttp(gateway.baseUrl);
    const first = await http.raw('POST', '/api/login', { body: DEMO_CLIENT });
    const { token, user } = first.json.data as { token: string; user: { id: number | string } };
    // The portal keeps the chosen account itself (spec §3): a loose login carries no accounts.
    expect(user).not.toHaveProperty('businessAccounts');
    expect(user).not.toHaveProperty('currentBusinessAccount');
    const read = () => http.raw('GET', '/api/business-accounts', { token, query: { user_id: String(user.id) } });
    const [one, two] = [await read(), await read()];
    expect(one.text).toBe(two.text);
    const strict = await http.raw('GET', '/api/business-accounts', { token, query: { user_id: String(user.id) }, headers: { prefer: 'dialect=strict' } });
    expect(strict.headers.get('preference-applied')).toBe('dialect=strict');
    expect(strict.text).not.toBe(one.text);
    expect(JSON.parse(strict.text)).toEqual({ success: true, data: expect.any(Array) });
  });

  it('answers a refusal it may give with 200 as success: false with the message, a 401 keeps its status', async () => {
    const http = createGatewayHttp(gateway.baseUrl);
    const refused = await http.raw('POST', '/api/login', { body: { email: DEMO_CLIENT.email, password: 'not-the-password' } });
    expect(refused.json).toMatchObject({ message: expect.any(String) });
    expect(refused.json.message).not.toBe('');
    if (refused.status === 200) expect(refused.json.success).toBe(false);
    const anonymous = await http.raw('GET', '/api/business-accounts', { query: { user_id: '1' } });
    expect(anonymous.status).toBe(401);
    expect(anonymous.json).toEqual({ message: 'Unauthenticated.', data: null });
  });
});

describe('a portal in proxy mode in front of a loose gateway', () => {
  let client: TTrpcClient;
  let userId: number;

  it('signs a client in: the user is read without its business accounts, its id a number', async () => {
    const session = await signIn(DEMO_CLIENT);
    client = session.client;
    userId = session.user.id;
    expect(session.user).toMatchObject({ id: expect.any(Number), email: DEMO_CLIENT.email, role: 'client' });
    expect(Array.isArray(session.user.businessAccounts)).toBe(true);
  });

  it('reads every list of the client area', async () => {
    const accounts = await client.businessAccounts.list.query({ user_id: userId });
    expect(accounts.data.length).toBeGreaterThan(0);
    for (const account of accounts.data) expect(typeof account.id).toBe('number');
    const baId = accounts.data[0]?.id as number;
    const services = await client.services.list.query({ user_id: userId, type: 'export' });
    expect(services.data.services.length).toBeGreaterThan(0);
    for (const service of services.data.services) {
      expect(typeof service.is_active).toBe('boolean');
      // A template sent as an object reaches the screen as the JSON text it parses.
      if (service.auth_template !== null) expect(JSON.parse(service.auth_template)).toHaveProperty('field_config');
    }
    const all = await client.services.all.query();
    expect(all.data.services.some((service) => service.auth_template !== null)).toBe(true);
    const integrations = await client.integrations.list.query({ user_id: userId });
    const exports = await client.exports.list.query({ user_id: userId, ba_id: baId });
    for (const record of [...integrations.data, ...exports.data]) expect(typeof record.is_active).toBe('boolean');
    await client.authData.list.query({ user_id: userId });
    const withAccounts = exports.data.find((record) => ['fb-sync', 'pd-sync', 'ws-sync', 'google-ads'].includes(record.service.service_path));
    if (withAccounts) {
      const adAccounts = await client.adAccounts.list.query({ service_path: withAccounts.service.service_path as 'fb-sync', integration_id: withAccounts.id });
      expect(Array.isArray(adAccounts.service_response.data.ad_accounts)).toBe(true);
      const insights = await client.insights.get.query({ service_path: withAccounts.service.service_path as 'fb-sync', user_id: userId });
      expect(insights.service_response.success).toBe(1);
    }
  });

  it('saves the profile and reads it back', async () => {
    const profile = await client.profile.get.query({ user_id: userId });
    const saved = await client.profile.save.mutate({
      user_id: userId,
      name: profile.data.user.name,
      email: profile.data.user.email,
      project_path: profile.data.user.project_path ?? 'loose-client',
      last_name: 'Loosely',
      phone: profile.data.user.phone,
      telegram: profile.data.user.telegram,
      facebook: profile.data.user.facebook,
    });
    expect(saved.data.status).toBe(true);
    expect((await client.profile.get.query({ user_id: userId })).data.user.last_name).toBe('Loosely');
  });

  it('reads an integration for its settings screen', async () => {
    const integrations = await client.integrations.list.query({ user_id: userId });
    const crm = integrations.data.find((record) => record.service.service_path === 'pd-sync') ?? integrations.data[0];
    if (!crm) return;
    const info = await client.integrations.info.query({ user_id: userId, integration_id: crm.id });
    expect(info.data.integration.id).toBe(crm.id);
    expect(Array.isArray(info.data.fb_lf_page.data)).toBe(true);
  });

  it('reads the admin lists', async () => {
    const admin = await signIn(DEMO_ADMIN);
    const users = await admin.client.admin.users.query({ page: 1 });
    expect(users.data.users.data.some((user) => user.email === DEMO_ADMIN.email)).toBe(true);
    expect(typeof users.data.users.last_page).toBe('number');
    const accounts = await admin.client.admin.businessAccounts.query({ page: 1 });
    const first = accounts.data.business_accounts.data[0];
    expect(first).toBeDefined();
    const services = await admin.client.admin.businessAccountServices.query({ user_id: admin.user.id, ba_id: first?.id as number });
    expect(Array.isArray(services.data.integrations)).toBe(true);
  });

  it('shows a wrong password as the gateway said it, whichever shape it came in', async () => {
    await expect(trpcClient(portal.url).auth.login.mutate({ email: DEMO_CLIENT.email, password: 'not-the-password' })).rejects.toThrow(AUTH_MESSAGES.badCredentials);
  });

  it('records what it tolerated in the drift report and refused nothing', async () => {
    const drift = await driftReport();
    expect(drift.length).toBeGreaterThan(0);
    expect(drift.filter((entry) => entry.verdict === 'refused')).toEqual([]);
    expect(lines.filter((line) => line.level === 'error')).toEqual([]);
  });
});

describe('a portal in proxy mode in front of the strict emulator', () => {
  it('finds nothing to tolerate: the strict dialect sends exactly the contract, to the last key', async () => {
    const strictPortal = await listen(createApp({ env: loadEnv({ GATEWAY_URL: proxyGatewayOfThisWorker() as string, LOG_LEVEL: 'warn' }), logger }).fetch, { host: '127.0.0.1', port: 0 });
    try {
      const session = await trpcClient(strictPortal.url).auth.login.mutate(DEMO_CLIENT);
      const strictClient = trpcClient(strictPortal.url, session.data.token);
      const userId = session.data.user.id;
      await strictClient.businessAccounts.list.query({ user_id: userId });
      await strictClient.services.list.query({ user_id: userId, type: 'export' });
      await strictClient.services.all.query();
      await strictClient.integrations.list.query({ user_id: userId });
      await strictClient.profile.get.query({ user_id: userId });
      const drift = JSON.parse((await rawRequest(`${strictPortal.url}/emulator/drift`)).body) as { data: TDrift[] };
      expect(drift.data).toEqual([]);
    } finally {
      await strictPortal.close();
    }
  });
});
