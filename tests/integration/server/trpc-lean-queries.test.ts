// Queries over GET take the lean path (server/trpc/lean-queries.ts), everything else tRPC's
// fetch adapter. Over real HTTP: each query below is sent twice to the same server, once as the
// SPA sends it and once with a `trpc-accept: application/json` header, which only the adapter
// takes (it reads the header and answers JSON as usual); both answers must be the same bytes,
// status and headers. The target serves the portal as `npm start` does, with the quick lane in
// front of Hono (server/trpc/quick-lane.ts): the lane must take these queries and answer each as
// the same app served the Hono way only does. And a browser that leaves stops the gateway calls
// of its batch, through the lane too.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT } from '../../../seed/demo-logins';
import type { TGateway } from '../../../server/gateway/client';
import { MAX_BATCH_SIZE, TRPC_ENDPOINT, createLeanAnswerer } from '../../../server/trpc/handler';
import { INTERNAL_ERROR_MESSAGE } from '../../../server/trpc/init';
import { planQueries } from '../../../server/trpc/lean-queries';
import { appRouter } from '../../../server/trpc/routers/_app';
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

type TQuery = { what: string; path: string; input?: unknown; batch?: boolean; signedIn?: boolean; rawInput?: string };

const urlOf = (query: TQuery, baseUrl = target.baseUrl) => {
  const params = new URLSearchParams();
  if (query.batch) params.set('batch', '1');
  let search = params.toString();
  if (query.rawInput !== undefined) search += `${search ? '&' : ''}input=${query.rawInput}`;
  else if (query.input !== undefined) search += `${search ? '&' : ''}input=${encodeURIComponent(JSON.stringify(query.input))}`;
  return `${baseUrl}${TRPC_ENDPOINT}/${query.path}${search ? `?${search}` : ''}`;
};

const send = async (query: TQuery, headers: Record<string, string>, baseUrl = target.baseUrl) => {
  const response = await fetch(urlOf(query, baseUrl), {
    headers: { 'x-request-id': 'lean-vs-adapter', ...(query.signedIn === false ? {} : { authorization: `Bearer ${client.token}` }), ...headers },
  });
  const answerHeaders = [...response.headers].filter(([name]) => name !== 'date' && name !== 'keep-alive' && name !== 'connection');
  return { status: response.status, headers: answerHeaders, body: await response.text() };
};

describe('a query over GET', () => {
  const queries = (): TQuery[] => {
    const own = { user_id: client.user.id };
    const baId = client.user.businessAccounts[0]?.id ?? 1;
    const insights = { user_id: client.user.id, service_path: 'fb-sync', ba_id: baId };
    return [
      { what: 'a result', path: 'businessAccounts.list', input: own },
      { what: 'no input at all', path: 'services.all' },
      { what: 'no token (401)', path: 'businessAccounts.list', input: own, signedIn: false },
      { what: "another user's data (403)", path: 'profile.get', input: { user_id: client.user.id + 100_000 } },
      { what: 'input the contract refuses (400, field errors)', path: 'businessAccounts.list', input: { user_id: 'me' } },
      { what: 'input missing (400)', path: 'businessAccounts.list' },
      { what: 'input nested too deep (400)', path: 'businessAccounts.list', input: { user_id: 1, deep: JSON.parse(`${'['.repeat(200)}${']'.repeat(200)}`) } },
      { what: 'JSON null as input', path: 'businessAccounts.list', rawInput: 'null' },
      { what: 'a plus sign for a space in the query', path: 'businessAccounts.list', rawInput: encodeURIComponent(`{"user_id":${client.user.id}}`).replace('%3A', ':+') },
      { what: 'a throttled gateway call (429, Retry-After)', path: 'insights.get', input: insights },
      { what: 'a batch of one', path: 'businessAccounts.list', batch: true, input: { 0: own } },
      {
        what: 'a batch with results and refusals (207)',
        path: 'profile.get,services.all,admin.users,insights.get,businessAccounts.list',
        batch: true,
        input: { 0: own, 2: { page: 1 }, 3: insights, 4: { user_id: 'me' } },
      },
      { what: 'a batch refused alike (403)', path: 'admin.users,admin.users', batch: true, input: { 0: { page: 1 }, 1: { page: 2 } } },
      { what: 'a batch without input', path: 'services.all,services.all', batch: true },
      { what: 'a batch at the cap', path: Array.from({ length: MAX_BATCH_SIZE }, () => 'services.all').join(','), batch: true },
    ];
  };

  it('takes the lean path for each of these (else the comparison below would prove nothing)', () => {
    for (const query of queries()) {
      const url = urlOf(query);
      expect(planQueries(appRouter, TRPC_ENDPOINT, { method: 'GET', url, trpcAccept: undefined, accept: undefined }, MAX_BATCH_SIZE), query.what).not.toBeNull();
    }
  });

  it('answers as tRPC’s own adapter does: status, headers and body', async () => {
    for (const query of queries()) {
      const lean = await send(query, {});
      const adapter = await send(query, { 'trpc-accept': 'application/json' });
      expect(lean, query.what).toEqual(adapter);
    }
  });

  it('is answered by the quick lane as the Hono way answers it: status, headers and body', async () => {
    for (const headers of [{}, { 'x-forwarded-proto': 'https' }] as Record<string, string>[]) {
      for (const query of queries()) {
        target.handedToHono.length = 0;
        const lane = await send(query, headers);
        expect(target.handedToHono, `${query.what}: the lane took it`).toEqual([]);
        expect(lane, query.what).toEqual(await send(query, headers, target.honoUrl));
      }
    }
  });

  it('passes the gateway’s Retry-After on, in a batch too', async () => {
    const insights = { user_id: client.user.id, service_path: 'fb-sync', ba_id: client.user.businessAccounts[0]?.id ?? 1 };
    const answer = await send({ what: 'batch', path: 'services.all,insights.get', batch: true, input: { 1: insights } }, {});
    expect(answer.status).toBe(207);
    expect(Object.fromEntries(answer.headers)['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
    const [services, throttled] = JSON.parse(answer.body) as [{ result: unknown }, { error: { data: { code: string; httpStatus: number } } }];
    expect(services.result).toBeDefined();
    expect(throttled.error.data).toMatchObject({ code: 'TOO_MANY_REQUESTS', httpStatus: 429 });
  });

  it('leaves the rest to the adapter: unknown procedures, mutations, batches over the cap, JSON that is not', () => {
    const plan = (path: string, search = '') => planQueries(appRouter, TRPC_ENDPOINT, { method: 'GET', url: `${target.baseUrl}/trpc/${path}${search}`, trpcAccept: undefined, accept: undefined }, MAX_BATCH_SIZE);
    expect(plan('nothing.here')).toBeNull();
    expect(plan('auth.login', '?input=%7B%7D')).toBeNull();
    expect(plan(Array.from({ length: MAX_BATCH_SIZE + 1 }, () => 'services.all').join(','), '?batch=1')).toBeNull();
    expect(plan('services.all', '?input=%7Bnot')).toBeNull();
    expect(plan('services.all,services.all', '?batch=1&input=%5B%5D')).toBeNull();
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
    const url = urlOf({ what: 'batch', path: 'profile.get,adAccounts.list', batch: true, input: { 0: { user_id: client.user.id }, 1: { service_path: 'fb-sync', integration_id: 1 } } });
    target.handedToHono.length = 0;
    const pending = fetch(url, { headers: { authorization: `Bearer ${client.token}` }, signal: left.signal }).catch(() => 'left');
    // The batch's other call is answered at once: then the server is working on the request.
    await expect.poll(async () => (await journal('/api/profile')).length, { timeout: 10_000 }).toBeGreaterThan(0);
    left.abort();
    expect(await pending).toBe('left');
    // The hung call waits for its caller to give up (GATEWAY_TIMEOUT_MS is far away): the
    // emulator journals it as 499 once the server passes the browser's leaving on.
    await expect.poll(async () => (await journal('/api/fb-sync/ad-accounts')).map((entry) => entry.status), { timeout: 10_000 }).toEqual([499]);
    // The batch was the quick lane's (the journal calls are Hono's).
    expect(target.handedToHono.filter((handed) => handed.startsWith(TRPC_ENDPOINT))).toEqual([]);
  });
});

describe('a procedure that fails on our side', () => {
  // The answerer's hooks are made once per server, not per request (decision 022): the error
  // log and the answer must still carry each request's own id, in a batch too.
  it('is logged and answered with the id of the request it served', async () => {
    const { logger, lines } = createTestLogger();
    const failing: TGateway = {
      mode: 'emulator',
      clientFor: () => ({
        mode: 'emulator',
        call: () => Promise.reject(new Error('a bug in the gateway client')),
      }),
    };
    const answer = createLeanAnswerer({ gateway: failing, logger });
    const input = encodeURIComponent(JSON.stringify({ 0: { user_id: 1 }, 1: { user_id: 1 } }));
    const request = { method: 'GET', url: `http://portal.test/trpc/businessAccounts.list,profile.get?batch=1&input=${input}`, trpcAccept: undefined, accept: undefined };
    const plan = planQueries(appRouter, TRPC_ENDPOINT, request, MAX_BATCH_SIZE);
    if (!plan) throw new Error('the lean path must take this batch');
    expectServerErrors(/tRPC procedure failed/);
    const [first, second] = await Promise.all(
      ['request-one', 'request-two'].map((requestId) => answer(plan, { requestId, signal: new AbortController().signal, clientAddress: null, authorization: 'Bearer token' })),
    );
    for (const [answered, requestId] of [[first, 'request-one'], [second, 'request-two']] as const) {
      expect(answered?.status).toBe(500);
      const items = JSON.parse(answered?.body ?? '[]') as { error: { message: string; data: { requestId: string } } }[];
      expect(items.map((item) => [item.error.message, item.error.data.requestId])).toEqual([
        [INTERNAL_ERROR_MESSAGE, requestId],
        [INTERNAL_ERROR_MESSAGE, requestId],
      ]);
    }
    const logged = lines.filter((line) => line.message === 'tRPC procedure failed').map((line) => `${line.requestId as string} ${line.path as string}`);
    expect(logged.sort()).toEqual(['request-one businessAccounts.list', 'request-one profile.get', 'request-two businessAccounts.list', 'request-two profile.get']);
  });
});
