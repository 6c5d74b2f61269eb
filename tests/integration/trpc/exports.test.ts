// exports.*: the list, starting an export through the consent page, switching one on or off.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT } from '../../../seed/demo-logins';
import { allowConsentAt, expectRefusal, freshOwner, signIn } from '../../support/trpc-fixtures';
import type { TSignedIn } from '../../support/trpc-fixtures';
import { startTrpcTarget } from '../../support/trpc-target';
import type { TTrpcTarget } from '../../support/trpc-target';

let target: TTrpcTarget;
let client: TSignedIn;
let owner: Awaited<ReturnType<typeof freshOwner>>;
beforeAll(async () => {
  target = await startTrpcTarget();
  client = await signIn(target, DEMO_CLIENT);
  owner = await freshOwner(target, 'exports');
});
afterAll(() => target?.close());

describe('exports.list', () => {
  it("answers the caller's exports only, optionally of one business account", async () => {
    const all = await client.trpc.exports.list.query({ user_id: client.user.id });
    expect(all.data.length).toBeGreaterThan(0);
    expect(all.data.every((record) => record.service_type === 'export')).toBe(true);
    const baId = client.user.currentBusinessAccount?.id ?? (all.data[0]?.ba_id as number);
    const ofOne = await client.trpc.exports.list.query({ user_id: client.user.id, ba_id: baId });
    expect(ofOne.data.length).toBeGreaterThan(0);
    expect(ofOne.data.every((record) => record.ba_id === baId)).toBe(true);
  });

  it('never sends an API key or token whole (last four characters at most)', async () => {
    const all = await client.trpc.exports.list.query({ user_id: client.user.id });
    const secrets = all.data.flatMap((record) => [record.api_key, record.access_token, record.receiving_service_token]).filter((value) => value !== null);
    expect(secrets.length).toBeGreaterThan(0);
    for (const secret of secrets) expect(secret).toMatch(/^••••.{0,4}$/);
  });

  it("refuses another user's list (403)", async () => {
    await expectRefusal(client.trpc.exports.list.query({ user_id: owner.user.id }), { code: 'FORBIDDEN', status: 403 });
  });
});

describe('exports.start and exports.setStatus', () => {
  it('start answers the consent URL; allowing it creates the export disabled and switched off', async () => {
    const started = await owner.trpc.exports.start.mutate({ user_id: owner.user.id, ba_id: owner.ba.id, service_path: 'google-ads' });
    expect(started.service_response.success).toBe(1);
    const location = await allowConsentAt(target, started.service_response.data);
    expect(location).toMatch(/\/data_export\?consent=allowed$/);
    const list = await owner.trpc.exports.list.query({ user_id: owner.user.id, ba_id: owner.ba.id });
    const created = list.data.find((record) => record.service.service_path === 'google-ads');
    expect(created).toMatchObject({ is_active: false, status: 'disabled', ba_id: owner.ba.id, created_by: owner.user.id });

    const on = await owner.trpc.exports.setStatus.mutate({ created_by: owner.user.id, export_id: created?.id as number, status: true });
    expect(on).toMatchObject({ success: true, data: { id: created?.id, is_active: true } });
    const off = await owner.trpc.exports.setStatus.mutate({ created_by: owner.user.id, export_id: created?.id as number, status: false });
    expect(off.data.is_active).toBe(false);
  });

  it("refuses starting in someone else's business account (403)", async () => {
    await expectRefusal(client.trpc.exports.start.mutate({ user_id: client.user.id, ba_id: owner.ba.id, service_path: 'fb-sync' }), {
      code: 'FORBIDDEN',
      status: 403,
    });
  });

  it("refuses switching someone else's export (404), changing nothing", async () => {
    const [record] = (await client.trpc.exports.list.query({ user_id: client.user.id })).data;
    if (!record) throw new Error('The demo client has no export');
    await expectRefusal(owner.trpc.exports.setStatus.mutate({ created_by: owner.user.id, export_id: record.id, status: !record.is_active }), {
      code: 'NOT_FOUND',
      status: 404,
    });
    const after = await client.trpc.exports.list.query({ user_id: client.user.id });
    expect(after.data.find((candidate) => candidate.id === record.id)?.is_active).toBe(record.is_active);
  });

  it('refuses a status that is not on or off (400)', async () => {
    await expectRefusal(client.trpc.exports.setStatus.mutate({ created_by: client.user.id, export_id: 1, status: 'maybe' as never }), {
      code: 'BAD_REQUEST',
      status: 400,
    });
  });
});

describe('exports.remove', () => {
  /** A new fb-sync export of the owner, through the consent page. */
  const connect = async () => {
    const started = await owner.trpc.exports.start.mutate({ user_id: owner.user.id, ba_id: owner.ba.id, service_path: 'fb-sync' });
    await allowConsentAt(target, started.service_response.data);
    const list = await owner.trpc.exports.list.query({ user_id: owner.user.id, ba_id: owner.ba.id });
    return list.data.filter((record) => record.service.service_path === 'fb-sync').sort((a, b) => b.id - a.id)[0] as (typeof list.data)[number];
  };

  it('deletes an export of the caller, and only that one', async () => {
    const record = await connect();
    const before = await owner.trpc.exports.list.query({ user_id: owner.user.id });
    const answer = await owner.trpc.exports.remove.mutate({ user_id: owner.user.id, ba_id: owner.ba.id, export_id: record.id });
    expect(answer.service_response).toEqual({ success: 1, data: { id: record.id } });
    const after = await owner.trpc.exports.list.query({ user_id: owner.user.id });
    expect(after.data.map((candidate) => candidate.id)).toEqual(before.data.map((candidate) => candidate.id).filter((id) => id !== record.id));
  });

  it("refuses someone else's export (404 by one's own account, 403 by theirs), deleting nothing", async () => {
    const [foreign] = (await client.trpc.exports.list.query({ user_id: client.user.id })).data;
    if (!foreign) throw new Error('The demo client has no export');
    await expectRefusal(owner.trpc.exports.remove.mutate({ user_id: owner.user.id, ba_id: owner.ba.id, export_id: foreign.id }), { code: 'NOT_FOUND', status: 404 });
    await expectRefusal(owner.trpc.exports.remove.mutate({ user_id: owner.user.id, ba_id: foreign.ba_id, export_id: foreign.id }), { code: 'FORBIDDEN', status: 403 });
    const own = await connect();
    expect((await client.trpc.exports.list.query({ user_id: client.user.id })).data.some((record) => record.id === foreign.id)).toBe(true);
    expect((await owner.trpc.exports.list.query({ user_id: owner.user.id })).data.some((record) => record.id === own.id)).toBe(true);
  });

  it("refuses another user's id (403) and bad input (400)", async () => {
    await expectRefusal(owner.trpc.exports.remove.mutate({ user_id: client.user.id, ba_id: owner.ba.id, export_id: 1 }), {
      code: 'FORBIDDEN',
      status: 403,
    });
    await expectRefusal(owner.trpc.exports.remove.mutate({ user_id: owner.user.id, ba_id: 'nope' as never, export_id: 1 }), {
      code: 'BAD_REQUEST',
      status: 400,
    });
    await expectRefusal(owner.trpc.exports.remove.mutate({ user_id: owner.user.id, ba_id: owner.ba.id, export_id: -3 }), {
      code: 'BAD_REQUEST',
      status: 400,
    });
  });
});

describe('a revoked grant and reconnecting', () => {
  it('switching on is refused (422) until Reconnect renews the grant, which keeps the export and its accounts', async () => {
    const started = await owner.trpc.exports.start.mutate({ user_id: owner.user.id, ba_id: owner.ba.id, service_path: 'ws-sync' });
    await allowConsentAt(target, started.service_response.data);
    // The browser only sees masked tokens; the gateway itself answers them whole to their owner.
    const listed = await fetch(`${target.gatewayUrl}/api/integrations_exports?user_id=${owner.user.id}`, { headers: { authorization: `Bearer ${owner.token}` } });
    const list = (await listed.json()) as { data: { id: number; access_token: string | null; sending_service_id: number | null; service: { service_path: string } }[] };
    const record = list.data.find((candidate) => candidate.service.service_path === 'ws-sync');
    if (!record?.access_token || record.sending_service_id === null) throw new Error('The new export has no grant');
    const accounts = await owner.trpc.adAccounts.list.query({ service_path: 'ws-sync', integration_id: record.id });

    // The service forgets the grant (the gateway's delete-auth-data-oauth).
    const revoked = await fetch(`${target.gatewayUrl}/api/delete-auth-data-oauth`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ sending_service_id: record.sending_service_id, access_token: record.access_token }),
    });
    expect(revoked.status).toBe(200);
    await expectRefusal(owner.trpc.exports.setStatus.mutate({ created_by: owner.user.id, export_id: record.id, status: true }), {
      code: 'UNPROCESSABLE_CONTENT',
      status: 422,
      message: 'This export has lost its access to the service. Reconnect it before switching it on.',
    });
    const stillOff = (await owner.trpc.exports.list.query({ user_id: owner.user.id })).data.find((candidate) => candidate.id === record.id);
    expect(stillOff).toMatchObject({ is_active: false, access_token: null });

    // Reconnect: start again with the export's id; Allow renews the same record.
    await expectRefusal(
      client.trpc.exports.start.mutate({ user_id: client.user.id, ba_id: owner.ba.id, service_path: 'ws-sync', integrations_exports_id: record.id }),
      { code: 'FORBIDDEN', status: 403 },
    );
    const again = await owner.trpc.exports.start.mutate({
      user_id: owner.user.id,
      ba_id: owner.ba.id,
      service_path: 'ws-sync',
      integrations_exports_id: record.id,
    });
    expect(await allowConsentAt(target, again.service_response.data)).toMatch(/\/data_export\?consent=renewed&export=\d+$/);
    const after = await owner.trpc.exports.list.query({ user_id: owner.user.id, ba_id: owner.ba.id });
    expect(after.data.filter((candidate) => candidate.service.service_path === 'ws-sync').map((candidate) => candidate.id)).toEqual([record.id]);
    expect(after.data.find((candidate) => candidate.id === record.id)?.access_token).toEqual(expect.any(String));
    expect(await owner.trpc.adAccounts.list.query({ service_path: 'ws-sync', integration_id: record.id })).toEqual(accounts);
    const on = await owner.trpc.exports.setStatus.mutate({ created_by: owner.user.id, export_id: record.id, status: true });
    expect(on.data.is_active).toBe(true);
  });
});
