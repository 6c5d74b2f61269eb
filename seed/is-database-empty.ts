// True when nothing has been seeded yet (the server seeds the demo data on first start).
import type { TSqlite } from '../db/client';

export function isDatabaseEmpty(sqlite: TSqlite): boolean {
  const row = sqlite
    .prepare<[], { has_rows: number }>('SELECT EXISTS (SELECT 1 FROM users) OR EXISTS (SELECT 1 FROM services) AS has_rows')
    .get();
  return row?.has_rows !== 1;
}
