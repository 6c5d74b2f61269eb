// Authentication and authorisation of the endpoints of auth, profile, invites, business
// accounts and the admin directory: every bad token is a 401, clients get 403 on admin calls
// and on other users' ids, and hostile input is refused with a 4xx JSON message, never a 5xx.
import { SignJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ZErrorBody } from '../../../shared/contract/define';
import { JWT_AUDIENCE, JWT_ISSUER, signSessionToken } from '../../../server/emulator/jwt';
import { TEST_JWT, createTestEmulator } from '../../support/emulator-app';
import type { TTestEmulator } from '../../support/emulator-app';
import { countRows, createPeople } from './fixtures/people';
import type { TTestUser } from './fixtures/people';

let t: TTestEmulator;
let client: TTestUser;
let other: TTestUser;
let admin: TTestUser;
let clientBa: number;
let otherBa: number;

beforeEach(async () => {
  t = await createTestEmulator();
  const people = createPeople(t);
  client = await people.user({ email: 'client@example.org', project_path: null });
  other = await people.user({ email: 'other@example.org', project_path: 'other-project' });
  admin = await people.admin({ email: 'admin@example.org' });
  clientBa = people.businessAccount(client.id, { name: 'Client BA' });
  otherBa = people.businessAccount(other.id, { name: 'Other BA' });
  people.invite({ baId: otherBa, invitedBy: other.id, email: client.email, invite_hash: 'hash-for-client' });
});
afterEach(() => t.cleanup());

type TCall = { method: string; path: string; query?: Record<string, string | number>; body?: Record<string, unknown> };

/** One valid-looking request per protected endpoint of these domains. */
const protectedCalls = (): TCall[] => [
  { method: 'GET', path: '/api/profile', query: { user_id: client.id } },
  {
    method: 'POST',
    path: '/api/profile',
    body: { user_id: client.id, name: 'C', email: client.email, project_path: 'client-project' },
  },
  { method: 'GET', path: '/api/profile_check_path', query: { project_id: 'anything' } },
  { method: 'POST', path: '/api/get-invite-info', body: { invite_hash: 'hash-for-client' } },
  { method: 'POST', path: '/api/invite-accept', body: { invite_hash: 'hash-for-client', user_id: client.id } },
  { method: 'POST', path: '/api/invite-decline', body: { invite_hash: 'hash-for-client' } },
  { method: 'GET', path: '/api/business-accounts', query: { user_id: client.id } },
  { method: 'POST', path: '/api/add_business_account', body: { user_id: client.id, name: 'N', path: 'n' } },
  { method: 'POST', path: '/api/edit_business_account', body: { user_id: client.id, id: clientBa, name: 'N', path: 'n' } },
  { method: 'POST', path: '/api/delete_business_account', body: { user_id: client.id, id: clientBa } },
  ...adminCalls(),
];

const adminCalls = (): TCall[] => [
  { method: 'GET', path: '/api/admin/users', query: { page: 1 } },
  { method: 'GET', path: '/api/admin/users', query: { page: 1, business_account_id: clientBa } },
  { method: 'GET', path: '/api/admin/business-accounts', query: { page: 1 } },
  { method: 'GET', path: '/api/admin/business-account', query: { id: clientBa } },
];

const send = (call: TCall, token?: string, headers: Record<string, string> = {}) => {
  const url = new URL(call.path, 'http://portal.test');
  for (const [key, value] of Object.entries(call.query ?? {})) url.searchParams.set(key, String(value));
  return t.app.request(url.pathname + url.search, {
    method: call.method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(call.body ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: call.body ? JSON.stringify(call.body) : undefined,
  });
};

const expectUnauthenticated = async (response: Response) => {
  expect(response.status).toBe(401);
  expect(ZErrorBody.parse(await response.json())).toEqual({ success: false, message: 'Unauthenticated.' });
};

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const now = () => Math.floor(Date.now() / 1000);
const key = (secret: string) => new TextEncoder().encode(secret);

/** Rows of the tables these requests could touch, to prove a refusal changed nothing. */
const snapshot = () =>
  ['users', 'business_accounts', 'business_account_members', 'invites'].map((table) => countRows(t, table)).join(',') +
  JSON.stringify(t.sqlite.prepare('SELECT name, path FROM business_accounts ORDER BY id').all()) +
  JSON.stringify(t.sqlite.prepare('SELECT status FROM invites ORDER BY id').all()) +
  JSON.stringify(t.sqlite.prepare('SELECT name, email, project_path FROM users ORDER BY id').all());

describe('bad tokens are refused with 401 on every protected endpoint', () => {
  const badTokens: [string, () => Promise<string | undefined>, Record<string, string>?][] = [
    ['no token', async () => undefined],
    ['a header without the Bearer scheme', async () => undefined, { authorization: 'Token abc.def.ghi' }],
    ['garbage', async () => 'not-a-jwt'],
    ['an expired token', async () => signSessionToken({ userId: client.id, role: 'client', tokenVersion: 0 }, { ...TEST_JWT, ttlSeconds: -60 })],
    [
      'a tampered payload (claims to be the admin)',
      async () => {
        const [header, , signature] = client.token.split('.');
        const payload = { sub: String(admin.id), role: 'admin', tv: 0, iss: JWT_ISSUER, aud: JWT_AUDIENCE, iat: now(), exp: now() + 600 };
        return `${header}.${b64url(payload)}.${signature}`;
      },
    ],
    [
      'a tampered signature',
      async () => {
        const [header, payload, signature = ''] = client.token.split('.');
        const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
        return `${header}.${payload}.${flipped}`;
      },
    ],
    ['a token signed with another secret', async () => signSessionToken({ userId: client.id, role: 'client', tokenVersion: 0 }, { ...TEST_JWT, secret: 'another-secret-that-is-also-long-enough-for-hs256' })],
    [
      'an alg:none token',
      async () =>
        `${b64url({ alg: 'none', typ: 'JWT' })}.${b64url({ sub: String(client.id), role: 'client', tv: 0, iss: JWT_ISSUER, aud: JWT_AUDIENCE, exp: now() + 600 })}.`,
    ],
    [
      'an HS512 token with the right secret (algorithm is pinned)',
      async () =>
        new SignJWT({ role: 'client', tv: 0 })
          .setProtectedHeader({ alg: 'HS512' })
          .setSubject(String(client.id))
          .setIssuer(JWT_ISSUER)
          .setAudience(JWT_AUDIENCE)
          .setExpirationTime(now() + 600)
          .sign(key(TEST_JWT.secret + TEST_JWT.secret)),
    ],
    [
      'a token of another issuer',
      async () =>
        new SignJWT({ role: 'client', tv: 0 })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(client.id))
          .setIssuer('someone-else')
          .setAudience(JWT_AUDIENCE)
          .setExpirationTime(now() + 600)
          .sign(key(TEST_JWT.secret)),
    ],
    [
      'a token without expiry',
      async () =>
        new SignJWT({ role: 'client', tv: 0 })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(String(client.id))
          .setIssuer(JWT_ISSUER)
          .setAudience(JWT_AUDIENCE)
          .sign(key(TEST_JWT.secret)),
    ],
  ];

  it.each(badTokens)('%s', async (_label, makeToken, headers) => {
    const token = await makeToken();
    const before = snapshot();
    for (const call of protectedCalls()) await expectUnauthenticated(await send(call, token, headers));
    expect(snapshot()).toBe(before);
  });

  it('a token issued before the token version changed (password reset), though it worked before', async () => {
    expect((await send(protectedCalls()[0] as TCall, client.token)).status).toBe(200);
    t.sqlite.prepare('UPDATE users SET token_version = token_version + 1 WHERE id = ?').run(client.id);
    for (const call of protectedCalls()) await expectUnauthenticated(await send(call, client.token));
    const fresh = await t.tokenFor(client.id);
    expect((await send(protectedCalls()[0] as TCall, fresh)).status).toBe(200);
  });

  it('a token that worked until it expired', async () => {
    const shortLived = await signSessionToken({ userId: client.id, role: 'client', tokenVersion: 0 }, { ...TEST_JWT, ttlSeconds: 60 });
    expect((await send(protectedCalls()[0] as TCall, shortLived)).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    try {
      for (const call of protectedCalls()) await expectUnauthenticated(await send(call, shortLived));
    } finally {
      vi.useRealTimers();
    }
  });

  it('a token of a deleted user', async () => {
    t.sqlite.prepare('DELETE FROM users WHERE id = ?').run(client.id);
    for (const call of protectedCalls()) await expectUnauthenticated(await send(call, client.token));
  });

  it("a token whose role claim says admin for a client is not trusted beyond the stored role", async () => {
    const forged = await signSessionToken({ userId: client.id, role: 'admin', tokenVersion: 0 }, TEST_JWT);
    const res = await send({ method: 'GET', path: '/api/admin/users', query: { page: 1 } }, forged);
    expect(res.status).toBe(403);
  });
});

describe('admin endpoints', () => {
  it('refuse clients with 403 and a message', async () => {
    for (const call of adminCalls()) {
      const res = await send(call, client.token);
      expect(res.status).toBe(403);
      expect(ZErrorBody.parse(await res.json()).message).not.toBe('');
    }
  });

  it('answer admins', async () => {
    for (const call of adminCalls()) expect((await send(call, admin.token)).status).toBe(200);
  });
});

describe("another user's id is refused with 403 unless the caller is an admin", () => {
  const foreignCalls = (): TCall[] => [
    { method: 'GET', path: '/api/profile', query: { user_id: other.id } },
    {
      method: 'POST',
      path: '/api/profile',
      body: { user_id: other.id, name: 'Hijack', email: 'hijack@example.org', project_path: 'other-project' },
    },
    { method: 'GET', path: '/api/business-accounts', query: { user_id: other.id } },
    { method: 'POST', path: '/api/add_business_account', body: { user_id: other.id, name: 'N', path: 'n' } },
    { method: 'POST', path: '/api/edit_business_account', body: { user_id: other.id, id: otherBa, name: 'Hijack', path: 'h' } },
    { method: 'POST', path: '/api/delete_business_account', body: { user_id: other.id, id: otherBa } },
    { method: 'POST', path: '/api/invite-accept', body: { invite_hash: 'hash-for-client', user_id: other.id } },
  ];

  it('for a client, changing nothing', async () => {
    const before = snapshot();
    for (const call of foreignCalls()) {
      const res = await send(call, client.token);
      expect(res.status, `${call.method} ${call.path}`).toBe(403);
      ZErrorBody.parse(await res.json());
    }
    expect(snapshot()).toBe(before);
  });

  it("for a client naming their own id but another user's business account", async () => {
    const before = snapshot();
    for (const call of [
      { method: 'POST', path: '/api/edit_business_account', body: { user_id: client.id, id: otherBa, name: 'Hijack', path: 'h' } },
      { method: 'POST', path: '/api/delete_business_account', body: { user_id: client.id, id: otherBa } },
    ]) {
      expect((await send(call, client.token)).status).toBe(403);
    }
    expect(snapshot()).toBe(before);
  });

  it('an admin may read and act for another user', async () => {
    expect((await send({ method: 'GET', path: '/api/profile', query: { user_id: other.id } }, admin.token)).status).toBe(200);
    expect((await send({ method: 'GET', path: '/api/business-accounts', query: { user_id: other.id } }, admin.token)).status).toBe(200);
  });
});

describe('hostile input is refused with a JSON 4xx and changes nothing', () => {
  const bodyCalls = () => protectedCalls().filter((call) => call.method === 'POST');
  const publicPaths = ['/api/register', '/api/login', '/api/password/reset/request', '/api/password/reset/confirm'];

  const raw = (path: string, body: string, token?: string, contentType = 'application/json') =>
    t.app.request(path, {
      method: 'POST',
      headers: { 'content-type': contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body,
    });

  it('malformed JSON → 400', async () => {
    const before = snapshot();
    for (const path of [...publicPaths, ...bodyCalls().map((call) => call.path)]) {
      for (const body of ['{"email":', '{not json}', "{'single':'quotes'}", '\u0000']) {
        const res = await raw(path, body, client.token);
        expect(res.status, `${path} ${body}`).toBe(400);
        ZErrorBody.parse(await res.json());
      }
    }
    expect(snapshot()).toBe(before);
  });

  it('a JSON body that is not an object → 400', async () => {
    for (const path of [...publicPaths, ...bodyCalls().map((call) => call.path)]) {
      for (const body of ['[]', '"text"', '42', 'null', 'true']) {
        const res = await raw(path, body, client.token);
        expect(res.status, `${path} ${body}`).toBe(400);
      }
    }
  });

  it('an oversized body → 413', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(300 * 1024), email: 'a@b.co', password: 'p', c_password: 'p' });
    const before = snapshot();
    for (const path of [...publicPaths, ...bodyCalls().map((call) => call.path)]) {
      const res = await raw(path, huge, client.token);
      expect(res.status, path).toBe(413);
      ZErrorBody.parse(await res.json());
    }
    expect(snapshot()).toBe(before);
  });

  const hostileValues: unknown[] = [
    null,
    true,
    -1,
    0,
    1.5,
    Number.MAX_VALUE,
    '',
    ' ',
    'x'.repeat(5000),
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '../../etc/passwd',
    '\u202e\u0000\ud83d\ude80',
    [],
    {},
    { $ne: null },
  ];

  it('every field of every endpoint with hostile values → never a 5xx, always a JSON message', async () => {
    const calls = [
      ...protectedCalls(),
      { method: 'POST', path: '/api/register', body: { name: 'A', email: 'a@b.co', password: 'password1', c_password: 'password1' } },
      { method: 'POST', path: '/api/login', body: { email: 'a@b.co', password: 'password1' } },
      { method: 'POST', path: '/api/password/reset/request', body: { email: 'a@b.co' } },
      {
        method: 'POST',
        path: '/api/password/reset/confirm',
        body: { email: 'a@b.co', token: 't', password: 'password1', password_confirmation: 'password1' },
      },
    ];
    const statuses = new Set<number>();
    for (const call of calls) {
      const fields = Object.keys(call.body ?? call.query ?? {});
      for (const field of fields) {
        for (const value of hostileValues) {
          const mutated: TCall = call.body
            ? { ...call, body: { ...call.body, [field]: value } }
            : { ...call, query: { ...call.query, [field]: typeof value === 'string' ? value : JSON.stringify(value) } };
          // Only the admin may reach every handler; a 2xx for a harmless value is fine.
          const res = await send(mutated, admin.token);
          statuses.add(res.status);
          expect(res.status, `${call.method} ${call.path} ${field}=${JSON.stringify(value)}`).toBeLessThan(500);
          const json = await res.json();
          if (res.status >= 400) expect(typeof ZErrorBody.parse(json).message).toBe('string');
        }
      }
    }
    expect([...statuses].some((status) => status === 422)).toBe(true);
  }, 240_000);

  it('unknown ids → 404 with a message', async () => {
    const missing = 987_654;
    const calls: TCall[] = [
      { method: 'GET', path: '/api/profile', query: { user_id: missing } },
      { method: 'GET', path: '/api/business-accounts', query: { user_id: missing } },
      { method: 'POST', path: '/api/edit_business_account', body: { user_id: admin.id, id: missing, name: 'N', path: 'n' } },
      { method: 'POST', path: '/api/delete_business_account', body: { user_id: admin.id, id: missing } },
      { method: 'GET', path: '/api/admin/business-account', query: { id: missing } },
      { method: 'GET', path: '/api/admin/users', query: { page: 1, business_account_id: missing } },
    ];
    for (const call of calls) {
      const res = await send(call, admin.token);
      expect(res.status, `${call.method} ${call.path}`).toBe(404);
      expect(ZErrorBody.parse(await res.json()).message).toMatch(/not found/);
    }
  });
});
