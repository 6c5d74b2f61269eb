// Temporary SQLite databases for tests (epic-stack style): migrate one template file once per
// process, then copy it for every test, so each test gets its own real, migrated database.
// A seeded variant copies a demo-seeded template (seeded once per seed and process).
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MIGRATIONS_FOLDER, openDatabase } from '../../db/client';
import type { TDatabaseHandle } from '../../db/client';
import { seedDemo } from '../../seed/demo';
import { frozenClock } from '../../server/emulator/clock';
import type { TClock } from '../../server/emulator/clock';
import { toIsoDate } from '../../shared/dates';

/** `clock`: the one the data was made for, when it is not the machine's (a seed of today is made as at its noon). */
export type TTempDatabase = TDatabaseHandle & { path: string; cleanup: () => void; clock?: TClock };

const templateDirs: string[] = [];
let migratedTemplatePath: string | undefined;
const seededTemplates = new Map<string, Promise<string>>();

process.once('exit', () => {
  for (const dir of templateDirs) rmSync(dir, { recursive: true, force: true });
});

const newDir = (prefix: string) => mkdtempSync(join(tmpdir(), prefix));

/** Leaves the template as one self-contained file (no -wal beside it), safe to copy. */
function closeAsSingleFile(handle: TDatabaseHandle) {
  handle.sqlite.pragma('journal_mode = DELETE');
  handle.close();
}

function migratedTemplate(): string {
  if (migratedTemplatePath) return migratedTemplatePath;
  const dir = newDir('portal-test-template-');
  templateDirs.push(dir);
  const path = join(dir, 'template.db');
  closeAsSingleFile(openDatabase(path));
  migratedTemplatePath = path;
  return path;
}

function copyOf(templatePath: string): TTempDatabase {
  const dir = newDir('portal-test-db-');
  const path = join(dir, 'test.db');
  copyFileSync(templatePath, path);
  const handle = openDatabase(path);
  return {
    ...handle,
    path,
    cleanup: () => {
      handle.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** An empty, migrated database of its own. Call cleanup() when done. */
export function createTempDatabase(): TTempDatabase {
  return copyOf(migratedTemplate());
}

/**
 * A database of its own holding the demo seed (same seed and day ⇒ same rows). A seed of today
 * holds the day up to its noon, so it comes with the clock an emulator on it runs: noon of today
 * onwards (EMULATOR_TODAY's), whatever the hour; on the machine's clock its morning would hold
 * leads and figures from hours ahead.
 */
export async function createSeededTempDatabase(options: { seed?: number; today?: Date } = {}): Promise<TTempDatabase> {
  const seed = options.seed ?? 1;
  const today = options.today ?? new Date();
  const key = `${seed}:${toIsoDate(today)}`;
  let template = seededTemplates.get(key);
  if (!template) {
    template = (async () => {
      const dir = newDir('portal-test-seeded-template-');
      templateDirs.push(dir);
      const path = join(dir, 'template.db');
      copyFileSync(migratedTemplate(), path);
      const handle = openDatabase(path);
      await seedDemo(handle.db, { seed, today });
      closeAsSingleFile(handle);
      return path;
    })();
    seededTemplates.set(key, template);
  }
  const database = copyOf(await template);
  return options.today ? database : { ...database, clock: frozenClock(toIsoDate(today)) };
}

/** When drizzle-kit made a committed migration (its journal's `when`, what __drizzle_migrations.created_at records). */
export function migrationTime(tag: string): number {
  const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
  const entry = journal.entries.find((candidate) => candidate.tag === tag);
  if (!entry) throw new Error(`No migration ${tag} in the journal`);
  return entry.when;
}
