// Issue 12, finding 2: over real HTTP (in process, app.request() hid it) the security headers
// never reached the SPA pages, static files and /api. Every kind of answer is checked here, in
// both modes, on a listening server.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { listen } from '../../../server/boot';
import type { TRunningServer } from '../../../server/boot';
import { loadEnv } from '../../../server/env';
import type { TEnv } from '../../../server/env';
import { createLogger } from '../../../server/logger';
import { rawRequest } from '../../support/http';
import type { TRawAnswer } from '../../support/http';
import { createTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

const logger = createLogger('silent');
let database: TTempDatabase;
let webDist: string;
const running: TRunningServer[] = [];

const start = async (values: Partial<Record<keyof TEnv, string>>): Promise<string> => {
  const env = loadEnv({ DATABASE_PATH: database.path, JWT_SECRET: 'headers-test-secret-long-enough-for-hs256', ...values });
  const app = createApp({ env, logger, database: values.GATEWAY_URL ? undefined : database, webDist });
  const server = await listen(app.fetch, { host: '127.0.0.1', port: 0 });
  running.push(server);
  return server.url;
};

let emulatorUrl: string;
let proxyUrl: string;
beforeAll(async () => {
  database = createTempDatabase();
  webDist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'index-AbC123.js'), 'console.log("app")');
  writeFileSync(join(webDist, 'assets', 'index-AbC123.js.br'), brotliCompressSync('console.log("app")'));
  writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *\n');
  emulatorUrl = await start({});
  proxyUrl = await start({ GATEWAY_URL: 'http://127.0.0.1:9' });
});
afterAll(async () => {
  for (const server of running) await server.close();
  database?.cleanup();
  rmSync(webDist, { recursive: true, force: true });
});

type TCase = { name: string; path: string; method?: string; body?: string; headers?: Record<string, string> };

const json = { 'content-type': 'application/json' };
const CASES: TCase[] = [
  { name: 'SPA page', path: '/login' },
  { name: 'SPA root', path: '/' },
  { name: 'hashed asset (brotli)', path: '/assets/index-AbC123.js', headers: { 'accept-encoding': 'br' } },
  { name: 'static file', path: '/robots.txt' },
  { name: 'missing file 404', path: '/missing.png' },
  { name: 'health', path: '/healthz' },
  { name: '/api 404', path: '/api/nothing' },
  { name: '/api 401', path: '/api/profile?user_id=1' },
  { name: '/api 422', path: '/api/login', method: 'POST', body: '{}', headers: json },
  { name: '/api bad JSON 400', path: '/api/login', method: 'POST', body: '{', headers: json },
  { name: '/api 413', path: '/api/login', method: 'POST', body: JSON.stringify({ email: 'x'.repeat(300_000) }), headers: json },
  { name: '/trpc 401', path: '/trpc/services.all' },
  { name: '/trpc 404', path: '/trpc/no.such' },
  { name: '/trpc 400', path: '/trpc/auth.login', method: 'POST', body: '{', headers: json },
  { name: 'emulator outbox', path: '/emulator/outbox' },
  { name: 'emulator consent (bad state)', path: '/emulator/consent/not-a-token' },
  { name: 'POST to an SPA route', path: '/login', method: 'POST', body: 'x' },
];

const expectSecurityHeaders = (answer: TRawAnswer, label: string) => {
  const csp = String(answer.headers['content-security-policy'] ?? '');
  expect(csp, `${label}: CSP`).toMatch(/default-src '(self|none)'/);
  expect(csp, label).toContain("object-src 'none'");
  expect(csp, label).toMatch(/base-uri '(self|none)'/);
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(csp, label).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(answer.headers['x-content-type-options'], label).toBe('nosniff');
  expect(answer.headers['referrer-policy'], label).toBe('no-referrer');
  expect(answer.headers['x-frame-options'], label).toBe('DENY');
  expect(answer.headers['x-request-id'], label).toEqual(expect.any(String));
};

describe('security headers over real HTTP (issue 12, finding 2)', () => {
  it('are on every kind of answer in emulator mode', async () => {
    for (const { name, path, method, body, headers } of CASES) {
      const answer = await rawRequest(`${emulatorUrl}${path}`, { method, body, headers });
      expect(answer.status, name).toBeLessThan(500);
      expectSecurityHeaders(answer, `${name} (${answer.status})`);
    }
  });

  it('are on every kind of answer in proxy mode', async () => {
    for (const { name, path, method, body, headers } of CASES) {
      const answer = await rawRequest(`${proxyUrl}${path}`, { method, body, headers });
      expectSecurityHeaders(answer, `${name} (${answer.status})`);
    }
  });

  it('keep the SPA CSP fit for the built app', async () => {
    const csp = String((await rawRequest(`${emulatorUrl}/login`)).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self'");
  });

  it('send HSTS only over HTTPS: a proxy that says so, or an https PUBLIC_URL', async () => {
    expect((await rawRequest(`${emulatorUrl}/login`)).headers['strict-transport-security']).toBeUndefined();
    const proxied = await rawRequest(`${emulatorUrl}/login`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(proxied.headers['strict-transport-security']).toMatch(/max-age=\d{8}/);
    const httpsUrl = await start({ PUBLIC_URL: 'https://portal.example.com', GATEWAY_URL: 'http://127.0.0.1:9' });
    expect((await rawRequest(`${httpsUrl}/api/nothing`)).headers['strict-transport-security']).toMatch(/max-age=/);
  });
});
