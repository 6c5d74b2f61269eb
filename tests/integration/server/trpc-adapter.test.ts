// tRPC answers through its own fetch adapter only (server/trpc/handler.ts). Over real HTTP: the
// gateway's Retry-After reaches the browser, in a batch too; a browser that leaves stops the
// gateway calls of its batch; a procedure that fails on our side is logged and answered with the
// id of the request it served.
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT } from '../../../seed/demo-logins';
import type { TGateway } from '../../../server/gateway/client';
import { requestIdHeader } from '../../../server/http/request-id';
import { TRPC_ENDPOINT, createTrpcHandler } from '../../../server/trpc/handler';
import { SERVER_MESSAGES } from '../../../shared/validation/messages';
import { createTestLogger, expectServerErrors } from '../../support/server-log';
import { signIn } from '../../support/trpc-fixtures';
import type { TSignedIn } from '../../support/trpc-fixtures';
import { startTrpcTarget } from '../../support/trpc-target';
import type { TTrpcTarget } from '../../support/trpc-target';

const RETRY_AFTER_SECONDS = 7;
const FAULTS = [
  { endpoint: 'GET /api/{service_path}/insights', fault: '429', retry_after: RETRY_AFTER_SECONDS },
  { endpoint: 'GET /api/{service_path}/ad-accounts', fault: 'hang' },
];

let target: TTrpcTarget;
let client: TSignedIn;
beforeAll(async () => {
  target = await startTrpcTarget({ EMULATOR_FAULTS: JSON.stringify(FAULTS) });
  client = await signIn(target, DEMO_CLIENT);
});
afterAll(() => target?.close());

const batchUrl = (paths: string[], inputs: Record<number, unknown>) =>
  `${target.baseUrl}${TRPC_ENDPOINT}/${paths.join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;

describe('a query over GET', () => {
  it('passes the gateway’s Retry-After on, in a batch too', async () => {
    const insights = { user_id: client.user.id, service_path: 'fb-sync', ba_id: client.user.businessAccounts[0]?.id ?? 1 };
    const response = await fetch(batchUrl(['services.all', 'insights.get'], { 1: insights }), { headers: { authorization: `Bearer ${client.token}` } });
    expect(response.status).toBe(207);
    expect(response.headers.get('retry-after')).toBe(String(RETRY_AFTER_SECONDS));
    const [services, throttled] = (await response.json()) as [{ result: unknown }, { error: { data: { code: string; httpStatus: number } } }];
    expect(services.result).toBeDefined();
    expect(throttled.error.data).toMatchObject({ code: 'TOO_MANY_REQUESTS', httpStatus: 429 });
  });
});

describe('a browser that leaves', () => {
  const journal = async (path: string): Promise<{ status: number }[]> => {
    const response = await fetch(`${target.baseUrl}/emulator/requests?path=${encodeURIComponent(path)}`);
    return ((await response.json()) as { data: { status: number }[] }).data;
  };

  it('stops the gateway calls of its batch (the hung one ends as 499, not at the deadline)', async () => {
    expect((await fetch(`${target.baseUrl}/emulator/requests`, { method: 'DELETE' })).status).toBe(200);
    const left = new AbortController();
    const url = batchUrl(['profile.get', 'adAccounts.list'], { 0: { user_id: client.user.id }, 1: { service_path: 'fb-sync', integration_id: 1 } });
    const pending = fetch(url, { headers: { authorization: `Bearer ${client.token}` }, signal: left.signal }).catch(() => 'left');
    // The batch's other call is answered at once: then the server is working on the request.
    await expect.poll(async () => (await journal('/api/profile')).length, { timeout: 10_000 }).toBeGreaterThan(0);
    left.abort();
    expect(await pending).toBe('left');
    // The hung call waits for its caller to give up (GATEWAY_TIMEOUT_MS is far away): the
    // emulator journals it as 499 once the server passes the browser's leaving on.
    await expect.poll(async () => (await journal('/api/fb-sync/ad-accounts')).map((entry) => entry.status), { timeout: 10_000 }).toEqual([499]);
  });
});

describe('a procedure that fails on our side', () => {
  it('is logged and answered with the id of the request it served, in a batch too', async () => {
    const { logger, lines } = createTestLogger();
    const failing: TGateway = {
      clientFor: () => ({
        call: () => Promise.reject(new Error('a bug in the gateway client')),
      }),
    };
    const app = new Hono<{ Variables: { requestId: string } }>();
    app.use(requestIdHeader());
    app.all('/trpc/*', createTrpcHandler({ gateway: failing, logger }));
    const input = encodeURIComponent(JSON.stringify({ 0: { user_id: 1 }, 1: { user_id: 1 } }));
    expectServerErrors(/tRPC procedure failed/);
    const answers = await Promise.all(
      ['request-one', 'request-two'].map(async (requestId) => {
        const response = await app.request(`/trpc/businessAccounts.list,profile.get?batch=1&input=${input}`, {
          headers: { authorization: 'Bearer token', 'x-request-id': requestId },
        });
        return { requestId, status: response.status, items: (await response.json()) as { error: { message: string; data: { requestId: string } } }[] };
      }),
    );
    for (const { requestId, status, items } of answers) {
      expect(status).toBe(500);
      expect(items.map((item) => [item.error.message, item.error.data.requestId])).toEqual([
        [SERVER_MESSAGES.internal, requestId],
        [SERVER_MESSAGES.internal, requestId],
      ]);
    }
    const logged = lines.filter((line) => line.message === 'tRPC procedure failed').map((line) => `${line.requestId as string} ${line.path as string}`);
    expect(logged.sort()).toEqual(['request-one businessAccounts.list', 'request-one profile.get', 'request-two businessAccounts.list', 'request-two profile.get']);
  });
});
