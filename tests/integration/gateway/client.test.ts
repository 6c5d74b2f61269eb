// The gateway client on its own: how a contract call becomes an HTTP request (and which inputs
// it refuses to send anywhere), how answers are read, and the one error map to tRPC codes.
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../shared/contract/endpoints';
import { buildGatewayRequest, normaliseBase } from '../../../server/gateway/build-request';
import { GATEWAY_MESSAGES, GatewayError, errorFromStatus } from '../../../server/gateway/errors';
import type { TGatewayErrorCode } from '../../../server/gateway/errors';
import { createGateway } from '../../../server/gateway/client';
import { createLogger } from '../../../server/logger';
import { TRPC_CODE_OF, toTrpcError } from '../../../server/trpc/gateway-error';

const BASE = normaliseBase('http://gateway.test');
const silent = createLogger('silent');

const LOGIN_ANSWER = {
  success: true,
  data: {
    token: 't',
    user: { id: 1, name: 'A', email: 'a@example.com', role: 'client', project_path: null, last_name: null, phone: null, telegram: null, facebook: null, businessAccounts: [], currentBusinessAccount: null },
  },
  message: 'ok',
};

/** The client over HTTP to a Hono app in process (no socket), as in proxy mode. */
const httpGatewayTo = (app: Hono, timeoutMs: number) =>
  createGateway({ baseUrl: 'http://emulator.internal', fetch: async (url, init) => app.request(url, init), timeoutMs, logger: silent });

/** A gateway stand-in that records what it was sent (a real Hono app). */
const recordingGateway = (answer: (request: Request) => Response | Promise<Response>, options: { timeoutMs?: number; maxAnswerBytes?: number } = {}) => {
  const seen: { method: string; url: string; headers: Headers; body: string }[] = [];
  const app = new Hono();
  app.all('*', async (c) => {
    seen.push({ method: c.req.method, url: c.req.url, headers: c.req.raw.headers, body: await c.req.text() });
    return answer(c.req.raw);
  });
  const gateway = httpGatewayTo(app, options.timeoutMs ?? 2_000);
  return { seen, client: gateway.clientFor({ requestId: 'req-1' }) };
};

const codeOf = async (call: Promise<unknown>): Promise<TGatewayErrorCode> => {
  try {
    await call;
  } catch (error) {
    if (error instanceof GatewayError) return error.code;
    throw error;
  }
  throw new Error('Expected a GatewayError');
};

describe('building a gateway request', () => {
  it('fills path placeholders, sends the rest as the query of a GET (booleans as 1/0, no empty values)', () => {
    const { url, init } = buildGatewayRequest(
      endpoints.getInsights,
      { service_path: 'google-ads', user_id: 3, ba_id: undefined, account_id: 5, integration_id: null },
      BASE,
      { token: 'jwt', requestId: 'r' },
    );
    expect(url.href).toBe('http://gateway.test/api/google-ads/insights?user_id=3&account_id=5');
    expect(init).toMatchObject({ method: 'GET', headers: { authorization: 'Bearer jwt', 'x-request-id': 'r', accept: 'application/json' } });
    expect(init.body).toBeUndefined();
    const flagged = buildGatewayRequest(endpoints.listServices, { user_id: 1, type: 'export', extra: true } as never, BASE, {});
    expect(flagged.url.search).toBe('?user_id=1&type=export&extra=1');
  });

  it('sends a JSON body for anything but GET, DELETE included, keeping nulls', () => {
    const { url, init } = buildGatewayRequest(endpoints.deleteServiceUser, { service_path: 'ws-sync', user_id: 2, integration_id: 9 }, BASE, {});
    expect(url.href).toBe('http://gateway.test/api/ws-sync/users');
    expect(init.method).toBe('DELETE');
    expect(JSON.parse(init.body as string)).toEqual({ user_id: 2, integration_id: 9 });
    const saved = buildGatewayRequest(endpoints.saveProfile, { user_id: 2, name: 'N', email: 'n@example.com', project_path: 'p', last_name: null }, BASE, {});
    expect(JSON.parse(saved.init.body as string)).toMatchObject({ last_name: null });
  });

  it('keeps a path prefix of GATEWAY_URL and never sends the token without one', () => {
    const { url, init } = buildGatewayRequest(endpoints.login, { email: 'a@example.com', password: 'p' }, normaliseBase('https://gw.example/v2/'), { token: null });
    expect(url.href).toBe('https://gw.example/v2/api/login');
    expect(init.headers).not.toHaveProperty('authorization');
  });

  it('encodes path values, so none can add segments, a query or leave the origin', () => {
    const { url } = buildGatewayRequest(endpoints.getIntegration, { id: '5/../../admin?x=1#y', user_id: 1 } as never, BASE, {});
    expect(url.origin).toBe('http://gateway.test');
    expect(url.pathname).toBe('/api/integrations/5%2F..%2F..%2Fadmin%3Fx%3D1%23y');
    expect(url.searchParams.get('x')).toBeNull();
    const hostLike = buildGatewayRequest(endpoints.getIntegration, { id: '//evil.example', user_id: 1 } as never, BASE, {});
    expect(hostLike.url.origin).toBe('http://gateway.test');
  });

  it("refuses a dot-segment value that URL parsing would resolve away, and a missing one", () => {
    expect(() => buildGatewayRequest(endpoints.getIntegration, { id: '..', user_id: 1 } as never, BASE, {})).toThrow(GatewayError);
    expect(() => buildGatewayRequest(endpoints.getIntegration, { id: '.', user_id: 1 } as never, BASE, {})).toThrow(GatewayError);
    expect(() => buildGatewayRequest(endpoints.getIntegration, { user_id: 1 } as never, BASE, {})).toThrow(GatewayError);
  });

  it('accepts only http(s) gateways', () => {
    expect(() => normaliseBase('file:///etc/passwd')).toThrow(/http/);
  });
});

describe('calling the gateway', () => {
  it('sends token and request id, and answers the body parsed by the contract (unknown fields dropped)', async () => {
    const { seen, client } = recordingGateway(() => Response.json({ ...LOGIN_ANSWER, data: { ...LOGIN_ANSWER.data, password_hash: 'x' } }));
    const answer = await client.call('login', { email: 'a@example.com', password: 'p' }, 'jwt');
    expect(answer.data.token).toBe('t');
    expect(answer.data).not.toHaveProperty('password_hash');
    expect(seen[0]).toMatchObject({ method: 'POST', url: 'http://emulator.internal/api/login' });
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer jwt');
    expect(seen[0]?.headers.get('x-request-id')).toBe('req-1');
  });

  it('gives up on an in-process gateway that never answers when the deadline fires', async () => {
    const { client } = recordingGateway(() => new Promise<Response>(() => {}), { timeoutMs: 50 });
    const startedAt = performance.now();
    expect(await codeOf(client.call('login', { email: 'a@example.com', password: 'p' }))).toBe('TIMEOUT');
    expect(performance.now() - startedAt).toBeLessThan(1_000);
  });

  it('stops the call when the request it serves is abandoned', async () => {
    const app = new Hono();
    app.all('*', () => new Promise<Response>(() => {}));
    const gone = new AbortController();
    const client = httpGatewayTo(app, 5_000).clientFor({ signal: gone.signal });
    const call = codeOf(client.call('login', { email: 'a@example.com', password: 'p' }));
    gone.abort();
    expect(await call).toBe('CLIENT_GONE');
  });

  it('refuses an answer larger than the cap instead of buffering it', async () => {
    const app = new Hono();
    app.all('*', (c) => c.json({ ...LOGIN_ANSWER, message: 'x'.repeat(20_000) }));
    const capped = createGateway({
      baseUrl: 'http://gateway.test',
      fetch: async (url, init) => app.request(url, init),
      timeoutMs: 1_000,
      logger: silent,
      maxAnswerBytes: 10_000,
    });
    expect(await codeOf(capped.clientFor().call('login', { email: 'a@example.com', password: 'p' }))).toBe('BAD_ANSWER');
  });
});

describe('reading refusals', () => {
  const headers = new Headers();
  it.each([
    [400, 'BAD_REQUEST'],
    [401, 'UNAUTHORIZED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [409, 'CONFLICT'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [418, 'BAD_REQUEST'],
    [422, 'UNPROCESSABLE'],
    [429, 'TOO_MANY_REQUESTS'],
    [500, 'UPSTREAM_ERROR'],
    [503, 'UPSTREAM_ERROR'],
    [302, 'BAD_ANSWER'],
  ] as const)('a %i becomes %s', (status, code) => {
    expect(errorFromStatus(status, '', headers).code).toBe(code);
  });

  it("keeps a refusal's message and field errors, but never a 5xx body", () => {
    const refusal = errorFromStatus(409, { success: false, message: 'Already used.', errors: { hash: ['Already used.'] } }, headers);
    expect(refusal.message).toBe('Already used.');
    expect(refusal.details.fieldErrors).toEqual({ hash: ['Already used.'] });
    expect(errorFromStatus(404, '<h1>Not Found</h1>', headers).message).toBe(GATEWAY_MESSAGES.NOT_FOUND);
    expect(errorFromStatus(500, { success: false, message: 'SQL error at line 3' }, headers).message).toBe(GATEWAY_MESSAGES.UPSTREAM_ERROR);
  });

  it('reads Retry-After as seconds or as a date', () => {
    expect(errorFromStatus(429, '', new Headers({ 'retry-after': '12' })).details.retryAfterSeconds).toBe(12);
    const inAMinute = new Date(Date.now() + 60_000).toUTCString();
    expect(errorFromStatus(429, '', new Headers({ 'retry-after': inAMinute })).details.retryAfterSeconds).toBeGreaterThan(55);
  });
});

describe('GatewayError → tRPC error', () => {
  const expectedStatus: Record<TGatewayErrorCode, number> = {
    BAD_REQUEST: 400,
    UNAUTHORIZED: 401,
    FORBIDDEN: 403,
    NOT_FOUND: 404,
    CONFLICT: 409,
    UNPROCESSABLE: 422,
    PAYLOAD_TOO_LARGE: 413,
    TOO_MANY_REQUESTS: 429,
    UPSTREAM_ERROR: 502,
    BAD_ANSWER: 502,
    TIMEOUT: 504,
    UNREACHABLE: 503,
    CLIENT_GONE: 499,
  };

  it.each(Object.keys(TRPC_CODE_OF) as TGatewayErrorCode[])('%s keeps its message and maps to its HTTP status', (code) => {
    const error = toTrpcError(new GatewayError(code));
    expect(error.message).toBe(GATEWAY_MESSAGES[code]);
    expect(getHTTPStatusCodeFromError(error)).toBe(expectedStatus[code]);
    expect(error.code).not.toBe('INTERNAL_SERVER_ERROR');
  });
});
