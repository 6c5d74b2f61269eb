// The CSV download of the insights panel: one row per day of the chart with every series of the
// panel and the currency its money is in, a header row, a dot as the decimal point (money keeps its
// cents) and ISO dates, so any spreadsheet reads it the same way. Money converted from several
// currencies also carries each currency's own money and each day's rate. Pure, so it is tested
// without a browser.
import type { TInsights } from '@shared/contract/per-service';
import { csvText } from '@/lib/csv';
import type { TCard, TMoneyView } from './cards';

const figure = (value: number, card: TCard) => (card.isMoney ? value.toFixed(2) : String(Math.round(value)));

type TColumn = { title: string; valueOn: (date: string, index: number) => string };

/** The columns money of several currencies adds: each currency's own money, then each day's rates. */
function currencyColumns(cards: readonly TCard[], data: TInsights, money: TMoneyView): TColumn[] {
  const moneyLabel = cards.find((card) => card.isMoney)?.label ?? 'Spend';
  const own = (data.money_by_currency ?? []).map(({ currency, series }) => ({
    title: `${moneyLabel} in ${currency}`,
    valueOn: (_date: string, index: number) => (series.data[index] ?? 0).toFixed(2),
  }));
  const conversion = data.conversion;
  if (!conversion || !money.isConverted) return own;
  const ratesByDate = new Map(conversion.rates.map((day) => [day.date, day.rates]));
  const rates = Object.keys(conversion.rates[0]?.rates ?? {})
    .filter((currency) => currency !== conversion.currency)
    .map((currency) => ({ title: `Rate ${currency} to ${conversion.currency}`, valueOn: (date: string) => String(ratesByDate.get(date)?.[currency] ?? '') }));
  return [...own, ...rates];
}

export function insightsCsv(cards: readonly TCard[], data: TInsights, money: TMoneyView): string {
  const labels = data.graphics[cards[0]?.series ?? '']?.labels ?? [];
  const columns: TColumn[] = [
    { title: 'Date', valueOn: (date) => date },
    ...cards.map((card) => ({ title: card.label, valueOn: (_date: string, index: number) => figure(data.graphics[card.series]?.data[index] ?? 0, card) })),
    { title: 'Currency', valueOn: () => money.currency ?? '' },
    ...currencyColumns(cards, data, money),
  ];
  return csvText(
    columns.map((column) => column.title),
    labels.map((date, index) => columns.map((column) => column.valueOn(date, index))),
  );
}

/** `insights-fb-sync-2026-03-01-2026-03-14-USD.csv`: the service, the period and the currency when known. */
export function insightsCsvFileName(servicePath: string, data: Pick<TInsights, 'date_from' | 'date_to'>, currency: string | null): string {
  const parts = ['insights', servicePath, data.date_from, data.date_to, ...(currency ? [currency.toUpperCase()] : [])];
  return `${parts.join('-').replace(/[^A-Za-z0-9._-]/g, '_')}.csv`;
}
