// Plausible daily insights from a fast PRNG: each ad account gets a profile (reach, CTR, CPC,
// growth) and each day varies around it with a weekly rhythm. Impressions in the thousands,
// clicks 1–3% of impressions, unique clicks below clicks. google-ads rows also carry cost and
// interactions (its panel shows those); the other services leave them 0.
import type { insightsDaily } from '../../db/schema/insights';
import { randomBetween, round2 } from '../random';
import type { TRandom } from '../random';

export type TInsightInsert = typeof insightsDaily.$inferInsert;
export type TInsightProfile = { impressions: number; ctr: number; cpc: number; growth: number; isSearchAds: boolean };
/** A day of the series, precomputed once per run (bulk seeding builds a million rows). */
export type TInsightDay = { date: string; weekday: number; progress: number };

const WEEKDAY_FACTOR = [0.78, 1.04, 1.08, 1.1, 1.06, 1.0, 0.84];

export function buildInsightProfile(random: TRandom, isSearchAds: boolean): TInsightProfile {
  return {
    impressions: randomBetween(random, 1_500, 25_000),
    ctr: randomBetween(random, 0.01, 0.03),
    cpc: randomBetween(random, 0.15, 1.6),
    growth: randomBetween(random, -0.3, 0.6),
    isSearchAds,
  };
}

/** The days of a series, oldest first; progress runs 0 (oldest day) to 1 (the last day). */
export function buildInsightDays(dates: string[]): TInsightDay[] {
  const last = Math.max(1, dates.length - 1);
  return dates.map((date, index) => ({ date, weekday: new Date(`${date}T00:00:00Z`).getUTCDay(), progress: index / last }));
}

/** One day of one ad account. */
export function buildInsightRow(random: TRandom, profile: TInsightProfile, adAccountId: number, day: TInsightDay): TInsightInsert {
  const trend = 1 + profile.growth * day.progress;
  const dayFactor = WEEKDAY_FACTOR[day.weekday] ?? 1;
  const impressions = Math.max(0, Math.round(profile.impressions * trend * dayFactor * randomBetween(random, 0.8, 1.2)));
  const clicks = Math.round(impressions * profile.ctr * randomBetween(random, 0.85, 1.15));
  const uniqueClicks = Math.round(clicks * randomBetween(random, 0.7, 0.95));
  const spend = round2(clicks * profile.cpc * randomBetween(random, 0.9, 1.1));
  return {
    ad_account_id: adAccountId,
    date: day.date,
    impressions,
    clicks,
    unique_clicks: uniqueClicks,
    spend,
    cost: profile.isSearchAds ? spend : 0,
    interactions: profile.isSearchAds ? clicks + Math.round(clicks * randomBetween(random, 0.05, 0.3)) : 0,
  };
}
