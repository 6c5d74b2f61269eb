// Insights as the dashboard reads them: totals over the period and one daily series per stat
// card, with a label for every day of the period even when nothing was recorded that day. The
// period is the last 14 days, a preset or a custom range; the comparison period is the same
// number of days just before it. Derived metrics (CTR, CPC, CPM, google-ads' cost per
// interaction) come from the same summed rows: per day from the day's sums, in total from the totals.
import type { InsightsRangePreset } from '../../../../shared/constants';
import type { TInsights } from '../../../../shared/contract/per-service';
import type { TDailyInsights, TInsightFigures } from '../../../../db/queries/insights';
import { round2 } from '../../../../shared/two-decimals';
import { DAY_MS, datesFromTo, isoDateDaysAgo, lastDays, toIsoDate } from '../../../../shared/dates';
import { isSearchAdsService } from '../lookups';

export type TInsightsWindow = { dates: string[]; from: string; to: string };
type TInsightsPeriodAsked = { range?: InsightsRangePreset; date_from?: string; date_to?: string };

const windowOf = (dates: string[]): TInsightsWindow => ({ dates, from: dates[0] ?? '', to: dates[dates.length - 1] ?? '' });

const PRESET_DAYS: Partial<Record<InsightsRangePreset, number>> = { '7d': 7, '14d': 14, '30d': 30, '90d': 90 };

/** The period asked for (the INSIGHTS_WINDOW_DAYS dates ending today when none is), oldest first. */
export const insightsWindow = (today: Date, asked: TInsightsPeriodAsked): TInsightsWindow => {
  if (asked.date_from !== undefined && asked.date_to !== undefined) return windowOf(datesFromTo(asked.date_from, asked.date_to));
  const range = asked.range ?? '14d';
  if (range === 'today') return windowOf([toIsoDate(today)]);
  if (range === 'yesterday') return windowOf([isoDateDaysAgo(today, 1)]);
  const days = PRESET_DAYS[range];
  if (days !== undefined) return windowOf(lastDays(today, days));
  const year = today.getUTCFullYear();
  const month = today.getUTCMonth();
  if (range === 'this_month') return windowOf(datesFromTo(toIsoDate(new Date(Date.UTC(year, month, 1))), toIsoDate(today)));
  // last_month: its first to its last day (day 0 of this month).
  return windowOf(datesFromTo(toIsoDate(new Date(Date.UTC(year, month - 1, 1))), toIsoDate(new Date(Date.UTC(year, month, 0)))));
};

/** The same number of days ending the day before the window starts. */
export const previousWindow = (window: TInsightsWindow): TInsightsWindow =>
  windowOf(lastDays(new Date(Date.parse(`${window.from}T00:00:00Z`) - DAY_MS), window.dates.length));

type TCardColumn = { total: keyof TInsightFigures; series: string };

/** The stat cards of a panel: answer key → column (google-ads shows cost and interactions). */
const cardsOf = (servicePath: string): TCardColumn[] =>
  isSearchAdsService(servicePath)
    ? [
        { total: 'clicks', series: 'clicks' },
        { total: 'impressions', series: 'impressions' },
        { total: 'cost', series: 'cost' },
        { total: 'interactions', series: 'interactions' },
      ]
    : [
        { total: 'clicks', series: 'clicks' },
        { total: 'impressions', series: 'impressions' },
        { total: 'spend', series: 'spends' },
        { total: 'unique_clicks', series: 'unique_clicks' },
      ];

const isMoney = (column: keyof TInsightFigures) => column === 'spend' || column === 'cost';

type TSums = { clicks: number; impressions: number; money: number; interactions: number };
const ratio = (top: number, bottom: number, scale = 1) => (bottom > 0 ? round2((top / bottom) * scale) : 0);

/** CTR (%), CPC, CPM, and for google-ads cost per interaction, from summed figures. */
const derivedOf = (sums: TSums, isSearchAds: boolean): Record<string, number> => ({
  ctr: ratio(sums.clicks, sums.impressions, 100),
  cpc: ratio(sums.money, sums.clicks),
  cpm: ratio(sums.money, sums.impressions, 1000),
  ...(isSearchAds ? { cpi: ratio(sums.money, sums.interactions) } : {}),
});

export const toInsightsPeriod = (servicePath: string, window: TInsightsWindow, days: TDailyInsights[]): Omit<TInsights, 'previous'> => {
  const isSearchAds = isSearchAdsService(servicePath);
  const moneyColumn = isSearchAds ? 'cost' : 'spend';
  const byDate = new Map(days.map((day) => [day.date, day]));
  const insights: Record<string, number> = {};
  const graphics: TInsights['graphics'] = {};
  for (const card of cardsOf(servicePath)) {
    const data = window.dates.map((date) => {
      const value = byDate.get(date)?.[card.total] ?? 0;
      return isMoney(card.total) ? round2(value) : value;
    });
    const total = data.reduce((sum, value) => sum + value, 0);
    insights[card.total] = isMoney(card.total) ? round2(total) : total;
    graphics[card.series] = { labels: [...window.dates], data };
  }
  const sumsOf = (figures: Partial<Record<keyof TInsightFigures, number>> | undefined): TSums => ({
    clicks: figures?.clicks ?? 0,
    impressions: figures?.impressions ?? 0,
    money: round2(figures?.[moneyColumn] ?? 0),
    interactions: figures?.interactions ?? 0,
  });
  const dailyDerived = window.dates.map((date) => derivedOf(sumsOf(byDate.get(date)), isSearchAds));
  const totalDerived = derivedOf(sumsOf(insights), isSearchAds);
  for (const [key, total] of Object.entries(totalDerived)) {
    insights[key] = total;
    graphics[key] = { labels: [...window.dates], data: dailyDerived.map((day) => day[key] ?? 0) };
  }
  return {
    insights: { clicks: insights.clicks ?? 0, impressions: insights.impressions ?? 0, ...insights },
    graphics,
    date_from: window.from,
    date_to: window.to,
  };
};
