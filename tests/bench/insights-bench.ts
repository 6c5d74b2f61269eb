// The 14-day insights aggregation the emulator answers the dashboard with (db/queries/insights.ts
// sumInsightsByDay), for one ad account and for a whole business account, on the large database
// (≥1,000,000 rows) beside the same accounts on the demo-scale database; and each date range
// preset with its comparison period (two indexed reads, as the emulator answers `compare`) for
// one ad account.
import { openDatabase } from '../../db/client';
import { listAdAccountIdsOfRecords } from '../../db/queries/ad-accounts';
import { listBusinessAccountsOfUser } from '../../db/queries/business-accounts';
import { sumInsightsByDay } from '../../db/queries/insights';
import { listRecords } from '../../db/queries/integrations-exports';
import { findUserIdByEmail } from '../../db/queries/users';
import { DEMO_CLIENT } from '../../seed/demo-logins';
import { lastDays } from '../../seed/dates';
import { INSIGHTS_RANGE_PRESETS, INSIGHTS_WINDOW_DAYS, type InsightsRangePreset } from '../../shared/constants';
import { insightsWindow, previousWindow } from '../../server/emulator/records/insights-answer';
import { timeRuns } from './stats';
import type { TTimings } from './stats';

export type TInsightTarget = { baId: number; adAccountIds: number[] };
export type TInsightsFigures = {
  target: TInsightTarget;
  oneAccount: { large: TTimings; demo: TTimings };
  businessAccount: { large: TTimings; demo: TTimings };
  /** Per preset: the period and the period before it, one ad account. */
  presets: { preset: InsightsRangePreset; days: number; large: TTimings; demo: TTimings }[];
};

/** The demo client's business account with the most ad accounts (over all its exports). */
const findTarget = (path: string): TInsightTarget => {
  const { db, sqlite, close } = openDatabase(path);
  try {
    const client = findUserIdByEmail(db, DEMO_CLIENT.email);
    if (!client) throw new Error('The demo client is missing from the seeded database');
    const candidates = listBusinessAccountsOfUser(db, client.id).map((account) => {
      const records = listRecords(sqlite, { baId: account.id, serviceType: 'export' }).map((record) => record.id);
      return { baId: account.id, adAccountIds: listAdAccountIdsOfRecords(sqlite, records) };
    });
    const best = candidates.sort((a, b) => b.adAccountIds.length - a.adAccountIds.length)[0];
    if (!best || best.adAccountIds.length === 0) throw new Error('The demo client has no ad accounts');
    return best;
  } finally {
    close();
  }
};

const timeOn = (path: string, target: TInsightTarget, today: Date, runs: number) => {
  const { sqlite, close } = openDatabase(path, { migrate: false });
  try {
    const days = lastDays(today, INSIGHTS_WINDOW_DAYS);
    const window = { from: days[0] as string, to: days[days.length - 1] as string };
    const oneId = [target.adAccountIds[0] as number];
    const check = sumInsightsByDay(sqlite, { adAccountIds: target.adAccountIds, ...window });
    if (check.length !== INSIGHTS_WINDOW_DAYS) throw new Error(`Expected ${INSIGHTS_WINDOW_DAYS} days of insights, got ${check.length}`);
    const presets = INSIGHTS_RANGE_PRESETS.map((preset) => {
      const current = insightsWindow(today, { range: preset });
      const before = previousWindow(current);
      const timings = timeRuns(() => {
        sumInsightsByDay(sqlite, { adAccountIds: oneId, from: current.from, to: current.to });
        sumInsightsByDay(sqlite, { adAccountIds: oneId, from: before.from, to: before.to });
      }, runs);
      return { preset, days: current.dates.length, timings };
    });
    return {
      one: timeRuns(() => sumInsightsByDay(sqlite, { adAccountIds: oneId, ...window }), runs),
      all: timeRuns(() => sumInsightsByDay(sqlite, { adAccountIds: target.adAccountIds, ...window }), runs),
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
    presets: large.presets.map((figure, index) => ({
      preset: figure.preset,
      days: figure.days,
      large: figure.timings,
      demo: (demo.presets[index] ?? figure).timings,
    })),
  };
};
