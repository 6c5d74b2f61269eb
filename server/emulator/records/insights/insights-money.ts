// Money in its own currency: ad accounts in one currency answer in it, with that currency
// named; ad accounts in several are never summed as they are. Their money is converted
// day by day into one reporting currency (asked for, or the one with the most spend), CPC, CPM and
// cost per interaction come from that converted money, and each currency's own figures and each
// day's rates travel with the answer.
import type { TInsights } from '../../../../shared/contract/per-service';
import type { TDailyInsights } from '../../../../db/queries/insights';
import type { TExchangeRate } from '../../../../db/queries/exchange-rates';
import { round2 } from '../../../../shared/two-decimals';
import { isSearchAdsService } from '../lookups';
import { toInsightsPeriod } from './insights-answer';
import type { TInsightsWindow } from './insights-answer';

type TCurrencyDays = { currency: string; days: TDailyInsights[] };
/** US dollars per unit, by date and currency. */
type TRateTable = Map<string, Map<string, number>>;
type TPeriod = Omit<TInsights, 'previous'>;

export const toRateTable = (rates: TExchangeRate[]): TRateTable => {
  const table: TRateTable = new Map();
  for (const rate of rates) {
    const day = table.get(rate.date) ?? new Map<string, number>();
    day.set(rate.currency, rate.usd_per_unit);
    table.set(rate.date, day);
  }
  return table;
};

const hasRatesFor = (currency: string, dates: string[], rates: TRateTable) => dates.every((date) => rates.get(date)?.has(currency));

/** The units of `to` one unit of `from` bought on `date` (both have a rate that day). */
const rateOn = (rates: TRateTable, date: string, from: string, to: string): number =>
  ((rates.get(date)?.get(from) as number) / (rates.get(date)?.get(to) as number));

/** The currency with the most spend over the window, compared in US dollars. */
const mostSpent = (groups: TCurrencyDays[], moneyKey: 'spend' | 'cost', rates: TRateTable): string | undefined => {
  const inUsd = (group: TCurrencyDays) => group.days.reduce((sum, day) => sum + day[moneyKey] * (rates.get(day.date)?.get(group.currency) ?? 0), 0);
  return [...groups].sort((a, b) => inUsd(b) - inUsd(a) || a.currency.localeCompare(b.currency))[0]?.currency;
};

/** The days of several groups as one: counts summed, money converted by `toReporting` (0 for none). */
const mergeDays = (groups: TCurrencyDays[], toReporting: (currency: string, date: string) => number): TDailyInsights[] => {
  const merged = new Map<string, TDailyInsights>();
  for (const group of groups) {
    for (const day of group.days) {
      const into = merged.get(day.date) ?? { date: day.date, clicks: 0, impressions: 0, spend: 0, unique_clicks: 0, cost: 0, interactions: 0 };
      const factor = toReporting(group.currency, day.date);
      into.clicks += day.clicks;
      into.impressions += day.impressions;
      into.unique_clicks += day.unique_clicks;
      into.interactions += day.interactions;
      into.spend += day.spend * factor;
      into.cost += day.cost * factor;
      merged.set(day.date, into);
    }
  }
  return [...merged.values()].sort((a, b) => a.date.localeCompare(b.date));
};

const MONEY_DERIVED = ['cpc', 'cpm', 'cpi'] as const;

/**
 * The period's figures for ad accounts grouped by currency. `reporting` is the currency asked for;
 * the answer's `conversion.currency` is the one used, for the comparison period to reuse.
 */
export const toMoneyPeriod = (servicePath: string, window: TInsightsWindow, groups: TCurrencyDays[], rates: TRateTable, reporting?: string): TPeriod => {
  if (groups.length <= 1) return { ...toInsightsPeriod(servicePath, window, groups[0]?.days ?? []), currency: groups[0]?.currency ?? null };
  const isSearchAds = isSearchAdsService(servicePath);
  const moneyKey = isSearchAds ? 'cost' : 'spend';
  const moneySeries = isSearchAds ? 'cost' : 'spends';
  const convertible = groups.filter((group) => hasRatesFor(group.currency, window.dates, rates));
  const unconverted = groups.filter((group) => !convertible.includes(group)).map((group) => group.currency);
  const target = reporting !== undefined && hasRatesFor(reporting, window.dates, rates) ? reporting : mostSpent(convertible, moneyKey, rates);
  const factor = (currency: string, date: string) => (target !== undefined && convertible.some((group) => group.currency === currency) ? rateOn(rates, date, currency, target) : 0);

  // Counts from every account; money, and what is computed from money, from the converted ones only.
  const period = toInsightsPeriod(servicePath, window, mergeDays(groups, factor));
  const converted = toInsightsPeriod(servicePath, window, mergeDays(convertible, factor));
  const insights: Record<string, number> = { ...period.insights };
  const graphics = { ...period.graphics };
  for (const key of MONEY_DERIVED) {
    if (target === undefined || insights[key] === undefined) {
      delete insights[key];
      delete graphics[key];
    } else {
      insights[key] = converted.insights[key] as number;
      graphics[key] = converted.graphics[key] as TPeriod['graphics'][string];
    }
  }
  if (target === undefined) {
    delete insights[moneyKey];
    delete graphics[moneySeries];
  }

  const moneyByCurrency = groups.map((group) => {
    const own = toInsightsPeriod(servicePath, window, group.days).insights;
    const moneyOn = new Map(group.days.map((day) => [day.date, day[moneyKey]]));
    return {
      currency: group.currency,
      amount: own[moneyKey] ?? 0,
      clicks: own.clicks,
      impressions: own.impressions,
      ...(isSearchAds ? { interactions: own.interactions ?? 0, cpi: own.cpi ?? 0 } : {}),
      cpc: own.cpc ?? 0,
      cpm: own.cpm ?? 0,
      series: { labels: [...window.dates], data: window.dates.map((date) => round2(moneyOn.get(date) ?? 0)) },
    };
  });
  return {
    ...period,
    insights: { ...insights, clicks: period.insights.clicks, impressions: period.insights.impressions },
    graphics,
    currency: target ?? null,
    money_by_currency: moneyByCurrency,
    ...(target !== undefined
      ? {
          conversion: {
            currency: target,
            rates: window.dates.map((date) => ({
              date,
              rates: Object.fromEntries(convertible.map((group) => [group.currency, Number(rateOn(rates, date, group.currency, target).toPrecision(6))])),
            })),
            unconverted,
          },
        }
      : {}),
  };
};

/** The answer: the period, and, converted into the same currency, the period before it when it was read too. */
export const toInsightsAnswer = (
  servicePath: string,
  rates: TRateTable,
  reads: { currency: string; current: TDailyInsights[]; previous: TDailyInsights[] }[],
  windows: { current: TInsightsWindow; previous: TInsightsWindow | null },
  reporting?: string,
): TInsights => {
  const groupsOf = (key: 'current' | 'previous') => reads.map((read) => ({ currency: read.currency, days: read[key] }));
  const period = toMoneyPeriod(servicePath, windows.current, groupsOf('current'), rates, reporting);
  const chosen = period.conversion?.currency ?? reporting;
  return { ...period, ...(windows.previous ? { previous: toMoneyPeriod(servicePath, windows.previous, groupsOf('previous'), rates, chosen) } : {}) };
};
