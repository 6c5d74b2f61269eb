// Ad accounts of a record and, for google-ads, the search-ads rows describing them. Clients
// address a google-ads account by its search-ads row id (the id its list answers); insights
// always hang off the linked ad account.
import { asc, eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../client';
import { adAccounts, searchAdsAccounts } from '../schema';
import { preparedPerDatabase } from './prepared';

export type TSyncStatus = NonNullable<(typeof adAccounts.$inferSelect)['status_last_sync']>;

const AD_COLUMNS = {
  id: adAccounts.id,
  integration_id: adAccounts.integration_id,
  account_id: adAccounts.account_id,
  fb_id: adAccounts.fb_id,
  name: adAccounts.name,
  balance: adAccounts.balance,
  currency: adAccounts.currency,
  is_active: adAccounts.is_active,
  date_finish_sync: adAccounts.date_finish_sync,
  status_last_sync: adAccounts.status_last_sync,
};
const SEARCH_COLUMNS = {
  id: searchAdsAccounts.id,
  integration_id: searchAdsAccounts.integration_id,
  ad_account_id: searchAdsAccounts.ad_account_id,
  account_id: searchAdsAccounts.account_id,
  manager: searchAdsAccounts.manager,
  level: searchAdsAccounts.level,
  descriptive_name: searchAdsAccounts.descriptive_name,
  is_active: searchAdsAccounts.is_active,
  date_finish_sync: searchAdsAccounts.date_finish_sync,
  status_last_sync: searchAdsAccounts.status_last_sync,
};

export type TAdAccountRow = Pick<typeof adAccounts.$inferSelect, keyof typeof AD_COLUMNS>;
export type TSearchAdsAccountRow = Pick<typeof searchAdsAccounts.$inferSelect, keyof typeof SEARCH_COLUMNS>;

export const listAdAccounts = (db: TDatabase, integrationId: number): TAdAccountRow[] =>
  db.select(AD_COLUMNS).from(adAccounts).where(eq(adAccounts.integration_id, integrationId)).orderBy(asc(adAccounts.id)).all();

export const listSearchAdsAccounts = (db: TDatabase, integrationId: number): TSearchAdsAccountRow[] =>
  db
    .select(SEARCH_COLUMNS)
    .from(searchAdsAccounts)
    .where(eq(searchAdsAccounts.integration_id, integrationId))
    .orderBy(asc(searchAdsAccounts.id))
    .all();

export const findAdAccount = (db: TDatabase, id: number): TAdAccountRow | undefined =>
  db.select(AD_COLUMNS).from(adAccounts).where(eq(adAccounts.id, id)).get();

export const findSearchAdsAccount = (db: TDatabase, id: number): TSearchAdsAccountRow | undefined =>
  db.select(SEARCH_COLUMNS).from(searchAdsAccounts).where(eq(searchAdsAccounts.id, id)).get();

/** Switches an ad account; a google-ads account switches its search-ads row too. */
export const setAdAccountActive = (db: TDatabase, adAccountId: number, isActive: boolean): void => {
  db.update(adAccounts).set({ is_active: isActive }).where(eq(adAccounts.id, adAccountId)).run();
  db.update(searchAdsAccounts).set({ is_active: isActive }).where(eq(searchAdsAccounts.ad_account_id, adAccountId)).run();
};

/** Switches a search-ads row and the ad account it describes. */
export const setSearchAdsAccountActive = (db: TDatabase, searchAdsId: number, isActive: boolean): void => {
  db.transaction((tx) => {
    tx.update(searchAdsAccounts).set({ is_active: isActive }).where(eq(searchAdsAccounts.id, searchAdsId)).run();
    tx.update(adAccounts)
      .set({ is_active: isActive })
      .where(eq(adAccounts.id, sql`(SELECT ${searchAdsAccounts.ad_account_id} FROM ${searchAdsAccounts} WHERE ${searchAdsAccounts.id} = ${searchAdsId})`))
      .run();
  });
};

export const setAdAccountBalance = (db: TDatabase, adAccountId: number, balance: number): void => {
  db.update(adAccounts).set({ balance }).where(eq(adAccounts.id, adAccountId)).run();
};

/** Records the outcome of a sync on the ad account (and its search-ads row). */
export const setAdAccountLastSync = (
  db: TDatabase,
  adAccountId: number,
  values: { date_finish_sync?: string; status_last_sync: TSyncStatus },
): void => {
  db.update(adAccounts).set(values).where(eq(adAccounts.id, adAccountId)).run();
  db.update(searchAdsAccounts).set(values).where(eq(searchAdsAccounts.ad_account_id, adAccountId)).run();
};

// Read on every insights call.
const currenciesOfRecords = preparedPerDatabase((db) =>
  db
    .select({ id: adAccounts.id, currency: adAccounts.currency })
    .from(adAccounts)
    .where(sql`${adAccounts.integration_id} IN (SELECT value FROM json_each(${sql.placeholder('recordIds')}))`)
    .orderBy(asc(adAccounts.id))
    .prepare(),
);

/** The ad accounts of the given records with their currencies (the insights of a business account or user). */
export const listAdAccountCurrenciesOfRecords = (db: TDatabase, recordIds: number[]): { id: number; currency: string }[] =>
  currenciesOfRecords(db).all({ recordIds: JSON.stringify(recordIds) });

/** The currency most of a business account's ad accounts spend in (its business's own), or undefined without any. */
export const mainCurrencyOfBusinessAccount = (db: TDatabase, baId: number): string | undefined =>
  db.get<{ currency: string } | undefined>(
    sql`SELECT a.currency AS currency FROM ad_accounts a JOIN integrations_exports r ON r.id = a.integration_id WHERE r.ba_id = ${baId} AND a.currency IS NOT NULL GROUP BY a.currency ORDER BY count(*) DESC, a.currency LIMIT 1`,
  )?.currency;
