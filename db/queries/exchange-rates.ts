// Daily exchange rates (db/schema/exchange-rates.ts): written by the seed and the catch-up, read
// by the insights answer for the days of its period.
import { and, between, max, min, sql } from 'drizzle-orm';
import type { TDatabase } from '../client';
import { exchangeRates, insightsDaily } from '../schema';
import { preparedPerDatabase } from './prepared';

export type TExchangeRate = typeof exchangeRates.$inferSelect;

/** Writes the rates, keeping a day and currency already written. */
export const insertExchangeRates = (db: TDatabase, rates: TExchangeRate[]): void => {
  for (let start = 0; start < rates.length; start += 500) {
    db.insert(exchangeRates).values(rates.slice(start, start + 500)).onConflictDoNothing().run();
  }
};

/** The last day with rates, or undefined before any were written. */
export const lastExchangeRateDate = (db: TDatabase): string | undefined =>
  db.select({ last: max(exchangeRates.date) }).from(exchangeRates).get()?.last ?? undefined;

/** The first day any ad account has insights for: where rates must start. */
export const firstInsightDate = (db: TDatabase): string | undefined =>
  db.select({ first: min(insightsDaily.date) }).from(insightsDaily).get()?.first ?? undefined;

// Read with every insights call over several currencies: prepared once per database.
const ratesOfPeriod = preparedPerDatabase((db) =>
  db
    .select({ date: exchangeRates.date, currency: exchangeRates.currency, usd_per_unit: exchangeRates.usd_per_unit })
    .from(exchangeRates)
    .where(
      and(
        sql`${exchangeRates.currency} IN (SELECT value FROM json_each(${sql.placeholder('currencies')}))`,
        between(exchangeRates.date, sql.placeholder('from'), sql.placeholder('to')),
      ),
    )
    .prepare(),
);

/** The rates of the given currencies on the days of [from, to]. */
export const listExchangeRates = (db: TDatabase, params: { currencies: string[]; from: string; to: string }): TExchangeRate[] =>
  params.currencies.length === 0 ? [] : ratesOfPeriod(db).all({ currencies: JSON.stringify(params.currencies), from: params.from, to: params.to });
