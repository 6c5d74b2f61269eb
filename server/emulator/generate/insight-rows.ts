// Plausible daily insights that depend only on (seed, ad account, date): each ad account gets a
// profile (reach, CTR, CPC, a slow trend wave) from a hash of the seed and its id, and each day
// varies around it with a weekly rhythm and noise from a hash of the account and the day. So a day
// written late (the catch-up, a sync) equals the day a fresh seed would have written, whatever the
// seed's "today". Impressions in the thousands, clicks 1–3% of impressions, unique clicks below
// clicks. google-ads rows also carry cost and interactions (its panel shows those); the other
// services leave them 0.
import type { insightsDaily } from '../../../db/schema/insights';
import { round2 } from '../../../shared/two-decimals';
import { DAY_MS } from '../../../shared/dates';

export type TInsightInsert = typeof insightsDaily.$inferInsert;
export type TInsightProfile = {
  /** Hash of (seed, account): the root of every day's noise. */
  key: number;
  impressions: number;
  ctr: number;
  cpc: number;
  /** The trend: a slow wave of this amplitude and period (days), shifted by a phase. */
  trendAmplitude: number;
  trendPeriodDays: number;
  trendPhase: number;
  isSearchAds: boolean;
};
/** A day of the series, precomputed once per run (bulk seeding builds a million rows). */
export type TInsightDay = { date: string; dayNumber: number; weekday: number };

const WEEKDAY_FACTOR = [0.78, 1.04, 1.08, 1.1, 1.06, 1.0, 0.84];
const GOLDEN = 0x9e3779b9;

/** murmur3's finaliser: a well-mixed 32-bit value from any 32-bit input. */
const fmix32 = (input: number): number => {
  let h = input >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
};

/** A hash of two 32-bit values (order matters). */
export const mixKey = (a: number, b: number): number => fmix32(fmix32(a) ^ Math.imul((b >>> 0) + GOLDEN, 0x27d4eb2d));

/** The n-th number in [0, 1) of the stream named by `key`. */
const unit = (key: number, n: number): number => fmix32(key + Math.imul(n + 1, GOLDEN)) / 4294967296;
const between = (key: number, n: number, min: number, max: number) => min + unit(key, n) * (max - min);

export function buildInsightProfile(seed: number, adAccountId: number, isSearchAds: boolean): TInsightProfile {
  const key = mixKey(mixKey(seed, 0x5eed), adAccountId);
  return {
    key,
    impressions: between(key, 0, 1_500, 25_000),
    ctr: between(key, 1, 0.01, 0.03),
    cpc: between(key, 2, 0.15, 1.6),
    trendAmplitude: between(key, 3, 0.1, 0.4),
    trendPeriodDays: between(key, 4, 240, 900),
    trendPhase: between(key, 5, 0, 2 * Math.PI),
    isSearchAds,
  };
}

/** The day for a 'YYYY-MM-DD' date: days since 1970-01-01 and the weekday (0 = Sunday). */
export function buildInsightDay(date: string): TInsightDay {
  const dayNumber = Math.round(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
  // 1970-01-01 was a Thursday.
  return { date, dayNumber, weekday: (((dayNumber + 4) % 7) + 7) % 7 };
}

export const buildInsightDays = (dates: string[]): TInsightDay[] => dates.map(buildInsightDay);

/** One day of one ad account: the same profile and day always give the same row. */
export function buildInsightRow(profile: TInsightProfile, adAccountId: number, day: TInsightDay): TInsightInsert {
  const key = mixKey(profile.key, day.dayNumber);
  const trend = 1 + profile.trendAmplitude * Math.sin((2 * Math.PI * day.dayNumber) / profile.trendPeriodDays + profile.trendPhase);
  const dayFactor = WEEKDAY_FACTOR[day.weekday] ?? 1;
  const impressions = Math.max(0, Math.round(profile.impressions * trend * dayFactor * between(key, 0, 0.8, 1.2)));
  const clicks = Math.round(impressions * profile.ctr * between(key, 1, 0.85, 1.15));
  const uniqueClicks = Math.round(clicks * between(key, 2, 0.7, 0.95));
  const spend = round2(clicks * profile.cpc * between(key, 3, 0.9, 1.1));
  return {
    ad_account_id: adAccountId,
    date: day.date,
    impressions,
    clicks,
    unique_clicks: uniqueClicks,
    spend,
    cost: profile.isSearchAds ? spend : 0,
    interactions: profile.isSearchAds ? clicks + Math.round(clicks * between(key, 4, 0.05, 0.3)) : 0,
  };
}

/**
 * How much of a day's figures exist at `now` on that day: the whole hours gone by over 24 (noon:
 * half). Whole hours, so the figures of a clock between two hours are the same (tests, demos).
 */
export const dayFractionAt = (now: Date): number => now.getUTCHours() / 24;

/** A day's row as far as `fraction` of the day has gone (1: the whole day). */
export function partialInsightRow(row: TInsightInsert, fraction: number): TInsightInsert {
  if (fraction >= 1) return row;
  const scale = (value: number | undefined) => Math.round((value ?? 0) * fraction);
  return {
    ...row,
    impressions: scale(row.impressions),
    clicks: scale(row.clicks),
    unique_clicks: scale(row.unique_clicks),
    spend: round2((row.spend ?? 0) * fraction),
    cost: round2((row.cost ?? 0) * fraction),
    interactions: scale(row.interactions),
  };
}
