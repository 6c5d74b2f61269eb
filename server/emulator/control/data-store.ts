// Putting the emulator's data back without a restart: a reset restores a seeded
// template (made once per seed and scale, then reused: the faker seed never runs per reset) and a
// snapshot restore restores a saved copy. Both go through SQLite's backup API into the open
// database file, under its write lock, so connections and prepared statements stay; then every
// user's token version moves past the old ones (sessions issued before end) and the catch-up
// fills the days since the copy was made. Snapshots and templates live beside the database file,
// in `<database>.emulator/` (templates: in the folder the deps name, when they name one).
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import Database from 'better-sqlite3';
import { advanceTokenVersions, highestTokenVersion } from '../../../db/queries/session-epoch';
import { catchUp, currentSeedState } from '../rules/catch-up';
import type { TEmulatorDeps } from '../deps';
import { HttpError } from '../http-error';
import { waitForAllSyncJobs } from '../sync/runner';
import type { TRestoreReport, TSnapshotInfo } from './reports';
import { seededTemplate } from './seed-templates';

const SNAPSHOT_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,63}$/;
const SNAPSHOT_NAME_RULE = 'A snapshot name is 1–64 letters, digits, dots, dashes or underscores, starting with a letter or digit.';

const placeOf = (sqlite: Database.Database) => {
  if (sqlite.memory || !sqlite.name) throw new HttpError(409, 'This emulator runs on an in-memory database: there is no file to reset or snapshot.');
  const root = `${sqlite.name}.emulator`;
  return { snapshots: join(root, 'snapshots'), templates: join(root, 'templates') };
};

const snapshotPath = (sqlite: Database.Database, name: string): string => {
  if (!SNAPSHOT_NAME.test(name) || name.includes('..')) throw new HttpError(422, SNAPSHOT_NAME_RULE, { name: [SNAPSHOT_NAME_RULE] });
  return join(placeOf(sqlite).snapshots, `${name}.db`);
};

/** One control operation at a time: a reset never interleaves with a snapshot or another reset. */
const queues = new WeakMap<Database.Database, Promise<unknown>>();
const exclusively = <T>(sqlite: Database.Database, run: () => Promise<T>): Promise<T> => {
  const previous = queues.get(sqlite) ?? Promise.resolve();
  const result = previous.then(run, run);
  queues.set(
    sqlite,
    result.catch(() => undefined),
  );
  return result;
};

/** Copies `source` over the open database, then ends older sessions and fills missing days. */
const restoreFile = async (deps: TEmulatorDeps, source: string): Promise<TRestoreReport> => {
  const startedAt = performance.now();
  // A sync still running would write into the restored data: let it finish (briefly) first.
  await waitForAllSyncJobs(deps.db, 2_000);
  const passed = highestTokenVersion(deps.db) + 1;
  const copy = new Database(source, { readonly: true, fileMustExist: true });
  try {
    // All pages in one step: the destination stays locked until the copy is complete.
    await copy.backup(deps.sqlite.name, { progress: () => 1_000_000_000 });
  } finally {
    copy.close();
  }
  advanceTokenVersions(deps.db, passed);
  const filled = catchUp(deps.db, deps.clock.now());
  return { ms: performance.now() - startedAt, filled_days: filled.days };
};

/** The seeded template of `seed` (default: the current data's) at the current data's scale. */
export const templateFor = async (deps: TEmulatorDeps, seed?: number) => {
  const state = currentSeedState(deps.db);
  const key = { seed: seed ?? state?.seed ?? 1, scale: state?.scale ?? 'demo', today: deps.clock.today(), hashing: deps.passwords.hashing };
  return { ...key, path: await seededTemplate(deps.templates ?? placeOf(deps.sqlite).templates, key, deps.logger) };
};

/** The data a fresh seed gives (default: the seed and scale of the current data). */
export const resetData = (deps: TEmulatorDeps, seed?: number): Promise<TRestoreReport & { seed: number; scale: string }> =>
  exclusively(deps.sqlite, async () => {
    const template = await templateFor(deps, seed);
    return { ...(await restoreFile(deps, template.path)), seed: template.seed, scale: template.scale };
  });

/** Makes the template of the current data's seed ahead of the first reset (start of `npm run emulator`). */
export const prepareResetTemplate = (deps: TEmulatorDeps): Promise<string> =>
  exclusively(deps.sqlite, async () => (await templateFor(deps)).path);

export const saveSnapshot = (deps: TEmulatorDeps, name: string): Promise<TSnapshotInfo> =>
  exclusively(deps.sqlite, async () => {
    const path = snapshotPath(deps.sqlite, name);
    mkdirSync(placeOf(deps.sqlite).snapshots, { recursive: true });
    const partial = `${path}.partial`;
    await deps.sqlite.backup(partial);
    renameSync(partial, path);
    return infoOf(path);
  });

export const restoreSnapshot = (deps: TEmulatorDeps, name: string): Promise<TRestoreReport> =>
  exclusively(deps.sqlite, async () => {
    const path = snapshotPath(deps.sqlite, name);
    if (!existsSync(path)) throw new HttpError(404, `There is no snapshot named '${name}'.`);
    return restoreFile(deps, path);
  });

const infoOf = (path: string): TSnapshotInfo => {
  const stats = statSync(path);
  return { name: basename(path, '.db'), bytes: stats.size, saved_at: stats.mtime.toISOString() };
};

export const listSnapshots = (deps: TEmulatorDeps): TSnapshotInfo[] => {
  const { snapshots } = placeOf(deps.sqlite);
  if (!existsSync(snapshots)) return [];
  return readdirSync(snapshots)
    .filter((file) => file.endsWith('.db') && SNAPSHOT_NAME.test(basename(file, '.db')))
    .map((file) => infoOf(join(snapshots, file)))
    .sort((a, b) => a.name.localeCompare(b.name));
};

export const deleteSnapshot = (deps: TEmulatorDeps, name: string): Promise<void> =>
  exclusively(deps.sqlite, async () => {
    const path = snapshotPath(deps.sqlite, name);
    if (!existsSync(path)) throw new HttpError(404, `There is no snapshot named '${name}'.`);
    for (const file of [path, `${path}-wal`, `${path}-shm`]) rmSync(file, { force: true });
  });
