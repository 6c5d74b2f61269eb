// Faker factory of a user row. password_hash is passed in: hashing is slow on purpose, so
// callers hash once and reuse the string.
import type { Faker } from '@faker-js/faker';
import type { users } from '../../db/schema/users';

export type TUserInsert = typeof users.$inferInsert;

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export function buildUser(f: Faker, overrides: Partial<TUserInsert> & Pick<TUserInsert, 'password_hash'>): TUserInsert {
  const firstName = f.person.firstName();
  const lastName = f.person.lastName();
  const suffix = f.string.alphanumeric({ length: 6, casing: 'lower' });
  const hasProjectPath = f.datatype.boolean({ probability: 0.6 });
  return {
    name: firstName,
    last_name: lastName,
    email: `${slug(firstName)}.${slug(lastName)}.${suffix}@example.org`,
    role: 'client',
    project_path: hasProjectPath ? `${slug(lastName)}-${suffix}` : null,
    phone: f.helpers.replaceSymbols('+1 ### ### ####'),
    telegram: f.datatype.boolean({ probability: 0.5 }) ? `@${slug(firstName)}_${suffix}` : null,
    facebook: f.datatype.boolean({ probability: 0.4 }) ? `https://facebook.com/${slug(firstName)}.${suffix}` : null,
    ...overrides,
  };
}
