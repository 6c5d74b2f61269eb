// Invitations into a business account (spec §4: pending, then accepted or declined).
import { integer, text, sqliteTable, index } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';
import { users, businessAccounts } from './users-and-business-accounts';

export const INVITE_STATUSES = ['pending', 'accepted', 'declined'] as const;

export const invites = sqliteTable(
  'invites',
  {
    id: id(),
    ba_id: integer('ba_id')
      .notNull()
      .references(() => businessAccounts.id, { onDelete: 'cascade' }),
    invited_by: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    /** The invitee's email, lower-cased; null for an open link. */
    email: text('email'),
    invite_hash: text('invite_hash').notNull().unique(),
    status: text('status', { enum: INVITE_STATUSES }).notNull().default('pending'),
    created_at: createdAt(),
  },
  (t) => [index('invites_ba_idx').on(t.ba_id), index('invites_email_idx').on(t.email)],
);
