// The dashboard's date range as it lives in the URL query (`range`, and `from`/`to` for a custom
// range) next to the selection, and whether the chart draws the previous period (`compare=1`).
// "Last 14 days" is the default and is left out of the URL, so the spec's title and links stay as
// they were.
import { INSIGHTS_RANGE_PRESETS, type InsightsRangePreset } from '@shared/constants';
import { formatDay } from './cards';

export type TPeriod = { preset: InsightsRangePreset } | { preset: 'custom'; from: string; to: string };
export type TPeriodChoice = TPeriod['preset'];

export const DEFAULT_PERIOD: TPeriod = { preset: '14d' };
export const PERIOD_PARAMS = { range: 'range', from: 'from', to: 'to', compare: 'compare' } as const;

export const PERIOD_LABELS: Record<TPeriodChoice, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  '7d': 'Last 7 days',
  '14d': 'Last 14 days',
  '30d': 'Last 30 days',
  '90d': 'Last 90 days',
  this_month: 'This month',
  last_month: 'Last month',
  custom: 'Custom range',
};

const isPreset = (value: string | null): value is InsightsRangePreset => INSIGHTS_RANGE_PRESETS.some((preset) => preset === value);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The period the URL names; anything unreadable is the default (a custom range needs both dates). */
export function readPeriod(params: URLSearchParams): TPeriod {
  const range = params.get(PERIOD_PARAMS.range);
  if (isPreset(range)) return { preset: range };
  const from = params.get(PERIOD_PARAMS.from) ?? '';
  const to = params.get(PERIOD_PARAMS.to) ?? '';
  if (range === 'custom' && ISO_DATE.test(from) && ISO_DATE.test(to)) return { preset: 'custom', from, to };
  return DEFAULT_PERIOD;
}

/** The params with the period written in (the default leaves no trace; other params kept). */
export function writePeriod(params: URLSearchParams, period: TPeriod): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(PERIOD_PARAMS.from);
  next.delete(PERIOD_PARAMS.to);
  if (period.preset === DEFAULT_PERIOD.preset) next.delete(PERIOD_PARAMS.range);
  else next.set(PERIOD_PARAMS.range, period.preset);
  if (period.preset === 'custom') {
    next.set(PERIOD_PARAMS.from, period.from);
    next.set(PERIOD_PARAMS.to, period.to);
  }
  return next;
}

export const readCompare = (params: URLSearchParams): boolean => params.get(PERIOD_PARAMS.compare) === '1';

export function writeCompare(params: URLSearchParams, isOn: boolean): URLSearchParams {
  const next = new URLSearchParams(params);
  if (isOn) next.set(PERIOD_PARAMS.compare, '1');
  else next.delete(PERIOD_PARAMS.compare);
  return next;
}

/** What the insights call sends for the period (nothing for the default: the gateway's own 14 days). */
export function periodRequest(period: TPeriod): { range?: InsightsRangePreset; date_from?: string; date_to?: string } {
  if (period.preset === 'custom') return { date_from: period.from, date_to: period.to };
  return period.preset === DEFAULT_PERIOD.preset ? {} : { range: period.preset };
}

/** "Last 30 days", "This month", or a custom range's dates ("01-11-2026 – 10-11-2026"). */
export const periodName = (period: TPeriod): string =>
  period.preset === 'custom' ? `${formatDay(period.from)} – ${formatDay(period.to)}` : PERIOD_LABELS[period.preset];

/** The screen's title: the spec's 'Dashboard. Last 14 days' by default, the chosen period otherwise. */
export const dashboardTitle = (period: TPeriod): string => `Dashboard. ${periodName(period)}`;
