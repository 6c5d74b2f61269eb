// Admin directory: users (optionally of one business account) and business accounts a page at
// a time, and one business account with its member count.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN_PAGE_SIZE } from '../../../shared/constants';
import { adminBusinessAccount, adminBusinessAccounts, adminUsers } from '../../../shared/contract/admin';
import { ZErrorBody } from '../../../shared/contract/define';
import { createTestEmulator } from '../../support/emulator-app';
import type { TTestEmulator } from '../../support/emulator-app';
import { createPeople } from './fixtures/people';
import type { TTestUser } from './fixtures/people';

const USER_COUNT = ADMIN_PAGE_SIZE * 2 + 3;
const BA_COUNT = ADMIN_PAGE_SIZE + 1;

let t: TTestEmulator;
let admin: TTestUser;
let client: TTestUser;
let userIds: number[];
let baIds: number[];

beforeEach(async () => {
  t = await createTestEmulator();
  const people = createPeople(t);
  admin = await people.admin({ email: 'admin@example.org' });
  client = await people.user({ email: 'client@example.org' });
  userIds = [admin.id, client.id];
  while (userIds.length < USER_COUNT) userIds.push((await people.user()).id);
  baIds = Array.from({ length: BA_COUNT }, (_, index) => people.businessAccount(userIds[index % userIds.length] as number));
  // The first account gets three more members (four in all).
  for (const userId of userIds.slice(1, 4)) people.member(baIds[0] as number, userId);
});
afterEach(() => t.cleanup());

const get = (path: string, query: Record<string, string | number>, token = admin.token) => t.call('GET', path, { token, query });

describe('GET /api/admin/users', () => {
  it('pages through all users in id order with the paginator fields', async () => {
    const seen: number[] = [];
    const lastPage = Math.ceil(USER_COUNT / ADMIN_PAGE_SIZE);
    for (let page = 1; page <= lastPage; page += 1) {
      const res = await get('/api/admin/users', { page });
      expect(res.status).toBe(200);
      const { users } = adminUsers.response.parse(res.json).data;
      expect(users).toMatchObject({ current_page: page, last_page: lastPage, per_page: ADMIN_PAGE_SIZE, total: USER_COUNT });
      seen.push(...users.data.map((user) => user.id));
    }
    expect(seen).toEqual([...userIds].sort((a, b) => a - b));
    expect(JSON.stringify(seen)).not.toMatch(/password|token_version/);
  });

  it('never shows password hashes or token versions', async () => {
    const res = await get('/api/admin/users', { page: 1 });
    expect(res.text).not.toMatch(/password|scrypt|token_version/);
    expect(Object.keys(res.json?.data.users.data[0]).sort()).toEqual(
      ['email', 'facebook', 'id', 'last_name', 'name', 'phone', 'project_path', 'role', 'telegram'],
    );
  });

  it('defaults to page 1', async () => {
    const res = await get('/api/admin/users', {});
    expect(res.json?.data.users.current_page).toBe(1);
    expect(res.json?.data.users.data).toHaveLength(ADMIN_PAGE_SIZE);
  });

  it('answers an empty page past the end with the right last_page', async () => {
    const res = await get('/api/admin/users', { page: 99 });
    const { users } = adminUsers.response.parse(res.json).data;
    expect(users).toEqual({ data: [], current_page: 99, last_page: Math.ceil(USER_COUNT / ADMIN_PAGE_SIZE), per_page: ADMIN_PAGE_SIZE, total: USER_COUNT });
  });

  it('lists only the members of one business account', async () => {
    const res = await get('/api/admin/users', { page: 1, business_account_id: baIds[0] as number });
    const { users } = adminUsers.response.parse(res.json).data;
    expect(users.total).toBe(4);
    expect(users.last_page).toBe(1);
    expect(users.data.map((user) => user.id)).toEqual(userIds.slice(0, 4));
  });

  it('answers last_page 1 for a business account without members', async () => {
    t.sqlite.prepare('DELETE FROM business_account_members WHERE ba_id = ?').run(baIds[1]);
    const res = await get('/api/admin/users', { page: 1, business_account_id: baIds[1] as number });
    expect(adminUsers.response.parse(res.json).data.users).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it('answers 404 for an unknown business account', async () => {
    const res = await get('/api/admin/users', { page: 1, business_account_id: 99_999 });
    expect(res.status).toBe(404);
    expect(ZErrorBody.parse(res.json).message).toBe('Business account not found');
  });

  it.each([
    ['page 0', { page: 0 }],
    ['a negative page', { page: -1 }],
    ['a fractional page', { page: 1.5 }],
    ['a text page', { page: 'two' }],
    ['a huge page', { page: 1e12 }],
    ['a text business_account_id', { page: 1, business_account_id: 'abc' }],
  ])('refuses %s with 422', async (_label, query) => {
    const res = await get('/api/admin/users', query as Record<string, string | number>);
    expect(res.status).toBe(422);
    ZErrorBody.parse(res.json);
  });

  it('refuses clients with 403', async () => {
    expect((await get('/api/admin/users', { page: 1 }, client.token)).status).toBe(403);
  });
});

describe('GET /api/admin/business-accounts', () => {
  it('pages through all business accounts', async () => {
    const first = adminBusinessAccounts.response.parse((await get('/api/admin/business-accounts', { page: 1 })).json);
    const second = adminBusinessAccounts.response.parse((await get('/api/admin/business-accounts', { page: 2 })).json);
    expect(first.data.business_accounts).toMatchObject({ current_page: 1, last_page: 2, per_page: ADMIN_PAGE_SIZE, total: BA_COUNT });
    expect([...first.data.business_accounts.data, ...second.data.business_accounts.data].map((ba) => ba.id)).toEqual(baIds);
  });

  it('answers an empty page past the end', async () => {
    const res = await get('/api/admin/business-accounts', { page: 5 });
    expect(adminBusinessAccounts.response.parse(res.json).data.business_accounts).toMatchObject({ data: [], last_page: 2, total: BA_COUNT });
  });

  it('answers last_page 1 when there are none', async () => {
    t.sqlite.prepare('DELETE FROM business_accounts').run();
    const res = await get('/api/admin/business-accounts', { page: 1 });
    expect(adminBusinessAccounts.response.parse(res.json).data.business_accounts).toEqual({
      data: [],
      current_page: 1,
      last_page: 1,
      per_page: ADMIN_PAGE_SIZE,
      total: 0,
    });
  });

  it('refuses a bad page with 422 and clients with 403', async () => {
    expect((await get('/api/admin/business-accounts', { page: 'x' })).status).toBe(422);
    expect((await get('/api/admin/business-accounts', { page: 1 }, client.token)).status).toBe(403);
  });
});

describe('GET /api/admin/business-account', () => {
  it('answers the business account with its member count', async () => {
    const res = await get('/api/admin/business-account', { id: baIds[0] as number });
    expect(res.status).toBe(200);
    const { business_account: account } = adminBusinessAccount.response.parse(res.json).data;
    expect(account).toMatchObject({ id: baIds[0], users_count: 4 });
  });

  it('answers 404 for an unknown id and 422 for a malformed one', async () => {
    const missing = await get('/api/admin/business-account', { id: 99_999 });
    expect(missing.status).toBe(404);
    expect(ZErrorBody.parse(missing.json).message).toBe('Business account not found');
    expect((await get('/api/admin/business-account', { id: 'x' })).status).toBe(422);
    expect((await get('/api/admin/business-account', {})).status).toBe(422);
  });

  it('refuses clients with 403, even members of the account', async () => {
    expect((await get('/api/admin/business-account', { id: baIds[0] as number }, client.token)).status).toBe(403);
  });
});
