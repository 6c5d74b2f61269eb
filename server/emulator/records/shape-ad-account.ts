// Ad account rows as the account tables read them (ZAdAccount, or ZSearchAdsAccount for google-ads).
import type { TAdAccount, TSearchAdsAccount } from '../../../shared/contract/common';
import type { TAdAccountRow, TSearchAdsAccountRow } from '../../../db/queries/ad-accounts';

export const toAdAccount = (row: TAdAccountRow): TAdAccount => ({
  id: row.id,
  account_id: row.account_id,
  fb_id: row.fb_id ?? '',
  name: row.name,
  balance: row.balance,
  currency: row.currency,
  is_active: row.is_active,
  date_finish_sync: row.date_finish_sync,
  status_last_sync: row.status_last_sync,
});

export const toSearchAdsAccount = (row: TSearchAdsAccountRow): TSearchAdsAccount => ({
  id: row.id,
  account_id: row.account_id,
  manager: row.manager ?? '',
  level: row.level ?? '',
  descriptive_name: row.descriptive_name,
  is_active: row.is_active,
  date_finish_sync: row.date_finish_sync,
  status_last_sync: row.status_last_sync,
});
