// businessAccounts.*: the caller's business accounts: list, add, edit, remove.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT } from '../../../seed/demo-logins';
import { BUSINESS_ACCOUNT_MESSAGES } from '../../../server/emulator/records/business-accounts';
import { expectRefusal, freshOwner, signIn, uniqueSuffix } from '../../support/trpc-fixtures';
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

describe('businessAccounts.list', () => {
  it("answers the caller's business accounts as `data`", async () => {
    const answer = await client.trpc.businessAccounts.list.query({ user_id: client.user.id });
    expect(answer.success).toBe(true);
    expect(answer.data.map((account) => account.name)).toEqual(expect.arrayContaining(['Bluebird Media', 'Summit Growth']));
    expect(answer.data[0]).toEqual({ id: expect.any(Number), name: expect.any(String), path: expect.any(String), created_at: expect.any(String), updated_at: expect.any(String) });
  });

  it("refuses another user's list (403)", async () => {
    const owner = await freshOwner(target, 'ba-list');
    await expectRefusal(client.trpc.businessAccounts.list.query({ user_id: owner.user.id }), { code: 'FORBIDDEN', status: 403 });
  });
});

describe('businessAccounts.add, edit and remove', () => {
  it('adds, renames and removes an account of its owner', async () => {
    const owner = await freshOwner(target, 'ba-crud');
    const name = `Added ${uniqueSuffix()}`;
    const added = await owner.trpc.businessAccounts.add.mutate({ user_id: owner.user.id, name, path: 'added-path' });
    expect(added).toMatchObject({ success: true, message: BUSINESS_ACCOUNT_MESSAGES.created, data: { name, path: 'added-path' } });

    const edited = await owner.trpc.businessAccounts.edit.mutate({ user_id: owner.user.id, id: added.data.id, name: 'Renamed', path: 'renamed' });
    expect(edited).toMatchObject({ success: true, message: BUSINESS_ACCOUNT_MESSAGES.updated, data: { id: added.data.id, name: 'Renamed', path: 'renamed' } });

    const removed = await owner.trpc.businessAccounts.remove.mutate({ user_id: owner.user.id, id: added.data.id });
    expect(removed).toEqual({ success: true, message: BUSINESS_ACCOUNT_MESSAGES.deleted });
    const list = await owner.trpc.businessAccounts.list.query({ user_id: owner.user.id });
    expect(list.data.map((account) => account.id)).toEqual([owner.ba.id]);
  });

  it("refuses changing an account the caller does not own (403), leaving it as it was", async () => {
    const owner = await freshOwner(target, 'ba-guarded');
    await expectRefusal(
      client.trpc.businessAccounts.edit.mutate({ user_id: client.user.id, id: owner.ba.id, name: 'Hijacked', path: 'x' }),
      { code: 'FORBIDDEN', status: 403 },
    );
    await expectRefusal(client.trpc.businessAccounts.remove.mutate({ user_id: client.user.id, id: owner.ba.id }), {
      code: 'FORBIDDEN',
      status: 403,
    });
    const list = await owner.trpc.businessAccounts.list.query({ user_id: owner.user.id });
    expect(list.data).toEqual([expect.objectContaining({ id: owner.ba.id, name: owner.ba.name })]);
  });

  it('refuses an account that does not exist (404)', async () => {
    await expectRefusal(
      client.trpc.businessAccounts.edit.mutate({ user_id: client.user.id, id: 987_654, name: 'Ghost', path: 'ghost' }),
      { code: 'NOT_FOUND', status: 404, message: 'Business account not found' },
    );
  });

  it('refuses an empty name with a field error (400)', async () => {
    const refusal = await expectRefusal(
      client.trpc.businessAccounts.add.mutate({ user_id: client.user.id, name: '', path: 'p' }),
      { code: 'BAD_REQUEST', status: 400, message: 'The field must not be empty' },
    );
    expect(refusal.data?.zodError?.fieldErrors.name).toEqual(['The field must not be empty']);
  });
});
