// loopbackOnly over real HTTP: the socket's remote address decides, headers can only refuse more.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listen } from '../../../server/boot';
import type { TRunningServer } from '../../../server/boot';
import { isLoopbackAddress, isLoopbackHost, loopbackOnly } from '../../../server/http/loopback-only';
import { externalIpv4, rawRequest } from '../../support/http';

const external = externalIpv4();
let server: TRunningServer;
let port: number;

beforeAll(async () => {
  const app = new Hono();
  app.use('/local/*', loopbackOnly({ isEnabled: true, message: 'This machine only.' }));
  app.use('/off/*', loopbackOnly({ isEnabled: false, message: 'This machine only.' }));
  app.get('/local/page', (c) => c.text('secret'));
  app.get('/off/page', (c) => c.text('secret'));
  // Every interface, so the test can also arrive from a non-loopback address of this machine.
  server = await listen(app.fetch, { host: '0.0.0.0', port: 0 });
  port = Number(new URL(server.url).port);
});
afterAll(() => server?.close());

describe('loopbackOnly', () => {
  it('serves a connection from 127.0.0.1', async () => {
    const answer = await rawRequest(`http://127.0.0.1:${port}/local/page`);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('secret');
  });

  it.skipIf(!external)('refuses a connection from another address with 403, whatever its headers claim', async () => {
    const claims: Record<string, string>[] = [{}, { host: 'localhost' }, { 'x-forwarded-for': '127.0.0.1' }, { forwarded: 'for=127.0.0.1' }];
    for (const headers of claims) {
      const answer = await rawRequest(`http://${external}:${port}/local/page`, { localAddress: external, headers });
      expect(answer.status, JSON.stringify(headers)).toBe(403);
      expect(answer.body).not.toContain('secret');
    }
  });

  it('refuses a loopback connection that says a proxy relayed it', async () => {
    for (const name of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const answer = await rawRequest(`http://127.0.0.1:${port}/local/page`, { headers: { [name]: '203.0.113.9' } });
      expect(answer.status, name).toBe(403);
    }
  });

  it('answers 404 to everyone when disabled', async () => {
    expect((await rawRequest(`http://127.0.0.1:${port}/off/page`)).status).toBe(404);
  });

  it('refuses an in-process call, which has no socket', async () => {
    const app = new Hono();
    app.use('*', loopbackOnly({ isEnabled: true, message: 'This machine only.' }));
    app.get('/x', (c) => c.text('secret'));
    expect((await app.request('/x')).status).toBe(403);
  });

  it('knows loopback addresses and hosts', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address), address).toBe(true);
    for (const address of ['192.0.2.2', '::ffff:10.0.0.1', '0.0.0.0', '::', 'fd00::2', '', undefined]) expect(isLoopbackAddress(address), String(address)).toBe(false);
    for (const host of ['localhost', '127.0.0.1', '[::1]', '::1']) expect(isLoopbackHost(host), host).toBe(true);
    for (const host of ['0.0.0.0', '::', 'example.com', '192.0.2.2']) expect(isLoopbackHost(host), host).toBe(false);
  });
});
