// What an operator reads from a portal process: /metrics (valid for promtool, the histograms
// filled after traffic, refused to the world), one JSON access line per request with no password
// or JWT in any line, and the caller's trace id carried to the gateway with the client's address.
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT } from '../../seed/demo-logins';
import { startEmulatorProcess } from '../contract/support/emulator-process';
import type { TEmulatorProcess } from '../contract/support/emulator-process';
import { ensureDebianCommand } from '../support/debian-tool';
import { startPortalProcess } from './support/portal-process';
import type { TPortalProcess } from './support/portal-process';
import { startRecordingGateway } from './support/recording-gateway';
import type { TRecordingGateway } from './support/recording-gateway';
import { trpcMutation, trpcQuery } from './support/trpc-http';

const METRICS_TOKEN = 'scale-suite-metrics-token';
const TRACE_ID = '4bf92f3577b34da6a3ce929d0e0e4736';
const JWT_SHAPED = /eyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/;

let emulator: TEmulatorProcess;
let gateway: TRecordingGateway;
let portal: TPortalProcess;
let token = '';

beforeAll(async () => {
  emulator = await startEmulatorProcess({ env: { JWT_SECRET: 'scale-suite-gateway-secret-long-enough-for-hs256' } });
  gateway = await startRecordingGateway(emulator.baseUrl);
  portal = await startPortalProcess({ GATEWAY_URL: gateway.url, METRICS_TOKEN, TRUSTED_PROXIES: '127.0.0.1' });
  // Traffic: a sign-in (through a trusted balancer, with a trace), a batch of reads, a wrong password.
  const login = await trpcMutation(portal.url, 'auth.login', DEMO_CLIENT, {
    traceparent: `00-${TRACE_ID}-00f067aa0ba902b7-01`,
    'x-forwarded-for': '203.0.113.7',
  });
  token = login.body.result?.data.data.token ?? '';
  const userId = login.body.result?.data.data.user.id;
  await trpcQuery(portal.url, 'profile.get', { user_id: userId }, { authorization: `Bearer ${token}` });
  await trpcQuery(portal.url, 'businessAccounts.list', { user_id: userId }, { authorization: `Bearer ${token}` });
  await trpcMutation(portal.url, 'auth.login', { email: DEMO_CLIENT.email, password: 'a-wrong-password-2026' });
});

afterAll(async () => {
  await portal?.stop();
  await gateway?.close();
  await emulator?.stop();
});

describe('an operator reading a portal process', () => {
  it('serves /metrics that promtool accepts, with the request and gateway histograms after traffic', async () => {
    const response = await fetch(`${portal.url}/metrics`);
    expect(response.status).toBe(200);
    const text = await response.text();
    const promtool = ensureDebianCommand('promtool', 'prometheus');
    const check = spawnSync(promtool, ['check', 'metrics'], { input: text, encoding: 'utf8' });
    expect(check.stderr + check.stdout).toBe('');
    expect(check.status).toBe(0);
    expect(text).toMatch(/portal_http_request_duration_seconds_bucket\{le="[^"]+",route="auth\.login",method="POST",status_class="2xx"\} 1/);
    expect(text).toMatch(/portal_http_request_duration_seconds_count\{route="profile\.get",method="GET",status_class="2xx"\} 1/);
    expect(text).toMatch(/portal_gateway_call_duration_seconds_count\{operation="POST \/api\/login",outcome="ok"\} 1/);
    expect(text).toMatch(/portal_gateway_call_duration_seconds_count\{operation="POST \/api\/login",outcome="unprocessable"\} 1/);
    expect(text).toMatch(/portal_gateway_breaker_state\{origin="[^"]+",state="closed"\} 1/);
    expect(text).toContain('process_cpu_seconds_total');
  });

  it('refuses /metrics to a relayed caller without the token, and serves it with the token', async () => {
    const relayed = { 'x-forwarded-for': '198.51.100.9' };
    expect((await fetch(`${portal.url}/metrics`, { headers: relayed })).status).toBe(403);
    expect((await fetch(`${portal.url}/metrics`, { headers: { ...relayed, authorization: 'Bearer not-the-token-at-all' } })).status).toBe(403);
    expect((await fetch(`${portal.url}/metrics`, { headers: { ...relayed, authorization: `Bearer ${METRICS_TOKEN}` } })).status).toBe(200);
  });

  it('writes one JSON access line per request with route, status, durations and trace id, and never a password or a JWT', () => {
    const lines = portal.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const access = lines.filter((line) => line.message === 'request');
    expect(access.find((line) => line.route === 'auth.login' && line.status === 200)).toMatchObject({ level: 'info', traceId: TRACE_ID, method: 'POST' });
    const read = access.find((line) => line.route === 'profile.get');
    expect(read).toMatchObject({ status: 200, userId: expect.any(Number) });
    expect(read?.ms).toEqual(expect.any(Number));
    expect(read?.upstreamMs).toEqual(expect.any(Number));
    expect(lines.some((line) => String(line.message).startsWith('Portal ready at'))).toBe(true);
    for (const line of portal.lines) {
      expect(line).not.toContain(DEMO_CLIENT.password);
      expect(line).not.toContain('a-wrong-password-2026');
      expect(line).not.toMatch(JWT_SHAPED);
      expect(line).not.toContain(DEMO_CLIENT.email);
    }
  });

  it('carries the caller trace id and the client address (from the trusted balancer) to the gateway', () => {
    const login = gateway.seen.find((request) => request.path === '/api/login');
    expect(String(login?.headers.traceparent)).toMatch(new RegExp(`^00-${TRACE_ID}-[0-9a-f]{16}-01$`));
    expect(login?.headers['x-forwarded-for']).toBe('203.0.113.7');
    // A request without a traceparent starts its own trace, still carried on.
    const read = gateway.seen.find((request) => request.path.startsWith('/api/profile'));
    expect(String(read?.headers.traceparent)).toMatch(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/);
    expect(String(read?.headers.traceparent)).not.toContain(TRACE_ID);
  });
});
