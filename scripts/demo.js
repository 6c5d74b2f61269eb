// `npm run demo`: the portal for a sales demo. The emulated gateway (no GATEWAY_URL), on this
// machine only (HOST 127.0.0.1: nothing outside loopback, and the admin's "Reset demo data" is
// served), on a database of its own (data/demo.db, or DEMO_DATABASE_PATH) seeded anew on today at
// each start, so every demo starts from the same story. Then it starts as `npm start` does.
import { rmSync } from 'node:fs';

const database = process.env.DEMO_DATABASE_PATH || 'data/demo.db';

if (process.env.GATEWAY_URL) {
  console.error('npm run demo runs on the emulated gateway: unset GATEWAY_URL (a real gateway is `npm start` with GATEWAY_URL).');
  process.exit(1);
}
if (process.env.HOST && process.env.HOST !== '127.0.0.1') console.log(`npm run demo serves this machine only: HOST ${process.env.HOST} is ignored.`);
if (process.env.EMULATOR_TODAY) console.log(`The demo is seeded on EMULATOR_TODAY (${process.env.EMULATOR_TODAY}) instead of today.`);

process.env.HOST = '127.0.0.1';
process.env.DATABASE_PATH = database;
// A fresh seed on today: the demo's figures, leads and syncs end now, whatever day the last demo was.
for (const suffix of ['', '-wal', '-shm']) rmSync(`${database}${suffix}`, { force: true });
console.log(`Demo data: a fresh demo seed in ${database}. Sign in as admin@example.com / admin-demo-2026 or client@example.com / client-demo-2026.`);

process.argv.splice(2, 0, 'start');
await import('./start.js');
