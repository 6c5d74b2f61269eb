// Faker factory of saved auth data: values for a service's auth template (fields is JSON text).
import type { Faker } from '@faker-js/faker';
import { castBrands, domainOf, randomOf } from '../../server/emulator/generate/cast';
import type { authData } from '../../db/schema/auth-data';
import type { TFieldConfig } from './service';

export type TAuthDataInsert = typeof authData.$inferInsert;

/** Template values: booleans become false/true, client_id is the user id (spec §5), the rest text. */
export function buildAuthFields(f: Faker, fieldConfig: TFieldConfig, userId: number): Record<string, string | boolean> {
  return Object.fromEntries(
    Object.entries(fieldConfig).map(([key, { type }]) => {
      if (type === 'boolean') return [key, f.datatype.boolean()];
      if (key === 'client_id') return [key, String(userId)];
      if (key === 'subdomain') return [key, domainOf(castBrands(randomOf(f), 1)[0] ?? 'Loom & Ladle').replace('.example', '')];
      return [key, f.string.alphanumeric(32)];
    }),
  );
}

export function buildAuthData(
  f: Faker,
  params: Pick<TAuthDataInsert, 'service_id' | 'user_id' | 'ba_id'> & { serviceName: string; fieldConfig: TFieldConfig },
  overrides: Partial<TAuthDataInsert> = {},
): TAuthDataInsert {
  return {
    name: `${params.serviceName} ${f.helpers.arrayElement(['main', 'sales team', 'sandbox', 'backup'])}`,
    service_id: params.service_id,
    user_id: params.user_id,
    ba_id: params.ba_id,
    fields: JSON.stringify(buildAuthFields(f, params.fieldConfig, params.user_id)),
    ...overrides,
  };
}
