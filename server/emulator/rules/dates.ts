// Dates of the seed, all relative to one "today" anchor (UTC) so a run is reproducible and the
// dashboard's last days always have data.
import { DAY_MS } from '../../../shared/dates';

/** 'YYYY-MM-DD' (UTC) of a date. */
export const toIsoDate = (date: Date) => date.toISOString().slice(0, 10);

export const startOfUtcDay = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));

export const isoDateDaysAgo = (today: Date, days: number) => toIsoDate(new Date(startOfUtcDay(today).getTime() - days * DAY_MS));

/** An ISO timestamp `days` days (and `minutes` minutes into that day) before today's midnight. */
export const isoTimestampDaysAgo = (today: Date, days: number, minutes = 0) =>
  new Date(startOfUtcDay(today).getTime() - days * DAY_MS + minutes * 60_000).toISOString();

/** The `count` dates ending today, oldest first: today-(count-1) .. today. */
export function lastDays(today: Date, count: number): string[] {
  return Array.from({ length: count }, (_, index) => isoDateDaysAgo(today, count - 1 - index));
}

export const nextIsoDate = (date: string): string => toIsoDate(new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS));

/** Every date from `from` to `to`, both included (none when `from` is after `to`). */
export function datesFromTo(from: string, to: string): string[] {
  const dates: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); time <= end; time += DAY_MS) {
    dates.push(toIsoDate(new Date(time)));
  }
  return dates;
}

/** Whole days from `from` to `to` ('YYYY-MM-DD'); negative when `to` is earlier. */
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

