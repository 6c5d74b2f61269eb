// /trpc as the SPA's batch link uses it: batching and its cap, errors without insides, the
// mode the server runs in, and refusals that never reach the gateway.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT } from '../../../seed/demo-logins';
import { TRPC_MAX_BATCH_ITEMS } from '../../../shared/constants';
import { expectRefusal, signIn } from '../../support/trpc-fixtures';
import type { TSignedIn } from '../../support/trpc-fixtures';
import { startTrpcTarget } from '../../support/trpc-target';
import type { TTrpcTarget } from '../../support/trpc-target';

let target: TTrpcTarget;
let client: TSignedIn;
beforeAll(async () => {
  target = await startTrpcTarget();
  client = await signIn(target, DEMO_CLIENT);
});
afterAll(() => target?.close());

const batchUrl = (count: number, input: unknown) => {
  const paths = Array.from({ length: count }, () => 'profile.get').join(',');
  const inputs = Object.fromEntries(Array.from({ length: count }, (_, index) => [index, input]));
  return `${target.baseUrl}/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`;
};

describe('the /trpc endpoint', () => {
  it('runs in the mode this suite was started for (proxy: a separate gateway process)', async () => {
    const health = await fetch(`${target.baseUrl}/healthz`);
    expect(await health.json()).toEqual({ ok: true, mode: target.mode });
    if (target.mode === 'proxy') expect(new URL(target.gatewayUrl).port).not.toBe(new URL(target.baseUrl).port);
  });

  it('answers a batch of calls, each with its own result or error', async () => {
    const batch = target.client(client.token, { batch: true });
    const [profile, services, refused] = await Promise.allSettled([
      batch.profile.get.query({ user_id: client.user.id }),
      batch.services.all.query(),
      batch.admin.users.query({ page: 1 }),
    ]);
    expect(profile.status === 'fulfilled' && profile.value.data.user.email).toBe(DEMO_CLIENT.email);
    expect(services.status === 'fulfilled' && services.value.data.services.length).toBeGreaterThan(0);
    expect(refused.status).toBe('rejected');
  });

  it(`refuses a batch of more than ${TRPC_MAX_BATCH_ITEMS} calls with 400, and serves one of ${TRPC_MAX_BATCH_ITEMS}`, async () => {
    const headers = { authorization: `Bearer ${client.token}` };
    const tooMany = await fetch(batchUrl(TRPC_MAX_BATCH_ITEMS + 1, { user_id: client.user.id }), { headers });
    expect(tooMany.status).toBe(400);
    const atCap = await fetch(batchUrl(TRPC_MAX_BATCH_ITEMS, { user_id: client.user.id }), { headers });
    expect(atCap.status).toBe(200);
    expect(((await atCap.json()) as unknown[]).length).toBe(TRPC_MAX_BATCH_ITEMS);
  });

  it('refuses a body over the limit with 413 before any procedure runs', async () => {
    const response = await fetch(`${target.baseUrl}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
  });

  it('answers an unknown procedure with a JSON 404', async () => {
    const response = await fetch(`${target.baseUrl}/trpc/nothing.here`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/json/);
  });

  it('refuses malformed JSON with 400 and no stack trace', async () => {
    const response = await fetch(`${target.baseUrl}/trpc/auth.login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email": ',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toMatch(/stack|\.ts:\d+|node_modules/);
  });

  it('refuses a query sent as a mutation (405) and a malformed Authorization header as no token (401)', async () => {
    const asPost = await fetch(`${target.baseUrl}/trpc/services.all`, {
      method: 'POST',
      headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(asPost.status).toBe(405);
    const response = await fetch(`${target.baseUrl}/trpc/services.all`, { headers: { authorization: `Token ${client.token}` } });
    expect(response.status).toBe(401);
  });

  it('logs no warning or error for refusals people cause', async () => {
    await expectRefusal(client.trpc.profile.get.query({ user_id: client.user.id + 100_000 }), { code: 'FORBIDDEN', status: 403 });
    await expectRefusal(target.client().auth.login.mutate({ email: '', password: '' }), { code: 'BAD_REQUEST', status: 400 });
    expect(target.logs.filter((line) => line.level === 'error')).toEqual([]);
  });
});
