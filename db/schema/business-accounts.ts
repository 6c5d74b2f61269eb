// Business accounts and who belongs to them (owner or member).
import { integer, text, sqliteTable, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { createdAt, id, updatedAt } from './columns';
import { users } from './users';

export const BA_MEMBER_ROLES = ['owner', 'member'] as const;

export const businessAccounts = sqliteTable(
  'business_accounts',
  {
    id: id(),
    name: text('name').notNull(),
    path: text('path').notNull().default(''),
    created_by: integer('created_by').references((): AnySQLiteColumn => users.id, { onDelete: 'set null' }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('business_accounts_created_by_idx').on(t.created_by)],
);

export const businessAccountMembers = sqliteTable(
  'business_account_members',
  {
    id: id(),
    ba_id: integer('ba_id')
      .notNull()
      .references(() => businessAccounts.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: BA_MEMBER_ROLES }).notNull().default('member'),
    created_at: createdAt(),
  },
  (t) => [
    uniqueIndex('business_account_members_ba_user_uq').on(t.ba_id, t.user_id),
    index('business_account_members_user_idx').on(t.user_id),
  ],
);
