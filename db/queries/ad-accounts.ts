// Ad accounts of a record and, for google-ads, the search-ads rows describing them. Clients
// address a google-ads account by its search-ads row id (the id its list answers); insights
// always hang off the linked ad account.
import type Database from 'better-sqlite3';
import { prepared } from './statement-cache';

export type TSyncStatus = 'Finish' | 'Error';

export type TAdAccountRow = {
  id: number;
  integration_id: number;
  account_id: string;
  fb_id: string | null;
  name: string;
  balance: number;
  currency: string;
  is_active: number;
  date_finish_sync: string | null;
  status_last_sync: TSyncStatus | null;
};

export type TSearchAdsAccountRow = {
  id: number;
  integration_id: number;
  ad_account_id: number | null;
  account_id: string;
  manager: string | null;
  level: string | null;
  descriptive_name: string;
  is_active: number;
  date_finish_sync: string | null;
  status_last_sync: TSyncStatus | null;
};

const AD_COLUMNS =
  'a.id, a.integration_id, a.account_id, a.fb_id, a.name, a.balance, a.currency, a.is_active, a.date_finish_sync, a.status_last_sync';
const SEARCH_COLUMNS =
  's.id, s.integration_id, s.ad_account_id, s.account_id, s.manager, s.level, s.descriptive_name, s.is_active, s.date_finish_sync, s.status_last_sync';

export const listAdAccounts = (sqlite: Database.Database, integrationId: number): TAdAccountRow[] =>
  prepared<[number], TAdAccountRow>(sqlite, `SELECT ${AD_COLUMNS} FROM ad_accounts a WHERE a.integration_id = ? ORDER BY a.id`).all(
    integrationId,
  );

export const listSearchAdsAccounts = (sqlite: Database.Database, integrationId: number): TSearchAdsAccountRow[] =>
  prepared<[number], TSearchAdsAccountRow>(
    sqlite,
    `SELECT ${SEARCH_COLUMNS} FROM search_ads_accounts s WHERE s.integration_id = ? ORDER BY s.id`,
  ).all(integrationId);

export const findAdAccount = (sqlite: Database.Database, id: number): TAdAccountRow | undefined =>
  prepared<[number], TAdAccountRow>(sqlite, `SELECT ${AD_COLUMNS} FROM ad_accounts a WHERE a.id = ?`).get(id);

export const findSearchAdsAccount = (sqlite: Database.Database, id: number): TSearchAdsAccountRow | undefined =>
  prepared<[number], TSearchAdsAccountRow>(sqlite, `SELECT ${SEARCH_COLUMNS} FROM search_ads_accounts s WHERE s.id = ?`).get(id);

/** Switches an ad account; a google-ads account switches its search-ads row too. */
export const setAdAccountActive = (sqlite: Database.Database, adAccountId: number, isActive: boolean): void => {
  const value = isActive ? 1 : 0;
  prepared<[number, number]>(sqlite, 'UPDATE ad_accounts SET is_active = ? WHERE id = ?').run(value, adAccountId);
  prepared<[number, number]>(sqlite, 'UPDATE search_ads_accounts SET is_active = ? WHERE ad_account_id = ?').run(
    value,
    adAccountId,
  );
};

/** Switches a search-ads row and the ad account it describes. */
export const setSearchAdsAccountActive = (sqlite: Database.Database, searchAdsId: number, isActive: boolean): void => {
  const value = isActive ? 1 : 0;
  sqlite.transaction(() => {
    prepared<[number, number]>(sqlite, 'UPDATE search_ads_accounts SET is_active = ? WHERE id = ?').run(value, searchAdsId);
    prepared<[number, number]>(
      sqlite,
      'UPDATE ad_accounts SET is_active = ? WHERE id = (SELECT ad_account_id FROM search_ads_accounts WHERE id = ?)',
    ).run(value, searchAdsId);
  })();
};

export const setAdAccountBalance = (sqlite: Database.Database, adAccountId: number, balance: number): void => {
  prepared<[number, number]>(sqlite, 'UPDATE ad_accounts SET balance = ? WHERE id = ?').run(balance, adAccountId);
};

/** Records the outcome of a sync on the ad account (and its search-ads row). */
export const setAdAccountLastSync = (
  sqlite: Database.Database,
  adAccountId: number,
  values: { date_finish_sync: string; status_last_sync: TSyncStatus },
): void => {
  prepared<[string, string, number]>(
    sqlite,
    'UPDATE ad_accounts SET date_finish_sync = ?, status_last_sync = ? WHERE id = ?',
  ).run(values.date_finish_sync, values.status_last_sync, adAccountId);
  prepared<[string, string, number]>(
    sqlite,
    'UPDATE search_ads_accounts SET date_finish_sync = ?, status_last_sync = ? WHERE ad_account_id = ?',
  ).run(values.date_finish_sync, values.status_last_sync, adAccountId);
};

/** Ids of the ad accounts of the given records (the insights of a business account or user). */
export const listAdAccountIdsOfRecords = (sqlite: Database.Database, recordIds: number[]): number[] =>
  prepared<[string], number>(
    sqlite,
    'SELECT a.id FROM ad_accounts a WHERE a.integration_id IN (SELECT value FROM json_each(?)) ORDER BY a.id',
  )
    .pluck()
    .all(JSON.stringify(recordIds));
