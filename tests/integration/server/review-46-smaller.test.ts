// Issue 46's smaller findings, over real HTTP: L2 an encoded comma smuggled a second sign-in into
// one batch (we split the path, then decoded; tRPC decodes, then splits); L3 a webhook could target
// the emulator's own port (registered at /emulator/reset, any test lead wiped the database); and
// the access log named every page "web" without its path.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../../seed/demo-logins';
import { createApp } from '../../../server/app';
import { listen } from '../../../server/boot';
import type { TRunningServer } from '../../../server/boot';
import { loadEnv } from '../../../server/env';
import { ONE_AUTH_CALL_PER_BATCH } from '../../../server/throttle/auth-throttle';
import { rawRequest } from '../../support/http';
import { createTestLogger } from '../../support/server-log';
import type { TLogLine } from '../../support/server-log';
import { createSeededTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

let database: TTempDatabase;
let server: TRunningServer;
let lines: TLogLine[];
beforeAll(async () => {
  database = await createSeededTempDatabase();
  const env = loadEnv({ DATABASE_PATH: database.path, JWT_SECRET: 'review-46-secret-that-is-long-enough-for-hs256' });
  const log = createTestLogger('info');
  lines = log.lines;
  const listening: { url?: string } = {};
  server = await listen(createApp({ env, logger: log.logger, database, clock: database.clock, listeningUrl: () => listening.url }).fetch, { host: '127.0.0.1', port: 0 });
  listening.url = server.url;
});
afterAll(async () => {
  await server?.close();
  database?.cleanup();
});

const loginBody = JSON.stringify({ email: DEMO_ADMIN.email, password: 'wrong-password-1' });

describe('issue 46, smaller findings', () => {
  it('L2: refuses a batch whose two sign-ins hide behind an encoded comma', async () => {
    for (const path of ['/trpc/auth.login%2Cauth.login?batch=1', '/trpc/auth.login%2cauth.register?batch=1', '/trpc/auth.login,auth.login?batch=1']) {
      const answer = await rawRequest(`${server.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ 0: JSON.parse(loginBody), 1: JSON.parse(loginBody) }) });
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toContain(ONE_AUTH_CALL_PER_BATCH);
    }
  });

  it('L3: refuses a webhook receiver on the server itself, with a sentence', async () => {
    for (const url of [`${server.url}/emulator/reset`, `${server.url.replace('127.0.0.1', 'localhost')}/api/anything`]) {
      const answer = await rawRequest(`${server.url}/emulator/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url }) });
      expect(answer.status, url).toBe(422);
      expect(JSON.parse(answer.body).message, url).toMatch(/this server itself/);
    }
    // Another port of this machine is still a receiver.
    const other = await rawRequest(`${server.url}/emulator/webhooks`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ url: 'http://127.0.0.1:1/hooks' }) });
    expect(other.status).toBe(201);
  });

  it('logs the path of every request, query stripped, while the metric label stays the route', async () => {
    await rawRequest(`${server.url}/login?next=%2Fdashboard`);
    await rawRequest(`${server.url}/dashboard/xyz?token=secret-value`);
    const requests = lines.filter((line) => line.message === 'request');
    expect(requests.map((line) => line.path)).toEqual(expect.arrayContaining(['/login', '/dashboard/xyz']));
    expect(JSON.stringify(requests)).not.toContain('secret-value');
    expect(requests.find((line) => line.path === '/login')?.route).toBe('web');
    const metrics = (await rawRequest(`${server.url}/metrics`)).body;
    expect(metrics).not.toContain('/dashboard/xyz');
  });
});
