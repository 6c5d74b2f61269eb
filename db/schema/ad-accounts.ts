// Ad accounts of an export record, and the search-ads account table of google-ads.
//
// Design: insights always hang off ad_accounts (insights_daily.ad_account_id), for every export
// service including google-ads. A google-ads export therefore has ad_accounts rows (the
// insight-bearing accounts, with balance/currency) and search_ads_accounts rows describing the
// same accounts the way the search-ads table shows them (manager, level, descriptive name);
// search_ads_accounts.ad_account_id links the two. One insights table, one range query.
import { integer, real, text, sqliteTable, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { SYNC_STATUSES } from '../../shared/constants';
import { id } from './columns';
import { integrationsExports } from './integrations-exports';

export const adAccounts = sqliteTable(
  'ad_accounts',
  {
    id: id(),
    integration_id: integer('integration_id')
      .notNull()
      .references(() => integrationsExports.id, { onDelete: 'cascade' }),
    account_id: text('account_id').notNull(),
    fb_id: text('fb_id'),
    name: text('name').notNull(),
    balance: real('balance').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    is_active: integer('is_active', { mode: 'boolean' }).notNull().default(false),
    date_finish_sync: text('date_finish_sync'),
    status_last_sync: text('status_last_sync', { enum: SYNC_STATUSES }),
  },
  (t) => [
    uniqueIndex('ad_accounts_integration_account_uq').on(t.integration_id, t.account_id),
    index('ad_accounts_account_id_idx').on(t.account_id),
  ],
);

export const searchAdsAccounts = sqliteTable(
  'search_ads_accounts',
  {
    id: id(),
    integration_id: integer('integration_id')
      .notNull()
      .references(() => integrationsExports.id, { onDelete: 'cascade' }),
    ad_account_id: integer('ad_account_id').references(() => adAccounts.id, { onDelete: 'set null' }),
    account_id: text('account_id').notNull(),
    manager: text('manager'),
    level: text('level'),
    descriptive_name: text('descriptive_name').notNull(),
    is_active: integer('is_active', { mode: 'boolean' }).notNull().default(false),
    date_finish_sync: text('date_finish_sync'),
    status_last_sync: text('status_last_sync', { enum: SYNC_STATUSES }),
  },
  (t) => [
    uniqueIndex('search_ads_accounts_integration_account_uq').on(t.integration_id, t.account_id),
    index('search_ads_accounts_ad_account_idx').on(t.ad_account_id),
  ],
);
