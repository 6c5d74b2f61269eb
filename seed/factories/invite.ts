// Factory of an invite into a business account, to a person of the demo cast.
import type { Faker } from '@faker-js/faker';
import type { invites } from '../../db/schema/invites';
import { castPerson, randomOf } from '../../server/emulator/generate/cast';

export type TInviteInsert = typeof invites.$inferInsert;

export function buildInvite(
  f: Faker,
  params: Pick<TInviteInsert, 'ba_id' | 'invited_by'>,
  overrides: Partial<TInviteInsert> = {},
): TInviteInsert {
  return {
    ...params,
    email: castPerson(randomOf(f)).email,
    invite_hash: f.string.hexadecimal({ length: 40, casing: 'lower', prefix: '' }),
    status: 'pending',
    ...overrides,
  };
}
