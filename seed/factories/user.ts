// Factory of a user row from the demo cast (server/emulator/generate/cast.ts). password_hash is
// passed in: hashing is slow on purpose, so callers hash once and reuse the string. The seeds pass
// `person` (numbered, so emails never repeat); tests let faker's stream draw one.
import type { Faker } from '@faker-js/faker';
import type { users } from '../../db/schema/users-and-business-accounts';
import { castPerson, castPhone, randomOf, type TCastPerson } from '../../server/emulator/generate/cast';

export type TUserInsert = typeof users.$inferInsert;

const slug = (text: string) => text.toLowerCase().replace(/&/g, 'and').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** A project domain: first, last and the company's first word, unique as the person is. */
export const projectPathOf = (person: TCastPerson): string => `${slug(person.first)}-${slug(person.last)}-${slug(person.company.split(' ')[0] ?? '')}`;

export function buildUser(f: Faker, overrides: Partial<TUserInsert> & Pick<TUserInsert, 'password_hash'>, person: TCastPerson = castPerson(randomOf(f))): TUserInsert {
  const hasProjectPath = f.datatype.boolean({ probability: 0.6 });
  const handle = `${slug(person.first)}.${slug(person.last)}`;
  return {
    name: person.first,
    last_name: person.last,
    email: person.email,
    role: 'client',
    project_path: hasProjectPath ? projectPathOf(person) : null,
    phone: castPhone(randomOf(f)),
    telegram: f.datatype.boolean({ probability: 0.5 }) ? `@${handle.replace('.', '_')}` : null,
    facebook: f.datatype.boolean({ probability: 0.4 }) ? `https://facebook.com/${handle}` : null,
    ...overrides,
  };
}
