// The rows of the list answers, kept while the database is the same, so an unchanged database
// is not read again (decision 017). "The same" is SQLite's own word for it, asked on every
// read: total_changes() counts every row this connection inserted, updated or deleted, and
// PRAGMA data_version moves when any other connection or process commits (a reset or snapshot
// restore writes through its own connection). Any change empties the whole cache, and nothing
// read inside a transaction is kept (a rollback does not move total_changes), so a read never
// answers older rows than the query would. Asking costs about what a primary-key lookup does
// (~3.5 µs: PRAGMA data_version takes the read lock), so only reads that cost more are cached;
// the session row of the revocation check is read from the database on every call, as before.
// Rows are frozen: a caller that changed one would throw instead of changing the next answer.
import type Database from 'better-sqlite3';

/** Distinct reads kept between two changes; past this the cache starts over. */
export const READ_CACHE_MAX = 1_000;

type TReadCache = { version: string; entries: Map<string, unknown> };
const caches = new WeakMap<Database.Database, { versionOf: () => string; cache: TReadCache }>();

const stateOf = (sqlite: Database.Database) => {
  let state = caches.get(sqlite);
  if (!state) {
    // Two plain statements: the same two figures read through pragma_data_version() in one
    // SELECT cost twice as much (measured: ~6.5 µs against ~3.5 µs).
    const changes = sqlite.prepare('SELECT total_changes()').pluck(true);
    const dataVersion = sqlite.prepare('PRAGMA data_version').pluck(true);
    const versionOf = () => `${changes.get() as number}:${dataVersion.get() as number}`;
    state = { versionOf, cache: { version: '', entries: new Map() } };
    caches.set(sqlite, state);
  }
  return state;
};

const freezeRows = <T>(value: T): T => {
  if (Array.isArray(value)) {
    for (const row of value) if (row && typeof row === 'object') Object.freeze(row);
  }
  return value && typeof value === 'object' ? Object.freeze(value) : value;
};

/** `read()`'s result for `key` (a query and its parameters), read again only after a change. */
export const cachedRead = <T>(sqlite: Database.Database, key: string, read: () => T): T => {
  // Inside a transaction rows may yet be rolled back, which total_changes() does not undo:
  // read them, keep nothing. Its writes already moved the count the cache was filled at.
  if (sqlite.inTransaction) return read();
  const { versionOf, cache } = stateOf(sqlite);
  const version = versionOf();
  if (version !== cache.version || cache.entries.size >= READ_CACHE_MAX) {
    cache.version = version;
    cache.entries.clear();
  }
  if (cache.entries.has(key)) return cache.entries.get(key) as T;
  const value = freezeRows(read());
  cache.entries.set(key, value);
  return value;
};
