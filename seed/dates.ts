// Dates of the seed, all relative to one "today" anchor (UTC) so a run is reproducible and the
// dashboard's last days always have data.
const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' (UTC) of a date. */
export const toIsoDate = (date: Date) => date.toISOString().slice(0, 10);

/** Midnight UTC of the given moment's day. */
export const startOfUtcDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

export const isoDateDaysAgo = (today: Date, days: number) => toIsoDate(new Date(startOfUtcDay(today).getTime() - days * DAY_MS));

/** An ISO timestamp `days` days (and `minutes` minutes into that day) before today's midnight. */
export const isoTimestampDaysAgo = (today: Date, days: number, minutes = 0) =>
  new Date(startOfUtcDay(today).getTime() - days * DAY_MS + minutes * 60_000).toISOString();

/** The `count` dates ending today, oldest first: today-(count-1) .. today. */
export function lastDays(today: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => isoDateDaysAgo(today, count - 1 - index));
}
