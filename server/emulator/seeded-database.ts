// The emulator's database as a start opens it: migrated, seeded when empty, caught up to today.
import { openDatabase } from '../../db/client';
import type { TDatabaseHandle } from '../../db/client';
import { isDatabaseEmpty } from '../../db/queries/seed-state';
import { seedDemo } from '../../seed/demo';
import { databaseOpenFailure } from '../database-failure';
import type { TClock } from './clock';
import { assertNotAhead, catchUp, DataAheadError, describeCatchUp } from './rules/catch-up';

/**
 * Opens (and migrates) the database; seeds the demo data into an empty one, anchored on the
 * clock's day; fills the days a seeded one is missing up to that day. Data later than the
 * clock's day (EMULATOR_TODAY set earlier than it) throws DataAheadError.
 */
export const openSeededDatabase = async (path: string, say: (line: string) => void, clock: TClock, options: { seed?: number } = {}): Promise<TDatabaseHandle> => {
  const database = openDatabase(path);
  try {
    if (isDatabaseEmpty(database.db)) {
      say(`Seeding the demo data into ${path} (today ${clock.todayIso()}):`);
      const report = await seedDemo(database.db, { log: say, now: clock.now(), seed: options.seed });
      say(`Seeded ${report.rows.toLocaleString('en-US')} rows in ${(report.totalMs / 1000).toFixed(2)} s.`);
    } else {
      assertNotAhead(database.db, clock.today());
      say(describeCatchUp(catchUp(database.db, clock.now())));
    }
  } catch (error) {
    database.close();
    throw error;
  }
  return database;
};

/** What to do about data later than the emulator's day. */
export const dataAheadAdvice = (path: string, error: DataAheadError): string =>
  `${path} holds insights through ${error.filledThrough}, later than the emulator's today (${error.today}).\n` +
  `Seed it anew on that day (npm run seed -- --reset --today ${error.today} --db ${path}), or set EMULATOR_TODAY to ${error.filledThrough} or later.`;

/** Why openSeededDatabase failed, in words a person can act on. */
export const databaseFailure = (path: string, error: unknown): string =>
  error instanceof DataAheadError
    ? dataAheadAdvice(path, error)
    : databaseOpenFailure(path, error);
