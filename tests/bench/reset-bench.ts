// Emulator reset (POST /emulator/reset's work: restore the seeded template through SQLite's
// backup API into the open file, move token versions, catch-up) at the demo and large scales,
// beside a plain file copy of the same database in the same run.
import { copyFileSync, mkdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../db/client';
import { emulatorDeps } from '../../server/emulator/app';
import { resetData } from '../../server/emulator/control/data-store';
import { templatePath } from '../../server/emulator/control/seed-templates';
import { createLogger } from '../../server/logger';
import { percentile } from './stats';

export type TResetFigures = { resetMs: number; copyMs: number; bytes: number };

const RUNS = 5;

export const benchReset = async (dir: string, sourcePath: string, label: string, scale: 'demo' | 'large'): Promise<TResetFigures> => {
  const livePath = join(dir, `reset-${label}.db`);
  copyFileSync(sourcePath, livePath);
  // The seeded template the first reset would make: the same seeded file, put in its place.
  const templates = `${livePath}.emulator/templates`;
  mkdirSync(templates, { recursive: true });
  copyFileSync(sourcePath, templatePath(templates, { seed: 1, scale, today: new Date() }));
  const handle = openDatabase(livePath, { migrate: false });
  const deps = emulatorDeps({
    db: handle.db,
    sqlite: handle.sqlite,
    jwt: { secret: 'bench-secret-that-is-long-enough-for-hs256-signing', ttlSeconds: 3600 },
    logger: createLogger('silent'),
    linkOrigin: () => 'http://127.0.0.1',
  });
  const resets: number[] = [];
  const copies: number[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      resets.push((await resetData(deps, 1)).ms);
      const startedAt = performance.now();
      copyFileSync(sourcePath, join(dir, `copy-${label}.db`));
      copies.push(performance.now() - startedAt);
    }
  } finally {
    handle.close();
  }
  const median = (values: number[]) => percentile([...values].sort((a, b) => a - b), 50);
  return { resetMs: median(resets), copyMs: median(copies), bytes: statSync(sourcePath).size };
};
