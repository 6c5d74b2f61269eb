// A gateway brown-out: once the gateway stops answering, the breaker opens and every call is
// answered at once with the §8 message; when the gateway is back, a probe closes it and the
// portal serves again. Breaker timings come from the configuration, short here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT } from '../../seed/demo-logins';
import { GATEWAY_MESSAGES } from '../../server/gateway/errors';
import { startEmulatorProcess } from '../contract/support/emulator-process';
import type { TEmulatorProcess } from '../contract/support/emulator-process';
import { startPortalProcess } from './support/portal-process';
import type { TPortalProcess } from './support/portal-process';
import { startRecordingGateway } from './support/recording-gateway';
import type { TRecordingGateway } from './support/recording-gateway';
import { trpcMutation, trpcQuery } from './support/trpc-http';

let emulator: TEmulatorProcess;
let gateway: TRecordingGateway;
let portal: TPortalProcess;
let headers: Record<string, string> = {};
let input: { user_id: number } = { user_id: 0 };

beforeAll(async () => {
  emulator = await startEmulatorProcess({ env: { JWT_SECRET: 'scale-suite-gateway-secret-long-enough-for-hs256' } });
  gateway = await startRecordingGateway(emulator.baseUrl);
  portal = await startPortalProcess({ GATEWAY_URL: gateway.url, GATEWAY_TIMEOUT_MS: '1500', GATEWAY_BREAKER_FAILURES: '3', GATEWAY_BREAKER_HALF_OPEN_MS: '2000' });
  const login = await trpcMutation(portal.url, 'auth.login', DEMO_CLIENT);
  headers = { authorization: `Bearer ${login.body.result?.data.data.token}` };
  input = { user_id: login.body.result?.data.data.user.id ?? 0 };
});

afterAll(async () => {
  await portal?.stop();
  await gateway?.close();
  await emulator?.stop();
});

describe('the gateway breaker', () => {
  it('answers at once with the §8 message while the gateway hangs, and serves again once it is back', async () => {
    expect((await trpcQuery(portal.url, 'profile.get', input, headers)).status).toBe(200);
    gateway.setHanging(true);
    // The calls that find the gateway silent wait for their deadline and open the breaker.
    const first = await Promise.all([0, 1, 2].map(() => trpcQuery(portal.url, 'profile.get', input, headers)));
    expect(first.map((answer) => answer.message)).toEqual(Array(3).fill(GATEWAY_MESSAGES.TIMEOUT));
    // The third failure reaches the breaker as its socket is destroyed, a moment after the answer.
    await expect.poll(async () => (await (await fetch(`${portal.url}/metrics`)).text()).includes('state="open"} 1')).toBe(true);

    const whileOpen = [];
    for (let call = 0; call < 20; call += 1) whileOpen.push(await trpcQuery(portal.url, 'profile.get', input, headers));
    for (const answer of whileOpen) {
      expect(answer.message).toBe(GATEWAY_MESSAGES.UPSTREAM_ERROR);
      expect(answer.ms).toBeLessThan(1_000);
    }
    const metrics = await (await fetch(`${portal.url}/metrics`)).text();
    expect(metrics).toMatch(/portal_gateway_breaker_state\{origin="[^"]+",state="open"\} 1/);
    expect(metrics).toMatch(/portal_gateway_call_duration_seconds_count\{operation="GET \/api\/profile",outcome="circuit_open"\} \d+/);
    expect(portal.lines.some((line) => line.includes('gateway breaker opened'))).toBe(true);
    // The balancer is told too: not ready while the breaker is open, saying why.
    const readiness = await fetch(`${portal.url}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toMatchObject({ ok: false, gateway_breaker: { state: 'open' } });

    gateway.setHanging(false);
    const backAt = Date.now();
    await expect.poll(async () => (await trpcQuery(portal.url, 'profile.get', input, headers)).status, { timeout: 30_000, interval: 500 }).toBe(200);
    expect(Date.now() - backAt).toBeLessThan(30_000);
    expect(await (await fetch(`${portal.url}/metrics`)).text()).toMatch(/portal_gateway_breaker_state\{origin="[^"]+",state="closed"\} 1/);
  });
});
