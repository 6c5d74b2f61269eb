// `npm run durability [-- --cycles 100 --writers 4 --seed 1]`: the long kill -9 run
// (tests/support/durability.ts). Prints cycles, acknowledged writes, lost writes and any
// integrity_check failure; exit 1 when a write was lost or the database is damaged.
import { runDurability } from '../tests/support/durability';
import { createSeededTempDatabase } from '../tests/support/temp-db';

const argument = (name: string, fallback: string): number => {
  const index = process.argv.indexOf(`--${name}`);
  return Number(index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback);
};

const cycles = argument('cycles', '100');
const seeded = await createSeededTempDatabase();
seeded.sqlite.pragma('wal_checkpoint(TRUNCATE)');
console.log(`kill -9 durability: ${cycles} cycles`);
const report = await runDurability({
  seededDatabasePath: seeded.path,
  cycles,
  writers: argument('writers', '4'),
  seed: argument('seed', '1'),
  onCycle: (cycle, acknowledged) => process.stdout.write(`\r  cycle ${cycle + 1} / ${cycles}, ${acknowledged} writes acknowledged`),
});
seeded.cleanup();
console.log(`\n${report.cycles} cycles in ${report.seconds.toFixed(0)} s; ${report.acknowledged} acknowledged writes, ${report.lost.length} lost; integrity_check: ${report.integrity.length === 0 ? 'ok every cycle' : report.integrity.join('; ')}`);
for (const name of report.lost.slice(0, 20)) console.log(`  lost: ${name}`);
process.exit(report.lost.length > 0 || report.integrity.length > 0 ? 1 : 0);
