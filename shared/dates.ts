// Calendar dates as the gateway writes them ('YYYY-MM-DD', UTC), for the contract, the emulator and the seed.
export const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;

/** True for a real calendar date written 'YYYY-MM-DD' (not 2026-02-30). */
export const isIsoDate = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
};

// Date arithmetic on the UTC day, all relative to one "today" anchor, so a seed or a catch-up is
// reproducible: the emulator's rules, its generators and the seed count days the same way.
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

/** A calendar date as people read it (spec §9): dd-MM-yyyy. Anything else is shown as it came. */
export function formatDisplayDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const [year, month, day] = iso.slice(0, 10).split('-');
  return year && month && day ? `${day}-${month}-${year}` : iso;
}

/**
 * A moment as people read it on every screen: dd-MM-yyyy HH:mm on the gateway's clock, UTC, so a
 * client screen and an admin screen show one event at one time. A moment written without a zone
 * ('2026-07-14 09:30:00', as gateways often do) is read as UTC.
 */
export function formatDisplayDateTime(value: string | null | undefined): string {
  if (!value) return '';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value.trim())) return formatDisplayDate(value);
  const hasZone = /(?:[zZ]|[+-]\d{2}:?\d{2})$/.test(value.trim());
  const moment = new Date(hasZone ? value : `${value.trim().replace(' ', 'T')}Z`);
  if (Number.isNaN(moment.getTime())) return formatDisplayDate(value);
  const utc = moment.toISOString();
  return `${formatDisplayDate(utc)} ${utc.slice(11, 16)}`;
}
