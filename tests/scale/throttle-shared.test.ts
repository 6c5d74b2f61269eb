// Sign-in throttling shared by every portal process through one Redis: wrong passwords for one
// email, sent to two processes in turn, are refused by both once the limit is spent; another
// account still signs in; with Redis stopped both keep serving (memory fallback), never a 5xx.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_ADMIN, DEMO_CLIENT } from '../../seed/demo-logins';
import { GATEWAY_MESSAGES } from '../../server/gateway/errors';
import { SIGN_IN_LIMITS } from '../../server/throttle/limits';
import { startEmulatorProcess } from '../contract/support/emulator-process';
import type { TEmulatorProcess } from '../contract/support/emulator-process';
import { startPortalProcess } from './support/portal-process';
import type { TPortalProcess } from './support/portal-process';
import { startRedisServer } from './support/redis-server';
import type { TRedisServer } from './support/redis-server';
import { trpcMutation } from './support/trpc-http';

let redis: TRedisServer;
let emulator: TEmulatorProcess;
let portals: TPortalProcess[] = [];

beforeAll(async () => {
  [redis, emulator] = await Promise.all([startRedisServer(), startEmulatorProcess({ env: { JWT_SECRET: 'scale-suite-gateway-secret-long-enough-for-hs256' } })]);
  portals = await Promise.all([0, 1].map(() => startPortalProcess({ GATEWAY_URL: emulator.baseUrl, REDIS_URL: redis.url })));
  // Until its Redis connection is ready a portal counts in memory (the insurance limiter): on a
  // busy machine the first attempts could land there and the shared count fall short.
  for (const portal of portals) {
    await vi.waitFor(() => expect(portal.lines.some((line) => line.includes('throttle store connected'))).toBe(true), { timeout: 15_000, interval: 50 });
  }
});

afterAll(async () => {
  await Promise.all(portals.map((portal) => portal.stop()));
  await Promise.all([emulator?.stop(), redis?.stop()]);
});

const loginCallsAtTheGateway = async (): Promise<number> => {
  const { data } = (await (await fetch(`${emulator.baseUrl}/emulator/requests?path=/api/login&limit=1000`)).json()) as { data: { body: { email?: string } }[] };
  return data.filter((call) => call.body.email === DEMO_CLIENT.email).length;
};

describe('throttling shared through Redis by two portal processes', () => {
  const limit = SIGN_IN_LIMITS.login.perAccountAndAddress.points;

  it('refuses wrong passwords for one email on both processes once the limit is spent, before the gateway', async () => {
    for (let attempt = 0; attempt < limit; attempt += 1) {
      const answer = await trpcMutation(portals[attempt % 2]!.url, 'auth.login', { email: DEMO_CLIENT.email, password: `wrong-password-${attempt}` });
      expect(answer.status).toBe(422);
    }
    for (const portal of portals) {
      const refused = await trpcMutation(portal.url, 'auth.login', { email: DEMO_CLIENT.email, password: DEMO_CLIENT.password });
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(refused.body.error?.message).toBe(GATEWAY_MESSAGES.TOO_MANY_REQUESTS);
    }
    // The portals refused on their own: the gateway saw only the attempts within the limit.
    expect(await loginCallsAtTheGateway()).toBe(limit);
  });

  it('still lets another account sign in on either process', async () => {
    for (const portal of portals) {
      const answer = await trpcMutation(portal.url, 'auth.login', DEMO_ADMIN);
      expect(answer.status).toBe(200);
      expect(answer.body.result?.data.data.token).toMatch(/^eyJ/);
    }
  });

  it('keeps serving on both processes with Redis stopped, says so in the log, and never answers 5xx', async () => {
    await redis.stop();
    for (const portal of portals) {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const wrong = await trpcMutation(portal.url, 'auth.login', { email: DEMO_ADMIN.email, password: 'not-the-password' });
        expect([422, 429]).toContain(wrong.status);
      }
      const answer = await trpcMutation(portal.url, 'auth.login', DEMO_ADMIN);
      expect(answer.status).toBe(200);
      await expect.poll(() => portal.lines.some((line) => line.includes('throttle store unreachable'))).toBe(true);
    }
    await redis.start();
    for (const portal of portals) {
      await expect.poll(() => portal.lines.filter((line) => line.includes('throttle store connected')).length, { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    }
  });

  it('refuses a batch that carries two sign-ins', async () => {
    const response = await fetch(`${portals[0]!.url}/trpc/auth.login,auth.login?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ 0: DEMO_ADMIN, 1: DEMO_ADMIN }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/one at a time/);
  });
});
