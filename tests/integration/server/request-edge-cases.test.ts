// Issue 12, finding 8, over real HTTP: a body that is not an object gets a validation message
// (not "Cannot read properties of null"), and a 413 on /api closes the connection so the next
// request cannot be read from the middle of the refused body.
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { listen } from '../../../server/boot';
import type { TRunningServer } from '../../../server/boot';
import { loadEnv } from '../../../server/env';
import { createLogger } from '../../../server/logger';
import { NOT_AN_OBJECT_MESSAGE } from '../../../server/trpc/init';
import { rawRequest } from '../../support/http';
import { createTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

let database: TTempDatabase;
let server: TRunningServer;
beforeAll(async () => {
  database = createTempDatabase();
  const env = loadEnv({ DATABASE_PATH: database.path, JWT_SECRET: 'edge-cases-secret-that-is-long-enough-for-hs256' });
  server = await listen(createApp({ env, logger: createLogger('silent'), database }).fetch, { host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await server?.close();
  database?.cleanup();
});

/** Two requests written back to back on one keep-alive socket; everything the server sends. */
const twoOnOneSocket = (first: string, second: string): Promise<{ text: string; isClosed: boolean }> =>
  new Promise((resolve, reject) => {
    const url = new URL(server.url);
    const socket = connect(Number(url.port), url.hostname);
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, isClosed: false });
    }, 3_000);
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, isClosed: true });
    });
    socket.on('connect', () => {
      socket.write(first);
      socket.write(second);
    });
    socket.on('timeout', reject);
  });

describe('smaller findings (issue 12, finding 8)', () => {
  it.each(['auth.register', 'auth.confirmPasswordReset', 'auth.login'])('%s with a null, list or text body answers 400 with a validation message', async (procedure) => {
    for (const body of ['null', '[]', '"text"', '1']) {
      const answer = await rawRequest(`${server.url}/trpc/${procedure}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(answer.status, body).toBe(400);
      const message = (JSON.parse(answer.body) as { error: { message: string } }).error.message;
      expect(message, body).toBe(NOT_AN_OBJECT_MESSAGE);
    }
  });

  it('closes the connection after a 413 on /api, so the next request on it is not misread', async () => {
    const big = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(300 * 1024) });
    const first = `POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${big.length}\r\n\r\n${big}`;
    const second = 'GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n';
    const { text, isClosed } = await twoOnOneSocket(first, second);
    expect(text).toMatch(/^HTTP\/1\.1 413/);
    expect(text.toLowerCase()).toContain('connection: close');
    expect(isClosed).toBe(true);
    // Nothing but the 413 came back: no answer parsed out of the refused body.
    expect(text.match(/HTTP\/1\.1 \d{3}/g)).toEqual(['HTTP/1.1 413']);
    expect((await rawRequest(`${server.url}/healthz`)).status).toBe(200);
  });
});
