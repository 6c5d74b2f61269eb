// The date range a sync covers: the requested one (real dates, not in the future, at most two
// years long), or with `full` the whole history the emulator keeps (the last 365 days).
import { isoDateDaysAgo, toIsoDate } from '../rules/dates';
import { HttpError } from '../http-error';

export const FULL_SYNC_DAYS = 365;
/** "Longer than 2 years" is refused: two years of days between the first and the last date. */
export const MAX_SYNC_SPAN_DAYS = 730;

const DAY_MS = 24 * 60 * 60 * 1000;

const parseIsoDate = (field: string, value: string): number => {
  const time = Date.parse(`${value}T00:00:00Z`);
  if (Number.isNaN(time) || toIsoDate(new Date(time)) !== value) {
    throw new HttpError(422, `${field}: Not a calendar date`, { [field]: ['Not a calendar date'] });
  }
  return time;
};

/** The sync request's window fields (spec §3, sync request). */
export type TSyncWindowInput = { date_from: string; date_to: string; full: boolean };

export const resolveSyncWindow = (
  input: TSyncWindowInput,
  today: Date,
): { from: string; to: string } => {
  const from = parseIsoDate('date_from', input.date_from);
  const to = parseIsoDate('date_to', input.date_to);
  if (to > today.getTime()) {
    throw new HttpError(422, 'date_to: Date end must not be in the future', { date_to: ['Date end must not be in the future'] });
  }
  if (from > to) {
    throw new HttpError(422, 'date_from: Date start must not be after date end', { date_from: ['Date start must not be after date end'] });
  }
  if ((to - from) / DAY_MS > MAX_SYNC_SPAN_DAYS) {
    throw new HttpError(422, 'date_from: The range must not be longer than 2 years', {
      date_from: ['The range must not be longer than 2 years'],
    });
  }
  if (input.full) return { from: isoDateDaysAgo(today, FULL_SYNC_DAYS - 1), to: toIsoDate(today) };
  return { from: input.date_from, to: input.date_to };
};

/** Every date from `from` to `to`, both included. */
export const eachDate = (from: string, to: string): string[] => {
  const dates: string[] = [];
  for (let time = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); time <= end; time += DAY_MS) {
    dates.push(toIsoDate(new Date(time)));
  }
  return dates;
};
