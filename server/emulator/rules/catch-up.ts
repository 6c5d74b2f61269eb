// The catch-up: fills every ad account's insights from the moment the data reaches up to the
// emulator's now (today's as far as it has gone), with the generator the seed uses (so a day filled
// late equals the day a fresh seed would have written), lets the leads of that time arrive, and
// moves finished syncs forward as far as the data moved. One transaction.
import type { TDatabase } from '../../../db/client';
import { listAllAdAccounts, shiftSyncDates } from '../../../db/queries/catch-up';
import { lastInsightDate, readSeedState, writeSeedState } from '../../../db/queries/seed-state';
import type { TSeedState } from '../../../db/queries/seed-state';
import { datesFromTo, daysBetween, nextIsoDate, toIsoDate } from '../../../shared/dates';
import { extendExchangeRates } from '../generate/exchange-rates';
import { receiveSeededLeads } from './lead-arrival';
import type { TDeliveryOptions } from './lead-delivery';
import { buildInsightDay, buildInsightDays, dayFractionAt } from '../generate/insight-rows';
import { writeInsightDay, writeInsights } from '../generate/write-insights';

/** `leadIds`: the leads that arrived in this catch-up (the caller may tell webhook receivers). */
type TCatchUpReport = { days: number; rows: number; leads: number; leadIds: number[]; ms: number; from?: string; to: string };

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
  return last ? { seed: 1, scale: 'demo', anchored_on: last, filled_through: last, filled_until: null } : undefined;
};

export const assertNotAhead = (db: TDatabase, today: Date): void => {
  const state = currentSeedState(db);
  const day = toIsoDate(today);
  if (state && state.filled_through > day) throw new DataAheadError(state.filled_through, day);
};

/**
 * Brings the data up to `now`: completes the day the data stopped on if it was partial, fills the
 * whole days after it, fills today as far as it has gone (insights by whole hours), lets the
 * leads that arrived since arrive, and moves finished syncs forward as far as the days moved
 * (never past now). Already up to `now`, or an empty database, answers days 0. `isCrmDown`: the
 * crm-down fault of a running emulator (its arrivals fail and are tried again later).
 */
export function catchUp(db: TDatabase, now: Date, options: Pick<TDeliveryOptions, 'isCrmDown'> = {}): TCatchUpReport {
  const startedAt = performance.now();
  const to = toIsoDate(now);
  const nowIso = now.toISOString();
  const state = currentSeedState(db);
  // Rates follow the insights: a database from before they were kept gets its days' rates here.
  if (state) extendExchangeRates(db, state.seed, state.filled_through);
  // A null filled_until is a whole day (a database from before partial days were kept).
  const filledUntil = state ? (state.filled_until ?? `${state.filled_through}T23:59:59.999Z`) : undefined;
  if (!state || filledUntil === undefined || state.filled_through > to || filledUntil >= nowIso) {
    return { days: 0, rows: 0, leads: 0, leadIds: [], ms: performance.now() - startedAt, to };
  }
  const isNewDay = state.filled_through < to;
  const wholeDays = isNewDay ? datesFromTo(nextIsoDate(state.filled_through), to).slice(0, -1) : [];
  const accounts = listAllAdAccounts(db);
  const { rows, leadIds } = db.transaction(() => {
    let written = 0;
    // The day the data stopped on, partial then, is over: its whole figures.
    if (isNewDay && state.filled_until !== null) written += writeInsightDay(db, state.seed, accounts, buildInsightDay(state.filled_through), 1);
    written += writeInsights(db, state.seed, accounts, buildInsightDays(wholeDays), { isKeepingExisting: true });
    // Today as far as it has gone; rewritten only when another hour has passed.
    const isNewHour = isNewDay || dayFractionAt(new Date(filledUntil)) !== dayFractionAt(now);
    if (isNewHour) written += writeInsightDay(db, state.seed, accounts, buildInsightDay(to), dayFractionAt(now));
    // The leads that arrived since, on the forms active integrations listen to now.
    const arrived = receiveSeededLeads(db, state.seed, datesFromTo(filledUntil.slice(0, 10), to), { now, after: filledUntil, isCrmDown: options.isCrmDown });
    extendExchangeRates(db, state.seed, to);
    if (isNewDay) shiftSyncDates(db, { days: daysBetween(state.filled_through, to), now: nowIso, today: to });
    // Nothing new (a restore within the hour): the state stays, so the data is exactly as it was.
    if (isNewHour || arrived.rows > 0) writeSeedState(db, { ...state, filled_through: to, filled_until: nowIso });
    return { rows: written, leadIds: arrived.leadIds };
  });
  const from = isNewDay ? nextIsoDate(state.filled_through) : undefined;
  return { days: isNewDay ? daysBetween(state.filled_through, to) : 0, rows, leads: leadIds.length, leadIds, ms: performance.now() - startedAt, from, to };
}

/** "Filled 30 days of insights (…, 82,190 rows) and 96 leads in 412 ms" for start lines and the seed CLI. */
export const describeCatchUp = (report: TCatchUpReport): string =>
  report.days === 0
    ? `Insights are up to date (through ${report.to}).`
    : `Filled ${report.days} day${report.days === 1 ? '' : 's'} of insights (${report.from} to ${report.to}, ${report.rows.toLocaleString('en-US')} rows) and ${report.leads.toLocaleString('en-US')} leads in ${report.ms.toFixed(0)} ms.`;
