// Daily insights per ad account. The primary key (ad_account_id, date) makes "one ad account,
// a date range" an index range search; dates are 'YYYY-MM-DD' so text order is date order.
// google-ads rows fill cost and interactions; the others fill spend and unique_clicks.
// The table is WITHOUT ROWID (migration 0003, written by hand: drizzle cannot declare it), so the
// key is the table and one account's days sit together. A generated migration
// that rebuilds this table must keep WITHOUT ROWID: tests/integration/db/insights-table.test.ts.
import { integer, real, text, sqliteTable, primaryKey } from 'drizzle-orm/sqlite-core';
import { adAccounts } from './ad-accounts';

export const insightsDaily = sqliteTable(
  'insights_daily',
  {
    ad_account_id: integer('ad_account_id')
      .notNull()
      .references(() => adAccounts.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    clicks: integer('clicks').notNull().default(0),
    impressions: integer('impressions').notNull().default(0),
    spend: real('spend').notNull().default(0),
    unique_clicks: integer('unique_clicks').notNull().default(0),
    cost: real('cost').notNull().default(0),
    interactions: integer('interactions').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.ad_account_id, t.date] })],
);
