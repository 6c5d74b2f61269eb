// Daily exchange rates the emulator converts spend with: for each day the insights cover, the US
// dollars one unit of each known currency buys. Written deterministically from the seed
// (server/emulator/generate/exchange-rates.ts), so a day filled late equals a freshly seeded one.
import { primaryKey, real, sqliteTable, text } from 'drizzle-orm/sqlite-core';

export const exchangeRates = sqliteTable(
  'exchange_rates',
  {
    date: text('date').notNull(),
    currency: text('currency').notNull(),
    usd_per_unit: real('usd_per_unit').notNull(),
  },
  // Currency first: a period's rates of a few currencies are one key range each.
  (t) => [primaryKey({ columns: [t.currency, t.date] })],
);
