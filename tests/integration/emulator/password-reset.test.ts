// Password reset: the request answers the same for any email and mails a single-use link for a
// known one; confirm sets the password, retires the token and every earlier session token.
import { createHash } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_TOKEN_TTL_MINUTES } from '../../../shared/constants';
import { confirmPasswordReset, requestPasswordReset } from '../../../shared/contract/auth';
import { ZErrorBody } from '../../../shared/contract/define';
import { createEmulator } from '../../../server/emulator/app';
import { createTestEmulator } from '../../support/emulator-app';
import type { TTestEmulator } from '../../support/emulator-app';
import { TEST_PASSWORD, countRows, createPeople } from './fixtures/people';
import type { TTestUser } from './fixtures/people';

/** Real scrypt hashing (slow by design, slower on a busy CI machine) runs in these tests. */
const SCRYPT_TIMEOUT_MS = 90_000;

const REQUESTED = 'If the email is registered, a reset link has been sent.';
const INVALID = 'This password reset link is invalid or has expired.';
const NEW_PASSWORD = 'a-brand-new-password';

let t: TTestEmulator;
let user: TTestUser;

beforeEach(async () => {
  t = await createTestEmulator();
  user = await createPeople(t).user({ email: 'forgetful@example.org', name: 'Robin' });
});
afterEach(() => t.cleanup());

const request = (email: unknown) => t.call('POST', '/api/password/reset/request', { body: { email } });
const confirm = (body: Record<string, unknown>) => t.call('POST', '/api/password/reset/confirm', { body });

/** Requests a reset and reads the token and email back from the link in the outbox. */
const requestLink = async (email = user.email) => {
  expect((await request(email)).status).toBe(200);
  const mail = (await t.call('GET', '/emulator/outbox.json')).json?.data[0];
  const link = new URL(mail.link as string);
  return { link, token: link.searchParams.get('token') as string, email: link.searchParams.get('email') as string };
};

const tokenRows = () =>
  t.sqlite.prepare('SELECT token_hash, expires_at, used_at, created_at FROM password_reset_tokens WHERE user_id = ?').all(user.id) as {
    token_hash: string;
    expires_at: string;
    used_at: string | null;
    created_at: string;
  }[];

const passwordState = () => t.sqlite.prepare('SELECT password_hash, token_version FROM users WHERE id = ?').get(user.id);

describe('POST /api/password/reset/request', { timeout: SCRYPT_TIMEOUT_MS }, () => {
  it('answers the same message for a known and an unknown email', async () => {
    const known = await request(user.email);
    const unknown = await request('nobody@example.org');
    for (const res of [known, unknown]) {
      expect(res.status).toBe(200);
      expect(requestPasswordReset.response.parse(res.json)).toEqual({ message: REQUESTED });
    }
    expect(known.text).toBe(unknown.text);
  });

  it('writes nothing for an unknown email', async () => {
    await request('nobody@example.org');
    expect(countRows(t, 'outbox_mail')).toBe(0);
    expect(countRows(t, 'password_reset_tokens')).toBe(0);
  });

  it('mails a link to the confirm page with a 32-byte token, stored only as its sha256, valid 60 minutes', async () => {
    const before = Date.now();
    const { link, token, email } = await requestLink('Forgetful@Example.org');
    expect(`${link.origin}${link.pathname}`).toBe('http://portal.test/password-reset-confirm/');
    expect(email).toBe('forgetful@example.org');
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const [row] = tokenRows();
    expect(row?.token_hash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(t.sqlite.prepare('SELECT * FROM password_reset_tokens').all())).not.toContain(token);
    const ttl = Date.parse(row?.expires_at ?? '') - before;
    expect(ttl).toBeGreaterThan(PASSWORD_RESET_TOKEN_TTL_MINUTES * 60_000 - 5_000);
    expect(ttl).toBeLessThanOrEqual(PASSWORD_RESET_TOKEN_TTL_MINUTES * 60_000 + 5_000);

    const mail = t.sqlite.prepare('SELECT to_email, subject, body_text FROM outbox_mail').get() as Record<string, string>;
    expect(mail.to_email).toBe('forgetful@example.org');
    expect(mail.subject).toBe('Reset your password');
    expect(mail.body_text).toContain(link.href);
    expect(mail.body_text).toContain('Robin');
  });

  it('builds the link from the configured origin, never from the request (Host header)', async () => {
    const app = createEmulator({ ...t.deps, linkOrigin: () => 'http://127.0.0.1:4321' });
    const res = await app.request('http://evil.example/api/password/reset/request', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'evil.example' },
      body: JSON.stringify({ email: user.email }),
    });
    expect(res.status).toBe(200);
    const link = (t.sqlite.prepare('SELECT link FROM outbox_mail').get() as { link: string }).link;
    expect(link.startsWith('http://127.0.0.1:4321/password-reset-confirm/?token=')).toBe(true);
  });

  it('stops mailing after 5 requests in 15 minutes but keeps answering the same', async () => {
    for (let index = 0; index < 7; index += 1) expect((await request(user.email)).json).toEqual({ message: REQUESTED });
    expect(countRows(t, 'outbox_mail')).toBe(5);
    expect(tokenRows()).toHaveLength(5);
  });

  it.each([
    ['a missing email', undefined],
    ['a malformed email', 'not-an-email'],
    ['a number', 5],
    ['markup', '<script>@x.y'],
    ['a very long email', `${'a'.repeat(300)}@example.org`],
  ])('refuses %s with 422 and writes nothing', async (_label, email) => {
    const res = await request(email);
    expect(res.status).toBe(422);
    ZErrorBody.parse(res.json);
    expect(countRows(t, 'outbox_mail')).toBe(0);
  });
});

describe('POST /api/password/reset/confirm', { timeout: SCRYPT_TIMEOUT_MS }, () => {
  it('sets the new password, uses the token up and signs out every earlier session', async () => {
    const { token, email } = await requestLink();
    const oldSession = user.token;
    expect((await t.call('GET', '/api/profile', { token: oldSession, query: { user_id: user.id } })).status).toBe(200);

    const res = await confirm({ token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(res.status).toBe(200);
    expect(confirmPasswordReset.response.parse(res.json).message).toMatch(/password has been reset/);
    expect(tokenRows()[0]?.used_at).not.toBeNull();

    const profile = await t.call('GET', '/api/profile', { token: oldSession, query: { user_id: user.id } });
    expect(profile.status).toBe(401);

    const withOld = await t.call('POST', '/api/login', { body: { email, password: TEST_PASSWORD } });
    expect(withOld.status).toBe(422);
    const withNew = await t.call('POST', '/api/login', { body: { email, password: NEW_PASSWORD } });
    expect(withNew.status).toBe(200);
    const fresh = await t.call('GET', '/api/profile', { token: withNew.json?.data.token, query: { user_id: user.id } });
    expect(fresh.status).toBe(200);

    const again = await confirm({ token, email, password: 'yet-another-password', password_confirmation: 'yet-another-password' });
    expect(again.status).toBe(422);
    expect(ZErrorBody.parse(again.json).message).toBe(INVALID);
  });

  it('retires the other outstanding tokens of the user too', async () => {
    const first = await requestLink();
    const second = await requestLink();
    expect(first.token).not.toBe(second.token);
    expect((await confirm({ ...second, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD })).status).toBe(200);
    const res = await confirm({ ...first, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(res.status).toBe(422);
    expect(tokenRows().every((row) => row.used_at !== null)).toBe(true);
  });

  it('refuses an expired token and changes nothing', async () => {
    const { token, email } = await requestLink();
    t.sqlite.prepare("UPDATE password_reset_tokens SET expires_at = '2000-01-01T00:00:00.000Z'").run();
    const before = passwordState();
    const res = await confirm({ token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
    expect(res.status).toBe(422);
    expect(ZErrorBody.parse(res.json).message).toBe(INVALID);
    expect(passwordState()).toEqual(before);
    expect(tokenRows()[0]?.used_at).toBeNull();
  });

  it('refuses a token with another email, an unknown token and a token hash', async () => {
    const { token, email } = await requestLink();
    await createPeople(t, 11).user({ email: 'someone@example.org' });
    const before = passwordState();
    for (const body of [
      { token, email: 'someone@example.org' },
      { token, email: 'nobody@example.org' },
      { token: `${token}x`, email },
      { token: 'A'.repeat(43), email },
      { token: createHash('sha256').update(token).digest('hex'), email },
    ]) {
      const res = await confirm({ ...body, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD });
      expect(res.status).toBe(422);
      expect(ZErrorBody.parse(res.json).message).toBe(INVALID);
    }
    expect(passwordState()).toEqual(before);
    expect(tokenRows()[0]?.used_at).toBeNull();
  });

  it("refuses a confirmation that differs with 'Passwords do not match.'", async () => {
    const { token, email } = await requestLink();
    const res = await confirm({ token, email, password: NEW_PASSWORD, password_confirmation: 'something-different' });
    expect(res.status).toBe(422);
    expect(res.json?.errors?.password_confirmation).toEqual(['Passwords do not match.']);
    expect(tokenRows()[0]?.used_at).toBeNull();
  });

  it.each([
    ['a short password', { password: 'short', password_confirmation: 'short' }],
    ['a missing token', { token: undefined }],
    ['an empty token', { token: '' }],
    ['a 257 character token', { token: 't'.repeat(257) }],
    ['a number as token', { token: 12345 }],
    ['a malformed email', { email: 'nope' }],
  ])('refuses %s with 422', async (_label, overrides) => {
    const { token, email } = await requestLink();
    const before = passwordState();
    const res = await confirm({ token, email, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD, ...overrides });
    expect(res.status).toBe(422);
    ZErrorBody.parse(res.json);
    expect(passwordState()).toEqual(before);
  });
});
