// Daily insights per ad account. Every read goes through the (ad_account_id, date) primary key:
// the ad account ids arrive as one JSON array parameter, so each query is a single prepared
// statement whatever the number of accounts, and SQLite searches the key once per account.
// One ad account (the dashboard's usual ask) is a plain range read of the key, nothing summed.
import { and, asc, between, eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../client';
import { adAccounts, insightsDaily as i } from '../schema';
import { preparedPerDatabase } from './prepared';

export type TInsightRow = typeof i.$inferInsert;
export type TDailyInsights = Omit<typeof i.$inferSelect, 'ad_account_id'>;
export type TInsightFigures = Omit<TDailyInsights, 'date'>;

const DAY_COLUMNS = {
  date: i.date,
  clicks: i.clicks,
  impressions: i.impressions,
  spend: i.spend,
  unique_clicks: i.unique_clicks,
  cost: i.cost,
  interactions: i.interactions,
};
const total = (column: (typeof DAY_COLUMNS)[keyof TInsightFigures]) => sql<number>`SUM(${column})`;
const inPeriod = between(i.date, sql.placeholder('from'), sql.placeholder('to'));

/**
 * One ad account: the primary key already holds one row per (ad account, day), so its days are
 * the rows themselves, read in key order. Nothing to sum, so no GROUP BY and no temporary B-tree
 * sorting the days.
 */
const oneAccountDaysQuery = (db: TDatabase) =>
  db
    .select(DAY_COLUMNS)
    .from(i)
    .where(and(eq(i.ad_account_id, sql.placeholder('id')), inPeriod))
    .orderBy(asc(i.date));

/** A day's figures summed over the ad accounts read. */
const DAY_SUMS = {
  date: i.date,
  clicks: total(i.clicks),
  impressions: total(i.impressions),
  spend: total(i.spend),
  unique_clicks: total(i.unique_clicks),
  cost: total(i.cost),
  interactions: total(i.interactions),
};
const ofAccounts = and(sql`${i.ad_account_id} IN (SELECT value FROM json_each(${sql.placeholder('ids')}))`, inPeriod);

/** The sums of the given ad accounts per day in [from, to]; days without rows are absent. */
const summedDaysQuery = (db: TDatabase) => db.select(DAY_SUMS).from(i).where(ofAccounts).groupBy(i.date).orderBy(asc(i.date));

/** The sums per day and per currency of the ad accounts' own currencies: money of several is never added up. */
const summedDaysByCurrencyQuery = (db: TDatabase) =>
  db
    .select({ ...DAY_SUMS, currency: adAccounts.currency })
    .from(i)
    .innerJoin(adAccounts, eq(adAccounts.id, i.ad_account_id))
    .where(ofAccounts)
    // No ORDER BY: the answer finds each day by its date, and sorting costs a second temporary B-tree.
    .groupBy(i.date, adAccounts.currency);

/** The reads by their placeholders (id or ids, from, to), for query-plan tests and benchmarks. */
export const dailyInsightsQueries = { oneAccount: oneAccountDaysQuery, summed: summedDaysQuery, byCurrency: summedDaysByCurrencyQuery };

const oneAccountDays = preparedPerDatabase((db) => oneAccountDaysQuery(db).prepare());
const summedDays = preparedPerDatabase((db) => summedDaysQuery(db).prepare());
const summedDaysByCurrency = preparedPerDatabase((db) => summedDaysByCurrencyQuery(db).prepare());

/** Each currency's days in [previousFrom, to], split at `from` as sumInsightsOfTwoPeriods splits them; currencies in code order. */
export const sumInsightsOfTwoPeriodsByCurrency = (
  db: TDatabase,
  params: { adAccountIds: number[]; previousFrom: string; from: string; to: string },
): { currency: string; previous: TDailyInsights[]; current: TDailyInsights[] }[] => {
  const groups = new Map<string, { currency: string; previous: TDailyInsights[]; current: TDailyInsights[] }>();
  const rows = summedDaysByCurrency(db).all({ ids: JSON.stringify(params.adAccountIds), from: params.previousFrom, to: params.to });
  for (const { currency, ...day } of rows) {
    const group = groups.get(currency) ?? { currency, previous: [], current: [] };
    (day.date >= params.from ? group.current : group.previous).push(day);
    groups.set(currency, group);
  }
  return [...groups.values()].sort((a, b) => a.currency.localeCompare(b.currency));
};

export const sumInsightsByDay = (db: TDatabase, params: { adAccountIds: number[]; from: string; to: string }): TDailyInsights[] =>
  params.adAccountIds.length === 1
    ? oneAccountDays(db).all({ id: params.adAccountIds[0], from: params.from, to: params.to })
    : summedDays(db).all({ ids: JSON.stringify(params.adAccountIds), from: params.from, to: params.to });

/**
 * A period [from, to] and the period just before it [previousFrom, from), as the dashboard's
 * comparison asks: the two are adjacent, so one range read [previousFrom, to] serves both and is
 * split at `from` (rows come in date order). One statement instead of two.
 */
export const sumInsightsOfTwoPeriods = (
  db: TDatabase,
  params: { adAccountIds: number[]; previousFrom: string; from: string; to: string },
): { previous: TDailyInsights[]; current: TDailyInsights[] } => {
  const days = sumInsightsByDay(db, { adAccountIds: params.adAccountIds, from: params.previousFrom, to: params.to });
  const split = days.findIndex((day) => day.date >= params.from);
  const at = split === -1 ? days.length : split;
  return { previous: days.slice(0, at), current: days.slice(at) };
};

const ROW_PLACEHOLDERS = {
  ad_account_id: sql.placeholder('ad_account_id'),
  date: sql.placeholder('date'),
  clicks: sql.placeholder('clicks'),
  impressions: sql.placeholder('impressions'),
  spend: sql.placeholder('spend'),
  unique_clicks: sql.placeholder('unique_clicks'),
  cost: sql.placeholder('cost'),
  interactions: sql.placeholder('interactions'),
};

// Written row by row by the seeds, the catch-up and syncs.
const upsertRow = preparedPerDatabase((db) =>
  db
    .insert(i)
    .values(ROW_PLACEHOLDERS)
    .onConflictDoUpdate({
      target: [i.ad_account_id, i.date],
      set: {
        clicks: sql`excluded.clicks`,
        impressions: sql`excluded.impressions`,
        spend: sql`excluded.spend`,
        unique_clicks: sql`excluded.unique_clicks`,
        cost: sql`excluded.cost`,
        interactions: sql`excluded.interactions`,
      },
    })
    .prepare(),
);
const insertRowIfMissing = preparedPerDatabase((db) => db.insert(i).values(ROW_PLACEHOLDERS).onConflictDoNothing().prepare());
const insertNewRow = preparedPerDatabase((db) => db.insert(i).values(ROW_PLACEHOLDERS).prepare());

/** Writes the day's figures, replacing what was there (a refresh). */
export const upsertInsightRow = (db: TDatabase, row: TInsightRow): void => {
  upsertRow(db).run(row);
};

/** Writes the day only when the account has no figures for it yet; answers whether it wrote. */
export const insertInsightRowIfMissing = (db: TDatabase, row: TInsightRow): boolean => insertRowIfMissing(db).run(row).changes > 0;

/** Writes a day the account cannot have yet (a fresh seed): a conflict is an error. */
export const insertInsightRow = (db: TDatabase, row: TInsightRow): void => {
  insertNewRow(db).run(row);
};
