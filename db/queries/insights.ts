// Daily insights per ad account. Every read goes through the (ad_account_id, date) primary key:
// the ad account ids arrive as one JSON array parameter, so each query is a single prepared
// statement whatever the number of accounts, and SQLite searches the key once per account.
// One ad account (the dashboard's usual ask) is a plain range read of the key, nothing summed.
import type Database from 'better-sqlite3';
import { prepared, preparedRaw } from './statement-cache';

export type TInsightFigures = {
  clicks: number;
  impressions: number;
  spend: number;
  unique_clicks: number;
  cost: number;
  interactions: number;
};
export type TDailyInsights = TInsightFigures & { date: string };
export type TInsightRow = TDailyInsights & { ad_account_id: number };

/** The sums of the given ad accounts per day in [from, to]; days without rows are absent. */
export const DAILY_INSIGHTS_SQL = `SELECT i.date AS date, SUM(i.clicks) AS clicks, SUM(i.impressions) AS impressions,
  SUM(i.spend) AS spend, SUM(i.unique_clicks) AS unique_clicks, SUM(i.cost) AS cost, SUM(i.interactions) AS interactions
FROM insights_daily i
WHERE i.ad_account_id IN (SELECT value FROM json_each(@ids)) AND i.date BETWEEN @from AND @to
GROUP BY i.date ORDER BY i.date`;

/**
 * One ad account: the primary key already holds one row per (ad account, day), so its days are
 * the rows themselves, read in key order. Nothing to sum, so no GROUP BY and no temporary B-tree
 * sorting the days, which cost about half of a 90-day read (decision 021).
 */
export const ONE_ACCOUNT_DAILY_SQL = `SELECT date, clicks, impressions, spend, unique_clicks, cost, interactions
FROM insights_daily WHERE ad_account_id = @id AND date BETWEEN @from AND @to ORDER BY date`;

// Read as raw rows and built here with one literal shape: better-sqlite3 builds object rows key
// by key, which was most of a 90-day read (decision 015 found the same for record lists).
type TDailyRow = [date: string, clicks: number, impressions: number, spend: number, unique_clicks: number, cost: number, interactions: number];

const toDays = (rows: TDailyRow[]): TDailyInsights[] =>
  rows.map(([date, clicks, impressions, spend, unique_clicks, cost, interactions]) => ({
    date,
    clicks,
    impressions,
    spend,
    unique_clicks,
    cost,
    interactions,
  }));

const readDailyRows = (sqlite: Database.Database, params: { adAccountIds: number[]; from: string; to: string }): TDailyRow[] =>
  (params.adAccountIds.length === 1
    ? preparedRaw<{ id: number; from: string; to: string }>(sqlite, ONE_ACCOUNT_DAILY_SQL).all({
        id: params.adAccountIds[0] as number,
        from: params.from,
        to: params.to,
      })
    : preparedRaw<{ ids: string; from: string; to: string }>(sqlite, DAILY_INSIGHTS_SQL).all({
        ids: JSON.stringify(params.adAccountIds),
        from: params.from,
        to: params.to,
      })) as TDailyRow[];

export const sumInsightsByDay = (
  sqlite: Database.Database,
  params: { adAccountIds: number[]; from: string; to: string },
): TDailyInsights[] => toDays(readDailyRows(sqlite, params));

/**
 * A period [from, to] and the period just before it [previousFrom, from), as the dashboard's
 * comparison asks: the two are adjacent, so one range read [previousFrom, to] serves both and is
 * split at `from` (rows come in date order). One statement instead of two.
 */
export const sumInsightsOfTwoPeriods = (
  sqlite: Database.Database,
  params: { adAccountIds: number[]; previousFrom: string; from: string; to: string },
): { previous: TDailyInsights[]; current: TDailyInsights[] } => {
  const days = sumInsightsByDay(sqlite, { adAccountIds: params.adAccountIds, from: params.previousFrom, to: params.to });
  const split = days.findIndex((day) => day.date >= params.from);
  const at = split === -1 ? days.length : split;
  return { previous: days.slice(0, at), current: days.slice(at) };
};

/** The mean day of one ad account in [from, to], or undefined when it has no rows there. */
export const averageInsightDay = (
  sqlite: Database.Database,
  params: { adAccountId: number; from: string; to: string },
): TInsightFigures | undefined => {
  const row = prepared<[number, string, string], TInsightFigures & { days: number }>(
    sqlite,
    `SELECT COUNT(*) AS days, AVG(clicks) AS clicks, AVG(impressions) AS impressions, AVG(spend) AS spend,
       AVG(unique_clicks) AS unique_clicks, AVG(cost) AS cost, AVG(interactions) AS interactions
     FROM insights_daily WHERE ad_account_id = ? AND date BETWEEN ? AND ?`,
  ).get(params.adAccountId, params.from, params.to);
  if (!row || row.days === 0) return undefined;
  const { days: _days, ...figures } = row;
  return figures;
};

const INSERT_COLUMNS = `INSERT INTO insights_daily (ad_account_id, date, clicks, impressions, spend, unique_clicks, cost, interactions)
  VALUES (@ad_account_id, @date, @clicks, @impressions, @spend, @unique_clicks, @cost, @interactions)`;

/** Writes the day's figures, replacing what was there (a refresh). */
export const upsertInsightRow = (sqlite: Database.Database, row: TInsightRow): void => {
  prepared<[TInsightRow]>(
    sqlite,
    `${INSERT_COLUMNS}
     ON CONFLICT (ad_account_id, date) DO UPDATE SET clicks = excluded.clicks, impressions = excluded.impressions,
       spend = excluded.spend, unique_clicks = excluded.unique_clicks, cost = excluded.cost,
       interactions = excluded.interactions`,
  ).run(row);
};

/** Writes the day only when the account has no figures for it yet; answers whether it wrote. */
export const insertInsightRowIfMissing = (sqlite: Database.Database, row: TInsightRow): boolean =>
  prepared<[TInsightRow]>(sqlite, `${INSERT_COLUMNS} ON CONFLICT (ad_account_id, date) DO NOTHING`).run(row).changes > 0;
