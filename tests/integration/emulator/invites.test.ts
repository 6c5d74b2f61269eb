// Invites: info (inviter's email and the business account), accept (adds the membership) and
// decline. Unknown hashes are a 404, used ones a 409, someone else's a 403; nothing changes then.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acceptInvite, declineInvite, getInviteInfo } from '../../../shared/contract/auth';
import { ZErrorBody } from '../../../shared/contract/define';
import { createTestEmulator } from '../../support/emulator-app';
import type { TTestEmulator } from '../../support/emulator-app';
import { createPeople } from './fixtures/people';
import type { TTestUser } from './fixtures/people';

let t: TTestEmulator;
let inviter: TTestUser;
let invitee: TTestUser;
let stranger: TTestUser;
let admin: TTestUser;
let baId: number;
let people: ReturnType<typeof createPeople>;

beforeEach(async () => {
  t = await createTestEmulator();
  people = createPeople(t);
  inviter = await people.user({ email: 'inviter@example.org' });
  invitee = await people.user({ email: 'invitee@example.org' });
  stranger = await people.user({ email: 'stranger@example.org' });
  admin = await people.admin({ email: 'admin@example.org' });
  baId = people.businessAccount(inviter.id, { name: 'Inviting Co' });
  people.invite({ baId, invitedBy: inviter.id, email: invitee.email, invite_hash: 'pending-hash' });
  people.invite({ baId, invitedBy: inviter.id, email: invitee.email, invite_hash: 'accepted-hash', status: 'accepted' });
  people.invite({ baId, invitedBy: inviter.id, email: invitee.email, invite_hash: 'declined-hash', status: 'declined' });
  people.invite({ baId, invitedBy: inviter.id, email: null, invite_hash: 'open-hash' });
});
afterEach(() => t.cleanup());

const statusOf = (hash: string) =>
  (t.sqlite.prepare('SELECT status FROM invites WHERE invite_hash = ?').get(hash) as { status: string } | undefined)?.status;
const isMember = (userId: number) =>
  t.sqlite.prepare('SELECT role FROM business_account_members WHERE ba_id = ? AND user_id = ?').get(baId, userId) as
    | { role: string }
    | undefined;

const info = (user: TTestUser, hash: unknown) => t.call('POST', '/api/get-invite-info', { token: user.token, body: { invite_hash: hash } });
const accept = (user: TTestUser, hash: unknown, userId: unknown = user.id) =>
  t.call('POST', '/api/invite-accept', { token: user.token, body: { invite_hash: hash, user_id: userId } });
const decline = (user: TTestUser, hash: unknown) => t.call('POST', '/api/invite-decline', { token: user.token, body: { invite_hash: hash } });

describe('POST /api/get-invite-info', () => {
  it("answers the inviter's email and the business account", async () => {
    const res = await info(invitee, 'pending-hash');
    expect(res.status).toBe(200);
    const body = getInviteInfo.response.parse(res.json);
    expect(body.invite).toEqual({
      email: 'inviter@example.org',
      invite_hash: 'pending-hash',
      business_account: { id: baId, name: 'Inviting Co' },
    });
    expect(statusOf('pending-hash')).toBe('pending');
  });

  it('answers an open invite (no email) to anyone signed in', async () => {
    const res = await info(stranger, 'open-hash');
    expect(res.status).toBe(200);
  });

  it('answers an empty inviter email when the inviter was deleted', async () => {
    people.invite({ baId, invitedBy: null, email: null, invite_hash: 'orphan-hash' });
    const res = await info(invitee, 'orphan-hash');
    expect(getInviteInfo.response.parse(res.json).invite.email).toBe('');
  });

  it("refuses an unknown hash with 404 'This invite does not exist.'", async () => {
    for (const hash of ['no-such-hash', "' OR 1=1 --", '<script>alert(1)</script>', '%', 'pending-has_']) {
      const res = await info(invitee, hash);
      expect(res.status).toBe(404);
      expect(ZErrorBody.parse(res.json).message).toBe('This invite does not exist.');
    }
  });

  it("refuses a used hash with 409 'This invite has already been used.'", async () => {
    for (const hash of ['accepted-hash', 'declined-hash']) {
      const res = await info(invitee, hash);
      expect(res.status).toBe(409);
      expect(ZErrorBody.parse(res.json).message).toBe('This invite has already been used.');
    }
  });

  it('refuses an invite addressed to another email with 403', async () => {
    const res = await info(stranger, 'pending-hash');
    expect(res.status).toBe(403);
    expect(ZErrorBody.parse(res.json).message).toBe('This invite was sent to another email address.');
  });

  it.each([
    ['a missing hash', undefined],
    ['an empty hash', '   '],
    ['a 129 character hash', 'h'.repeat(129)],
    ['a number', 42],
    ['an object', { $ne: null }],
  ])('refuses %s with 422', async (_label, hash) => {
    const res = await info(invitee, hash);
    expect(res.status).toBe(422);
    ZErrorBody.parse(res.json);
  });
});

describe('POST /api/invite-accept', () => {
  it('adds the membership and marks the invite accepted; the hash then works no more', async () => {
    const res = await accept(invitee, 'pending-hash');
    expect(res.status).toBe(200);
    expect(acceptInvite.response.parse(res.json).message).toBe('You have joined the business account.');
    expect(statusOf('pending-hash')).toBe('accepted');
    expect(isMember(invitee.id)).toEqual({ role: 'member' });

    const list = await t.call('GET', '/api/business-accounts', { token: invitee.token, query: { user_id: invitee.id } });
    expect(list.json?.data.map((ba: { id: number }) => ba.id)).toEqual([baId]);

    const again = await accept(invitee, 'pending-hash');
    expect(again.status).toBe(409);
    expect(ZErrorBody.parse(again.json).message).toBe('This invite has already been used.');
  });

  it('keeps an existing role when the invitee already belongs to the account', async () => {
    people.member(baId, invitee.id, 'owner');
    expect((await accept(invitee, 'pending-hash')).status).toBe(200);
    expect(isMember(invitee.id)).toEqual({ role: 'owner' });
  });

  it("refuses a user_id that is not the caller's with 403, even for an admin", async () => {
    for (const [caller, userId] of [
      [stranger, invitee.id],
      [admin, invitee.id],
    ] as const) {
      const res = await accept(caller, 'pending-hash', userId);
      expect(res.status).toBe(403);
    }
    expect(statusOf('pending-hash')).toBe('pending');
    expect(isMember(invitee.id)).toBeUndefined();
  });

  it('refuses unknown, used and foreign invites, changing nothing', async () => {
    expect((await accept(invitee, 'no-such-hash')).status).toBe(404);
    expect((await accept(invitee, 'declined-hash')).status).toBe(409);
    expect((await accept(stranger, 'pending-hash')).status).toBe(403);
    expect(statusOf('declined-hash')).toBe('declined');
    expect(statusOf('pending-hash')).toBe('pending');
    expect(isMember(invitee.id)).toBeUndefined();
    expect(isMember(stranger.id)).toBeUndefined();
  });

  it('lets anyone holding an open link join', async () => {
    expect((await accept(stranger, 'open-hash')).status).toBe(200);
    expect(isMember(stranger.id)).toEqual({ role: 'member' });
  });

  it('refuses a missing user_id with 422', async () => {
    const res = await t.call('POST', '/api/invite-accept', { token: invitee.token, body: { invite_hash: 'pending-hash' } });
    expect(res.status).toBe(422);
    expect(res.json?.errors?.user_id).toBeDefined();
  });

  it('lets only one of two simultaneous accepts of the same open link win', async () => {
    const results = await Promise.all([accept(stranger, 'open-hash'), accept(invitee, 'open-hash')]);
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
  });
});

describe('POST /api/invite-decline', () => {
  it('marks the invite declined without adding a membership', async () => {
    const res = await decline(invitee, 'pending-hash');
    expect(res.status).toBe(200);
    expect(declineInvite.response.parse(res.json).message).toBe('The invite has been declined.');
    expect(statusOf('pending-hash')).toBe('declined');
    expect(isMember(invitee.id)).toBeUndefined();
    expect((await accept(invitee, 'pending-hash')).status).toBe(409);
  });

  it('refuses unknown, used and foreign invites, changing nothing', async () => {
    expect((await decline(invitee, 'no-such-hash')).status).toBe(404);
    expect((await decline(invitee, 'accepted-hash')).status).toBe(409);
    expect((await decline(stranger, 'pending-hash')).status).toBe(403);
    expect(statusOf('accepted-hash')).toBe('accepted');
    expect(statusOf('pending-hash')).toBe('pending');
  });
});
