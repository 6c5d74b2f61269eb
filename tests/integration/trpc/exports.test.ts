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

  it("refuses another user's list (403)", async () => {
    await expectRefusal(client.trpc.exports.list.query({ user_id: owner.user.id }), { code: 'FORBIDDEN', status: 403 });
  });
});

describe('exports.start and exports.setStatus', () => {
  it('start answers the consent URL; allowing it creates the export disabled and switched off', async () => {
    const started = await owner.trpc.exports.start.mutate({ user_id: owner.user.id, ba_id: owner.ba.id, service_path: 'google-ads' });
    expect(started.service_response.success).toBe(1);
    const location = await allowConsentAt(target, started.service_response.data);
    expect(location).toMatch(/\/data_export$/);
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
