// Insights as the dashboard reads them: totals over the window and one daily series per stat
// card, with a label for every day of the window even when nothing was recorded that day.
import { INSIGHTS_WINDOW_DAYS, SEARCH_ADS_SERVICE_PATH } from '../../../shared/constants';
import type { TInsights } from '../../../shared/contract/per-service';
import type { TDailyInsights, TInsightFigures } from '../../../db/queries/insights';
import { lastDays } from '../../../seed/dates';

const round2 = (value: number) => Math.round(value * 100) / 100;

/** The INSIGHTS_WINDOW_DAYS dates ending today, oldest first. */
export const insightsWindow = (today: Date): { dates: string[]; from: string; to: string } => {
  const dates = lastDays(today, INSIGHTS_WINDOW_DAYS);
  return { dates, from: dates[0] ?? '', to: dates[dates.length - 1] ?? '' };
};

/** The stat cards of a panel: answer key → column (google-ads shows cost and interactions). */
const cardsOf = (servicePath: string): { total: keyof TInsightFigures; series: string }[] =>
  servicePath === SEARCH_ADS_SERVICE_PATH
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

export const toInsights = (servicePath: string, window: { dates: string[]; from: string; to: string }, days: TDailyInsights[]): TInsights => {
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
  return {
    insights: { clicks: insights.clicks ?? 0, impressions: insights.impressions ?? 0, ...insights },
    graphics,
    date_from: window.from,
    date_to: window.to,
  };
};
