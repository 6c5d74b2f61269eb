// Issue 46, M3 and M4 at the gateway: Log out was client-side only (the token stayed valid for its
// 12 hours) and the email changed with a bearer token alone (no current password, earlier tokens
// kept working, nothing told the old address), so a stolen token became a permanent takeover.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { logout, saveProfile } from '../../../shared/contract/auth';
import { CURRENT_PASSWORD_MESSAGES } from '../../../shared/validation/messages';
import { EMAIL_CHANGED_SUBJECT } from '../../../server/emulator/records/profile';
import { SIGN_IN_LIMITS } from '../../../server/throttle/limits';
import { createEmulator, emulatorDeps } from '../../../server/emulator/app';
import { createTestEmulator, LOCAL_CONNECTION } from '../../support/emulator-app';
import type { TTestEmulator } from '../../support/emulator-app';
import { createPeople, TEST_PASSWORD } from './fixtures/people';
import type { TTestUser } from './fixtures/people';

let t: TTestEmulator;
let person: TTestUser;
let admin: TTestUser;
beforeEach(async () => {
  t = await createTestEmulator();
  const people = createPeople(t);
  person = await people.user({ name: 'Pat', email: 'pat@example.org', project_path: 'pat-co' });
  admin = await people.admin({ email: 'boss@example.org', project_path: 'boss-co' });
});
afterEach(() => t.cleanup());

const profileAs = (user: TTestUser, changes: Record<string, unknown> = {}) => ({ user_id: user.id, name: 'Pat', email: user.email, project_path: 'pat-co', ...changes });
const mailTo = (address: string) => t.sqlite.prepare('SELECT subject, body_text FROM outbox_mail WHERE to_email = ?').all(address) as { subject: string; body_text: string }[];

describe('POST /api/logout (issue 46, M4)', () => {
  it('revokes the token it is called with: the next call with it is 401', async () => {
    expect((await t.call('GET', '/api/profile', { token: person.token, query: { user_id: person.id } })).status).toBe(200);
    const answer = await t.call('POST', '/api/logout', { token: person.token, body: {} });
    expect(answer.status).toBe(200);
    expect(logout.response.parse(answer.json).success).toBe(true);
    const after = await t.call('GET', '/api/profile', { token: person.token, query: { user_id: person.id } });
    expect(after.status).toBe(401);
    // Signing in again works.
    expect((await t.call('POST', '/api/login', { body: { email: person.email, password: TEST_PASSWORD } })).status).toBe(200);
  });

  it('a restart on the same database does not bring the logged-out token back', async () => {
    expect((await t.call('POST', '/api/logout', { token: person.token, body: {} })).status).toBe(200);
    // A new emulator process on the same file: the same secret, nothing carried over in memory.
    const restarted = createEmulator(emulatorDeps({ ...t.deps, journal: undefined, revokedTokens: undefined }));
    const after = await restarted.request(`/api/profile?user_id=${person.id}`, { headers: { authorization: `Bearer ${person.token}` } }, LOCAL_CONNECTION);
    expect(after.status).toBe(401);
  });

  it("ends only that session: the same user's other device stays signed in", async () => {
    const laptop = (await t.call('POST', '/api/login', { body: { email: person.email, password: TEST_PASSWORD } })).json?.data.token as string;
    expect((await t.call('POST', '/api/logout', { token: person.token, body: {} })).status).toBe(200);
    expect((await t.call('GET', '/api/profile', { token: person.token, query: { user_id: person.id } })).status).toBe(401);
    expect((await t.call('GET', '/api/profile', { token: laptop, query: { user_id: person.id } })).status).toBe(200);
  });

  it('refuses a call without a token (401) and is in the API document', async () => {
    expect((await t.call('POST', '/api/logout', { body: {} })).status).toBe(401);
    const document = (await t.call('GET', '/api/openapi.json')).json as { paths: Record<string, Record<string, unknown>> };
    expect(document.paths['/api/logout']?.post).toBeDefined();
  });
});

describe('changing the email (issue 46, M3)', () => {
  it('needs the current password: missing or wrong is refused under that field, nothing changes', async () => {
    const missing = await t.call('POST', '/api/profile', { token: person.token, body: profileAs(person, { email: 'thief@example.org' }) });
    expect(missing.status).toBe(422);
    expect(missing.json?.errors?.current_password).toEqual([CURRENT_PASSWORD_MESSAGES.needed]);
    const wrong = await t.call('POST', '/api/profile', { token: person.token, body: profileAs(person, { email: 'thief@example.org', current_password: 'guess-123456' }) });
    expect(wrong.status).toBe(422);
    expect(wrong.json?.errors?.current_password).toEqual([CURRENT_PASSWORD_MESSAGES.wrong]);
    expect((t.sqlite.prepare('SELECT email FROM users WHERE id = ?').get(person.id) as { email: string }).email).toBe('pat@example.org');
    expect(mailTo('pat@example.org')).toEqual([]);
  });

  it('with the right password: saved, earlier tokens stop working, the answer carries a new one, and the old address is told', async () => {
    const answer = await t.call('POST', '/api/profile', { token: person.token, body: profileAs(person, { email: 'Pat.New@example.org', current_password: TEST_PASSWORD }) });
    expect(answer.status).toBe(200);
    const body = saveProfile.response.parse(answer.json);
    expect(body.data.user.email).toBe('pat.new@example.org');
    expect(body.data.token).toEqual(expect.any(String));
    expect((await t.call('GET', '/api/profile', { token: person.token, query: { user_id: person.id } })).status).toBe(401);
    expect((await t.call('GET', '/api/profile', { token: body.data.token, query: { user_id: person.id } })).status).toBe(200);
    const [mail] = mailTo('pat@example.org');
    expect(mail?.subject).toBe(EMAIL_CHANGED_SUBJECT);
    expect(mail?.body_text).toContain('pat.new@example.org');
  });

  it('saves the other fields without a password while the email stays, and keeps the token', async () => {
    const answer = await t.call('POST', '/api/profile', { token: person.token, body: profileAs(person, { name: 'Patricia', email: 'PAT@example.org' }) });
    expect(answer.status).toBe(200);
    expect(saveProfile.response.parse(answer.json).data.token).toBeUndefined();
    expect((await t.call('GET', '/api/profile', { token: person.token, query: { user_id: person.id } })).status).toBe(200);
  });

  it('counts wrong current passwords as sign-in failures: a stolen token is no password oracle', async () => {
    const { points } = SIGN_IN_LIMITS.login.perAccountAndAddress;
    for (let guess = 0; guess < points; guess += 1) {
      const answer = await t.call('POST', '/api/profile', { token: person.token, body: profileAs(person, { email: 'thief@example.org', current_password: `guess-${guess}-long` }) });
      expect(answer.status).toBe(422);
    }
    const limited = await t.call('POST', '/api/profile', { token: person.token, body: profileAs(person, { email: 'thief@example.org', current_password: TEST_PASSWORD }) });
    expect(limited.status).toBe(429);
    expect(limited.json?.message).toBe(CURRENT_PASSWORD_MESSAGES.tooManyGuesses);
  });

  it("an admin changing someone's email gives the admin's own password; that user's sessions end", async () => {
    const refused = await t.call('POST', '/api/profile', { token: admin.token, body: profileAs(person, { email: 'moved@example.org', current_password: 'not-it-at-all' }) });
    expect(refused.status).toBe(422);
    const answer = await t.call('POST', '/api/profile', { token: admin.token, body: profileAs(person, { email: 'moved@example.org', current_password: TEST_PASSWORD }) });
    expect(answer.status).toBe(200);
    expect(saveProfile.response.parse(answer.json).data.token).toBeUndefined();
    expect((await t.call('GET', '/api/profile', { token: person.token, query: { user_id: person.id } })).status).toBe(401);
    expect((await t.call('GET', '/api/profile', { token: admin.token, query: { user_id: person.id } })).status).toBe(200);
    expect(mailTo('pat@example.org')).toHaveLength(1);
  });
});
