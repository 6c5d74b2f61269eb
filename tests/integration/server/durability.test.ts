// kill -9 durability (issue 12), 20 cycles: every write the gateway acknowledged survives a
// SIGKILL at a random moment, and the database passes integrity_check. The long run (100
// cycles): `npm run durability`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDurability } from '../../support/durability';
import { createSeededTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

// The 20 in the suite (about 35 s in all); npm run durability runs 100.
const CYCLES = 20;
let seeded: TTempDatabase;
beforeAll(async () => {
  seeded = await createSeededTempDatabase();
  // A single self-contained file to copy (no -wal beside it).
  seeded.sqlite.pragma('wal_checkpoint(TRUNCATE)');
});
afterAll(() => seeded?.cleanup());

describe('kill -9 durability', () => {
  it(`keeps every acknowledged write across ${CYCLES} SIGKILLs, and integrity_check says ok`, async () => {
    const report = await runDurability({ seededDatabasePath: seeded.path, cycles: CYCLES, seed: 12 });
    expect(report.acknowledged).toBeGreaterThan(CYCLES);
    expect(report.lost).toEqual([]);
    expect(report.integrity).toEqual([]);
  }, 600_000);
});
