// `npm run seed -- --seed N --scale demo|large [--reset] [--db PATH]`: seeds the database and
// prints the time and rows per second of every phase.
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/client';
import { seedDemo } from './demo';
import { DEMO_ADMIN, DEMO_CLIENT, DEMO_INVITE_HASHES } from './demo-logins';
import { isDatabaseEmpty } from './is-database-empty';
import { seedLarge } from './large';
import { resetDatabase } from './reset';

const USAGE = 'Usage: npm run seed -- [--seed N] [--scale demo|large] [--reset] [--db PATH]';

function fail(message: string): never {
  console.error(`${message}\n${USAGE}`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    scale: { type: 'string', default: 'demo' },
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

const { db, sqlite, close } = openDatabase(values.db);
try {
  if (!isDatabaseEmpty(sqlite)) {
    if (!values.reset) fail(`${values.db} already holds data; pass --reset to empty it first.`);
    const startedAt = performance.now();
    resetDatabase(sqlite);
    console.log(`Emptied ${values.db} in ${(performance.now() - startedAt).toFixed(0)} ms.`);
  }
  console.log(`Seeding ${values.db} (scale ${scale}, seed ${seed}):`);
  const log = (line: string) => console.log(line);
  const report = scale === 'large' ? await seedLarge(db, sqlite, { seed, log }) : await seedDemo(db, sqlite, { seed, log });
  const rate = Math.round((report.rows / report.totalMs) * 1000).toLocaleString('en-US');
  console.log(`Done: ${report.rows.toLocaleString('en-US')} rows in ${(report.totalMs / 1000).toFixed(2)} s (${rate} rows/s).`);
  console.log(`Logins: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (admin), ${DEMO_CLIENT.email} / ${DEMO_CLIENT.password} (client).`);
  console.log(`Pending invites of the client: ${DEMO_INVITE_HASHES.accept} (accept), ${DEMO_INVITE_HASHES.decline} (decline).`);
} finally {
  close();
}
