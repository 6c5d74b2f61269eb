// The 14-day insights aggregation the emulator answers the dashboard with (db/queries/insights.ts
// sumInsightsByDay), for one ad account and for a whole business account, on the large database
// (≥1,000,000 rows) beside the same accounts on the demo-scale database; and each date range
// preset with its comparison period for one ad account: one range read split in two, as the
// emulator answers `compare` (sumInsightsOfTwoPeriods), beside the two grouped reads it replaced.
import { openDatabase } from '../../db/client';
import { listAdAccountCurrenciesOfRecords } from '../../db/queries/ad-accounts';
import { listBusinessAccountsOfUser } from '../../db/queries/business-accounts';
import { dailyInsightsQueries, sumInsightsByDay, sumInsightsOfTwoPeriods, sumInsightsOfTwoPeriodsByCurrency } from '../../db/queries/insights';
import { listExchangeRates } from '../../db/queries/exchange-rates';
import { listRecords } from '../../db/queries/integrations-exports';
import { findUserIdByEmail } from '../../db/queries/users';
import { DEMO_CLIENT } from '../../seed/demo-logins';
import { lastDays } from '../../shared/dates';
import { INSIGHTS_RANGE_PRESETS, INSIGHTS_WINDOW_DAYS, type InsightsRangePreset } from '../../shared/constants';
import { insightsWindow, previousWindow } from '../../server/emulator/records/insights/insights-answer';
import type { TBenchRow } from './report';
import { formatInt, formatMs, formatRatio, timeRuns } from './stats';
import type { TTimings } from './stats';

/** `currencies[i]` is the currency of `adAccountIds[i]`. */
export type TInsightTarget = { baId: number; adAccountIds: number[]; currencies: string[] };
export type TInsightsFigures = {
  target: TInsightTarget;
  oneAccount: { large: TTimings; demo: TTimings };
  businessAccount: { large: TTimings; demo: TTimings };
  /** As the emulator answers it: one read per currency, and the period's exchange rates. */
  byCurrency: { large: TTimings; demo: TTimings };
  /** Per preset: the period and the period before it, one ad account; `grouped` = two GROUP BY reads (before decision 021). */
  presets: { preset: InsightsRangePreset; days: number; large: TTimings; demo: TTimings; grouped: TTimings }[];
};

/** The demo client's business account with the most ad accounts (over all its exports). */
const findTarget = (path: string): TInsightTarget => {
  const { db, close } = openDatabase(path);
  try {
    const client = findUserIdByEmail(db, DEMO_CLIENT.email);
    if (!client) throw new Error('The demo client is missing from the seeded database');
    const candidates = listBusinessAccountsOfUser(db, client.id).map((account) => {
      const records = listRecords(db, { baId: account.id, serviceType: 'export' }).map((record) => record.id);
      const accounts = listAdAccountCurrenciesOfRecords(db, records);
      return { baId: account.id, adAccountIds: accounts.map((item) => item.id), currencies: accounts.map((item) => item.currency) };
    });
    const best = candidates.sort((a, b) => b.adAccountIds.length - a.adAccountIds.length)[0];
    if (!best || best.adAccountIds.length === 0) throw new Error('The demo client has no ad accounts');
    return best;
  } finally {
    close();
  }
};

const timeOn = (path: string, target: TInsightTarget, today: Date, runs: number) => {
  const { db, close } = openDatabase(path, { migrate: false });
  try {
    const days = lastDays(today, INSIGHTS_WINDOW_DAYS);
    const window = { from: days[0] as string, to: days[days.length - 1] as string };
    const oneId = [target.adAccountIds[0] as number];
    const check = sumInsightsByDay(db, { adAccountIds: target.adAccountIds, ...window });
    if (check.length !== INSIGHTS_WINDOW_DAYS) throw new Error(`Expected ${INSIGHTS_WINDOW_DAYS} days of insights, got ${check.length}`);
    const presets = INSIGHTS_RANGE_PRESETS.map((preset) => {
      const current = insightsWindow(today, { range: preset });
      const before = previousWindow(current);
      const timings = timeRuns(
        () => sumInsightsOfTwoPeriods(db, { adAccountIds: oneId, previousFrom: before.from, from: current.from, to: current.to }),
        runs,
      );
      const grouped = dailyInsightsQueries.summed(db).prepare();
      const ids = JSON.stringify(oneId);
      const groupedTimings = timeRuns(() => {
        grouped.all({ ids, from: current.from, to: current.to });
        grouped.all({ ids, from: before.from, to: before.to });
      }, runs);
      return { preset, days: current.dates.length, timings, grouped: groupedTimings };
    });
    const currencies = [...new Set(target.currencies)];
    return {
      byCurrency: timeRuns(() => {
        sumInsightsOfTwoPeriodsByCurrency(db, { adAccountIds: target.adAccountIds, previousFrom: window.from, ...window });
        listExchangeRates(db, { currencies, ...window });
      }, runs),
      one: timeRuns(() => sumInsightsByDay(db, { adAccountIds: oneId, ...window }), runs),
      all: timeRuns(() => sumInsightsByDay(db, { adAccountIds: target.adAccountIds, ...window }), runs),
      presets,
    };
  } finally {
    close();
  }
};

export const benchInsights = (largePath: string, demoPath: string, today: Date, runs = 200): TInsightsFigures => {
  const target = findTarget(largePath);
  const large = timeOn(largePath, target, today, runs);
  const demo = timeOn(demoPath, target, today, runs);
  return {
    target,
    oneAccount: { large: large.one, demo: demo.one },
    businessAccount: { large: large.all, demo: demo.all },
    byCurrency: { large: large.byCurrency, demo: demo.byCurrency },
    presets: large.presets.map((figure, index) => ({
      preset: figure.preset,
      days: figure.days,
      large: figure.timings,
      demo: (demo.presets[index] ?? figure).timings,
      grouped: figure.grouped,
    })),
  };
};

/** The bench table's rows for these figures; `tableRows` = rows of insights_daily at each scale. */
export const insightsBenchRows = (insights: TInsightsFigures, tableRows: { large: number; demo: number }): TBenchRow[] => {
  const rows: TBenchRow[] = [];
  const size = `${formatInt(tableRows.large)} rows`;
  const demoSize = `${formatInt(tableRows.demo)} rows`;
  for (const [label, figures] of [
    ['1 ad account', insights.oneAccount],
    [`business account (${insights.target.adAccountIds.length} ad accounts)`, insights.businessAccount],
    [`business account by currency (${new Set(insights.target.currencies).size} currencies) + rates`, insights.byCurrency],
  ] as const) {
    rows.push({
      section: 'insights query',
      figure: `14 days, ${label}, ${size}: median / p95`,
      value: `${formatMs(figures.large.median)} / ${formatMs(figures.large.p95)}`,
      baseline: `${demoSize}: ${formatMs(figures.demo.median)} / ${formatMs(figures.demo.p95)}`,
      ratio: formatRatio(figures.large.median / figures.demo.median),
    });
  }
  rows[rows.length - 1]!.note =
    'sumInsightsByDay (db/queries/insights.ts); "by currency" = the read grouped by currency and the period\'s exchange rates, as insights.get answers several currencies; baseline = the same accounts and window on the demo-scale database; ratio of medians (≈1 means the time does not grow with the table)';
  for (const figure of insights.presets) {
    rows.push({
      section: 'insights query',
      figure: `preset ${figure.preset} (${figure.days} days) + previous period, 1 ad account, ${size}: median / p95`,
      value: `${formatMs(figure.large.median)} / ${formatMs(figure.large.p95)} (two grouped reads ${formatMs(figure.grouped.median)})`,
      baseline: `${demoSize}: ${formatMs(figure.demo.median)} / ${formatMs(figure.demo.p95)}`,
      ratio: formatRatio(figure.large.median / figure.demo.median),
    });
  }
  rows[rows.length - 1]!.note =
    'insightsWindow + previousWindow (server/emulator/records/insights/insights-answer.ts), then sumInsightsOfTwoPeriods as insights.get with compare (one range read split at the period); in brackets the two GROUP BY reads it replaced (decision 021), same database; target ≤ 0.2 ms median, ratio ≈ 1';
  return rows;
};
