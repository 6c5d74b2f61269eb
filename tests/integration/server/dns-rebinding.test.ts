// Issue 46, H1: a page served under a rebinding name (rebind.attacker.example resolving to
// 127.0.0.1) reached every this-machine-only route: the socket was loopback and nothing looked at
// Host. Over real HTTP, on the portal and on an emulator of its own: a Host that names another
// machine is refused with a sentence; scripts on loopback (127.0.0.1, localhost, [::1]) and the
// configured names (PUBLIC_URL, ALLOWED_HOSTS) keep working.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { listen } from '../../../server/boot';
import type { TRunningServer } from '../../../server/boot';
import { loadEnv } from '../../../server/env';
import { createLogger } from '../../../server/logger';
import { startEmulatorServer, throwAwayDatabase } from '../../../server/emulator/serve';
import type { TEmulatorServer } from '../../../server/emulator/serve';
import { rawRequest } from '../../support/http';
import { createSeededTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

const logger = createLogger('silent');
let database: TTempDatabase;
let portal: TRunningServer;
let emulator: TEmulatorServer;
let emulatorDatabase: ReturnType<typeof throwAwayDatabase>;

beforeAll(async () => {
  database = await createSeededTempDatabase();
  const env = loadEnv({ DATABASE_PATH: database.path, JWT_SECRET: 'rebinding-test-secret-long-enough-for-hs256', PUBLIC_URL: 'http://portal.example.test:8080', ALLOWED_HOSTS: 'dev-box.lan' });
  portal = await listen(createApp({ env, logger, database, clock: database.clock }).fetch, { host: '127.0.0.1', port: 0 });
  emulatorDatabase = throwAwayDatabase();
  emulator = await startEmulatorServer({ databasePath: emulatorDatabase.path, host: '127.0.0.1', port: 0, jwtTtlSeconds: 3600, logger, outbox: 'auto', hashing: 'fast' });
});
afterAll(async () => {
  await portal?.close();
  database?.cleanup();
  await emulator?.close();
  emulatorDatabase?.remove();
});

const portOf = (url: string) => new URL(url).port;
const READS = ['/emulator/outbox.json', '/emulator/outbox', '/emulator/requests', '/emulator/webhooks', '/emulator/snapshots', '/emulator/scenarios', '/emulator/webhooks/deliveries'];

describe('DNS rebinding (issue 46, H1)', () => {
  it('refuses every this-machine route of the portal under another name, with a sentence', async () => {
    const host = `rebind.attacker.example:${portOf(portal.url)}`;
    for (const path of [...READS, '/metrics', '/healthz?details=1']) {
      const answer = await rawRequest(`${portal.url}${path}`, { headers: { host } });
      expect(answer.status, path).toBe(403);
      expect(JSON.parse(answer.body).message, path).toMatch(/rebind\.attacker\.example.*ALLOWED_HOSTS/);
    }
    for (const [method, path] of [['POST', '/emulator/reset'], ['POST', '/emulator/webhooks'], ['POST', '/emulator/snapshots/x'], ['DELETE', '/emulator/scenarios']]) {
      const answer = await rawRequest(`${portal.url}${path}`, { method, headers: { host, 'content-type': 'application/json', origin: `http://${host}` }, ...(method === 'POST' ? { body: JSON.stringify({ url: `http://127.0.0.1:${portOf(portal.url)}/emulator/reset` }) } : {}) });
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
  });

  it('refuses the control surface of an emulator of its own under another name', async () => {
    const host = `rebind.attacker.example:${portOf(emulator.url)}`;
    for (const path of READS) expect((await rawRequest(`${emulator.url}${path}`, { headers: { host } })).status, path).toBe(403);
    expect((await rawRequest(`${emulator.url}/emulator/reset`, { method: 'POST', headers: { host } })).status).toBe(403);
  });

  it('serves scripts on this machine under its own names and the configured ones', async () => {
    const port = portOf(portal.url);
    for (const host of [`127.0.0.1:${port}`, `localhost:${port}`, 'localhost', `[::1]:${port}`, `app.localhost:${port}`, `portal.example.test:${port}`, `dev-box.lan:${port}`]) {
      for (const path of ['/emulator/outbox.json', '/emulator/requests', '/metrics', '/healthz?details=1']) {
        expect((await rawRequest(`${portal.url}${path}`, { headers: { host } })).status, `${host} ${path}`).toBe(200);
      }
    }
    expect((await rawRequest(`${emulator.url}/emulator/reset`, { method: 'POST', headers: { host: `localhost:${portOf(emulator.url)}` } })).status).toBe(200);
    expect((await fetch(`${emulator.url}/emulator/requests`)).status).toBe(200);
  });

  it('leaves the public routes alone under any name (balancers probe with their own Host)', async () => {
    const host = 'portal.internal.example';
    expect((await rawRequest(`${portal.url}/healthz`, { headers: { host } })).status).toBe(200);
    expect((await rawRequest(`${portal.url}/api/openapi.json`, { headers: { host } })).status).toBe(200);
    expect((await rawRequest(`${emulator.url}/healthz`, { headers: { host } })).status).toBe(200);
  });
});
