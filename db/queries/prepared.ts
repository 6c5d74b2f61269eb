// drizzle binds a prepared query to the database it was built on, and query functions take the
// database as a parameter: the few hot queries are prepared once per database through this.
import type { TDatabase } from '../client';

/** `build(db)` made once per database and reused on every later call. */
export const preparedPerDatabase = <TQuery>(build: (db: TDatabase) => TQuery): ((db: TDatabase) => TQuery) => {
  const queries = new WeakMap<TDatabase, TQuery>();
  return (db) => {
    let query = queries.get(db);
    if (!query) {
      query = build(db);
      queries.set(db, query);
    }
    return query;
  };
};
