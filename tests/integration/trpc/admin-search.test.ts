// admin.users and admin.businessAccounts with `search` (issue 11, beyond the spec): a substring of
// the name, email or path, case-insensitive, with LIKE's wildcards taken literally; paged like the
// plain lists; refused to clients (403) and for bad input (400).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN } from '../../../seed/demo-logins';
import { expectRefusal, signInCast, uniqueSuffix } from '../../support/trpc-fixtures';
import type { TSignedIn, TSignedInCast } from '../../support/trpc-fixtures';
import { startTrpcTarget } from '../../support/trpc-target';
import type { TTrpcTarget } from '../../support/trpc-target';

let target: TTrpcTarget;
let admin: TSignedIn;
let client: TSignedIn;
let owner: TSignedInCast['owner'];
beforeAll(async () => {
  target = await startTrpcTarget();
  ({ admin, client, owner } = await signInCast(target, 'admin-search'));
});
afterAll(() => target?.close());

describe('admin.users with search', () => {
  it('finds a user by part of the email, in any case, and by name; the paginator counts only matches', async () => {
    const local = owner.email.split('@')[0] ?? '';
    const byEmail = await admin.trpc.admin.users.query({ search: local.slice(5).toUpperCase() });
    expect(byEmail.data.users.data.map((user) => user.id)).toEqual([owner.user.id]);
    expect(byEmail.data.users).toMatchObject({ current_page: 1, last_page: 1, total: 1 });

    const byName = await admin.trpc.admin.users.query({ search: '  alex  ' });
    expect(byName.data.users.data.map((user) => user.email)).toContain(DEMO_ADMIN.email);
    for (const user of byName.data.users.data) expect(`${user.name} ${user.email} ${user.project_path ?? ''}`.toLowerCase()).toContain('alex');
    expect(byName.data.users.total).toBeGreaterThanOrEqual(byName.data.users.data.length);

    // Within one business account's members.
    const members = await admin.trpc.admin.users.query({ business_account_id: owner.ba.id, search: local });
    expect(members.data.users.data.map((user) => user.id)).toEqual([owner.user.id]);
    const noMember = await admin.trpc.admin.users.query({ business_account_id: owner.ba.id, search: 'admin@example.com' });
    expect(noMember.data.users).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it('takes % and _ literally, treats blank as no search, and answers an empty page for no match', async () => {
    const all = await admin.trpc.admin.users.query({});
    const blank = await admin.trpc.admin.users.query({ search: '   ' });
    expect(blank.data.users.total).toBe(all.data.users.total);
    for (const search of ['%', '_', '\\', `nobody-${uniqueSuffix()}`]) {
      const answer = await admin.trpc.admin.users.query({ search });
      expect(answer.data.users, search).toMatchObject({ data: [], total: 0, last_page: 1 });
    }
  });

  it('refuses a search longer than 100 characters or not a string (400), and clients (403)', async () => {
    await expectRefusal(admin.trpc.admin.users.query({ search: 'x'.repeat(101) }), { code: 'BAD_REQUEST', status: 400 });
    await expectRefusal(admin.trpc.admin.users.query({ search: 42 as unknown as string }), { code: 'BAD_REQUEST', status: 400 });
    const longest = await admin.trpc.admin.users.query({ search: 'x'.repeat(100) });
    expect(longest.data.users.total).toBe(0);
    await expectRefusal(client.trpc.admin.users.query({ search: 'alex' }), { code: 'FORBIDDEN', status: 403 });
  });
});

describe('admin.businessAccounts with search', () => {
  it('finds a business account by part of its name or its path, paged', async () => {
    const byName = await admin.trpc.admin.businessAccounts.query({ search: owner.ba.name.toLowerCase() });
    expect(byName.data.business_accounts.data.map((account) => account.id)).toEqual([owner.ba.id]);
    const byPath = await admin.trpc.admin.businessAccounts.query({ search: owner.ba.path.toUpperCase() });
    expect(byPath.data.business_accounts.data.map((account) => account.id)).toEqual([owner.ba.id]);
    const acme = await admin.trpc.admin.businessAccounts.query({ search: 'acme' });
    expect(acme.data.business_accounts.data.map((account) => account.name)).toContain('Acme Marketing');
    const past = await admin.trpc.admin.businessAccounts.query({ search: owner.ba.name, page: 2 });
    expect(past.data.business_accounts).toMatchObject({ data: [], current_page: 2, last_page: 1, total: 1 });
  });

  it('refuses bad input (400) and clients (403)', async () => {
    await expectRefusal(admin.trpc.admin.businessAccounts.query({ search: 'x'.repeat(101) }), { code: 'BAD_REQUEST', status: 400 });
    await expectRefusal(admin.trpc.admin.businessAccounts.query({ search: ['a'] as unknown as string }), { code: 'BAD_REQUEST', status: 400 });
    await expectRefusal(client.trpc.admin.businessAccounts.query({ search: 'acme' }), { code: 'FORBIDDEN', status: 403 });
  });
});
