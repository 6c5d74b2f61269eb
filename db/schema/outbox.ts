// Emulated outbox: mail the emulator "sent" (password reset, invites), shown on an emulator page.
import { text, sqliteTable, index } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';

export const outboxMail = sqliteTable(
  'outbox_mail',
  {
    id: id(),
    to_email: text('to_email').notNull(),
    subject: text('subject').notNull(),
    body_text: text('body_text').notNull(),
    link: text('link'),
    created_at: createdAt(),
  },
  (t) => [index('outbox_mail_to_created_idx').on(t.to_email, t.created_at)],
);
