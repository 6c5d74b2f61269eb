// The date range a sync covers: the requested one (real dates, not in the future, at most two
// years long), or with `full` the whole history the emulator keeps (the last 365 days).
import { DAY_MS, isIsoDate, isoDateDaysAgo, toIsoDate } from '../../../shared/dates';
import { HttpError } from '../http-error';
import { VALIDATION_MESSAGES } from '../../../shared/validation/messages';

const FULL_SYNC_DAYS = 365;
/** "Longer than 2 years" is refused: two years of days between the first and the last date. */
const MAX_SYNC_SPAN_DAYS = 730;

/** A 422 naming its field, in the message and in `errors`. */
const refusal = (field: string, message: string) => new HttpError(422, `${field}: ${message}`, { [field]: [message] });

const parseIsoDate = (field: string, value: string): number => {
  if (!isIsoDate(value)) throw refusal(field, 'Not a calendar date');
  return Date.parse(`${value}T00:00:00Z`);
};

/** The sync request's window fields (spec §3, sync request). */
export type TSyncWindowInput = { date_from: string; date_to: string; full: boolean };

export const resolveSyncWindow = (
  input: TSyncWindowInput,
  today: Date,
): { from: string; to: string } => {
  const from = parseIsoDate('date_from', input.date_from);
  const to = parseIsoDate('date_to', input.date_to);
  if (to > today.getTime()) throw refusal('date_to', 'Date end must not be in the future');
  if (from > to) throw refusal('date_from', VALIDATION_MESSAGES.syncDateOrder);
  if ((to - from) / DAY_MS > MAX_SYNC_SPAN_DAYS) throw refusal('date_from', 'The range must not be longer than 2 years');
  if (input.full) return { from: isoDateDaysAgo(today, FULL_SYNC_DAYS - 1), to: toIsoDate(today) };
  return { from: input.date_from, to: input.date_to };
};
