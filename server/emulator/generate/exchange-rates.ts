// The daily exchange rates the emulator converts spend at. Each known currency moves around a
// base rate against the US dollar in a slow wave with a little daily noise, all from a hash of
// (seed, currency, day), so a day written late (the catch-up) equals the day a fresh seed writes.
import { createHash } from 'node:crypto';
import type { TDatabase } from '../../../db/client';
import { firstInsightDate, insertExchangeRates, lastExchangeRateDate } from '../../../db/queries/exchange-rates';
import type { TExchangeRate } from '../../../db/queries/exchange-rates';
import { DAY_MS, datesFromTo, nextIsoDate } from '../../../shared/dates';

/** US dollars per unit, around which each known currency moves; other codes have no rate. */
export const BASE_USD_PER_UNIT: Readonly<Record<string, number>> = {
  USD: 1,
  EUR: 1.08,
  GBP: 1.27,
  CAD: 0.73,
  AUD: 0.66,
  CHF: 1.12,
  JPY: 0.0067,
  PLN: 0.25,
  SEK: 0.095,
};

const WAVE_DAYS = 180;

/** A number in [0, 1) from the text: stable across runs and machines. */
const unitHash = (text: string): number => createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;

/** US dollars one unit of `currency` buys on `date`, to 6 significant decimals; undefined for an unknown code. */
export const usdPerUnitOn = (seed: number, currency: string, date: string): number | undefined => {
  const base = BASE_USD_PER_UNIT[currency];
  if (base === undefined) return undefined;
  if (currency === 'USD') return 1;
  const dayNumber = Date.parse(`${date}T00:00:00Z`) / DAY_MS;
  const phase = unitHash(`${seed}:${currency}`) * 2 * Math.PI;
  const wave = 0.03 * Math.sin((2 * Math.PI * dayNumber) / WAVE_DAYS + phase);
  const noise = 0.006 * (unitHash(`${seed}:${currency}:${date}`) - 0.5);
  return Number((base * (1 + wave + noise)).toPrecision(6));
};

export const buildExchangeRates = (seed: number, dates: string[]): TExchangeRate[] =>
  dates.flatMap((date) => Object.keys(BASE_USD_PER_UNIT).map((currency) => ({ date, currency, usd_per_unit: usdPerUnitOn(seed, currency, date) as number })));

/**
 * Writes the rates of the days after the last written one (from the first day with insights when
 * none are) up to `through`; answers the rates written. Cheap when there is nothing to do.
 */
export const extendExchangeRates = (db: TDatabase, seed: number, through: string): number => {
  const last = lastExchangeRateDate(db);
  const from = last === undefined ? firstInsightDate(db) : nextIsoDate(last);
  if (from === undefined || from > through) return 0;
  const rates = buildExchangeRates(seed, datesFromTo(from, through));
  insertExchangeRates(db, rates);
  return rates.length;
};
