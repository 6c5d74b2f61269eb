// The catch-up: fills every ad account's insights from the day after the last filled one up to
// `today`, with the seed's own generator (so a day filled late equals the day a fresh seed would
// have written), and moves finished syncs forward as far as the data moved. One transaction.
import type { TDatabase } from '../../../db/client';
import { listAllAdAccounts, shiftSyncDates } from '../../../db/queries/catch-up';
import { lastInsightDate, readSeedState, writeSeedState } from '../../../db/queries/seed-state';
import type { TSeedState } from '../../../db/queries/seed-state';
import { datesFromTo, daysBetween, nextIsoDate, toIsoDate } from './dates';
import { extendExchangeRates } from './exchange-rates';
import { receiveSeededLeads } from './lead-arrival';
import { buildInsightDays } from '../../../seed/factories/insights';
import { writeInsights } from '../../../seed/write-insights';

type TCatchUpReport = { days: number; rows: number; leads: number; ms: number; from?: string; to: string };

/** Asked to fill up to a day earlier than the data already present. */
export class DataAheadError extends Error {
  constructor(
    readonly filledThrough: string,
    readonly today: string,
  ) {
    super(`The database holds insights through ${filledThrough}, later than ${today}: its data cannot move back in time.`);
  }
}

/** The seed state, or one inferred from the insights of a database seeded before it was kept. */
export const currentSeedState = (db: TDatabase): TSeedState | undefined => {
  const state = readSeedState(db);
  if (state) return state;
  const last = lastInsightDate(db);
  return last ? { seed: 1, scale: 'demo', anchored_on: last, filled_through: last } : undefined;
};

export const assertNotAhead = (db: TDatabase, today: Date): void => {
  const state = currentSeedState(db);
  const day = toIsoDate(today);
  if (state && state.filled_through > day) throw new DataAheadError(state.filled_through, day);
};

/**
 * Fills the missing days up to `today` (UTC day). `now` bounds the moved sync times (default: the
 * last moment of `today`). Nothing to do, or an empty database, answers days 0.
 */
export function catchUp(db: TDatabase, today: Date, options: { now?: Date } = {}): TCatchUpReport {
  const startedAt = performance.now();
  const to = toIsoDate(today);
  const state = currentSeedState(db);
  // Rates follow the insights: a database from before they were kept gets its days' rates here.
  if (state) extendExchangeRates(db, state.seed, state.filled_through);
  if (!state || state.filled_through >= to) return { days: 0, rows: 0, leads: 0, ms: performance.now() - startedAt, to };
  const from = nextIsoDate(state.filled_through);
  const days = buildInsightDays(datesFromTo(from, to));
  const now = (options.now ?? new Date(Date.parse(`${to}T23:59:59.999Z`))).toISOString();
  const { rows, leads } = db.transaction(() => {
    const written = writeInsights(db, state.seed, listAllAdAccounts(db), days, { isKeepingExisting: true });
    // The days' leads arrive too, on the forms active integrations listen to now.
    const arrived = receiveSeededLeads(db, state.seed, datesFromTo(from, to), { now: options.now ?? today });
    extendExchangeRates(db, state.seed, to);
    shiftSyncDates(db, { days: daysBetween(state.filled_through, to), now, today: to });
    writeSeedState(db, { ...state, filled_through: to });
    return { rows: written, leads: arrived.rows };
  });
  return { days: days.length, rows, leads, ms: performance.now() - startedAt, from, to };
}

/** "Filled 30 days of insights (…, 82,190 rows) and 96 leads in 412 ms" for start lines and the seed CLI. */
export const describeCatchUp = (report: TCatchUpReport): string =>
  report.days === 0
    ? `Insights are up to date (through ${report.to}).`
    : `Filled ${report.days} day${report.days === 1 ? '' : 's'} of insights (${report.from} to ${report.to}, ${report.rows.toLocaleString('en-US')} rows) and ${report.leads.toLocaleString('en-US')} leads in ${report.ms.toFixed(0)} ms.`;
