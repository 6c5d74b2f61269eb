// The composed server: health, security headers, where /api, /emulator and /trpc go in each
// mode, and the built SPA (hashed assets cached, client routes answered with index.html).
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { loadEnv } from '../../../server/env';
import { createLogger } from '../../../server/logger';
import { spaStaleReason as staleReason } from '../../../scripts/build-steps.js';
import { LOCAL_CONNECTION } from '../../support/emulator-app';
import { createTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

const logger = createLogger('silent');
let database: TTempDatabase;
let webDist: string;

beforeAll(() => {
  database = createTempDatabase();
  webDist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Portal</title><div id="root"></div>');
  writeFileSync(join(webDist, 'assets', 'index-AbC123.js'), 'console.log("app")');
  // The build's precompressed copies (web/vite-precompress.ts), made the same way here.
  writeFileSync(join(webDist, 'assets', 'index-AbC123.js.br'), brotliCompressSync('console.log("app")'));
  writeFileSync(join(webDist, 'assets', 'index-AbC123.js.gz'), gzipSync('console.log("app")'));
  writeFileSync(join(webDist, 'index.html.gz'), gzipSync('<!doctype html><title>Portal</title><div id="root"></div>'));
  writeFileSync(join(webDist, 'robots.txt'), 'User-agent: *\nDisallow:\n');
  // The build's own notes (Vite's manifest): for the scripts, not for browsers.
  mkdirSync(join(webDist, '.vite'));
  writeFileSync(join(webDist, '.vite', 'route-files.json'), '{"login":["assets/login-1.js"]}');
});
afterAll(() => {
  database?.cleanup();
  rmSync(webDist, { recursive: true, force: true });
});

const emulatorApp = () =>
  createApp({ env: loadEnv({ DATABASE_PATH: database.path, JWT_SECRET: 'server-test-secret-long-enough-for-hs256-use' }), logger, database, webDist });
const proxyApp = () => createApp({ env: loadEnv({ GATEWAY_URL: 'http://127.0.0.1:9' }), logger, webDist });

describe('health', () => {
  it('answers ok and the mode', async () => {
    expect(await (await emulatorApp().request('/healthz')).json()).toEqual({ ok: true, mode: 'emulator' });
    expect(await (await proxyApp().request('/healthz')).json()).toEqual({ ok: true, mode: 'proxy' });
  });

  it('refuses emulator mode without a database', () => {
    expect(() => createApp({ env: loadEnv({}), logger })).toThrow(/database/);
  });
});

describe('security headers', () => {
  it('puts a CSP fit for the SPA and the other headers on every answer', async () => {
    const app = emulatorApp();
    for (const path of ['/login', '/healthz', '/trpc/services.all', '/api/nothing']) {
      const response = await app.request(path);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("connect-src 'self'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-request-id')).toEqual(expect.any(String));
    }
  });

  it("keeps the stricter headers of the emulator's own pages", async () => {
    const response = await emulatorApp().request('/emulator/outbox', undefined, LOCAL_CONNECTION);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
  });

  it('echoes a sane incoming request id and replaces an unreasonable one', async () => {
    const app = emulatorApp();
    expect((await app.request('/healthz', { headers: { 'x-request-id': 'abc-123' } })).headers.get('x-request-id')).toBe('abc-123');
    expect((await app.request('/healthz', { headers: { 'x-request-id': 'bad id\u0007' } })).headers.get('x-request-id')).not.toBe('bad id\u0007');
  });
});

describe('routing by mode', () => {
  it('emulator mode serves the gateway at /api (its own JSON 404s) and its pages at /emulator', async () => {
    const app = emulatorApp();
    const missing = await app.request('/api/nothing-here');
    expect(missing.status).toBe(404);
    // The body also names the closest operations (tests/integration/emulator/near-misses.test.ts).
    expect(await missing.json()).toMatchObject({ success: false, message: 'No such endpoint', near_misses: expect.any(Array) });
    const unauthenticated = await app.request('/api/profile?user_id=1');
    expect(unauthenticated.status).toBe(401);
  });

  it('proxy mode serves neither /api nor /emulator (JSON 404), and no database is needed', async () => {
    const app = proxyApp();
    for (const path of ['/api/login', '/api/profile?user_id=1', '/emulator/outbox']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: 'No such endpoint' });
    }
  });

  it('answers unknown /trpc paths with JSON 404', async () => {
    const response = await emulatorApp().request('/trpc/no.such');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
  });
});

describe('the built SPA', () => {
  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await emulatorApp().request('/assets/index-AbC123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends the brotli or gzip copy the browser accepts, and the file as it is to one that accepts neither', async () => {
    const app = proxyApp();
    const asset = '/assets/index-AbC123.js';
    const br = await app.request(asset, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('accept-encoding');
    expect(br.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe('console.log("app")');

    const gz = await app.request(asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe('console.log("app")');

    const plain = await app.request(asset, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("app")');

    // Only a gzip copy of index.html exists: a brotli-first browser gets that one.
    const page = await app.request('/login', { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(gunzipSync(Buffer.from(await page.arrayBuffer())).toString()).toContain('<div id="root">');
  });

  it('answers client routes (any depth, with a query) with index.html, revalidated on every visit', async () => {
    const app = proxyApp();
    for (const path of ['/', '/login', '/admin/business-accounts/3/integrations/fb-sync/9', '/password-reset-confirm/?token=a&email=b%40c.d']) {
      const response = await app.request(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toContain('<div id="root">');
    }
  });

  it('serves robots.txt from the build and 404s a missing file instead of answering HTML', async () => {
    const app = proxyApp();
    const robots = await app.request('/robots.txt');
    expect(robots.status).toBe(200);
    expect(await robots.text()).toContain('User-agent');
    expect((await app.request('/assets/missing-123.js')).status).toBe(404);
    expect((await app.request('/favicon.ico')).status).toBe(404);
  });

  it('never serves the build\'s hidden notes (.vite/)', async () => {
    for (const app of [proxyApp(), emulatorApp()]) {
      for (const path of ['/.vite/route-files.json', '/.vite/', '/%2evite/route-files.json']) {
        const response = await app.request(path);
        expect(response.status, path).toBe(404);
        expect(await response.text(), path).not.toContain('login-1.js');
      }
    }
  });

  it('never serves a file outside the build folder', async () => {
    const app = proxyApp();
    for (const path of ['/..%2f..%2fpackage.json', '/%2e%2e/%2e%2e/package.json', '/assets/..%2f..%2f..%2fetc%2fpasswd']) {
      const response = await app.request(path);
      expect(await response.text(), path).not.toMatch(/"name"|root:/);
    }
  });

  it('says the web app is not built when the build folder is empty', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'portal-dist-empty-'));
    try {
      const response = await createApp({ env: loadEnv({ GATEWAY_URL: 'http://127.0.0.1:9' }), logger, webDist: empty }).request('/login');
      expect(response.status).toBe(503);
      expect(await response.text()).toContain('not built');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('rebuilds when index.html is missing or older than any source file', () => {
    const root = mkdtempSync(join(tmpdir(), 'portal-stale-'));
    try {
      const dist = join(root, 'dist');
      const source = join(root, 'src');
      mkdirSync(dist);
      mkdirSync(source);
      writeFileSync(join(source, 'main.tsx'), 'x');
      expect(staleReason(dist, [source])).toMatch(/no index.html/);
      writeFileSync(join(dist, 'index.html'), 'built');
      // Explicit times: a file written in the same clock tick as the build would not be newer.
      const sourceTime = new Date(Date.now() - 60_000);
      const buildTime = new Date(Date.now() - 30_000);
      utimesSync(join(source, 'main.tsx'), sourceTime, sourceTime);
      utimesSync(join(dist, 'index.html'), buildTime, buildTime);
      expect(staleReason(dist, [source])).toBeNull();
      writeFileSync(join(source, 'new-screen.tsx'), 'y');
      // Its time set as the others are (the clock's now): under a shifted clock the kernel's differs.
      utimesSync(join(source, 'new-screen.tsx'), new Date(), new Date());
      expect(staleReason(dist, [source])).toMatch(/changed/);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
