// The standalone emulator's quick lane (decision 017) answers plain GET /api calls straight from
// node:http. Over real HTTP, every answer must be the one the Hono way gives: the same status,
// headers (request id, security headers, HSTS behind an https proxy) and body, and the same
// journal entry; calls it does not serve (Prefer, fault rules switched on while it runs, odd
// targets and hosts) must still get what Hono answers.
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../../server/boot';
import type { TRunningServer } from '../../../server/boot';
import type { TLaneRequest } from '../../../server/emulator/http-lane';
import { createStandaloneEmulator } from '../../../server/emulator/standalone';
import { DEMO_ADMIN, DEMO_CLIENT } from '../../../seed/demo-logins';
import { createSeededEmulator } from '../../support/emulator-app';
import type { TTestEmulator } from '../../support/emulator-app';
import { rawRequest } from '../../support/http';
import type { TRawAnswer } from '../../support/http';

let emulator: TTestEmulator;
let lane: TRunningServer;
let hono: TRunningServer;
/** Calls the lane answered itself (not handed to Hono). */
let laneServed = 0;
let client: { token: string; id: number; baId: number };
let admin: { token: string };

const signIn = async (login: { email: string; password: string }) => {
  const answer = await emulator.call('POST', '/api/login', { body: login });
  return answer.json?.data as { token: string; user: { id: number; businessAccounts: { id: number }[] } };
};

beforeAll(async () => {
  emulator = await createSeededEmulator();
  const httpLane = emulator.app.httpLane;
  emulator.app.httpLane = (call: TLaneRequest) => {
    const answer = httpLane(call);
    if (answer) laneServed += 1;
    return answer;
  };
  const standalone = createStandaloneEmulator(emulator.app);
  lane = await listen(standalone.fetch, { host: '127.0.0.1', port: 0, front: standalone.quickLane });
  hono = await listen(standalone.fetch, { host: '127.0.0.1', port: 0 });
  const signedIn = await signIn(DEMO_CLIENT);
  client = { token: signedIn.token, id: signedIn.user.id, baId: signedIn.user.businessAccounts[0]?.id as number };
  admin = { token: (await signIn(DEMO_ADMIN)).token };
  // The security header list is derived once, asynchronously: let it settle before comparing.
  await rawRequest(`${lane.url}/healthz`);
});
afterAll(async () => {
  await lane?.close();
  await hono?.close();
  emulator?.cleanup();
});

const UUID = /^[\da-f]{8}-[\da-f]{4}-4[\da-f]{3}-[89ab][\da-f]{3}-[\da-f]{12}$/;

/** What must match: not the date, and of the request id only which kind it is. */
const comparable = (answer: TRawAnswer, offered: string | undefined) => {
  const { date: _date, 'x-request-id': id, ...headers } = answer.headers;
  const requestId = id === offered ? 'the offered one' : typeof id === 'string' && UUID.test(id) ? 'a new UUID' : id;
  return { status: answer.status, headers, body: answer.body, requestId };
};

const journalLast = () => {
  const { time: _time, duration_ms: _duration, ...entry } = emulator.deps.journal.list({ limit: 1 })[0] ?? {};
  return entry;
};

/** One GET on its own connection, the target sent as written (no URL normalising). */
const send = (base: string, target: string, headers: Record<string, string>): Promise<TRawAnswer> =>
  new Promise((resolve, reject) => {
    const { hostname, port } = new URL(base);
    const outgoing = request({ host: hostname, port, path: target, headers: { connection: 'close', ...headers }, agent: false }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') }));
    });
    outgoing.on('error', reject);
    outgoing.end();
  });

/** The same GET to both servers, one after the other; both answers and journal entries. */
const both = async (target: string, headers: Record<string, string> = {}) => {
  const before = laneServed;
  const viaLane = await send(lane.url, target, headers);
  const laneEntry = journalLast();
  const viaHono = await send(hono.url, target, headers);
  const honoEntry = journalLast();
  const offered = headers['x-request-id'];
  return { lane: comparable(viaLane, offered), hono: comparable(viaHono, offered), laneEntry, honoEntry, served: laneServed - before };
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('the quick lane answers as the Hono way does', () => {
  const cases: { name: string; path: () => string; headers?: () => Record<string, string> }[] = [
    { name: 'business accounts', path: () => `/api/business-accounts?user_id=${client.id}`, headers: () => bearer(client.token) },
    { name: 'records', path: () => `/api/integrations_exports?user_id=${client.id}`, headers: () => bearer(client.token) },
    { name: 'records of one account and type', path: () => `/api/integrations_exports?user_id=${client.id}&ba_id=${client.baId}&service_type=export`, headers: () => bearer(client.token) },
    { name: 'profile', path: () => `/api/profile?user_id=${client.id}`, headers: () => bearer(client.token) },
    { name: 'services', path: () => `/api/services?user_id=${client.id}&type=export`, headers: () => bearer(client.token) },
    { name: 'all services', path: () => '/api/all-services', headers: () => bearer(client.token) },
    { name: 'ad accounts (path parameter)', path: () => `/api/fb-sync/ad-accounts?user_id=${client.id}&ba_id=${client.baId}`, headers: () => bearer(client.token) },
    { name: 'admin list', path: () => '/api/admin/users?page=1', headers: () => bearer(admin.token) },
    { name: 'admin list refused to a client (403)', path: () => '/api/admin/users', headers: () => bearer(client.token) },
    { name: 'no token (401)', path: () => `/api/business-accounts?user_id=${client.id}` },
    { name: 'tampered token (401)', path: () => `/api/business-accounts?user_id=${client.id}`, headers: () => bearer(`${client.token}x`) },
    { name: 'invalid input (422)', path: () => '/api/business-accounts?user_id=abc', headers: () => bearer(client.token) },
    { name: 'another user (403)', path: () => '/api/business-accounts?user_id=1', headers: () => bearer(client.token) },
    { name: 'unknown service path (404)', path: () => `/api/nope/ad-accounts?user_id=${client.id}&ba_id=1`, headers: () => bearer(client.token) },
    { name: 'repeated and encoded query', path: () => `/api/business-accounts?user_id=${client.id}&user_id=1&x=a%20b+c&constructor=1`, headers: () => bearer(client.token) },
    { name: 'a secret in the query (journal redacts it)', path: () => `/api/business-accounts?user_id=${client.id}&access_token=secret`, headers: () => bearer(client.token) },
    { name: 'offered request id', path: () => `/api/profile?user_id=${client.id}`, headers: () => ({ ...bearer(client.token), 'x-request-id': 'trace-123_abc=' }) },
    { name: 'unsafe request id (replaced)', path: () => `/api/profile?user_id=${client.id}`, headers: () => ({ ...bearer(client.token), 'x-request-id': 'a b' }) },
    { name: 'behind an https proxy (HSTS)', path: () => `/api/profile?user_id=${client.id}`, headers: () => ({ ...bearer(client.token), 'x-forwarded-proto': 'https, http' }) },
  ];
  it.each(cases)('$name', async ({ path, headers }) => {
    const answers = await both(path(), headers?.());
    expect(answers.served).toBe(1);
    expect(answers.lane).toEqual(answers.hono);
    expect(answers.lane.requestId).toBe(headers?.()['x-request-id'] === 'trace-123_abc=' ? 'the offered one' : 'a new UUID');
    expect(answers.laneEntry).toEqual(answers.honoEntry);
  });

  it('two Authorization headers are read as Hono reads them (joined, so refused)', async () => {
    const send = (url: string) =>
      new Promise<number>((resolve, reject) => {
        const outgoing = request(`${url}/api/profile?user_id=${client.id}`, { headers: [['authorization', `Bearer ${client.token}`], ['authorization', `Bearer ${client.token}`], ['connection', 'close']] as never }, (incoming) => {
          incoming.resume();
          resolve(incoming.statusCode ?? 0);
        });
        outgoing.on('error', reject);
        outgoing.end();
      });
    expect(await send(lane.url)).toBe(await send(hono.url));
  });

  const declined: { name: string; path: () => string; headers?: () => Record<string, string> }[] = [
    { name: 'unknown endpoint', path: () => '/api/nothing-here' },
    { name: 'OpenAPI document', path: () => '/api/openapi.json' },
    { name: 'encoded path', path: () => `/api/business-%61ccounts?user_id=${client.id}`, headers: () => bearer(client.token) },
    { name: 'dot segment', path: () => `/api/x/../business-accounts?user_id=${client.id}`, headers: () => bearer(client.token) },
    { name: 'trailing slash', path: () => `/api/business-accounts/?user_id=${client.id}`, headers: () => bearer(client.token) },
    { name: 'host that URL parsing changes (400)', path: () => `/api/business-accounts?user_id=${client.id}`, headers: () => ({ ...bearer(client.token), host: 'LOCALHOST:1' }) },
  ];
  it.each(declined)('leaves to Hono: $name', async ({ path, headers }) => {
    const answers = await both(path(), headers?.());
    expect(answers.served).toBe(0);
    expect(answers.lane).toEqual(answers.hono);
  });
});

describe('faults on the quick lane', () => {
  const path = () => `/api/business-accounts?user_id=${client.id}`;

  it('a fault rule switched on after the lane served applies to the next call, and off again', async () => {
    expect((await rawRequest(`${lane.url}${path()}`, { headers: bearer(client.token) })).status).toBe(200);
    const rule = emulator.deps.faults.add({ fault: '503', endpoint: 'GET /api/business-accounts' });
    try {
      const faulted = await rawRequest(`${lane.url}${path()}`, { headers: bearer(client.token) });
      expect(faulted.status).toBe(503);
      expect(faulted.headers['x-emulator-fault']).toBe(String(rule.id));
      expect(faulted.headers['retry-after']).toBe('1');
      expect(faulted.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      emulator.deps.faults.remove(rule.id);
    }
    expect((await rawRequest(`${lane.url}${path()}`, { headers: bearer(client.token) })).status).toBe(200);
  });

  it('a Prefer header is honoured', async () => {
    const answer = await rawRequest(`${lane.url}${path()}`, { headers: { ...bearer(client.token), prefer: 'code=429' } });
    expect(answer.status).toBe(429);
    expect(answer.headers['x-emulator-fault']).toBe('prefer');
  });
});

describe('revocation on the quick lane', () => {
  it('a token whose version moved is refused on the next call, whichever connection wrote it', async () => {
    const signedIn = await signIn(DEMO_CLIENT);
    const path = `/api/profile?user_id=${signedIn.user.id}`;
    expect((await rawRequest(`${lane.url}${path}`, { headers: bearer(signedIn.token) })).status).toBe(200);
    emulator.sqlite.prepare('UPDATE users SET token_version = token_version + 1 WHERE id = ?').run(signedIn.user.id);
    expect((await rawRequest(`${lane.url}${path}`, { headers: bearer(signedIn.token) })).status).toBe(401);
  });
});

describe('PUBLIC_URL on https', () => {
  it('puts HSTS on every answer of the lane, as the security middleware does', async () => {
    const standalone = createStandaloneEmulator(emulator.app, { publicUrl: 'https://gateway.example' });
    const server = await listen(standalone.fetch, { host: '127.0.0.1', port: 0, front: standalone.quickLane });
    try {
      await rawRequest(`${server.url}/healthz`);
      const { token } = await signIn(DEMO_CLIENT);
      const before = laneServed;
      const answer = await rawRequest(`${server.url}/api/profile?user_id=${client.id}`, { headers: bearer(token) });
      expect(laneServed - before).toBe(1);
      expect(answer.status).toBe(200);
      expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await server.close();
    }
  });
});
