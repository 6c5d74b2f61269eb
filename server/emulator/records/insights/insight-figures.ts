// Emulated figures the services "report" on refresh and sync: what the insight generator gives for
// (seed, account, date), so a synced day equals a seeded one, and today's as far as the day has
// gone by whole hours, exactly what the hourly catch-up writes. So Update with nothing new changes
// nothing, and today's figures grow only when the clock turns an hour (issue 47).
import type { TInsightRow } from '../../../../db/queries/insights';
import type { TDatabase } from '../../../../db/client';
import { buildInsightDay, buildInsightProfile, buildInsightRow, dayFractionAt, partialInsightRow } from '../../generate/insight-rows';
import { toIsoDate } from '../../../../shared/dates';
import { currentSeedState } from '../../rules/catch-up';

type TFigureSource = { seed: number };

/** The database's seed, the root of every figure. */
export const createFigureSource = (db: TDatabase): TFigureSource => ({ seed: currentSeedState(db)?.seed ?? 1 });

/** A past day as the service reported it: the insight generator's row for (seed, account, date). */
export const reportedFigures = (source: TFigureSource, account: { id: number; isSearchAds: boolean }, date: string): TInsightRow =>
  buildInsightRow(buildInsightProfile(source.seed, account.id, account.isSearchAds), account.id, buildInsightDay(date));

/** Today's figures so far at `now`: the generator's day, as many whole hours of it as have gone by. */
export const todaysFigures = (source: TFigureSource, account: { id: number; isSearchAds: boolean }, now: Date): TInsightRow =>
  partialInsightRow(reportedFigures(source, account, toIsoDate(now)), dayFractionAt(now));
