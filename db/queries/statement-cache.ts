// Prepared statements cached per connection and SQL text: a query function prepares its SQL
// once per database and reuses it on every call (the hot paths of the emulator).
import type Database from 'better-sqlite3';
import type { TDatabase } from '../client';

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

/**
 * The same, in raw mode (rows as arrays, in the order of the SELECT list), cached apart so the
 * object-mode statement of the same SQL stays as it is. better-sqlite3 builds an object row
 * property by property, which for wide rows costs about as much again as the query itself.
 */
export const preparedRaw = <TParams extends unknown[] | object = unknown[]>(
  sqlite: Database.Database,
  sql: string,
): Database.Statement<TParams extends unknown[] ? TParams : [TParams], unknown[]> => {
  const statement = prepared<TParams, unknown[]>(sqlite, `/* raw */ ${sql}`);
  if (!statement.reader) return statement;
  return statement.raw(true) as typeof statement;
};

/**
 * The better-sqlite3 connection under a drizzle database, for query functions that take `db`.
 * drizzle() sets `$client` on the database it returns (TDatabase does not declare it); a
 * transaction handle has none, so such functions take the database, never a `tx`.
 */
export const connectionOf = (db: TDatabase): Database.Database => {
  const client = (db as TDatabase & { $client?: Database.Database }).$client;
  if (!client) throw new Error('Query functions need the database from openDatabase(), not a transaction handle.');
  return client;
};
