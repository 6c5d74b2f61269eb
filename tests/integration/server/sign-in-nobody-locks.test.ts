// Issue 46, M1 and M2, over real HTTP on the portal in emulator mode (default settings), each
// client on an address of its own (Linux routes all of 127.0.0.0/8 to this machine):
// M1: ten wrong passwords for admin@example.com from one address locked the admin out from every
//     other address (the portal's per-account counter keyed on the email alone);
// M2: eight loops of *successful* sign-ins from one address held the hashing gate, so the admin
//     was refused (429) from anywhere, and the throttle never engaged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN, DEMO_CLIENT } from '../../../seed/demo-logins';
import { createApp } from '../../../server/app';
import { listen } from '../../../server/boot';
import type { TRunningServer } from '../../../server/boot';
import { loadEnv } from '../../../server/env';
import { createLogger } from '../../../server/logger';
import { SIGN_IN_LIMITS } from '../../../server/throttle/limits';
import { rawRequest } from '../../support/http';
import { createSeededTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

let database: TTempDatabase;
let server: TRunningServer;
beforeAll(async () => {
  database = await createSeededTempDatabase();
  const env = loadEnv({ DATABASE_PATH: database.path, JWT_SECRET: 'nobody-locks-secret-that-is-long-enough-for-hs256' });
  server = await listen(createApp({ env, logger: createLogger('silent'), database, clock: database.clock }).fetch, { host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await server?.close();
  database?.cleanup();
});

const signIn = (login: { email: string; password: string }, from: string, door: 'trpc' | 'api' = 'trpc') =>
  rawRequest(`${server.url}${door === 'trpc' ? '/trpc/auth.login' : '/api/login'}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(login), localAddress: from, timeoutMs: 30_000 });

describe('sign-in nobody else can lock (issue 46)', () => {
  it('M1: the admin signs in from elsewhere while one address guesses, which keeps getting 429 for that account', async () => {
    const guesser = '127.0.0.21';
    const { points } = SIGN_IN_LIMITS.login.perAccountAndAddress;
    for (let attempt = 0; attempt < points; attempt += 1) {
      expect((await signIn({ email: DEMO_ADMIN.email, password: `wrong-${attempt}` }, guesser)).status).toBe(422);
    }
    // The guessing address: refused for that account, even with the right password, on both doors.
    const refused = await signIn(DEMO_ADMIN, guesser);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signIn(DEMO_ADMIN, guesser, 'api')).status).toBe(429);
    // The owner, from a new address, on both doors.
    expect((await signIn(DEMO_ADMIN, '127.0.0.22')).status).toBe(200);
    expect((await signIn(DEMO_ADMIN, '127.0.0.22', 'api')).status).toBe(200);
  }, 120_000);

  it('M2: eight loops of successful sign-ins from one address cannot keep the admin out', async () => {
    const flooder = '127.0.0.23';
    let isFlooding = true;
    const statuses: number[] = [];
    const loop = async () => {
      while (isFlooding) {
        statuses.push((await signIn(DEMO_CLIENT, flooder)).status);
        await new Promise((done) => setTimeout(done, 20));
      }
    };
    const loops = Array.from({ length: 8 }, loop);
    await new Promise((done) => setTimeout(done, 500));
    const admin: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) admin.push((await signIn(DEMO_ADMIN, '127.0.0.24')).status);
    isFlooding = false;
    await Promise.all(loops);
    expect(admin).toEqual([200, 200, 200]);
    // The flooder waits its turn in front of the gate (and past its queue or its wait gets 429: how
    // often depends on how fast this machine hashes), never a 5xx.
    expect(statuses.length).toBeGreaterThan(0);
    expect(statuses.every((status) => status === 200 || status === 429)).toBe(true);
  }, 120_000);
});
