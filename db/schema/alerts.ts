// Alerts for the people of a business account (the top bar's Notifications): lead deliveries
// failing (one open alert per integration, its count grows), deliveries that recovered, grants
// that expire, syncs that failed. Texts are shaped when read, so a renamed integration is named
// as the list names it. Read marks are kept per user.
import { integer, text, sqliteTable, index, primaryKey, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { id } from './columns';
import { businessAccounts, users } from './users-and-business-accounts';
import { NOTIFICATION_KINDS } from '../../shared/contract/notifications';


export const alerts = sqliteTable(
  'alerts',
  {
    id: id(),
    ba_id: integer('ba_id')
      .notNull()
      .references(() => businessAccounts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: NOTIFICATION_KINDS }).notNull(),
    /** The integration or export it is about (no foreign key: the alert outlives a removed record). */
    record_id: integer('record_id').notNull(),
    /** One alert per key: `delivery_failed:12:<first lead id>`, `grant_expired:5:<expiry>`. */
    alert_key: text('alert_key').notNull(),
    /** Failures grouped into it (delivery_failed), else 1. */
    count: integer('count').notNull().default(1),
    /** The last failure's reason, a sentence; null when there is none. */
    detail: text('detail'),
    /** A delivery_failed alert stays open until a delivery of its integration succeeds. */
    is_open: integer('is_open', { mode: 'boolean' }).notNull().default(false),
    created_at: text('created_at').notNull(),
    updated_at: text('updated_at').notNull(),
    /** When it was mailed to the owner; null: not mailed (another mail of its record went out within the hour). */
    mailed_at: text('mailed_at'),
  },
  (t) => [uniqueIndex('alerts_key_uq').on(t.alert_key), index('alerts_ba_updated_idx').on(t.ba_id, t.updated_at), index('alerts_record_idx').on(t.record_id, t.kind)],
);

export const alertReads = sqliteTable(
  'alert_reads',
  {
    alert_id: integer('alert_id')
      .notNull()
      .references(() => alerts.id, { onDelete: 'cascade' }),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.alert_id, t.user_id] })],
);
