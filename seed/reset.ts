// Empties every table (keeping the migration record) and restarts the id sequences, so a
// re-seed with the same seed produces the same ids. Used by `seed --reset` and emulator reset.
import type { TSqlite } from '../db/client';

export function resetDatabase(sqlite: TSqlite): void {
  const tables = sqlite
    .prepare<[], string>(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '__drizzle_migrations'",
    )
    .pluck()
    .all();
  // Foreign keys off for the wipe so table order does not matter (the pragma is a no-op inside a transaction).
  sqlite.pragma('foreign_keys = OFF');
  try {
    sqlite.transaction(() => {
      for (const table of tables) sqlite.prepare(`DELETE FROM "${table}"`).run();
      const hasSequence = sqlite.prepare("SELECT 1 FROM sqlite_master WHERE name = 'sqlite_sequence'").get();
      if (hasSequence) sqlite.prepare('DELETE FROM sqlite_sequence').run();
    })();
  } finally {
    sqlite.pragma('foreign_keys = ON');
  }
}
