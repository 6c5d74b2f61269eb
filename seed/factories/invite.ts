// Faker factory of an invite into a business account.
import type { Faker } from '@faker-js/faker';
import type { invites } from '../../db/schema/invites';

export type TInviteInsert = typeof invites.$inferInsert;

export function buildInvite(
  f: Faker,
  params: Pick<TInviteInsert, 'ba_id' | 'invited_by'>,
  overrides: Partial<TInviteInsert> = {},
): TInviteInsert {
  return {
    ...params,
    email: f.internet.email({ provider: 'example.net' }).toLowerCase(),
    invite_hash: f.string.hexadecimal({ length: 40, casing: 'lower', prefix: '' }),
    status: 'pending',
    ...overrides,
  };
}
