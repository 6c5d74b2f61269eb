// Seeded templates: the database a seed, scale and day give (as at the day's start), made once and then copied (a reset,
// a new emulator) instead of running the faker seed again. One file per seed, scale and day in a
// folder; several processes may share the folder (parallel test workers): the first makes the
// file under a lock folder while the others wait for it, and a file is only ever renamed into
// place whole.
import { existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '../../../db/client';
import type { THashing } from '../../../db/password-hash';
import { seedDemo } from '../../../seed/demo';
import { seedLarge } from '../../../seed/large';
import type { TLogger } from '../../logger';
import { startOfUtcDay, toIsoDate } from '../../../shared/dates';

type TTemplateKey = { seed: number; scale: 'demo' | 'large'; today: Date; hashing?: THashing };

/** A lock older than this belongs to a process that died while seeding: it is taken over. */
const STALE_LOCK_MS = 5 * 60_000;
const POLL_MS = 50;

/** Fast hashing's templates apart: their demo logins' hashes are cheap ones (db/password-hash.ts). */
export const templatePath = (folder: string, key: TTemplateKey): string =>
  join(folder, `seed-${key.seed}-${key.scale}-${toIsoDate(key.today)}${key.hashing === 'fast' ? '-fast-hashing' : ''}.db`);

const tryLock = (lock: string): boolean => {
  try {
    mkdirSync(lock);
    return true;
  } catch {
    const age = Date.now() - (existsSync(lock) ? statSync(lock).mtimeMs : Date.now());
    if (age > STALE_LOCK_MS) rmSync(lock, { recursive: true, force: true });
    return false;
  }
};

const seedInto = async (path: string, key: TTemplateKey): Promise<void> => {
  const handle = openDatabase(path);
  try {
    // The day's first moment: a template is used all day, so it holds nothing of the day yet (the
    // catch-up after each copy brings today's data up to the emulator's now).
    const options = { seed: key.seed, today: key.today, now: startOfUtcDay(key.today), hashing: key.hashing };
    await (key.scale === 'large' ? seedLarge(handle.db, options) : seedDemo(handle.db, options));
    // One self-contained file (no -wal beside it), safe to copy.
    handle.sqlite.pragma('journal_mode = DELETE');
  } finally {
    handle.close();
  }
};

/** The path of the template for `key` in `folder`, seeded now if no process has made it yet. */
export const seededTemplate = async (folder: string, key: TTemplateKey, logger: TLogger): Promise<string> => {
  const path = templatePath(folder, key);
  if (existsSync(path)) return path;
  mkdirSync(folder, { recursive: true });
  const lock = `${path}.lock`;
  while (!tryLock(lock)) {
    await sleep(POLL_MS);
    if (existsSync(path)) return path;
  }
  try {
    if (existsSync(path)) return path;
    const partial = `${path}.${process.pid}.partial`;
    rmSync(partial, { force: true });
    try {
      await seedInto(partial, key);
      renameSync(partial, path);
    } finally {
      rmSync(partial, { force: true });
    }
    logger.info('emulator: seeded template made', { seed: key.seed, scale: key.scale, path: basename(path) });
    return path;
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
};
