// Seed throughput at large scale (seedLarge into a temp file, ≥1,000,000 insight rows), beside
// the ceiling of the same table: a bare prepared-statement insert of as many constant rows. The
// large seed is anchored 30 days back, so opening it today is the catch-up of 30 missing days for
// every ad account, timed too.
import { catchUp } from '../../server/emulator/rules/catch-up';
import { join } from 'node:path';
import { openDatabase } from '../../db/client';
import { isoDateDaysAgo, lastDays } from '../../shared/dates';
import { seedDemo } from '../../seed/demo';
import { seedLarge } from '../../seed/large';

export type TSeedFigures = {
  largePath: string;
  demoPath: string;
  totalRows: number;
  totalMs: number;
  insightRows: number;
  insightMs: number;
  bareRows: number;
  bareMs: number;
  /** The catch-up of CATCH_UP_DAYS missing days for every ad account of the large database. */
  catchUp: { days: number; rows: number; ms: number };
  /** Rows of insights_daily in each database. */
  tableRows: { large: number; demo: number };
};

/** Leaves the file whole (no -wal beside it) so other processes open the same data. */
const closeCheckpointed = (handle: ReturnType<typeof openDatabase>) => {
  handle.sqlite.pragma('wal_checkpoint(TRUNCATE)');
  handle.close();
};

/** Inserts `rows` constant insight rows through one prepared statement in one transaction. */
const bareInsert = (path: string, rows: number, today: Date): number => {
  const handle = openDatabase(path);
  // No ad accounts exist here: the ceiling measures the table and its key, not the foreign key.
  handle.sqlite.pragma('foreign_keys = OFF');
  const days = lastDays(today, 365);
  const statement = handle.sqlite.prepare(
    `INSERT INTO insights_daily (ad_account_id, date, clicks, impressions, spend, unique_clicks, cost, interactions)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const startedAt = performance.now();
  handle.sqlite.transaction(() => {
    for (let index = 0; index < rows; index += 1) {
      statement.run(Math.floor(index / days.length) + 1, days[index % days.length], 120, 4_000, 35.5, 90, 0, 0);
    }
  })();
  const ms = performance.now() - startedAt;
  closeCheckpointed(handle);
  return ms;
};

export const CATCH_UP_DAYS = 30;

export const benchSeed = async (dir: string, today: Date): Promise<TSeedFigures> => {
  const largePath = join(dir, 'large.db');
  const large = openDatabase(largePath);
  const monthAgo = new Date(`${isoDateDaysAgo(today, CATCH_UP_DAYS)}T00:00:00Z`);
  const report = await seedLarge(large.db, { seed: 1, today: monthAgo });
  const filled = catchUp(large.db, today);
  closeCheckpointed(large);
  const insights = report.phases.find((phase) => phase.name === 'bulk insights');
  if (!insights) throw new Error('seedLarge reported no "bulk insights" phase');

  const bareMs = bareInsert(join(dir, 'bare-insert.db'), insights.rows, today);

  // The demo seed alone, same seed and day: the same demo rows as the large one, ~2% of its insights.
  const demoPath = join(dir, 'demo.db');
  const demo = openDatabase(demoPath);
  const demoReport = await seedDemo(demo.db, { seed: 1, today });
  closeCheckpointed(demo);
  const demoInsights = demoReport.phases.find((phase) => phase.name === 'insights')?.rows ?? 0;

  return {
    largePath,
    demoPath,
    totalRows: report.rows,
    totalMs: report.totalMs,
    insightRows: insights.rows,
    insightMs: insights.ms,
    bareRows: insights.rows,
    bareMs,
    catchUp: { days: filled.days, rows: filled.rows, ms: filled.ms },
    tableRows: { large: demoInsights + insights.rows + filled.rows, demo: demoInsights },
  };
};
