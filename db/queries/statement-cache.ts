// Prepared statements cached per connection and SQL text: a query function prepares its SQL
// once per database and reuses it on every call (the hot paths of the emulator).
import type Database from 'better-sqlite3';

type TAnyStatement = Database.Statement<unknown[], unknown>;

const caches = new WeakMap<Database.Database, Map<string, TAnyStatement>>();

export const prepared = <TParams extends unknown[] | object = unknown[], TRow = unknown>(
  sqlite: Database.Database,
  sql: string,
): Database.Statement<TParams extends unknown[] ? TParams : [TParams], TRow> => {
  let cache = caches.get(sqlite);
  if (!cache) {
    cache = new Map();
    caches.set(sqlite, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = sqlite.prepare(sql) as TAnyStatement;
    cache.set(sql, statement);
  }
  return statement as unknown as Database.Statement<TParams extends unknown[] ? TParams : [TParams], TRow>;
};
