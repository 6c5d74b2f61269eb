// Contract cases of authentication, password reset, profile and invites.
import { expect } from 'vitest';
import { DEMO_CLIENT, DEMO_INVITE_HASHES } from '../../../seed/demo-logins';
import type { TCaseTable } from '../support/case';
import { FRESH_PASSWORD, uniqueSuffix } from '../support/fixtures';
import type { TFixtures } from '../support/fixtures';
import { readResetToken } from '../support/outbox';

/**
 * The gateway has no call that creates an invite, so the invite cases use the demo seed's two
 * pending invites of the client. They are one-shot: on a gateway where they were used already
 * (not a fresh seed) the valid calls are skipped with that reason, the refusals still run.
 */
const isInvitePending = async (fx: TFixtures, inviteHash: string): Promise<boolean> => {
  const session = await fx.client();
  try {
    await fx.ask('getInviteInfo', { invite_hash: inviteHash }, session);
    return true;
  } catch {
    return false;
  }
};
const USED_INVITE = 'the demo invite was already used on this gateway; reseed it to check this call';

export const authCases = {
  register: {
    valid: async () => {
      const email = `contract-register-${uniqueSuffix()}@example.com`;
      return { session: null, input: { name: 'Contract Register', email, password: FRESH_PASSWORD, c_password: FRESH_PASSWORD } };
    },
    invalid: { email: 'not-an-email' },
    check: (body, call) => {
      expect(body.data.token).not.toBe('');
      expect(body.data.user.email).toBe(call.input.email);
    },
  },
  login: {
    valid: async () => ({ session: null, input: { ...DEMO_CLIENT } }),
    invalid: { email: 'not-an-email' },
    check: (body) => {
      expect(body.data.user.email).toBe(DEMO_CLIENT.email);
      expect(body.data.user.role).toBe('client');
    },
  },
  requestPasswordReset: {
    // The answer must not tell whether the email is known, so an unknown one gets the same 2xx.
    valid: async () => ({ session: null, input: { email: `contract-nobody-${uniqueSuffix()}@example.com` } }),
    invalid: { email: 'not-an-email' },
  },
  confirmPasswordReset: {
    valid: async (fx) => {
      const user = await fx.freshUser('reset');
      await fx.ask('requestPasswordReset', { email: user.user.email });
      const token = await readResetToken(fx, user.user.email);
      const password = 'contract-new-pass-2026';
      const input = { email: user.user.email, token: token ?? 'unknown', password, password_confirmation: password };
      return token
        ? { session: null, input }
        : { session: null, input, skip: 'the gateway shows no outbox to read the reset token from' };
    },
    invalid: { password_confirmation: 'something-else-2026' },
  },
  getProfile: {
    valid: async (fx) => {
      const owner = await fx.owner();
      return { session: owner, input: { user_id: owner.user.id } };
    },
    invalid: { user_id: 'not-a-number' },
    check: (body, call) => expect(body.data.user.email).toBe(call.session?.user.email),
  },
  saveProfile: {
    // Its own user: the project domain cannot change once saved.
    valid: async (fx) => {
      const user = await fx.freshUser('profile');
      return {
        session: user,
        input: {
          user_id: user.user.id,
          name: 'Contract Profile',
          email: user.user.email,
          project_path: `contract-${uniqueSuffix()}`,
          last_name: 'Tester',
          phone: '+1 202 555 0199',
          telegram: '@contract',
          facebook: null,
        },
      };
    },
    invalid: { email: 'not-an-email' },
  },
  logout: {
    // A fresh user's own session: logging it out must not sign out the others the suite shares.
    valid: async (fx) => ({ session: await fx.freshUser('logout'), input: {} }),
    check: async (_body, call, fx) => {
      const session = call.session;
      if (!session) throw new Error('logout is called signed in');
      await expect(fx.ask('getProfile', { user_id: session.user.id }, session), 'the token still works after logout').rejects.toThrow();
    },
  },
  checkProfilePath: {
    valid: async (fx) => ({ session: await fx.client(), input: { project_id: `contract-${uniqueSuffix()}` } }),
    invalid: { project_id: undefined },
    check: (body) => expect(body.data.success).toBe(false),
  },
  getInviteInfo: {
    valid: async (fx) => {
      const session = await fx.client();
      for (const inviteHash of [DEMO_INVITE_HASHES.accept, DEMO_INVITE_HASHES.decline]) {
        if (await isInvitePending(fx, inviteHash)) return { session, input: { invite_hash: inviteHash } };
      }
      return { session, input: { invite_hash: DEMO_INVITE_HASHES.accept }, skip: USED_INVITE };
    },
    invalid: { invite_hash: undefined },
  },
  acceptInvite: {
    valid: async (fx) => {
      const session = await fx.client();
      const input = { invite_hash: DEMO_INVITE_HASHES.accept, user_id: session.user.id };
      return (await isInvitePending(fx, input.invite_hash)) ? { session, input } : { session, input, skip: USED_INVITE };
    },
    invalid: { user_id: 'not-a-number' },
  },
  declineInvite: {
    valid: async (fx) => {
      const session = await fx.client();
      const input = { invite_hash: DEMO_INVITE_HASHES.decline };
      return (await isInvitePending(fx, input.invite_hash)) ? { session, input } : { session, input, skip: USED_INVITE };
    },
    invalid: { invite_hash: undefined },
  },
} satisfies Partial<TCaseTable>;
