// `npm run db:migrate`: apply the committed migrations to DATABASE_PATH (default data/portal.db).
import { openDatabase } from './client';

const path = process.env.DATABASE_PATH ?? 'data/portal.db';
const startedAt = performance.now();
const { sqlite, close } = openDatabase(path);
const { count } = sqlite
  .prepare<[], { count: number }>('SELECT count(*) AS count FROM __drizzle_migrations')
  .get() ?? { count: 0 };
close();
console.log(`Migrated ${path}: ${count} migration(s) applied in total, ${(performance.now() - startedAt).toFixed(0)} ms.`);
