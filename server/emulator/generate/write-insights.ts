// Bulk insight rows through the prepared insert of db/queries/insights.ts: the hot path of the
// demo and large seeds and of the catch-up. Call inside a transaction.
import type { TDatabase } from '../../../db/client';
import { insertInsightRow, insertInsightRowIfMissing, upsertInsightRow } from '../../../db/queries/insights';
import { buildInsightDay, buildInsightDays, buildInsightProfile, buildInsightRow, dayFractionAt, partialInsightRow } from './insight-rows';
import { lastDays } from '../../../shared/dates';
import type { TInsightDay } from './insight-rows';

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

/**
 * Writes one day of every account as far as `fraction` of it has gone, over what is there: today
 * while it goes on (the seed, the catch-up each hour), and that day made whole once it is over.
 */
export function writeInsightDay(db: TDatabase, seed: number, accounts: TInsightAccount[], day: TInsightDay, fraction: number): number {
  for (const account of accounts) {
    upsertInsightRow(db, partialInsightRow(buildInsightRow(buildInsightProfile(seed, account.id, account.isSearchAds), account.id, day), fraction));
  }
  return accounts.length;
}

/** A fresh seed's insights: the `count` days ending on `now`'s day, that day as far as it has gone. */
export function writeInsightsUntil(db: TDatabase, seed: number, accounts: TInsightAccount[], now: Date, count: number): number {
  const dates = lastDays(now, count);
  const today = dates.pop();
  const rows = writeInsights(db, seed, accounts, buildInsightDays(dates));
  return today === undefined ? rows : rows + writeInsightDay(db, seed, accounts, buildInsightDay(today), dayFractionAt(now));
}
