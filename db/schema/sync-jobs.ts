// Sync jobs started by admins (whole export, or one ad account), run in the background.
import { integer, text, sqliteTable, index } from 'drizzle-orm/sqlite-core';
import { createdAt, id } from './columns';
import { users } from './users-and-business-accounts';
import { integrationsExports } from './integrations-exports';
import { adAccounts } from './ad-accounts';

export const SYNC_JOB_STATUSES = ['queued', 'running', 'Finish', 'Error'] as const;

export const syncJobs = sqliteTable(
  'sync_jobs',
  {
    id: id(),
    integration_id: integer('integration_id')
      .notNull()
      .references(() => integrationsExports.id, { onDelete: 'cascade' }),
    ad_account_id: integer('ad_account_id').references(() => adAccounts.id, { onDelete: 'cascade' }),
    requested_by: integer('requested_by').references(() => users.id, { onDelete: 'set null' }),
    date_from: text('date_from').notNull(),
    date_to: text('date_to').notNull(),
    full: integer('full', { mode: 'boolean' }).notNull().default(false),
    status: text('status', { enum: SYNC_JOB_STATUSES }).notNull().default('queued'),
    message: text('message'),
    rows_written: integer('rows_written').notNull().default(0),
    created_at: createdAt(),
    finished_at: text('finished_at'),
  },
  (t) => [
    index('sync_jobs_integration_created_idx').on(t.integration_id, t.created_at),
    index('sync_jobs_status_idx').on(t.status),
  ],
);
