// Bulk insight rows through one raw prepared statement (no drizzle per row): the hot path of
// both the demo and the large seed. Call inside a transaction.
import type { TSqlite } from '../db/client';
import { buildInsightProfile, buildInsightRow } from './factories/insights';
import type { TInsightDay } from './factories/insights';
import type { TRandom } from './random';

export type TInsightAccount = { id: number; isSearchAds: boolean };

export function writeInsights(sqlite: TSqlite, random: TRandom, accounts: TInsightAccount[], days: TInsightDay[]): number {
  const statement = sqlite.prepare(
    `INSERT INTO insights_daily (ad_account_id, date, clicks, impressions, spend, unique_clicks, cost, interactions)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  let rows = 0;
  for (const account of accounts) {
    const profile = buildInsightProfile(random, account.isSearchAds);
    for (const day of days) {
      const row = buildInsightRow(random, profile, account.id, day);
      statement.run(row.ad_account_id, row.date, row.clicks, row.impressions, row.spend, row.unique_clicks, row.cost, row.interactions);
      rows += 1;
    }
  }
  return rows;
}
