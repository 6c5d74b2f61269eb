// Register and login: the session answer of the contract, the refusals, and the login throttle.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { login, register } from '../../../shared/contract/auth';
import { ZErrorBody } from '../../../shared/contract/define';
import { verifySessionToken } from '../../../server/emulator/jwt';
import { TEST_JWT, createTestEmulator } from '../../support/emulator-app';
import type { TTestEmulator } from '../../support/emulator-app';
import { TEST_PASSWORD, countRows, createPeople } from './fixtures/people';

/** Real scrypt hashing (slow by design, slower on a busy CI machine) runs in these tests. */
const SCRYPT_TIMEOUT_MS = 90_000;

let t: TTestEmulator;
beforeEach(async () => {
  t = await createTestEmulator();
});
afterEach(() => t.cleanup());

const newcomer = { name: 'Dana', email: 'dana@example.org', password: 'a-long-password', c_password: 'a-long-password' };

describe('POST /api/register', { timeout: SCRYPT_TIMEOUT_MS }, () => {
  it('creates a client, answers the session shape and a token that opens protected calls', async () => {
    const res = await t.call('POST', '/api/register', { body: newcomer });
    expect(res.status).toBe(200);
    const body = register.response.parse(res.json);
    expect(body.data.user).toMatchObject({ name: 'Dana', email: 'dana@example.org', role: 'client', project_path: null });
    expect(body.data.user.businessAccounts).toEqual([]);
    expect(body.data.user.currentBusinessAccount).toBeNull();
    expect(res.text).not.toMatch(/password_hash|scrypt\$/);

    const claims = await verifySessionToken(body.data.token, TEST_JWT);
    expect(claims).toMatchObject({ userId: body.data.user.id, role: 'client' });
    const profile = await t.call('GET', '/api/profile', { token: body.data.token, query: { user_id: body.data.user.id } });
    expect(profile.status).toBe(200);
  });

  it('stores the password as a scrypt hash, never as given', async () => {
    await t.call('POST', '/api/register', { body: newcomer });
    const row = t.sqlite.prepare('SELECT password_hash FROM users WHERE email = ?').get(newcomer.email) as { password_hash: string };
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(row.password_hash).not.toContain(newcomer.password);
  });

  it('lower-cases and trims the email, and never creates an admin whatever the body says', async () => {
    const res = await t.call('POST', '/api/register', { body: { ...newcomer, email: '  Dana@Example.ORG ', role: 'admin' } });
    expect(res.status).toBe(200);
    expect(res.json?.data.user.email).toBe('dana@example.org');
    expect(res.json?.data.user.role).toBe('client');
  });

  it('refuses a taken email (any case) with 422 and creates nothing', async () => {
    await createPeople(t).user({ email: 'dana@example.org' });
    const before = countRows(t, 'users');
    const res = await t.call('POST', '/api/register', { body: { ...newcomer, email: 'DANA@example.org' } });
    expect(res.status).toBe(422);
    expect(ZErrorBody.parse(res.json).message).toBe('The email has already been taken.');
    expect(res.json?.errors?.email).toEqual(['The email has already been taken.']);
    expect(countRows(t, 'users')).toBe(before);
  });

  it("refuses a confirmation that does not match with 'Password mismatch'", async () => {
    const res = await t.call('POST', '/api/register', { body: { ...newcomer, c_password: 'something-else' } });
    expect(res.status).toBe(422);
    expect(res.json?.errors?.c_password).toEqual(['Password mismatch']);
    expect(countRows(t, 'users')).toBe(0);
  });

  it.each([
    ['a missing name', { ...newcomer, name: undefined }, 'name'],
    ['an empty name', { ...newcomer, name: '   ' }, 'name'],
    ['a malformed email', { ...newcomer, email: 'not-an-email' }, 'email'],
    ['a short password', { ...newcomer, password: 'short', c_password: 'short' }, 'password'],
    ['a number as name', { ...newcomer, name: 42 }, 'name'],
    ['a 10 000 character name', { ...newcomer, name: 'x'.repeat(10_000) }, 'name'],
    ['an object as email', { ...newcomer, email: { $gt: '' } }, 'email'],
  ])('refuses %s with 422 naming the field', async (_label, body, field) => {
    const res = await t.call('POST', '/api/register', { body });
    expect(res.status).toBe(422);
    expect(ZErrorBody.parse(res.json).errors?.[field]?.length).toBeGreaterThan(0);
    expect(countRows(t, 'users')).toBe(0);
  });

  it('keeps hostile and unicode names as text', async () => {
    const name = '<script>alert(1)</script> Zoë 李 🚀';
    const res = await t.call('POST', '/api/register', { body: { ...newcomer, name } });
    expect(res.status).toBe(200);
    expect(res.json?.data.user.name).toBe(name);
  });
});

describe('POST /api/login', { timeout: SCRYPT_TIMEOUT_MS }, () => {
  it('answers the session shape with the business accounts and the current one', async () => {
    const people = createPeople(t);
    const client = await people.user({ email: 'casey@example.org' });
    const first = people.businessAccount(client.id, { name: 'First' });
    people.businessAccount(client.id, { name: 'Second' });
    const res = await t.call('POST', '/api/login', { body: { email: 'Casey@Example.org', password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    const body = login.response.parse(res.json);
    expect(body.success).toBe(true);
    expect(body.message).not.toBe('');
    expect(body.data.user.id).toBe(client.id);
    expect(body.data.user.businessAccounts.map((ba) => ba.name)).toEqual(['First', 'Second']);
    expect(body.data.user.currentBusinessAccount?.id).toBe(first);
    expect(res.text).not.toMatch(/password_hash|token_version|scrypt\$/);
  });

  it('prefers the stored current business account while the user still belongs to it', async () => {
    const people = createPeople(t);
    const client = await people.user({ email: 'casey@example.org' });
    people.businessAccount(client.id, { name: 'First' });
    const second = people.businessAccount(client.id, { name: 'Second' });
    t.sqlite.prepare('UPDATE users SET current_ba_id = ? WHERE id = ?').run(second, client.id);
    const res = await t.call('POST', '/api/login', { body: { email: 'casey@example.org', password: TEST_PASSWORD } });
    expect(res.json?.data.user.currentBusinessAccount.id).toBe(second);
  });

  it('answers the same refusal for a wrong password and an unknown email', async () => {
    await createPeople(t).user({ email: 'casey@example.org' });
    const wrongPassword = await t.call('POST', '/api/login', { body: { email: 'casey@example.org', password: 'wrong-password' } });
    const unknownEmail = await t.call('POST', '/api/login', { body: { email: 'nobody@example.org', password: TEST_PASSWORD } });
    for (const res of [wrongPassword, unknownEmail]) {
      expect(res.status).toBe(422);
      expect(ZErrorBody.parse(res.json)).toEqual({ success: false, message: 'These credentials do not match our records.' });
    }
  });

  it.each([
    ['an empty body', undefined],
    ['a missing password', { email: 'casey@example.org' }],
    ['an empty password', { email: 'casey@example.org', password: '' }],
    ['a malformed email', { email: 'casey', password: TEST_PASSWORD }],
    ['an array as password', { email: 'casey@example.org', password: [TEST_PASSWORD] }],
  ])('refuses %s with 422', async (_label, body) => {
    const res = await t.call('POST', '/api/login', { body: body ?? {} });
    expect(res.status).toBe(422);
    ZErrorBody.parse(res.json);
  });

  it('refuses further attempts from the same address with 429 after 10 failures for one email, even with the right password', async () => {
    await createPeople(t).user({ email: 'casey@example.org' });
    // Each failure costs a real scrypt verification (slow by design).
    for (let attempt = 0; attempt < 10; attempt += 1) {
      const res = await t.call('POST', '/api/login', { body: { email: 'casey@example.org', password: 'guess-password' } });
      expect(res.status).toBe(422);
    }
    const blocked = await t.call('POST', '/api/login', { body: { email: 'casey@example.org', password: TEST_PASSWORD } });
    expect(blocked.status).toBe(429);
    expect(ZErrorBody.parse(blocked.json).message).toMatch(/too many login attempts/i);
    // Another email is not affected.
    const other = await t.call('POST', '/api/login', { body: { email: 'other@example.org', password: TEST_PASSWORD } });
    expect(other.status).toBe(422);
  }, 120_000);
});
