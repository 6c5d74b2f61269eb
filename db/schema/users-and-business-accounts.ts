// Users and their business accounts, in one file because the two tables refer to each other (a
// user's current business account, an account's creator): two files would import each other.
// Users (spec §3 User): email is stored lower-cased; token_version is bumped on password reset
// so every JWT signed before it stops verifying. Business accounts and who belongs to them (owner or member).
import { integer, text, sqliteTable, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { ROLES } from '../../shared/constants';
import { createdAt, id, updatedAt } from './columns';

export const users = sqliteTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    role: text('role', { enum: ROLES }).notNull().default('client'),
    project_path: text('project_path').unique(),
    last_name: text('last_name'),
    phone: text('phone'),
    telegram: text('telegram'),
    facebook: text('facebook'),
    password_hash: text('password_hash').notNull(),
    token_version: integer('token_version').notNull().default(0),
    /** The business account the user last selected (spec: currentBusinessAccount). */
    current_ba_id: integer('current_ba_id').references((): AnySQLiteColumn => businessAccounts.id, {
      onDelete: 'set null',
    }),
    created_at: createdAt(),
    updated_at: updatedAt(),
  },
  (t) => [index('users_role_idx').on(t.role)],
);

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
