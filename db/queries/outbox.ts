// The emulated outbox: mail the emulator "sent" (password reset), newest first.
import { desc, eq } from 'drizzle-orm';
import type { TDatabase } from '../client';
import { outboxMail } from '../schema';

export const insertOutboxMail = (db: TDatabase, mail: { to: string; subject: string; body: string; link: string | null }): void => {
  db.insert(outboxMail).values({ to_email: mail.to, subject: mail.subject, body_text: mail.body, link: mail.link }).run();
};

export const listOutboxMail = (db: TDatabase, params: { limit: number; to?: string }) =>
  db
    .select({
      id: outboxMail.id,
      to: outboxMail.to_email,
      subject: outboxMail.subject,
      body: outboxMail.body_text,
      link: outboxMail.link,
      created_at: outboxMail.created_at,
    })
    .from(outboxMail)
    .where(params.to === undefined ? undefined : eq(outboxMail.to_email, params.to))
    .orderBy(desc(outboxMail.created_at), desc(outboxMail.id))
    .limit(params.limit)
    .all();

export type TOutboxMail = ReturnType<typeof listOutboxMail>[number];
