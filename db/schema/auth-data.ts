// Saved auth data: the values a user typed into a service's auth template (fields is JSON text).
import { integer, text, sqliteTable, index } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';
import { users, businessAccounts } from './users-and-business-accounts';
import { services } from './services';
import { integrationsExports } from './integrations-exports';

export const authData = sqliteTable(
  'auth_data',
  {
    id: id(),
    name: text('name').notNull(),
    service_id: integer('service_id')
      .notNull()
      .references(() => services.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ba_id: integer('ba_id').references(() => businessAccounts.id, { onDelete: 'cascade' }),
    /** The integration record this auth data was created for (integrations_exports_id), if any. */
    integrations_exports_id: integer('integrations_exports_id').references(() => integrationsExports.id, {
      onDelete: 'set null',
    }),
    fields: text('fields').notNull().default('{}'),
    created_at: createdAt(),
  },
  (t) => [index('auth_data_user_idx').on(t.user_id), index('auth_data_ba_idx').on(t.ba_id)],
);
