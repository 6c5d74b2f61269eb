// Business accounts: list the memberships, add (creator becomes owner), edit and delete (owners
// and admins only; delete cascades to everything scoped to the account).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addBusinessAccount,
  deleteBusinessAccount,
  editBusinessAccount,
  listBusinessAccounts,
} from '../../../shared/contract/business-accounts';
import { ZErrorBody } from '../../../shared/contract/define';
import { adAccounts } from '../../../db/schema/ad-accounts';
import { integrationsExports } from '../../../db/schema/integrations-exports';
import { services } from '../../../db/schema/services';
import { buildAdAccount } from '../../../server/emulator/generate/ad-accounts';
import { buildExport } from '../../../seed/factories/integration-export';
import { EXPORT_SERVICES } from '../../../seed/factories/service';
import { createFaker } from '../../../server/emulator/generate/random';
import { createTestEmulator } from '../../support/emulator-app';
import type { TTestEmulator } from '../../support/emulator-app';
import { countRows, createPeople } from './fixtures/people';
import type { TTestUser } from './fixtures/people';

let t: TTestEmulator;
let owner: TTestUser;
let member: TTestUser;
let stranger: TTestUser;
let admin: TTestUser;
let ownedBa: number;
let foreignBa: number;

beforeEach(async () => {
  t = await createTestEmulator();
  const people = createPeople(t);
  owner = await people.user({ email: 'owner@example.org' });
  member = await people.user({ email: 'member@example.org' });
  stranger = await people.user({ email: 'stranger@example.org' });
  admin = await people.admin({ email: 'admin@example.org' });
  ownedBa = people.businessAccount(owner.id, { name: 'Owned', path: 'owned' });
  foreignBa = people.businessAccount(stranger.id, { name: 'Foreign', path: 'foreign' });
  people.member(ownedBa, member.id);
  people.invite({ baId: ownedBa, invitedBy: owner.id });
});
afterEach(() => t.cleanup());

const accountRow = (id: number) =>
  t.sqlite.prepare('SELECT id, name, path, created_by, updated_at FROM business_accounts WHERE id = ?').get(id) as
    | { id: number; name: string; path: string; created_by: number | null; updated_at: string }
    | undefined;

describe('GET /api/business-accounts', () => {
  it("lists the user's memberships, owned or not", async () => {
    const res = await t.call('GET', '/api/business-accounts', { token: member.token, query: { user_id: member.id } });
    expect(res.status).toBe(200);
    const body = listBusinessAccounts.response.parse(res.json);
    expect(body.data.map((ba) => ba.name)).toEqual(['Owned']);
  });

  it('answers an empty list for a user without accounts', async () => {
    const people = createPeople(t, 99);
    const loner = await people.user();
    const res = await t.call('GET', '/api/business-accounts', { token: loner.token, query: { user_id: loner.id } });
    expect(listBusinessAccounts.response.parse(res.json).data).toEqual([]);
  });

  it('refuses a missing or malformed user_id with 422', async () => {
    for (const query of [{}, { user_id: 'x' }, { user_id: 0 }] as Record<string, string | number>[]) {
      const res = await t.call('GET', '/api/business-accounts', { token: owner.token, query });
      expect(res.status).toBe(422);
    }
  });
});

describe('POST /api/add_business_account', () => {
  it('creates the account with the user as its owner member', async () => {
    const before = countRows(t, 'business_accounts');
    const res = await t.call('POST', '/api/add_business_account', {
      token: member.token,
      body: { user_id: member.id, name: '  New Co  ', path: 'new-co' },
    });
    expect(res.status).toBe(200);
    const body = addBusinessAccount.response.parse(res.json);
    expect(body.data).toMatchObject({ name: 'New Co', path: 'new-co' });
    expect(body.message).toBe('Business account created successfully.');
    expect(countRows(t, 'business_accounts')).toBe(before + 1);
    expect(accountRow(body.data.id)?.created_by).toBe(member.id);
    const role = t.sqlite.prepare('SELECT role FROM business_account_members WHERE ba_id = ? AND user_id = ?').get(body.data.id, member.id);
    expect(role).toEqual({ role: 'owner' });

    const list = await t.call('GET', '/api/business-accounts', { token: member.token, query: { user_id: member.id } });
    expect(list.json?.data.map((ba: { name: string }) => ba.name)).toEqual(['Owned', 'New Co']);
  });

  it('keeps hostile and unicode names as text', async () => {
    const name = '<script>alert(1)</script> Café 李';
    const res = await t.call('POST', '/api/add_business_account', { token: owner.token, body: { user_id: owner.id, name, path: "p'; --" } });
    expect(res.status).toBe(200);
    expect(accountRow(res.json?.data.id)).toMatchObject({ name, path: "p'; --" });
  });

  it.each([
    ['an empty name', { name: '' }],
    ['a missing path', { path: undefined }],
    ['a 121 character name', { name: 'n'.repeat(121) }],
    ['a number as name', { name: 7 }],
  ])('refuses %s with 422 and creates nothing', async (_label, overrides) => {
    const before = countRows(t, 'business_accounts');
    const res = await t.call('POST', '/api/add_business_account', {
      token: owner.token,
      body: { user_id: owner.id, name: 'N', path: 'n', ...overrides },
    });
    expect(res.status).toBe(422);
    ZErrorBody.parse(res.json);
    expect(countRows(t, 'business_accounts')).toBe(before);
  });

  it('answers 404 to an admin creating one for an unknown user', async () => {
    const res = await t.call('POST', '/api/add_business_account', { token: admin.token, body: { user_id: 99_999, name: 'N', path: 'n' } });
    expect(res.status).toBe(404);
    expect(ZErrorBody.parse(res.json).message).toBe('User not found');
  });
});

describe('POST /api/edit_business_account', () => {
  const edit = (user: TTestUser, id: number, name = 'Renamed') =>
    t.call('POST', '/api/edit_business_account', { token: user.token, body: { user_id: user.id, id, name, path: 'renamed' } });

  it('renames an account the caller owns and moves updated_at', async () => {
    t.sqlite.prepare("UPDATE business_accounts SET updated_at = '2000-01-01T00:00:00.000Z' WHERE id = ?").run(ownedBa);
    const res = await edit(owner, ownedBa);
    expect(res.status).toBe(200);
    const body = editBusinessAccount.response.parse(res.json);
    expect(body.data).toMatchObject({ id: ownedBa, name: 'Renamed', path: 'renamed' });
    expect(accountRow(ownedBa)?.updated_at ?? '').not.toBe('2000-01-01T00:00:00.000Z');
    expect(Date.parse(accountRow(ownedBa)?.updated_at ?? '')).toBeGreaterThan(Date.parse('2020-01-01'));
  });

  it('refuses a member who is not the owner, and a stranger, with 403', async () => {
    for (const user of [member, stranger]) {
      const res = await edit(user, ownedBa);
      expect(res.status).toBe(403);
      ZErrorBody.parse(res.json);
    }
    expect(accountRow(ownedBa)).toMatchObject({ name: 'Owned', path: 'owned' });
  });

  it('answers 404 for an unknown id', async () => {
    const res = await edit(owner, 99_999);
    expect(res.status).toBe(404);
    expect(ZErrorBody.parse(res.json).message).toBe('Business account not found');
  });

  it('lets an admin edit any account', async () => {
    expect((await edit(admin, foreignBa, 'By admin')).status).toBe(200);
    expect(accountRow(foreignBa)?.name).toBe('By admin');
  });

  it('refuses a missing id with 422', async () => {
    const res = await t.call('POST', '/api/edit_business_account', { token: owner.token, body: { user_id: owner.id, name: 'N', path: 'n' } });
    expect(res.status).toBe(422);
    expect(res.json?.errors?.id).toBeDefined();
  });
});

describe('POST /api/delete_business_account', () => {
  const remove = (user: TTestUser, id: number) =>
    t.call('POST', '/api/delete_business_account', { token: user.token, body: { user_id: user.id, id, name: 'Owned', path: 'owned' } });

  it('deletes an owned account with its memberships and invites, clearing it as anyone’s current one', async () => {
    t.sqlite.prepare('UPDATE users SET current_ba_id = ? WHERE id IN (?, ?)').run(ownedBa, owner.id, member.id);
    const res = await remove(owner, ownedBa);
    expect(res.status).toBe(200);
    expect(deleteBusinessAccount.response.parse(res.json).message).toBe('Business account deleted successfully.');
    expect(accountRow(ownedBa)).toBeUndefined();
    expect(t.sqlite.prepare('SELECT count(*) AS n FROM business_account_members WHERE ba_id = ?').get(ownedBa)).toEqual({ n: 0 });
    expect(t.sqlite.prepare('SELECT count(*) AS n FROM invites WHERE ba_id = ?').get(ownedBa)).toEqual({ n: 0 });
    expect(t.sqlite.prepare('SELECT current_ba_id FROM users WHERE id = ?').get(member.id)).toEqual({ current_ba_id: null });
    expect(accountRow(foreignBa)).toBeDefined();

    const again = await remove(owner, ownedBa);
    expect(again.status).toBe(404);
  });

  it('deletes the integrations and exports of the account too (cascade)', async () => {
    const f = createFaker(3);
    const [facebook] = EXPORT_SERVICES;
    const serviceId = t.db.insert(services).values(facebook!).returning({ id: services.id }).get().id;
    const exportId = t.db.insert(integrationsExports).values(buildExport(f, { ba_id: ownedBa, created_by: owner.id, service_id: serviceId, serviceName: 'Facebook Ads' })).returning({ id: integrationsExports.id }).get().id;
    t.db.insert(adAccounts).values(buildAdAccount(f, { integration_id: exportId, servicePath: 'fb-sync' })).run();
    expect(t.sqlite.prepare('SELECT count(*) AS n FROM integrations_exports WHERE ba_id = ?').get(ownedBa)).toEqual({ n: 1 });

    expect((await remove(owner, ownedBa)).status).toBe(200);
    expect(t.sqlite.prepare('SELECT count(*) AS n FROM integrations_exports WHERE ba_id = ?').get(ownedBa)).toEqual({ n: 0 });
    expect(t.sqlite.prepare('SELECT count(*) AS n FROM ad_accounts WHERE integration_id = ?').get(exportId)).toEqual({ n: 0 });
    expect(countRows(t, 'services')).toBe(1);
  });

  it('refuses a member who is not the owner, and a stranger, with 403', async () => {
    for (const user of [member, stranger]) expect((await remove(user, ownedBa)).status).toBe(403);
    expect(accountRow(ownedBa)).toBeDefined();
  });

  it('answers 404 for an unknown id', async () => {
    const res = await remove(owner, 99_999);
    expect(res.status).toBe(404);
    expect(ZErrorBody.parse(res.json).message).toBe('Business account not found');
  });

  it('lets an admin delete any account', async () => {
    expect((await remove(admin, foreignBa)).status).toBe(200);
    expect(accountRow(foreignBa)).toBeUndefined();
  });
});
