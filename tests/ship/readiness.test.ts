// /healthz says the process is alive; /readyz whether it can serve: the SPA built, not draining,
// and in proxy mode the gateway answering (one cheap call, remembered a few seconds).
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/browser-server';
import { cleanUp, processEnv, startGateway, startProcess } from './processes';

afterAll(cleanUp);

const getJson = async (url: string) => {
  const answer = await fetch(url);
  return { status: answer.status, cacheControl: answer.headers.get('cache-control'), body: (await answer.json()) as Record<string, unknown> };
};

describe('readiness in proxy mode', () => {
  it('answers 503 with its reason while the gateway is unreachable, while /healthz answers 200', async () => {
    const nobody = `http://127.0.0.1:${await freePort()}`;
    const portal = await startProcess(process.execPath, ['dist/start.js'], { env: processEnv({ GATEWAY_URL: nobody, GATEWAY_TIMEOUT_MS: '1000' }) });
    expect(await getJson(`${portal.url}/healthz`)).toEqual({ status: 200, cacheControl: 'no-store', body: { ok: true, mode: 'proxy' } });
    expect(await getJson(`${portal.url}/readyz`)).toEqual({
      status: 503,
      cacheControl: 'no-store',
      body: {
        ok: false,
        mode: 'proxy',
        reason: `The gateway at ${nobody} did not answer within 1000 ms.`,
        // What is degraded without making the process unready on its own (issue 40).
        gateway_breaker: { state: 'closed', sentence: 'Gateway calls go through.' },
        throttle_store: { store: 'memory', sentence: 'Throttling counts in this process only (REDIS_URL is not set).' },
      },
    });
  });

  it('is ready while the gateway answers, and answers 503 from the moment a drain starts', async () => {
    const gateway = await startGateway();
    const portal = await startProcess(process.execPath, ['dist/start.js'], { env: processEnv({ GATEWAY_URL: gateway.url, SHUTDOWN_DELAY_MS: '3000' }) });
    expect(await getJson(`${portal.url}/readyz`)).toMatchObject({ status: 200, body: { ok: true, mode: 'proxy' } });

    portal.child.kill('SIGTERM');
    await new Promise((wait) => setTimeout(wait, 100));
    expect(await getJson(`${portal.url}/readyz`)).toMatchObject({ status: 503, body: { ok: false, reason: 'The server is shutting down.' } });
    // Still served during the delay (the balancer has not noticed yet), each answer closing its connection.
    const page = await fetch(`${portal.url}/healthz`);
    expect(page.status).toBe(200);
    expect(page.headers.get('connection')).toBe('close');
    expect((await portal.exited).code).toBe(0);
  });
});
