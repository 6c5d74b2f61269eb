// Bulk insight rows through the prepared insert of db/queries/insights.ts: the hot path of the
// demo and large seeds and of the catch-up. Call inside a transaction.
import type { TDatabase } from '../db/client';
import { insertInsightRow, insertInsightRowIfMissing } from '../db/queries/insights';
import { buildInsightProfile, buildInsightRow } from './factories/insights';
import type { TInsightDay } from './factories/insights';

export type TInsightAccount = { id: number; isSearchAds: boolean };

/**
 * Writes every day of every account; answers the rows written. With `isKeepingExisting`, a day
 * an account already has (a sync wrote it) stays as it is.
 */
export function writeInsights(
  db: TDatabase,
  seed: number,
  accounts: TInsightAccount[],
  days: TInsightDay[],
  options: { isKeepingExisting?: boolean } = {},
): number {
  let rows = 0;
  for (const account of accounts) {
    const profile = buildInsightProfile(seed, account.id, account.isSearchAds);
    for (const day of days) {
      const row = buildInsightRow(profile, account.id, day);
      if (!options.isKeepingExisting) insertInsightRow(db, row);
      if (!options.isKeepingExisting || insertInsightRowIfMissing(db, row)) rows += 1;
    }
  }
  return rows;
}
