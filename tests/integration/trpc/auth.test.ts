// auth.*: sign-in, registration and password reset through /trpc, in emulator and proxy mode.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT } from '../../../seed/demo-logins';
import { AUTH_MESSAGES } from '../../../server/emulator/records/auth/auth-messages';
import { RESET_MESSAGES } from '../../../server/emulator/auth/password-reset';
import { SERVER_MESSAGES } from '../../../shared/validation/messages';
import { FRESH_PASSWORD, expectRefusal, latestResetLink, registerFresh, uniqueSuffix } from '../../support/trpc-fixtures';
import { startTrpcTarget } from '../../support/trpc-target';
import type { TTrpcTarget } from '../../support/trpc-target';

let target: TTrpcTarget;
beforeAll(async () => {
  target = await startTrpcTarget();
});
afterAll(() => target?.close());

describe('auth.login', () => {
  it('answers the gateway session: a token that works on protected calls and the user', async () => {
    const answer = await target.client().auth.login.mutate(DEMO_CLIENT);
    expect(answer.success).toBe(true);
    expect(answer.message).toBe(AUTH_MESSAGES.loggedIn);
    expect(answer.data.user).toMatchObject({ email: DEMO_CLIENT.email, role: 'client' });
    expect(answer.data.user.businessAccounts.length).toBeGreaterThan(0);
    const profile = await target.client(answer.data.token).profile.get.query({ user_id: answer.data.user.id });
    expect(profile.data.user.email).toBe(DEMO_CLIENT.email);
  });

  it("refuses a wrong password with the gateway's message (422)", async () => {
    const person = await registerFresh(target, 'wrong-password');
    await expectRefusal(target.client().auth.login.mutate({ email: person.email, password: 'not-the-password' }), {
      code: 'UNPROCESSABLE_CONTENT',
      status: 422,
      message: AUTH_MESSAGES.badCredentials,
    });
  });

  it('refuses empty fields with the spec messages, per field, without asking the gateway', async () => {
    const refusal = await expectRefusal(target.client().auth.login.mutate({ email: '', password: '' }), {
      code: 'BAD_REQUEST',
      status: 400,
      message: 'The field must not be empty',
    });
    expect(refusal.data?.zodError?.fieldErrors).toEqual({
      email: ['The field must not be empty'],
      password: ['The field must not be empty'],
    });
  });

  it("refuses a malformed email with 'Email not valid'", async () => {
    const refusal = await expectRefusal(target.client().auth.login.mutate({ email: 'not-an-email', password: 'x' }), {
      code: 'BAD_REQUEST',
      status: 400,
      message: 'Email not valid',
    });
    expect(refusal.data?.zodError?.fieldErrors.email).toEqual(['Email not valid']);
  });
});

describe('auth.register', () => {
  it('creates a client account and signs it in', async () => {
    const email = `trpc-register-${uniqueSuffix()}@example.com`;
    const answer = await target.client().auth.register.mutate({ name: 'Rita', email, password: FRESH_PASSWORD, c_password: FRESH_PASSWORD });
    expect(answer.message).toBe(AUTH_MESSAGES.registered);
    expect(answer.data.user).toMatchObject({ email, name: 'Rita', role: 'client', businessAccounts: [] });
    expect(answer.data.token).toEqual(expect.any(String));
  });

  it("refuses a taken email with the gateway's message and field error (422)", async () => {
    const refusal = await expectRefusal(
      target.client().auth.register.mutate({ name: 'Chris', email: DEMO_CLIENT.email, password: FRESH_PASSWORD, c_password: FRESH_PASSWORD }),
      { code: 'UNPROCESSABLE_CONTENT', status: 422, message: SERVER_MESSAGES.emailTaken },
    );
    expect(refusal.data?.errors).toEqual({ email: [SERVER_MESSAGES.emailTaken] });
  });

  it("refuses a confirmation that differs with 'Password mismatch'", async () => {
    const refusal = await expectRefusal(
      target.client().auth.register.mutate({ name: 'Ann', email: 'ann@example.com', password: FRESH_PASSWORD, c_password: 'other' }),
      { code: 'BAD_REQUEST', status: 400, message: 'Password mismatch' },
    );
    expect(refusal.data?.zodError?.fieldErrors.c_password).toEqual(['Password mismatch']);
  });

  it("refuses the gateway's own rules (a short password) before calling it, with the field's sentence", async () => {
    const refusal = await expectRefusal(
      target.client().auth.register.mutate({ name: 'Ann', email: `trpc-short-${uniqueSuffix()}@example.com`, password: 'short', c_password: 'short' }),
      { code: 'BAD_REQUEST', status: 400, message: /at least 8 characters/ },
    );
    expect(refusal.data?.zodError?.fieldErrors.password).toEqual(['The password must be at least 8 characters']);
  });
});

describe('auth.requestPasswordReset and auth.confirmPasswordReset', () => {
  it('answers the same message for a known and an unknown email', async () => {
    const known = await target.client().auth.requestPasswordReset.mutate({ email: DEMO_CLIENT.email });
    const unknown = await target.client().auth.requestPasswordReset.mutate({ email: `nobody-${uniqueSuffix()}@example.com` });
    expect(known).toEqual({ message: RESET_MESSAGES.requested });
    expect(unknown).toEqual(known);
  });

  it('resets the password with the mailed link, once', async () => {
    const person = await registerFresh(target, 'reset');
    await target.client().auth.requestPasswordReset.mutate({ email: person.email });
    const link = await latestResetLink(target, person.email);
    const confirm = {
      token: link.searchParams.get('token') ?? '',
      email: link.searchParams.get('email') ?? '',
      password: 'a-brand-new-password',
      password_confirmation: 'a-brand-new-password',
    };
    expect(await target.client().auth.confirmPasswordReset.mutate(confirm)).toEqual({ message: RESET_MESSAGES.confirmed });
    const session = await target.client().auth.login.mutate({ email: person.email, password: 'a-brand-new-password' });
    expect(session.data.user.id).toBe(person.user.id);
    // The old session token was issued before the reset: the gateway no longer accepts it.
    await expectRefusal(person.trpc.profile.get.query({ user_id: person.user.id }), { code: 'UNAUTHORIZED', status: 401 });
    await expectRefusal(target.client().auth.confirmPasswordReset.mutate(confirm), {
      code: 'UNPROCESSABLE_CONTENT',
      status: 422,
      message: RESET_MESSAGES.invalid,
    });
  });

  it("refuses two different passwords with 'Passwords do not match.'", async () => {
    const refusal = await expectRefusal(
      target.client().auth.confirmPasswordReset.mutate({ token: 't', email: 'a@example.com', password: 'one-password', password_confirmation: 'another-one' }),
      { code: 'BAD_REQUEST', status: 400, message: 'Passwords do not match.' },
    );
    expect(refusal.data?.zodError?.fieldErrors.password_confirmation).toEqual(['Passwords do not match.']);
  });
});
