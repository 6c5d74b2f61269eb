// Proxy mode against a misbehaving gateway (a node:http server started here): refused
// connections, silence, HTML, truncated or cut-off JSON, 5xx, 429, redirects and answers that
// break the contract. Each must give its mapped tRPC error promptly, leave no socket open,
// and leave the server serving the next request.
import { createServer, request as httpRequest } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { listen } from '../../../server/boot';
import { loadEnv } from '../../../server/env';
import { GATEWAY_MESSAGES } from '../../../server/gateway/errors';
import { createTestLogger, expectServerErrors } from '../../support/server-log';
import { ERROR_MESSAGES } from '../../../shared/validation/messages';
import { expectRefusal } from '../../support/trpc-fixtures';
import { trpcClient } from '../../support/trpc-target';

const TIMEOUT_MS = 300;
/** "Promptly": well under a second for failures that need no waiting. */
const PROMPT_MS = 1_000;

const USER = {
  id: 7,
  name: 'Gale',
  email: 'gale@example.com',
  role: 'client',
  project_path: null,
  last_name: null,
  phone: null,
  telegram: null,
  facebook: null,
  businessAccounts: [],
  currentBusinessAccount: null,
};
const GOOD_LOGIN = { success: true, data: { token: 'upstream-token', user: USER }, message: 'ok' };
const GOOD_PROFILE = { success: true, data: { user: { email: USER.email, name: USER.name, project_path: null, last_name: null, phone: null, telegram: null, facebook: null } } };

type TBehaviour = (req: IncomingMessage, res: ServerResponse) => void;

const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text), ...headers });
  res.end(text);
};

const BEHAVIOURS = {
  good: (req, res) => json(res, 200, req.url?.startsWith('/api/profile') ? GOOD_PROFILE : GOOD_LOGIN),
  hang: () => {},
  html: (_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<!doctype html><title>Maintenance</title><p>Back soon</p>');
  },
  truncated: (_req, res) => {
    const text = '{"success":true,"data":{"tok';
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
    res.end(text);
  },
  cutOff: (_req, res) => {
    // Promises 10 kB, sends a few bytes, then drops the connection.
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': 10_000 });
    res.write('{"success":true,');
    setTimeout(() => res.socket?.destroy(), 20);
  },
  serverError: (_req, res) => json(res, 500, { message: 'SQLSTATE[42S02] at /srv/app/Db.php:12', trace: ['#0 /srv/app/index.php'] }),
  rateLimited: (_req, res) => json(res, 429, { success: false, message: 'Slow down, please.' }, { 'retry-after': '7' }),
  offContract: (_req, res) => json(res, 200, { success: true, data: { token: 12345, user: { id: 'seven' } }, message: 'ok' }),
  unauthorizedHtml: (_req, res) => {
    res.writeHead(401, { 'content-type': 'text/html' });
    res.end('<h1>401 Authorization Required</h1>');
  },
  unprocessable: (_req, res) =>
    json(res, 422, { success: false, message: 'The email is not allowed.', errors: { email: ['The email is not allowed.'] } }),
} satisfies Record<string, TBehaviour>;

type TUpstream = { server: Server; url: string; sockets: Set<Socket>; requests: IncomingMessage[]; behave: (name: keyof typeof BEHAVIOURS | TBehaviour) => void };

const startUpstream = async (): Promise<TUpstream> => {
  let behaviour: TBehaviour = BEHAVIOURS.good;
  const requests: IncomingMessage[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((req, res) => {
    requests.push(req);
    req.resume();
    req.on('end', () => behaviour(req, res));
  });
  // Idle keep-alive sockets close quickly, so any socket still open later is a held request.
  server.keepAliveTimeout = 100;
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    sockets,
    requests,
    behave: (name) => {
      behaviour = typeof name === 'function' ? name : BEHAVIOURS[name];
    },
  };
};

const closeServer = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** True once no socket to the upstream is open (waits up to `withinMs`). */
const hasNoOpenSockets = async (upstream: TUpstream, withinMs = 1_000): Promise<boolean> => {
  const deadline = Date.now() + withinMs;
  while (upstream.sockets.size > 0) {
    if (Date.now() > deadline) return false;
    await sleep(10);
  }
  return true;
};

const startPortal = async (gatewayUrl: string, timeoutMs = TIMEOUT_MS) => {
  const { logger, lines: logs } = createTestLogger('warn');
  const env = loadEnv({ GATEWAY_URL: gatewayUrl, GATEWAY_TIMEOUT_MS: String(timeoutMs), LOG_LEVEL: 'warn' });
  const app = createApp({ env, logger });
  const running = await listen(app.fetch, { host: '127.0.0.1', port: 0 });
  return { running, logs, client: (token?: string) => trpcClient(running.url, token) };
};

const timings: { fault: string; ms: number }[] = [];
const timed = async <T>(fault: string, run: () => Promise<T>): Promise<{ result: T; ms: number }> => {
  const startedAt = performance.now();
  const result = await run();
  const ms = Math.round(performance.now() - startedAt);
  timings.push({ fault, ms });
  return { result, ms };
};

let upstream: TUpstream;
let portal: Awaited<ReturnType<typeof startPortal>>;

beforeAll(async () => {
  upstream = await startUpstream();
  portal = await startPortal(upstream.url);
});

afterEach(async () => {
  // After every fault: no socket left open upstream, and the server still serves.
  expect(await hasNoOpenSockets(upstream), 'a socket to the gateway was left open').toBe(true);
  upstream.behave('good');
  expect((await fetch(`${portal.running.url}/healthz`)).status).toBe(200);
  expect((await portal.client().auth.login.mutate({ email: 'gale@example.com', password: 'pw' })).data.token).toBe('upstream-token');
});

afterAll(async () => {
  const closing = performance.now();
  await portal?.running.close();
  // Closing waits for requests in flight: a held request would show here as a slow close.
  expect(performance.now() - closing).toBeLessThan(PROMPT_MS);
  if (upstream) await closeServer(upstream.server);
  console.log(`Gateway fault timings (deadline ${TIMEOUT_MS} ms):\n${timings.map((t) => `  ${t.fault.padEnd(28)} ${String(t.ms).padStart(5)} ms`).join('\n')}`);
});

const login = () => portal.client().auth.login.mutate({ email: 'gale@example.com', password: 'pw' });

describe('a gateway that misbehaves', () => {
  it('passes the bearer token, the query and a request id to the gateway', async () => {
    const before = upstream.requests.length;
    const answer = await portal.client('caller-jwt').profile.get.query({ user_id: 7 });
    expect(answer.data.user.email).toBe(USER.email);
    const request = upstream.requests[before];
    expect(request?.method).toBe('GET');
    expect(request?.url).toBe('/api/profile?user_id=7');
    expect(request?.headers.authorization).toBe('Bearer caller-jwt');
    expect(request?.headers['x-request-id']).toEqual(expect.any(String));
  });

  it('connection refused → SERVICE_UNAVAILABLE (503), at once', async () => {
    const dead = await startUpstream();
    const deadUrl = dead.url;
    await closeServer(dead.server);
    const refused = await startPortal(deadUrl);
    try {
      const { ms } = await timed('connection refused', () =>
        expectRefusal(refused.client().auth.login.mutate({ email: 'gale@example.com', password: 'pw' }), {
          code: 'SERVICE_UNAVAILABLE',
          status: 503,
          message: GATEWAY_MESSAGES.UNREACHABLE,
        }),
      );
      expect(ms).toBeLessThan(PROMPT_MS);
      expect((await fetch(`${refused.running.url}/healthz`)).status).toBe(200);
    } finally {
      await refused.running.close();
    }
  });

  it('no answer → GATEWAY_TIMEOUT (504) when the deadline fires, and the socket is closed', async () => {
    upstream.behave('hang');
    const { ms } = await timed('no answer (deadline)', () =>
      expectRefusal(login(), { code: 'GATEWAY_TIMEOUT', status: 504, message: GATEWAY_MESSAGES.TIMEOUT }),
    );
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(ms).toBeLessThan(TIMEOUT_MS + PROMPT_MS);
    expect(await hasNoOpenSockets(upstream, 500)).toBe(true);
  });

  it('HTML instead of JSON → BAD_GATEWAY (502), logged', async () => {
    expectServerErrors(/^gateway answer is not JSON$/);
    upstream.behave('html');
    const { ms } = await timed('HTML instead of JSON', () =>
      expectRefusal(login(), { code: 'BAD_GATEWAY', status: 502, message: GATEWAY_MESSAGES.BAD_ANSWER }),
    );
    expect(ms).toBeLessThan(PROMPT_MS);
    expect(portal.logs).toContainEqual(expect.objectContaining({ level: 'error', message: 'gateway answer is not JSON', endpoint: 'POST /api/login' }));
  });

  it('truncated JSON → BAD_GATEWAY (502)', async () => {
    expectServerErrors(/^gateway answer is not JSON$/);
    upstream.behave('truncated');
    const { ms } = await timed('truncated JSON', () =>
      expectRefusal(login(), { code: 'BAD_GATEWAY', status: 502, message: GATEWAY_MESSAGES.BAD_ANSWER }),
    );
    expect(ms).toBeLessThan(PROMPT_MS);
  });

  it('an answer cut off mid-body → BAD_GATEWAY (502)', async () => {
    upstream.behave('cutOff');
    const { ms } = await timed('cut off mid-body', () =>
      expectRefusal(login(), { code: 'BAD_GATEWAY', status: 502, message: GATEWAY_MESSAGES.BAD_ANSWER }),
    );
    expect(ms).toBeLessThan(PROMPT_MS);
  });

  it('a 500 → BAD_GATEWAY (502) without the gateway’s insides', async () => {
    upstream.behave('serverError');
    const { result, ms } = await timed('500', () =>
      expectRefusal(login(), { code: 'BAD_GATEWAY', status: 502, message: GATEWAY_MESSAGES.UPSTREAM_ERROR }),
    );
    expect(ms).toBeLessThan(PROMPT_MS);
    expect(JSON.stringify(result.shape)).not.toMatch(/SQLSTATE|\.php|trace/);
  });

  it('a 429 → TOO_MANY_REQUESTS (429) with the gateway’s message and Retry-After', async () => {
    upstream.behave('rateLimited');
    const { result, ms } = await timed('429', () =>
      expectRefusal(login(), { code: 'TOO_MANY_REQUESTS', status: 429, message: 'Slow down, please.' }),
    );
    expect(ms).toBeLessThan(PROMPT_MS);
    expect(result.data?.retryAfterSeconds).toBe(7);
  });

  it('an answer that breaks the contract → BAD_GATEWAY (502), logged with the endpoint and the mismatch', async () => {
    expectServerErrors(/^gateway answer cannot be read$/);
    upstream.behave('offContract');
    const { ms } = await timed('contract-breaking body', () =>
      expectRefusal(login(), { code: 'BAD_GATEWAY', status: 502, message: 'The gateway answered something unexpected.' }),
    );
    expect(ms).toBeLessThan(PROMPT_MS);
    const logged = portal.logs.find((line) => line.message === 'gateway answer cannot be read');
    expect(logged).toMatchObject({ level: 'error', endpoint: 'POST /api/login' });
    expect(logged?.mismatch).toEqual(expect.arrayContaining([expect.objectContaining({ path: 'data.user.id' })]));
  });

  it('a 401 with an HTML body → UNAUTHORIZED (401) with the login screen\'s own text (spec §8)', async () => {
    upstream.behave('unauthorizedHtml');
    await timed('401 with HTML', () => expectRefusal(login(), { code: 'UNAUTHORIZED', status: 401, message: ERROR_MESSAGES.loginNoToken }));
  });

  it('a 422 → UNPROCESSABLE_CONTENT (422) with the gateway’s message and field errors', async () => {
    upstream.behave('unprocessable');
    const { result } = await timed('422', () =>
      expectRefusal(login(), { code: 'UNPROCESSABLE_CONTENT', status: 422, message: 'The email is not allowed.' }),
    );
    expect(result.data?.errors).toEqual({ email: ['The email is not allowed.'] });
  });

  it('a redirect elsewhere → BAD_GATEWAY (502); the token is never sent to the other host', async () => {
    const elsewhere = await startUpstream();
    try {
      upstream.behave((_req, res) => {
        res.writeHead(302, { location: `${elsewhere.url}/steal`, 'content-length': 0 });
        res.end();
      });
      await timed('redirect to another host', () =>
        expectRefusal(portal.client('caller-jwt').profile.get.query({ user_id: 7 }), { code: 'BAD_GATEWAY', status: 502 }),
      );
      expect(elsewhere.requests).toHaveLength(0);
    } finally {
      await closeServer(elsewhere.server);
    }
  });

  it('a browser that goes away stops the gateway call at once (its socket closes before the deadline)', async () => {
    const patient = await startPortal(upstream.url, 10_000);
    try {
      upstream.behave('hang');
      const before = upstream.requests.length;
      // A tab that closes drops its connection: node:http lets the test do exactly that.
      const browser = httpRequest(`${patient.running.url}/trpc/auth.login`, { method: 'POST', headers: { 'content-type': 'application/json' } });
      browser.on('error', () => undefined);
      browser.end(JSON.stringify({ email: 'gale@example.com', password: 'pw' }));
      while (upstream.requests.length === before) await sleep(5);
      const startedAt = performance.now();
      browser.destroy();
      expect(await hasNoOpenSockets(upstream, 2_000)).toBe(true);
      timings.push({ fault: 'browser went away', ms: Math.round(performance.now() - startedAt) });
    } finally {
      const closing = performance.now();
      await patient.running.close();
      expect(performance.now() - closing).toBeLessThan(PROMPT_MS);
    }
  });

  it('a browser that goes away during a query over GET stops its gateway call too', async () => {
    const patient = await startPortal(upstream.url, 10_000);
    try {
      upstream.behave('hang');
      const before = upstream.requests.length;
      const browser = httpRequest(`${patient.running.url}/trpc/services.all`, { headers: { authorization: 'Bearer some-token' } });
      browser.on('error', () => undefined);
      browser.end();
      while (upstream.requests.length === before) await sleep(5);
      browser.destroy();
      expect(await hasNoOpenSockets(upstream, 2_000)).toBe(true);
    } finally {
      await patient.running.close();
    }
  });
});
