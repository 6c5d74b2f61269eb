// Issue 16 over real HTTP: reset back to the seed (old sessions refused, demo logins work),
// snapshot → change → restore gives the snapshot's rows, the journal shows calls with their
// status and no secret, bad input is a 4xx with a message, and a client on another address (or
// relayed through a proxy) is refused, as the outbox refuses it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { listen } from '../../../server/boot';
import type { TRunningServer } from '../../../server/boot';
import { loadEnv } from '../../../server/env';
import { createLogger } from '../../../server/logger';
import { DEMO_CLIENT } from '../../../seed/demo-logins';
import { databaseDigest } from '../../../seed/digest';
import { externalIpv4, rawRequest } from '../../support/http';
import { createSeededTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

const external = externalIpv4();
let database: TTempDatabase;
let running: TRunningServer;
let base: string;

beforeAll(async () => {
  database = await createSeededTempDatabase();
  const env = loadEnv({ DATABASE_PATH: database.path, JWT_SECRET: 'control-test-secret-that-is-long-enough-for-hs256', LOG_LEVEL: 'silent' });
  const app = createApp({ env, logger: createLogger('silent'), database, clock: database.clock });
  // Every interface, so a client can also come from the machine's other address.
  running = await listen(app.fetch, { host: '0.0.0.0', port: 0 });
  base = `http://127.0.0.1:${new URL(running.url).port}`;
});
afterAll(async () => {
  await running.close();
  database.cleanup();
});

type TAnswer = { status: number; json: any; text: string };
const call = async (method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<TAnswer> => {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const body = options.body === undefined ? undefined : typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
  const answer = await rawRequest(`${base}${path}`, { method, headers, body });
  let json: any;
  try {
    json = JSON.parse(answer.body);
  } catch {
    json = undefined;
  }
  return { status: answer.status, json, text: answer.body };
};

const login = async () => {
  const answer = await call('POST', '/api/login', { body: DEMO_CLIENT });
  expect(answer.status).toBe(200);
  return { token: answer.json.data.token as string, userId: answer.json.data.user.id as number };
};
const businessAccountNames = async (session: { token: string; userId: number }) => {
  const answer = await call('GET', `/api/business-accounts?user_id=${session.userId}`, { token: session.token });
  return { status: answer.status, names: answer.status === 200 ? (answer.json.data as { name: string }[]).map((ba) => ba.name) : [] };
};
const addBusinessAccount = (session: { token: string; userId: number }, name: string, path: string) =>
  call('POST', '/api/add_business_account', { token: session.token, body: { user_id: session.userId, name, path } });

describe('POST /emulator/reset', () => {
  it('puts the seeded data back: the new business account is gone, old sessions end, the demo login works', async () => {
    const before = await login();
    expect((await addBusinessAccount(before, 'Made before reset', 'made-before-reset')).status).toBe(200);
    expect((await businessAccountNames(before)).names).toContain('Made before reset');

    const reset = await call('POST', '/emulator/reset', { body: {} });
    expect(reset.status).toBe(200);
    expect(reset.json.data).toMatchObject({ seed: 1, scale: 'demo' });

    expect((await businessAccountNames(before)).status).toBe(401);
    const after = await login();
    const listed = await businessAccountNames(after);
    expect(listed.status).toBe(200);
    expect(listed.names).not.toContain('Made before reset');

    // The second reset reuses the template: well under a second.
    const again = await call('POST', '/emulator/reset');
    expect(again.status).toBe(200);
    expect(again.json.data.ms).toBeLessThan(1_000);
  });

  it('refuses a seed that is not a whole number, and a body that is not JSON, with a message', async () => {
    for (const body of [{ seed: -1 }, { seed: 1.5 }, { seed: 'one' }]) {
      const answer = await call('POST', '/emulator/reset', { body });
      expect(answer.status).toBe(422);
      expect(answer.json.message).toBe('seed must be a whole number from 0 to 2147483647');
    }
    const broken = await call('POST', '/emulator/reset', { body: '{"seed":' });
    expect(broken.status).toBe(400);
    expect(broken.json.message).toMatch(/JSON object/);
  });
});

describe('/emulator/snapshots', () => {
  it('restores the rows a snapshot saved', async () => {
    const saved = await call('POST', '/emulator/snapshots/before-change');
    expect(saved.status).toBe(201);
    const digest = databaseDigest(database.sqlite);

    const session = await login();
    expect((await addBusinessAccount(session, 'Made after snapshot', 'made-after-snapshot')).status).toBe(200);
    expect(databaseDigest(database.sqlite)).not.toEqual(digest);

    expect((await call('POST', '/emulator/snapshots/before-change/restore')).status).toBe(200);
    expect(databaseDigest(database.sqlite)).toEqual(digest);
    expect((await businessAccountNames(session)).status).toBe(401);

    const listed = await call('GET', '/emulator/snapshots');
    expect(listed.json.data.map((snapshot: { name: string }) => snapshot.name)).toEqual(['before-change']);
    expect((await call('DELETE', '/emulator/snapshots/before-change')).status).toBe(200);
    expect((await call('GET', '/emulator/snapshots')).json.data).toEqual([]);
  });

  it('validates names and says when a snapshot does not exist', async () => {
    for (const name of ['has%20space', 'a..b', '.hidden', 'x'.repeat(65), 'semi%3Bcolon']) {
      const answer = await call('POST', `/emulator/snapshots/${name}`);
      expect(answer.status, name).toBe(422);
      expect(answer.json.message).toMatch(/^A snapshot name is 1–64 letters/);
    }
    const missing = await call('POST', '/emulator/snapshots/never-saved/restore');
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe("There is no snapshot named 'never-saved'.");
    expect((await call('DELETE', '/emulator/snapshots/never-saved')).status).toBe(404);
  });
});

describe('/emulator/requests', () => {
  it('answers the calls received, newest first, with status and caller, secrets redacted', async () => {
    expect((await call('DELETE', '/emulator/requests')).status).toBe(200);
    const wrong = await call('POST', '/api/login', { body: { email: DEMO_CLIENT.email, password: 'not-the-password-123' } });
    expect(wrong.status).toBe(422);
    const session = await login();
    await businessAccountNames(session);

    const journal = await call('GET', '/emulator/requests');
    expect(journal.status).toBe(200);
    const entries = journal.json.data as { method: string; path: string; status: number; user_id: number | null; body: any; duration_ms: number; time: string }[];
    expect(entries.map((entry) => `${entry.method} ${entry.path} ${entry.status}`)).toEqual([
      'GET /api/business-accounts 200',
      'POST /api/login 200',
      'POST /api/login 422',
    ]);
    expect(entries[0]?.user_id).toBe(session.userId);
    expect(entries[1]?.body).toEqual({ email: DEMO_CLIENT.email, password: '[redacted]' });
    expect(journal.text).not.toContain(DEMO_CLIENT.password);
    expect(journal.text).not.toContain('not-the-password-123');
    expect(journal.text).not.toContain(session.token);

    const refused = await call('GET', '/emulator/requests?status=4xx&method=post&path=/api/login');
    expect(refused.json.data.map((entry: { status: number }) => entry.status)).toEqual([422]);
    expect((await call('GET', '/emulator/requests?limit=1')).json.data).toHaveLength(1);
    for (const query of ['status=abc', 'limit=0', 'method=TRACE', 'path=api']) {
      const bad = await call('GET', `/emulator/requests?${query}`);
      expect(bad.status, query).toBe(422);
      expect(typeof bad.json.message).toBe('string');
    }
  });
});

describe('this machine only', () => {
  const controlCalls = [
    ['POST', '/emulator/reset'],
    ['GET', '/emulator/snapshots'],
    ['POST', '/emulator/snapshots/x'],
    ['POST', '/emulator/snapshots/x/restore'],
    ['GET', '/emulator/requests'],
    ['DELETE', '/emulator/requests'],
  ] as const;

  it('refuses a call relayed by a proxy', async () => {
    for (const [method, path] of controlCalls) {
      const answer = await rawRequest(`${base}${path}`, { method, headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
  });

  it.skipIf(!external)('refuses a client on another address of the machine', async () => {
    const port = new URL(running.url).port;
    for (const [method, path] of controlCalls) {
      const answer = await rawRequest(`http://${external}:${port}${path}`, { method, localAddress: external });
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(JSON.parse(answer.body).message).toMatch(/only served to the machine the server runs on/);
    }
  });
});

describe('not from other sites', () => {
  // A page of another site, open in a browser on this machine, posts from 127.0.0.1 too.
  const changes = [
    ['POST', '/emulator/reset'],
    ['POST', '/emulator/snapshots/cross-site'],
    ['POST', '/emulator/snapshots/cross-site/restore'],
    ['DELETE', '/emulator/snapshots/cross-site'],
    ['DELETE', '/emulator/requests'],
    ['POST', '/emulator/exports/1/expire'],
  ] as const;

  it("refuses a change a page of another site sends (Origin or Sec-Fetch-Site), and changes nothing", async () => {
    const before = databaseDigest(database.sqlite);
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'same-site' },
      { origin: 'null' },
      { origin: 'null', 'sec-fetch-site': 'cross-site' },
    ];
    for (const [method, path] of changes) {
      for (const headers of crossSite) {
        const answer = await rawRequest(`${base}${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, body: method === 'POST' ? '{}' : undefined });
        expect(answer.status, `${method} ${path} ${JSON.stringify(headers)}`).toBe(403);
        expect(JSON.parse(answer.body).message).toMatch(/not from a web page of another site/);
      }
    }
    expect(databaseDigest(database.sqlite)).toEqual(before);
    expect((await call('GET', '/emulator/snapshots')).json.data.map((snapshot: { name: string }) => snapshot.name)).not.toContain('cross-site');
  });

  it('still takes scripts (no Origin) and its own origin, and reads from anywhere on this machine', async () => {
    const own = await rawRequest(`${base}/emulator/snapshots/own-origin`, { method: 'POST', headers: { origin: base, 'sec-fetch-site': 'same-origin' } });
    expect(own.status).toBe(201);
    expect((await rawRequest(`${base}/emulator/snapshots/own-origin`, { method: 'DELETE' })).status).toBe(200);
    // A form of the emulator's own pages: no-referrer makes the browser say Origin null, same-origin.
    const ownForm = await rawRequest(`${base}/emulator/snapshots/own-form`, { method: 'POST', headers: { origin: 'null', 'sec-fetch-site': 'same-origin' } });
    expect(ownForm.status).toBe(201);
    expect((await rawRequest(`${base}/emulator/snapshots/own-form`, { method: 'DELETE' })).status).toBe(200);
    const read = await rawRequest(`${base}/emulator/requests`, { method: 'GET', headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(read.status).toBe(200);
  });
});
