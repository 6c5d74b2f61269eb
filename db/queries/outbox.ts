// The emulated outbox: mail the emulator "sent" (password reset), newest first. Prepared
// statements cached per connection (statement-cache.ts).
import type { TDatabase } from '../client';
import { connectionOf, prepared } from './statement-cache';

export type TOutboxMail = { id: number; to: string; subject: string; body: string; link: string | null; created_at: string };

export const insertOutboxMail = (
  db: TDatabase,
  mail: { to: string; subject: string; body: string; link: string | null },
): void => {
  prepared<[string, string, string, string | null]>(
    connectionOf(db),
    'INSERT INTO outbox_mail (to_email, subject, body_text, link) VALUES (?, ?, ?, ?)',
  ).run(mail.to, mail.subject, mail.body, mail.link);
};

const SELECT_MAIL = 'SELECT id, to_email AS "to", subject, body_text AS body, link, created_at FROM outbox_mail';
const NEWEST_FIRST = 'ORDER BY created_at DESC, id DESC LIMIT ?';

export const listOutboxMail = (db: TDatabase, params: { limit: number; to?: string }): TOutboxMail[] =>
  params.to === undefined
    ? prepared<[number], TOutboxMail>(connectionOf(db), `${SELECT_MAIL} ${NEWEST_FIRST}`).all(params.limit)
    : prepared<[string, number], TOutboxMail>(connectionOf(db), `${SELECT_MAIL} WHERE to_email = ? ${NEWEST_FIRST}`).all(
        params.to,
        params.limit,
      );
