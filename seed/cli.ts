// `npm run seed -- --seed N --scale demo|large [--today YYYY-MM-DD] [--reset] [--db PATH]`: seeds
// the database anchored on --today (default: the current UTC day) and prints the time and rows
// per second of every phase. On a seeded database, --today without --reset fills its insights up
// to that day instead; a day earlier than its data is refused.
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { catchUp, currentSeedState, describeCatchUp } from '../server/emulator/rules/catch-up';
import { isIsoDate } from '../shared/dates';
import { seedDemo, seedMoment } from './demo';
import { DEMO_ADMIN, DEMO_CLIENT, DEMO_INVITE_HASHES } from './demo-logins';
import { isDatabaseEmpty } from '../db/queries/seed-state';
import { seedLarge } from './large';
import { resetDatabase } from './reset';

const USAGE = 'Usage: npm run seed -- [--seed N] [--scale demo|large] [--today YYYY-MM-DD] [--reset] [--db PATH]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    scale: { type: 'string', default: 'demo' },
    today: { type: 'string' },
    reset: { type: 'boolean', default: false },
    db: { type: 'string', default: process.env.DATABASE_PATH ?? 'data/portal.db' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const seed = Number(values.seed);
if (!Number.isSafeInteger(seed) || seed < 0) fail(`--seed must be a non-negative integer, got '${values.seed}'.`);
if (values.scale !== 'demo' && values.scale !== 'large') fail(`--scale must be demo or large, got '${values.scale}'.`);
const scale = values.scale;
if (values.today !== undefined && !isIsoDate(values.today)) fail(`--today must be a date written YYYY-MM-DD, such as 2026-03-15; got '${values.today}'.`);
// A given day is seeded as at its noon (where a frozen EMULATOR_TODAY's clock starts); else now.
const { today, now } = seedMoment(values.today === undefined ? {} : { today: new Date(`${values.today}T00:00:00Z`) });

const { db, sqlite, close } = openDatabase(values.db);
try {
  if (!isDatabaseEmpty(db) && !values.reset && values.today !== undefined) {
    // A seeded database and a day: continue its data up to that day, never back in time.
    const filledThrough = currentSeedState(db)?.filled_through;
    if (filledThrough && filledThrough > values.today) {
      fail(
        `${values.db} already holds insights through ${filledThrough}; --today ${values.today} is earlier and data cannot move back in time.\n` +
          `Pass --reset to seed it anew on ${values.today}, or choose ${filledThrough} or later.`,
      );
    }
    console.log(describeCatchUp(catchUp(db, now)));
    process.exit(0);
  }
  if (!isDatabaseEmpty(db)) {
    if (!values.reset) fail(`${values.db} already holds data; pass --reset to empty it first, or --today YYYY-MM-DD to fill its insights up to that day.`);
    const startedAt = performance.now();
    resetDatabase(sqlite);
    console.log(`Emptied ${values.db} in ${(performance.now() - startedAt).toFixed(0)} ms.`);
  }
  console.log(`Seeding ${values.db} (scale ${scale}, seed ${seed}, up to ${now.toISOString().slice(0, 16).replace('T', ' ')} UTC):`);
  const log = (line: string) => console.log(line);
  const report = scale === 'large' ? await seedLarge(db, { seed, today, now, log }) : await seedDemo(db, { seed, today, now, log });
  const rate = Math.round((report.rows / report.totalMs) * 1000).toLocaleString('en-US');
  console.log(`Done: ${report.rows.toLocaleString('en-US')} rows in ${(report.totalMs / 1000).toFixed(2)} s (${rate} rows/s).`);
  console.log(`Logins: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (admin), ${DEMO_CLIENT.email} / ${DEMO_CLIENT.password} (client).`);
  console.log(`Pending invites of the client: ${DEMO_INVITE_HASHES.accept} (accept), ${DEMO_INVITE_HASHES.decline} (decline).`);
} finally {
  close();
}
