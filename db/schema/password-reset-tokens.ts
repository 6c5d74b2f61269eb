// Password-reset tokens. Only the sha256 hex of the token is stored, never the token itself.
import { integer, text, sqliteTable, index } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';
import { users } from './users-and-business-accounts';

export const passwordResetTokens = sqliteTable(
  'password_reset_tokens',
  {
    id: id(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token_hash: text('token_hash').notNull().unique(),
    expires_at: text('expires_at').notNull(),
    used_at: text('used_at'),
    created_at: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.user_id)],
);
