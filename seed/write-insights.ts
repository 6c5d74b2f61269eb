// Bulk insight rows through one raw prepared statement (no drizzle per row): the hot path of
// the demo and large seeds and of the catch-up. Call inside a transaction.
import type { TSqlite } from '../db/client';
import { buildInsightProfile, buildInsightRow } from './factories/insights';
import type { TInsightDay } from './factories/insights';

export type TInsightAccount = { id: number; isSearchAds: boolean };

const INSERT = `INSERT INTO insights_daily (ad_account_id, date, clicks, impressions, spend, unique_clicks, cost, interactions)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?)`;

/**
 * Writes every day of every account; answers the rows written. With `isKeepingExisting`, a day
 * an account already has (a sync wrote it) stays as it is.
 */
export function writeInsights(
  sqlite: TSqlite,
  seed: number,
  accounts: TInsightAccount[],
  days: TInsightDay[],
  options: { isKeepingExisting?: boolean } = {},
): number {
  const statement = sqlite.prepare(options.isKeepingExisting ? `${INSERT} ON CONFLICT (ad_account_id, date) DO NOTHING` : INSERT);
  let rows = 0;
  for (const account of accounts) {
    const profile = buildInsightProfile(seed, account.id, account.isSearchAds);
    for (const day of days) {
      const row = buildInsightRow(profile, account.id, day);
      rows += statement.run(row.ad_account_id, row.date, row.clicks, row.impressions, row.spend, row.unique_clicks, row.cost, row.interactions).changes;
    }
  }
  return rows;
}
