// Factories of a business account (a name from the demo cast) and a membership row.
import type { Faker } from '@faker-js/faker';
import type { businessAccountMembers, businessAccounts } from '../../db/schema/users-and-business-accounts';
import { castBusinessAccountName } from '../../server/emulator/generate/cast';

export type TBusinessAccountInsert = typeof businessAccounts.$inferInsert;
export type TBusinessAccountMemberInsert = typeof businessAccountMembers.$inferInsert;

export const toPath = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export function buildBusinessAccount(f: Faker, overrides: Partial<TBusinessAccountInsert> = {}): TBusinessAccountInsert {
  const name = overrides.name ?? castBusinessAccountName(f.number.int({ min: 0, max: 3119 }));
  return { name, path: toPath(name), ...overrides };
}

export function buildMembership(
  overrides: Pick<TBusinessAccountMemberInsert, 'ba_id' | 'user_id'> & Partial<TBusinessAccountMemberInsert>,
): TBusinessAccountMemberInsert {
  return { role: 'member', ...overrides };
}
