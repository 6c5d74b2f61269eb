// A fingerprint of a whole database: per table, its row count and a sha256 of its rows in rowid
// order (key order for a WITHOUT ROWID table). Password hashes are left out (salted: they differ
// between two runs of the same seed), and so are token versions (session counters: every restore
// moves them on so older sessions end).
// Tells "same seed, same data" and "restored the snapshot's rows" in one comparison.
import { createHash } from 'node:crypto';
import type { TSqlite } from '../db/client';

const SKIPPED_COLUMNS = new Set(['password_hash', 'token_version']);

export function databaseDigest(sqlite: TSqlite): Record<string, string> {
  const tables = sqlite
    .prepare<[], string>("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name <> '__drizzle_migrations' ORDER BY name")
    .pluck()
    .all();
  const digest: Record<string, string> = {};
  for (const table of tables) {
    const columns = sqlite
      .prepare<[], string>(`SELECT name FROM pragma_table_info('${table}') ORDER BY cid`)
      .pluck()
      .all()
      .filter((column) => !SKIPPED_COLUMNS.has(column));
    const hash = createHash('sha256');
    let count = 0;
    // A WITHOUT ROWID table (insights_daily) has no rowid: its key order instead.
    const key = sqlite
      .prepare<[], string>(`SELECT name FROM pragma_table_info('${table}') WHERE pk > 0 ORDER BY pk`)
      .pluck()
      .all();
    const isWithoutRowid = sqlite.prepare<[string], number>("SELECT count(*) FROM pragma_table_list WHERE name = ? AND wr = 1").pluck().get(table) === 1;
    const order = isWithoutRowid ? key.map((column) => `"${column}"`).join(', ') : 'rowid';
    const rows = sqlite.prepare(`SELECT ${columns.map((column) => `"${column}"`).join(', ')} FROM "${table}" ORDER BY ${order}`).raw().iterate();
    for (const row of rows) {
      hash.update(JSON.stringify(row));
      hash.update('\n');
      count += 1;
    }
    digest[table] = `${count}:${hash.digest('hex')}`;
  }
  return digest;
}
