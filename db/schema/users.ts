// Users (spec §3 User). Email is stored lower-cased; token_version is bumped on password reset
// so every JWT signed before it stops verifying.
import { integer, text, sqliteTable, index } from 'drizzle-orm/sqlite-core';
import type { AnySQLiteColumn } from 'drizzle-orm/sqlite-core';
import { ROLES } from '../../shared/constants';
import { createdAt, id, updatedAt } from './columns';
import { businessAccounts } from './business-accounts';

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
