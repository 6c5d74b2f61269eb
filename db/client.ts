// The connection factory: opens (or creates) the SQLite file, sets the pragmas and applies the
// committed drizzle-kit migrations, so every process sees the current schema on open.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { drizzle } from 'drizzle-orm/better-sqlite3';
import type { BetterSQLite3Database } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import * as schema from './schema';

export type TSchema = typeof schema;
export type TDatabase = BetterSQLite3Database<TSchema>;
export type TSqlite = Database.Database;

export type TOpenDatabaseOptions = {
  /** Apply pending migrations on open (default true). */
  migrate?: boolean;
};

export type TDatabaseHandle = {
  db: TDatabase;
  sqlite: TSqlite;
  close: () => void;
};

export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Pragmas every connection needs: WAL for concurrent readers, enforced foreign keys. */
export function applyPragmas(sqlite: TSqlite): void {
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
}

export function openDatabase(path: string, options: TOpenDatabaseOptions = {}): TDatabaseHandle {
  const isInMemory = path === ':memory:' || path === '';
  if (!isInMemory) mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  applyPragmas(sqlite);
  const db = drizzle(sqlite, { schema });
  if (options.migrate !== false) migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    sqlite,
    close: () => {
      if (sqlite.open) sqlite.close();
    },
  };
}
