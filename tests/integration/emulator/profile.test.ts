// Profile: read, save (project domain locked once saved, duplicates refused) and the path check.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkProfilePath, getProfile, saveProfile } from '../../../shared/contract/auth';
import { ZErrorBody } from '../../../shared/contract/define';
import { createTestEmulator } from '../../support/emulator-app';
import type { TTestEmulator } from '../../support/emulator-app';
import { createPeople, TEST_PASSWORD } from './fixtures/people';
import type { TTestUser } from './fixtures/people';

let t: TTestEmulator;
let fresh: TTestUser;
let settled: TTestUser;
let admin: TTestUser;

beforeEach(async () => {
  t = await createTestEmulator();
  const people = createPeople(t);
  fresh = await people.user({ name: 'Fresh', email: 'fresh@example.org', project_path: null, phone: null });
  settled = await people.user({ name: 'Settled', email: 'settled@example.org', project_path: 'settled-co' });
  admin = await people.admin({ email: 'admin@example.org', project_path: 'admin-co' });
  people.businessAccount(settled.id, { name: 'Settled BA' });
});
afterEach(() => t.cleanup());

const userRow = (id: number) =>
  t.sqlite
    .prepare('SELECT name, email, project_path, last_name, phone, telegram, facebook, updated_at FROM users WHERE id = ?')
    .get(id);

const form = (user: TTestUser, overrides: Record<string, unknown> = {}) => ({
  user_id: user.id,
  name: 'New name',
  email: user.email,
  project_path: 'new-project',
  last_name: 'Last',
  phone: '+1 555 0100',
  telegram: '@tg',
  facebook: 'https://facebook.com/someone',
  ...overrides,
});

describe('GET /api/profile', () => {
  it('answers the profile fields of the user', async () => {
    const res = await t.call('GET', '/api/profile', { token: settled.token, query: { user_id: settled.id } });
    expect(res.status).toBe(200);
    const body = getProfile.response.parse(res.json);
    expect(body.data.user).toMatchObject({ email: 'settled@example.org', name: 'Settled', project_path: 'settled-co' });
    expect(Object.keys(res.json?.data.user).sort()).toEqual(
      ['email', 'facebook', 'last_name', 'name', 'phone', 'project_path', 'telegram'],
    );
  });

  it.each([
    ['a missing user_id', {}],
    ['a non-numeric user_id', { user_id: 'abc' }],
    ['a negative user_id', { user_id: -3 }],
    ['a fractional user_id', { user_id: 1.5 }],
  ])('refuses %s with 422', async (_label, query) => {
    const res = await t.call('GET', '/api/profile', { token: settled.token, query });
    expect(res.status).toBe(422);
    ZErrorBody.parse(res.json);
  });

  it("refuses another user's profile with 403", async () => {
    const res = await t.call('GET', '/api/profile', { token: fresh.token, query: { user_id: settled.id } });
    expect(res.status).toBe(403);
  });

  it('answers 404 to an admin asking for an unknown user', async () => {
    const res = await t.call('GET', '/api/profile', { token: admin.token, query: { user_id: 99_999 } });
    expect(res.status).toBe(404);
    expect(ZErrorBody.parse(res.json).message).toBe('User not found');
  });
});

describe('POST /api/profile', () => {
  it('saves every field and answers status, message and the user with business accounts', async () => {
    const res = await t.call('POST', '/api/profile', { token: fresh.token, body: form(fresh) });
    expect(res.status).toBe(200);
    const body = saveProfile.response.parse(res.json);
    expect(body.data.status).toBe(true);
    expect(body.data.message).toBe('Profile saved successfully.');
    expect(body.data.user).toMatchObject({ id: fresh.id, name: 'New name', project_path: 'new-project', phone: '+1 555 0100' });
    expect(userRow(fresh.id)).toMatchObject({ name: 'New name', project_path: 'new-project', telegram: '@tg' });
  });

  it('clears optional fields sent as null or left out', async () => {
    const res = await t.call('POST', '/api/profile', {
      token: settled.token,
      body: { user_id: settled.id, name: 'S', email: settled.email, project_path: 'settled-co', last_name: null },
    });
    expect(res.status).toBe(200);
    expect(userRow(settled.id)).toMatchObject({ last_name: null, phone: null, telegram: null, facebook: null });
  });

  it('keeps a saved project domain when it is sent unchanged', async () => {
    const res = await t.call('POST', '/api/profile', { token: settled.token, body: form(settled, { project_path: 'settled-co' }) });
    expect(res.status).toBe(200);
    expect(res.json?.data.user.businessAccounts).toHaveLength(1);
  });

  it('refuses to change a saved project domain', async () => {
    const before = userRow(settled.id);
    const res = await t.call('POST', '/api/profile', { token: settled.token, body: form(settled, { project_path: 'another-co' }) });
    expect(res.status).toBe(422);
    expect(ZErrorBody.parse(res.json).message).toBe('The project domain cannot be changed once saved.');
    expect(res.json?.errors?.project_path).toEqual(['The project domain cannot be changed once saved.']);
    expect(userRow(settled.id)).toEqual(before);
  });

  it("refuses another user's project domain, whatever its case", async () => {
    const before = userRow(fresh.id);
    for (const projectPath of ['settled-co', 'Settled-CO']) {
      const res = await t.call('POST', '/api/profile', { token: fresh.token, body: form(fresh, { project_path: projectPath }) });
      expect(res.status).toBe(422);
      expect(ZErrorBody.parse(res.json).message).toBe('Such project id already exists');
    }
    expect(userRow(fresh.id)).toEqual(before);
  });

  it("refuses another user's email", async () => {
    const before = userRow(fresh.id);
    const res = await t.call('POST', '/api/profile', { token: fresh.token, body: form(fresh, { email: 'SETTLED@example.org' }) });
    expect(res.status).toBe(422);
    expect(ZErrorBody.parse(res.json).message).toBe('The email has already been taken.');
    expect(res.json?.errors?.email).toEqual(['The email has already been taken.']);
    expect(userRow(fresh.id)).toEqual(before);
  });

  it('lets the user change their own email with their current password (issue 46), which then signs in', async () => {
    const res = await t.call('POST', '/api/profile', { token: fresh.token, body: form(fresh, { email: 'Renamed@Example.org', current_password: TEST_PASSWORD }) });
    expect(res.status).toBe(200);
    expect(res.json?.data.user.email).toBe('renamed@example.org');
  });

  it.each([
    ['an empty name', { name: '' }, 'name'],
    ['a missing email', { email: undefined }, 'email'],
    ['a malformed email', { email: 'nope' }, 'email'],
    ['a missing project domain', { project_path: undefined }, 'project_path'],
    ['a project domain with a dot', { project_path: 'a.b' }, 'project_path'],
    ['a project domain with markup', { project_path: '<script>' }, 'project_path'],
    ['a project domain with unicode', { project_path: 'zoë' }, 'project_path'],
    ['a 64 character project domain', { project_path: 'a'.repeat(64) }, 'project_path'],
    ['a phone of 65 characters', { phone: '1'.repeat(65) }, 'phone'],
    ['a number as telegram', { telegram: 42 }, 'telegram'],
    ['a string user_id', { user_id: 'me' }, 'user_id'],
  ])('refuses %s with 422 and changes nothing', async (_label, overrides, field) => {
    const before = userRow(fresh.id);
    const res = await t.call('POST', '/api/profile', { token: fresh.token, body: form(fresh, overrides) });
    expect(res.status).toBe(422);
    expect(ZErrorBody.parse(res.json).errors?.[field]?.length).toBeGreaterThan(0);
    expect(userRow(fresh.id)).toEqual(before);
  });

  it('stores hostile and unicode text as text', async () => {
    const name = '<img src=x onerror=alert(1)> Zoë 李';
    const res = await t.call('POST', '/api/profile', { token: fresh.token, body: form(fresh, { name, last_name: "O'Brien; DROP TABLE users" }) });
    expect(res.status).toBe(200);
    expect(userRow(fresh.id)).toMatchObject({ name, last_name: "O'Brien; DROP TABLE users" });
  });

  it('lets an admin save another user', async () => {
    const res = await t.call('POST', '/api/profile', { token: admin.token, body: form(fresh, { name: 'Set by admin' }) });
    expect(res.status).toBe(200);
    expect(userRow(fresh.id)).toMatchObject({ name: 'Set by admin' });
  });
});

describe('GET /api/profile_check_path', () => {
  const check = async (user: TTestUser, projectId: string) => {
    const res = await t.call('GET', '/api/profile_check_path', { token: user.token, query: { project_id: projectId } });
    expect(res.status).toBe(200);
    return checkProfilePath.response.parse(res.json).data.success;
  };

  it("is true for a domain another user holds (any case), false for one's own and for free ones", async () => {
    expect(await check(fresh, 'settled-co')).toBe(true);
    expect(await check(fresh, 'SETTLED-co')).toBe(true);
    expect(await check(settled, 'settled-co')).toBe(false);
    expect(await check(fresh, 'free-domain')).toBe(false);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    expect(await check(fresh, 'settled%')).toBe(false);
    expect(await check(fresh, 'settled_co')).toBe(false);
  });

  it.each([['empty', ''], ['too long', 'a'.repeat(64)]])('refuses an %s project_id with 422', async (_label, projectId) => {
    const res = await t.call('GET', '/api/profile_check_path', { token: fresh.token, query: { project_id: projectId } });
    expect(res.status).toBe(422);
  });

  it('refuses a missing project_id with 422', async () => {
    const res = await t.call('GET', '/api/profile_check_path', { token: fresh.token });
    expect(res.status).toBe(422);
  });
});
