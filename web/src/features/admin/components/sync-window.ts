// The Synchronization modal's dates (spec §4, §9): it opens at 7 days ago to today; dates are
// ISO ('YYYY-MM-DD') for the gateway and dd-MM-yyyy on screen.
import { DEFAULT_SYNC_WINDOW_DAYS } from '@shared/constants';

export type TSyncWindow = { date_from: string; date_to: string; full: boolean };

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar date `daysAgo` days before `today`, as YYYY-MM-DD. */
export function isoDateDaysBefore(today: Date, daysAgo: number): string {
  const day = new Date(today.getFullYear(), today.getMonth(), today.getDate() - daysAgo);
  return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

export function defaultSyncWindow(today: Date = new Date()): TSyncWindow {
  return { date_from: isoDateDaysBefore(today, DEFAULT_SYNC_WINDOW_DAYS), date_to: isoDateDaysBefore(today, 0), full: false };
}

/** Reads what a person typed as dd-MM-yyyy (also d-M-yyyy, with / or . between) as YYYY-MM-DD, or null. */
export function parseDisplayDate(text: string): string | null {
  const match = /^\s*(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}
