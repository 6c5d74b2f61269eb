// The stat cards of an insights panel (spec §2, §3) and how their figures are written for people.
// google-ads reports Cost and Interactions where the other services report Spend and Unique
// clicks; Clicks and Impressions are the same on every panel.
import { SEARCH_ADS_SERVICE_PATH } from '@shared/constants';
import type { TInsights } from '@shared/contract/per-service';

export type TCard = {
  /** The key of the total in `insights`. */
  total: keyof TInsights['insights'];
  /** The key of the daily series in `graphics`. */
  series: string;
  label: string;
  isMoney: boolean;
  /** What a short label stands for (read by screen readers after it). */
  fullName?: string;
  /** Decimals shown (whole numbers unless said: spec §9 rounds Spend). */
  decimals?: number;
  isPercent?: boolean;
  /** Which way of change is good news: colours the comparison (money spent is neither). */
  better: 'up' | 'down' | 'either';
};

const CLICKS: TCard = { total: 'clicks', series: 'clicks', label: 'Clicks', isMoney: false, better: 'up' };
const IMPRESSIONS: TCard = { total: 'impressions', series: 'impressions', label: 'Impressions', isMoney: false, better: 'up' };

const ADS_CARDS: readonly TCard[] = [
  CLICKS,
  IMPRESSIONS,
  { total: 'spend', series: 'spends', label: 'Spend', isMoney: true, better: 'either' },
  { total: 'unique_clicks', series: 'unique_clicks', label: 'Unique clicks', isMoney: false, better: 'up' },
];

const SEARCH_ADS_CARDS: readonly TCard[] = [
  CLICKS,
  IMPRESSIONS,
  { total: 'cost', series: 'cost', label: 'Cost', isMoney: true, better: 'either' },
  { total: 'interactions', series: 'interactions', label: 'Interactions', isMoney: false, better: 'up' },
];

export const cardsOf = (servicePath: string): readonly TCard[] =>
  servicePath === SEARCH_ADS_SERVICE_PATH ? SEARCH_ADS_CARDS : ADS_CARDS;

// Derived metrics, computed by the gateway from the same rows (google-ads: from Cost, plus cost per interaction).
const CTR: TCard = { total: 'ctr', series: 'ctr', label: 'CTR', fullName: 'click-through rate', isMoney: false, isPercent: true, decimals: 2, better: 'up' };
const CPC: TCard = { total: 'cpc', series: 'cpc', label: 'CPC', fullName: 'cost per click', isMoney: true, decimals: 2, better: 'down' };
const CPM: TCard = { total: 'cpm', series: 'cpm', label: 'CPM', fullName: 'cost per thousand impressions', isMoney: true, decimals: 2, better: 'down' };
const CPI: TCard = { total: 'cpi', series: 'cpi', label: 'Cost per interaction', isMoney: true, decimals: 2, better: 'down' };

export const derivedCardsOf = (servicePath: string): readonly TCard[] =>
  servicePath === SEARCH_ADS_SERVICE_PATH ? [CTR, CPC, CPM, CPI] : [CTR, CPC, CPM];

// One locale for every figure: the portal's texts are English, and a figure must read the same
// on every machine (and in the tests).
const LOCALE = 'en-US';
const countFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const twoDecimalsFormat = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const moneyFormats = new Map<string, Intl.NumberFormat>();

/** A money format in the currency with the decimals, or null when the code is not one Intl knows. */
function moneyFormat(currency: string, decimals = 0): Intl.NumberFormat | null {
  const code = currency.trim().toUpperCase();
  const key = `${code}:${decimals}`;
  if (!moneyFormats.has(key)) {
    try {
      moneyFormats.set(key, new Intl.NumberFormat(LOCALE, { style: 'currency', currency: code, maximumFractionDigits: decimals, minimumFractionDigits: decimals }));
    } catch {
      return null;
    }
  }
  return moneyFormats.get(key) ?? null;
}

/**
 * A figure as a person reads it: thousands separators, whole numbers (spec §9: Spend with zero
 * decimals), and the currency when it is known.
 */
export function formatFigure(value: number, card: Pick<TCard, 'isMoney' | 'decimals' | 'isPercent'>, currency: string | null = null): string {
  const decimals = card.decimals ?? 0;
  if (card.isMoney && currency) {
    const format = moneyFormat(currency, decimals);
    if (format) return format.format(value);
  }
  const figure = (decimals === 2 ? twoDecimalsFormat : countFormat).format(value);
  return card.isPercent ? `${figure}%` : figure;
}

export type TChange =
  | { direction: 'up' | 'down' | 'flat'; percent: number }
  /** Nothing in the previous period to compare with. */
  | { direction: 'none' };

/** The change from the previous period's figure, in percent rounded to one decimal. */
export function changeOf(current: number, previous: number | undefined): TChange {
  if (previous === undefined || !Number.isFinite(previous)) return { direction: 'none' };
  if (previous === 0) return current === 0 ? { direction: 'flat', percent: 0 } : { direction: 'none' };
  const percent = Math.round(((current - previous) / Math.abs(previous)) * 1000) / 10;
  if (percent === 0) return { direction: 'flat', percent: 0 };
  return { direction: percent > 0 ? 'up' : 'down', percent: Math.abs(percent) };
}

/** The one currency of the accounts in view, or null when there are none or they differ. */
export function commonCurrency(currencies: readonly (string | null | undefined)[]): string | null {
  const distinct = new Set(currencies.filter((code): code is string => Boolean(code)).map((code) => code.trim().toUpperCase()));
  return distinct.size === 1 ? ([...distinct][0] ?? null) : null;
}

/** `2026-03-07` → `07-03-2026` (spec §9 date format); `short` leaves the year out (chart axis). */
export function formatDay(iso: string, short = false): string {
  const [year, month, day] = iso.split('-');
  if (!year || !month || !day) return iso;
  return short ? `${day}-${month}` : `${day}-${month}-${year}`;
}
