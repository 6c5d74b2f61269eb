// invites.*: the demo client's two pending invites (spec §4: pending, then accepted or declined).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT, DEMO_INVITE_HASHES } from '../../../seed/demo-logins';
import { INVITE_MESSAGES } from '../../../server/emulator/records/invites';
import { expectRefusal, registerFresh, signIn } from '../../support/trpc-fixtures';
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

describe('invites', () => {
  it('info names the inviter and the business account', async () => {
    const answer = await client.trpc.invites.info.query({ invite_hash: DEMO_INVITE_HASHES.accept });
    expect(answer).toEqual({
      success: true,
      invite: {
        email: expect.stringContaining('@'),
        invite_hash: DEMO_INVITE_HASHES.accept,
        business_account: { id: expect.any(Number), name: expect.any(String) },
      },
    });
  });

  it('accept joins the business account, once', async () => {
    const info = await client.trpc.invites.info.query({ invite_hash: DEMO_INVITE_HASHES.accept });
    const accepted = await client.trpc.invites.accept.mutate({ invite_hash: DEMO_INVITE_HASHES.accept, user_id: client.user.id });
    expect(accepted).toEqual({ success: true, message: INVITE_MESSAGES.accepted });
    const accounts = await client.trpc.businessAccounts.list.query({ user_id: client.user.id });
    expect(accounts.data.map((account) => account.id)).toContain(info.invite.business_account.id);
    await expectRefusal(client.trpc.invites.accept.mutate({ invite_hash: DEMO_INVITE_HASHES.accept, user_id: client.user.id }), {
      code: 'CONFLICT',
      status: 409,
      message: INVITE_MESSAGES.used,
    });
  });

  it('decline answers its message, and the invite is then used', async () => {
    const declined = await client.trpc.invites.decline.mutate({ invite_hash: DEMO_INVITE_HASHES.decline });
    expect(declined).toEqual({ success: true, message: INVITE_MESSAGES.declined });
    await expectRefusal(client.trpc.invites.info.query({ invite_hash: DEMO_INVITE_HASHES.decline }), {
      code: 'CONFLICT',
      status: 409,
      message: INVITE_MESSAGES.used,
    });
  });

  it("refuses an unknown hash (404) and someone else's invite (403)", async () => {
    await expectRefusal(client.trpc.invites.info.query({ invite_hash: 'no-such-invite' }), {
      code: 'NOT_FOUND',
      status: 404,
      message: INVITE_MESSAGES.notFound,
    });
    const stranger = await registerFresh(target, 'invite-stranger');
    await expectRefusal(stranger.trpc.invites.decline.mutate({ invite_hash: DEMO_INVITE_HASHES.accept }), {
      code: 'FORBIDDEN',
      status: 403,
      message: INVITE_MESSAGES.otherEmail,
    });
  });

  it('refuses accepting on behalf of another user (403)', async () => {
    const stranger = await registerFresh(target, 'invite-proxy');
    await expectRefusal(client.trpc.invites.accept.mutate({ invite_hash: DEMO_INVITE_HASHES.accept, user_id: stranger.user.id }), {
      code: 'FORBIDDEN',
      status: 403,
      message: INVITE_MESSAGES.acceptForSelf,
    });
  });

  it('refuses a missing hash with a field error (400)', async () => {
    const refusal = await expectRefusal(client.trpc.invites.info.query({ invite_hash: '' }), { code: 'BAD_REQUEST', status: 400 });
    expect(refusal.data?.zodError?.fieldErrors.invite_hash).toEqual(['The invite hash is missing']);
  });
});
