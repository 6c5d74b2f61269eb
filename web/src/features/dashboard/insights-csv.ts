// The CSV download of the insights panel: one row per day of the chart with every series of the
// panel, a header row, a dot as the decimal point (money keeps its cents) and ISO dates, so any
// spreadsheet reads it the same way. Pure, so it is tested without a browser.
import type { TInsights } from '@shared/contract/per-service';
import type { TCard } from './cards';

const cell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
const figure = (value: number, card: TCard) => (card.isMoney ? value.toFixed(2) : String(Math.round(value)));

export function insightsCsv(cards: readonly TCard[], data: TInsights): string {
  const labels = data.graphics[cards[0]?.series ?? '']?.labels ?? [];
  const header = ['Date', ...cards.map((card) => card.label)].map(cell).join(',');
  const rows = labels.map((date, index) =>
    [date, ...cards.map((card) => figure(data.graphics[card.series]?.data[index] ?? 0, card))].map(cell).join(','),
  );
  return `${[header, ...rows].join('\r\n')}\r\n`;
}

/** `insights-fb-sync-2026-03-01-2026-03-14-USD.csv`: the service, the period and the currency when known. */
export function insightsCsvFileName(servicePath: string, data: Pick<TInsights, 'date_from' | 'date_to'>, currency: string | null): string {
  const parts = ['insights', servicePath, data.date_from, data.date_to, ...(currency ? [currency.toUpperCase()] : [])];
  return `${parts.join('-').replace(/[^A-Za-z0-9._-]/g, '_')}.csv`;
}

/** Hands the text to the browser as a file download. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
