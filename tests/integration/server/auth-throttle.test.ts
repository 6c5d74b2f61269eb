// Issue 12, finding 3, over real HTTP: ten wrong passwords for an email locked it for everyone,
// the owner included, renewably. Now failures count per account and client address (the
// socket's): the owner signs in from another address at once, the throttled address gets 429
// with Retry-After, and registration and reset confirmation are limited per address too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT } from '../../../seed/demo-logins';
import { createApp } from '../../../server/app';
import { listen } from '../../../server/boot';
import type { TRunningServer } from '../../../server/boot';
import { loadEnv } from '../../../server/env';
import { SIGN_IN_LIMITS } from '../../../server/throttle/limits';
import { createLogger } from '../../../server/logger';
import { rawRequest } from '../../support/http';
import { createSeededTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

/** A second loopback address: Linux routes all of 127.0.0.0/8 to this machine. */
const ELSEWHERE = '127.0.0.2';
let database: TTempDatabase;
let server: TRunningServer;
beforeAll(async () => {
  database = await createSeededTempDatabase();
  const env = loadEnv({ DATABASE_PATH: database.path, JWT_SECRET: 'throttle-secret-that-is-long-enough-for-hs256' });
  server = await listen(createApp({ env, logger: createLogger('silent'), database, clock: database.clock }).fetch, { host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await server?.close();
  database?.cleanup();
});

const post = (path: string, body: unknown, localAddress?: string) =>
  rawRequest(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), localAddress });

const expectRetryAfter = (headers: Record<string, unknown>, atMostSeconds: number) => {
  const seconds = Number(headers['retry-after']);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(atMostSeconds);
};

describe('sign-in throttling (issue 12, finding 3)', () => {
  it('slows the guessing address with 429 + Retry-After, while the owner signs in from elsewhere', async () => {
    const { points: max, seconds } = SIGN_IN_LIMITS.login.perAccountAndAddress;
    const windowMs = seconds * 1000;
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await post('/api/login', { email: DEMO_CLIENT.email, password: 'wrong-guess' })).status).toBe(422);
    }
    const blocked = await post('/api/login', DEMO_CLIENT);
    expect(blocked.status).toBe(429);
    expectRetryAfter(blocked.headers, windowMs / 1000);
    expect(JSON.parse(blocked.body).message).toMatch(/too many login attempts/i);

    // Through tRPC as the SPA calls it: the same address is throttled, with Retry-After too.
    const viaTrpc = await post('/trpc/auth.login', DEMO_CLIENT);
    expect(viaTrpc.status).toBe(429);
    expectRetryAfter(viaTrpc.headers, windowMs / 1000);

    // The owner, on another address: in at once, over /api and over tRPC.
    expect((await post('/api/login', DEMO_CLIENT, ELSEWHERE)).status).toBe(200);
    expect((await post('/trpc/auth.login', DEMO_CLIENT, ELSEWHERE)).status).toBe(200);
  }, 120_000);

  it('limits registrations per address with 429 + Retry-After (a taken email counts too)', async () => {
    const { points: max, seconds } = SIGN_IN_LIMITS.register.perAddress;
    const windowMs = seconds * 1000;
    const taken = { name: 'Someone', email: DEMO_CLIENT.email, password: 'long-enough-password', c_password: 'long-enough-password' };
    // Taken emails in turn: each account from one address has a smaller limit of its own (issue 46).
    const perAccount = SIGN_IN_LIMITS.register.perAccountAndAddress.points;
    const emails = (database.sqlite.prepare('SELECT email FROM users ORDER BY id LIMIT ?').all(Math.ceil(max / perAccount)) as { email: string }[]).map((row) => row.email);
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await post('/api/register', { ...taken, email: emails[Math.floor(attempt / perAccount)] }, '127.0.0.3')).status).toBe(422);
    }
    const limited = await post('/api/register', taken, '127.0.0.3');
    expect(limited.status).toBe(429);
    expectRetryAfter(limited.headers, windowMs / 1000);
    expect((await post('/api/register', taken, '127.0.0.4')).status).toBe(422);
  });

  it('limits failed reset confirmations per address with 429 + Retry-After', async () => {
    const { points: max } = SIGN_IN_LIMITS.confirmPasswordReset.perAddress;
    const perAccount = SIGN_IN_LIMITS.confirmPasswordReset.perAccountAndAddress.points;
    const guess = { token: 'guessed-token', email: DEMO_CLIENT.email, password: 'new-password-123', password_confirmation: 'new-password-123' };
    for (let attempt = 0; attempt < max; attempt += 1) {
      expect((await post('/api/password/reset/confirm', { ...guess, email: `guess-${Math.floor(attempt / perAccount)}@example.com` }, '127.0.0.5')).status).toBe(422);
    }
    const limited = await post('/api/password/reset/confirm', guess, '127.0.0.5');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
});
