// The stat cards of an insights panel (spec §2, §3) and how their figures are written for people.
// google-ads reports Cost and Interactions where the other services report Spend and Unique
// clicks; Clicks and Impressions are the same on every panel.
import { SEARCH_ADS_SERVICE_PATH } from '@shared/constants';
import type { TInsights } from '@shared/contract/per-service';
import type { TInsightsMoney } from '../../../../server/trpc/insights-money';

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
 * decimals), and the currency when it is known (its symbol, or its code as text).
 */
export function formatFigure(value: number, card: Pick<TCard, 'isMoney' | 'decimals' | 'isPercent'>, currency: string | null = null): string {
  const decimals = card.decimals ?? 0;
  if (card.isMoney && currency) {
    const format = moneyFormat(currency, decimals);
    if (format) return format.format(value);
  }
  const figure = (decimals === 2 ? twoDecimalsFormat : countFormat).format(value);
  if (card.isPercent) return `${figure}%`;
  // A code Intl does not know is still the money's currency: shown as text beside the figure.
  return card.isMoney && currency ? `${figure} ${currency}` : figure;
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

/** How the money figures of an answer are shown: their currency, whether converted, and what to say about it. */
export type TMoneyView = {
  /** The currency the money figures are in, or null when they have none (shown without a symbol). */
  currency: string | null;
  /** Converted from several currencies at daily rates: shown as approximate (≈). */
  isConverted: boolean;
  /** A sentence under the cards when the money needs one. */
  note: string | null;
  /** Each currency's own money, when there are several. */
  byCurrency: { currency: string; amount: number }[];
  /** The reporting currencies the person may choose, as the server lists them. */
  choices: string[];
};

/**
 * The money view of an answer: the server decided what the figures are in (insights.get's
 * `money`, server/trpc/insights-money.ts); this only words it, never a mixed sum dressed as one currency.
 */
export function moneyViewOf(answer: Pick<TInsights, 'money_by_currency'>, money: TInsightsMoney): TMoneyView {
  const byCurrency = (answer.money_by_currency ?? []).map(({ currency, amount }) => ({ currency, amount }));
  const view = { currency: money.currency, isConverted: money.isConverted, byCurrency, choices: money.choices };
  if (money.isConverted) {
    const left = money.unconverted;
    const leftOut = left.length > 0 ? ` ${left.join(', ')} ${left.length === 1 ? 'has' : 'have'} no rate and ${left.length === 1 ? 'is' : 'are'} shown on its own.` : '';
    return { ...view, note: `≈ in ${money.currency ?? ''} at daily rates.${leftOut}` };
  }
  if (money.currency === null && money.currencies.length > 1) {
    return { ...view, note: `These ad accounts use several currencies (${money.currencies.join(', ')}): money is shown without a currency.` };
  }
  return { ...view, note: null };
}

/** A card's figure as shown: money in the view's currency, approximate when converted. */
export function formatCardFigure(value: number, card: Pick<TCard, 'isMoney' | 'decimals' | 'isPercent'>, money: TMoneyView): string {
  const figure = formatFigure(value, card, money.currency);
  return card.isMoney && money.isConverted ? `≈ ${figure}` : figure;
}

/** `2026-03-07` → `07-03-2026` (spec §9 date format); `short` leaves the year out (chart axis). */
export function formatDay(iso: string, short = false): string {
  const [year, month, day] = iso.split('-');
  if (!year || !month || !day) return iso;
  return short ? `${day}-${month}` : `${day}-${month}-${year}`;
}
