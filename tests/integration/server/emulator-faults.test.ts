// Issue 13 §2 over real HTTP: fault scenarios from EMULATOR_FAULTS at start, from the Prefer
// header of one request (Prism's form) and from /emulator/scenarios while the server runs; each
// fault answers what it says (status, Retry-After, the error body, a delay, a hung answer the
// server lets go of, a body that is not JSON), the journal shows the faulted status, the
// scenarios page and API refuse other machines and other sites, and bad input is a clear 4xx.
// Also: /api/openapi.json and /api/docs are served, never faulted, and the docs page has no
// outside resource.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { listen } from '../../../server/boot';
import type { TRunningServer } from '../../../server/boot';
import { loadEnv } from '../../../server/env';
import { createLogger } from '../../../server/logger';
import { endpoints } from '../../../shared/contract/endpoints';
import { DEMO_CLIENT } from '../../../seed/demo-logins';
import { externalIpv4, rawRequest } from '../../support/http';
import type { TRawAnswer } from '../../support/http';
import { createSeededTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

const external = externalIpv4();
let database: TTempDatabase;
let running: TRunningServer;
let base: string;
let session: { token: string; userId: number };

const START_RULES = [{ fault: '503', endpoint: 'GET /api/all-services', retry_after: 7 }];

beforeAll(async () => {
  database = await createSeededTempDatabase();
  const env = loadEnv({
    DATABASE_PATH: database.path,
    JWT_SECRET: 'faults-test-secret-that-is-long-enough-for-hs256',
    LOG_LEVEL: 'silent',
    EMULATOR_FAULTS: JSON.stringify(START_RULES),
  });
  const app = createApp({ env, logger: createLogger('silent'), database, clock: database.clock });
  running = await listen(app.fetch, { host: '0.0.0.0', port: 0 });
  base = `http://127.0.0.1:${new URL(running.url).port}`;
  const login = await call('POST', '/api/login', { body: DEMO_CLIENT });
  session = { token: login.json.data.token, userId: login.json.data.user.id };
});
afterAll(async () => {
  await running.close();
  database.cleanup();
});

type TAnswer = TRawAnswer & { json: any; ms: number };
const call = async (
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<TAnswer> => {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  const started = performance.now();
  const answer = await rawRequest(`${base}${path}`, { method, headers, body, timeoutMs: options.timeoutMs });
  let json: any;
  try {
    json = JSON.parse(answer.body);
  } catch {
    json = undefined;
  }
  return { ...answer, json, ms: performance.now() - started };
};

const businessAccounts = (headers: Record<string, string> = {}) =>
  call('GET', `/api/business-accounts?user_id=${session.userId}`, { token: session.token, headers });

describe('EMULATOR_FAULTS at start', () => {
  it('answers the configured fault on its endpoint only', async () => {
    const faulted = await call('GET', '/api/all-services', { token: session.token });
    expect(faulted.status).toBe(503);
    expect(faulted.headers['retry-after']).toBe('7');
    expect(faulted.json).toEqual({ success: false, message: 'The service is unavailable. Please try again later.' });
    expect((await businessAccounts()).status).toBe(200);
  });

  it('refuses a setting that is not a list of rules, with what is wrong', () => {
    expect(() => loadEnv({ EMULATOR_FAULTS: 'slow please' })).toThrow(/EMULATOR_FAULTS must be JSON/);
    expect(() => loadEnv({ EMULATOR_FAULTS: '[{"fault":"404"}]' })).toThrow(/fault must be one of latency, 429, 500, 503/);
    expect(() => loadEnv({ EMULATOR_FAULTS: '[{"fault":"latency"}]' })).toThrow(/A latency rule needs delay_ms/);
  });
});

describe('Prefer header on one request', () => {
  it('code=429 answers 429 with Retry-After and the error body; the next call is normal', async () => {
    const answer = await businessAccounts({ prefer: 'code=429' });
    expect(answer.status).toBe(429);
    expect(answer.headers['retry-after']).toBe('1');
    expect(answer.json).toMatchObject({ success: false, message: expect.stringMatching(/Too many requests/) });
    expect((await businessAccounts()).status).toBe(200);
  });

  it('code=500 and code=401 (an expired token) answer those statuses', async () => {
    expect((await businessAccounts({ prefer: 'code=500' })).status).toBe(500);
    const expired = await businessAccounts({ prefer: 'code=401' });
    expect(expired.status).toBe(401);
    expect(expired.json).toEqual({ success: false, message: 'Unauthenticated.' });
  });

  it('delay=300 answers normally, no sooner; code=503, delay=200 combines both', async () => {
    const slow = await businessAccounts({ prefer: 'delay=300' });
    expect(slow.status).toBe(200);
    expect(slow.ms).toBeGreaterThanOrEqual(290);
    const both = await businessAccounts({ prefer: 'code=503, delay=200' });
    expect(both.status).toBe(503);
    expect(both.ms).toBeGreaterThanOrEqual(190);
  });

  it('fault=malformed is a 200 whose JSON body is cut off', async () => {
    const answer = await businessAccounts({ prefer: 'fault=malformed' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/application\/json/);
    expect(() => JSON.parse(answer.body)).toThrow();
  });

  it('fault=hang never answers; the server lets go when the caller gives up and keeps serving', async () => {
    await expect(call('GET', `/api/business-accounts?user_id=${session.userId}`, { token: session.token, headers: { prefer: 'fault=hang' }, timeoutMs: 400 })).rejects.toThrow(/No answer/);
    // The hung handler ended when the socket closed (499: the client closed it), not minutes later.
    await expect.poll(async () => (await call('GET', '/emulator/requests?path=/api/business-accounts&status=499&limit=1')).json.data.length, { timeout: 3_000 }).toBe(1);
    expect((await businessAccounts()).status).toBe(200);
  });

  it('a wrong value of ours is a 400 that says what is wrong; other preferences are ignored', async () => {
    const wrong = await businessAccounts({ prefer: 'code=200' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('Prefer: code must be a status from 400 to 599, not "200"');
    expect((await businessAccounts({ prefer: 'delay=soon' })).status).toBe(400);
    expect((await businessAccounts({ prefer: 'return=minimal' })).status).toBe(200);
  });

  it('the journal records the faulted status', async () => {
    await businessAccounts({ prefer: 'code=503' });
    const journal = await call('GET', '/emulator/requests?path=/api/business-accounts&status=503&limit=1');
    expect(journal.json.data[0]).toMatchObject({ method: 'GET', path: '/api/business-accounts', status: 503 });
  });
});

describe('/emulator/scenarios while the server runs', () => {
  afterEach(async () => {
    await call('PUT', '/emulator/scenarios', { body: START_RULES });
  });

  it('a rule added through the JSON API applies at once, is listed, and is removed again', async () => {
    const added = await call('POST', '/emulator/scenarios', { body: { fault: '500', endpoint: 'GET /api/business-accounts' } });
    expect(added.status).toBe(201);
    expect(added.json.data).toMatchObject({ id: expect.any(Number), fault: '500', endpoint: 'GET /api/business-accounts', rate: 1 });
    const faulted = await businessAccounts();
    expect(faulted.status).toBe(500);
    expect(faulted.headers['x-emulator-fault']).toBe(String(added.json.data.id));

    const listed = await call('GET', '/emulator/scenarios');
    expect(listed.json.data.rules.map((rule: { fault: string }) => rule.fault)).toEqual(['503', '500']);

    expect((await call('DELETE', `/emulator/scenarios/${added.json.data.id}`)).status).toBe(200);
    expect((await businessAccounts()).status).toBe(200);
    expect((await call('DELETE', '/emulator/scenarios/999999')).status).toBe(404);
  });

  it('latency for every call with placeholders in the path, and a failure rate', async () => {
    await call('PUT', '/emulator/scenarios', { body: { rules: [{ fault: 'latency', endpoint: '/api/{service_path}/insights', delay_ms: [150, 200] }] } });
    expect((await businessAccounts()).ms).toBeLessThan(150);
    const insights = await call('GET', `/api/fb-sync/insights?user_id=${session.userId}`, { token: session.token });
    expect(insights.ms).toBeGreaterThanOrEqual(145);

    await call('PUT', '/emulator/scenarios', { body: [{ fault: '503', endpoint: 'GET /api/business-accounts', rate: 0.5 }] });
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1) statuses.push((await businessAccounts()).status);
    const failed = statuses.filter((status) => status === 503).length;
    // Binomial(40, 0.5): outside 5..35 about once in a million runs.
    expect(failed).toBeGreaterThanOrEqual(5);
    expect(failed).toBeLessThanOrEqual(35);
    expect(failed + statuses.filter((status) => status === 200).length).toBe(40);
  });

  it('refuses a rule that is not valid with the field and what to write', async () => {
    const wrong = await call('POST', '/emulator/scenarios', { body: { fault: '503', rate: 3 } });
    expect(wrong.status).toBe(422);
    expect(wrong.json).toMatchObject({ success: false, message: 'rate must be a number from 0 to 1 (0.1: one call in ten)', errors: { rate: expect.any(Array) } });
    const badEndpoint = await call('POST', '/emulator/scenarios', { body: { fault: '500', endpoint: 'http://elsewhere/' } });
    expect(badEndpoint.status).toBe(422);
    expect((await call('POST', '/emulator/scenarios', { body: '{not json' })).status).toBe(400);
  });

  it('the page lists the rules and adds one through its form; another site cannot post it', async () => {
    const page = await call('GET', '/emulator/scenarios', { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.body).toContain('<h1>Fault scenarios</h1>');
    expect(page.body).toContain('503 Unavailable');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");

    const form = 'fault=429&endpoint=GET+%2Fapi%2Fprofile&delay_min=&delay_max=&rate_percent=100&retry_after=3';
    const formHeaders = { 'content-type': 'application/x-www-form-urlencoded', origin: base, host: new URL(base).host };
    const posted = await call('POST', '/emulator/scenarios', { body: form, headers: formHeaders });
    expect(posted.status).toBe(303);
    expect(posted.headers.location).toBe('/emulator/scenarios');
    const profile = await call('GET', `/api/profile?user_id=${session.userId}`, { token: session.token });
    expect(profile.status).toBe(429);
    expect(profile.headers['retry-after']).toBe('3');

    const crossSite = await call('POST', '/emulator/scenarios', { body: form, headers: { ...formHeaders, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(crossSite.status).toBe(403);
    expect((await call('GET', '/emulator/scenarios')).json.data.rules).toHaveLength(2);

    const invalidForm = await call('POST', '/emulator/scenarios', { body: 'fault=latency&endpoint=*', headers: formHeaders });
    expect(invalidForm.status).toBe(422);
    expect(invalidForm.body).toContain('A latency rule needs delay_ms');
  });

  it('refuses a request relayed by a proxy', async () => {
    const answer = await call('GET', '/emulator/scenarios', { headers: { 'x-forwarded-for': '127.0.0.1' } });
    expect(answer.status).toBe(403);
  });

  it.skipIf(!external)('refuses a client on another address of the machine', async () => {
    const port = new URL(running.url).port;
    for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
      const answer = await rawRequest(`http://${external}:${port}/emulator/scenarios`, { method, localAddress: external });
      expect(answer.status, method).toBe(403);
    }
  });
});

describe('the API description', () => {
  it('serves /api/openapi.json listing every contract endpoint, never faulted', async () => {
    await call('PUT', '/emulator/scenarios', { body: [{ fault: '500' }] });
    try {
      const answer = await call('GET', '/api/openapi.json', { headers: { prefer: 'code=503' } });
      expect(answer.status).toBe(200);
      expect(answer.json.openapi).toBe('3.1.0');
      // The gateway's operations (the control section's /emulator routes aside).
      const operations = Object.entries(answer.json.paths as Record<string, object>).flatMap(([path, item]) => (path.startsWith('/api/') ? Object.keys(item) : []));
      expect(operations).toHaveLength(Object.keys(endpoints).length);
    } finally {
      await call('PUT', '/emulator/scenarios', { body: START_RULES });
    }
  });

  it('serves /api/docs as a page with every endpoint and nothing loaded from elsewhere', async () => {
    const page = await call('GET', '/api/docs');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    for (const endpoint of Object.values(endpoints)) expect(page.body).toContain(`<code>${endpoint.path}</code>`);
    expect(page.body).not.toMatch(/<script|<link|src="http|@import/);
  });
});
