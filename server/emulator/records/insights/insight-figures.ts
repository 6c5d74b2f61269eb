// Emulated figures the services "report" on refresh and sync. A past day is what the insight
// generator gives for (seed, account, date), so a synced day equals a seeded one; today's
// figures are still moving: a day around the account's own average (charts stay plausible), as
// far as the day has gone.
import { averageInsightDay } from '../../../../db/queries/insights';
import type { TInsightFigures, TInsightRow } from '../../../../db/queries/insights';
import type { TDatabase } from '../../../../db/client';
import { buildInsightDay, buildInsightProfile, buildInsightRow, dayFractionAt, partialInsightRow } from '../../generate/insight-rows';
import { toIsoDate } from '../../../../shared/dates';
import { currentSeedState } from '../../rules/catch-up';
import { createRandom, randomBetween } from '../../generate/random';
import { round2 } from '../../../../shared/two-decimals';
import type { TRandom } from '../../generate/random';

type TFigureSource = { seed: number; random: TRandom; baseline: (adAccountId: number) => TInsightFigures | undefined };

/** The database's seed, a random source per run, and each account's mean day over its whole history (cached). */
export const createFigureSource = (db: TDatabase): TFigureSource => {
  const cache = new Map<number, TInsightFigures | undefined>();
  return {
    seed: currentSeedState(db)?.seed ?? 1,
    random: createRandom(Math.floor(Math.random() * 2 ** 31)),
    baseline: (adAccountId) => {
      if (!cache.has(adAccountId)) {
        cache.set(adAccountId, averageInsightDay(db, { adAccountId, from: '0000-01-01', to: '9999-12-31' }));
      }
      return cache.get(adAccountId);
    },
  };
};

/** A past day as the service reported it: the insight generator's row for (seed, account, date). */
export const reportedFigures = (source: TFigureSource, account: { id: number; isSearchAds: boolean }, date: string): TInsightRow =>
  buildInsightRow(buildInsightProfile(source.seed, account.id, account.isSearchAds), account.id, buildInsightDay(date));

/** Today's figures so far at `now`, still moving: around the account's average day (the generator's when it has no history), as much of it as the day has gone. */
export const movingFigures = (source: TFigureSource, account: { id: number; isSearchAds: boolean }, now: Date): TInsightRow => {
  const date = toIsoDate(now);
  const baseline = source.baseline(account.id);
  if (!baseline) return partialInsightRow(reportedFigures(source, account, date), dayFractionAt(now));
  const factor = randomBetween(source.random, 0.8, 1.2);
  const impressions = Math.round(baseline.impressions * factor);
  const clicks = Math.min(impressions, Math.round(baseline.clicks * factor * randomBetween(source.random, 0.95, 1.05)));
  return partialInsightRow(
    {
      ad_account_id: account.id,
      date,
      impressions,
      clicks,
      unique_clicks: Math.min(clicks, Math.round(baseline.unique_clicks * factor)),
      spend: round2(baseline.spend * factor),
      cost: account.isSearchAds ? round2(baseline.cost * factor) : 0,
      interactions: account.isSearchAds ? Math.round(baseline.interactions * factor) : 0,
    },
    dayFractionAt(now),
  );
};
