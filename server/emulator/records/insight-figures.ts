// Emulated figures the services "report" on refresh and sync: a day around the account's own
// average (so charts stay plausible), or a fresh seed-style day when it has no history yet.
import { averageInsightDay } from '../../../db/queries/insights';
import type { TInsightFigures, TInsightRow } from '../../../db/queries/insights';
import type { TSqlite } from '../../../db/client';
import { buildInsightDays, buildInsightProfile, buildInsightRow } from '../../../seed/factories/insights';
import { createRandom } from '../../../seed/random';
import type { TRandom } from '../../../seed/random';

export type TFigureSource = { random: TRandom; baseline: (adAccountId: number) => TInsightFigures | undefined };

/** A random source per run, and each account's mean day over its whole history (cached). */
export const createFigureSource = (sqlite: TSqlite): TFigureSource => {
  const random = createRandom(Math.floor(Math.random() * 2 ** 31));
  const cache = new Map<number, TInsightFigures | undefined>();
  return {
    random,
    baseline: (adAccountId) => {
      if (!cache.has(adAccountId)) {
        cache.set(adAccountId, averageInsightDay(sqlite, { adAccountId, from: '0000-01-01', to: '9999-12-31' }));
      }
      return cache.get(adAccountId);
    },
  };
};

const between = (random: TRandom, min: number, max: number) => min + random() * (max - min);
const round2 = (value: number) => Math.round(value * 100) / 100;

export const figuresFor = (
  source: TFigureSource,
  account: { id: number; isSearchAds: boolean },
  date: string,
): TInsightRow => {
  const baseline = source.baseline(account.id);
  if (!baseline) {
    const [day] = buildInsightDays([date]);
    const profile = buildInsightProfile(source.random, account.isSearchAds);
    const row = buildInsightRow(source.random, profile, account.id, { date, weekday: day?.weekday ?? 0, progress: 1 });
    return {
      ad_account_id: account.id,
      date,
      clicks: row.clicks ?? 0,
      impressions: row.impressions ?? 0,
      spend: row.spend ?? 0,
      unique_clicks: row.unique_clicks ?? 0,
      cost: row.cost ?? 0,
      interactions: row.interactions ?? 0,
    };
  }
  const factor = between(source.random, 0.8, 1.2);
  const impressions = Math.round(baseline.impressions * factor);
  const clicks = Math.min(impressions, Math.round(baseline.clicks * factor * between(source.random, 0.95, 1.05)));
  return {
    ad_account_id: account.id,
    date,
    impressions,
    clicks,
    unique_clicks: Math.min(clicks, Math.round(baseline.unique_clicks * factor)),
    spend: round2(baseline.spend * factor),
    cost: account.isSearchAds ? round2(baseline.cost * factor) : 0,
    interactions: account.isSearchAds ? Math.round(baseline.interactions * factor) : 0,
  };
};
