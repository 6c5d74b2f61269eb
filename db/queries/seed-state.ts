// The seed the data came from and how far its insights are filled (see db/schema/seed-state.ts).
import type Database from 'better-sqlite3';
import { prepared } from './statement-cache';

export type TSeedState = { seed: number; scale: 'demo' | 'large'; anchored_on: string; filled_through: string };

export const readSeedState = (sqlite: Database.Database): TSeedState | undefined =>
  prepared<[], TSeedState>(sqlite, 'SELECT seed, scale, anchored_on, filled_through FROM seed_state WHERE id = 1').get();

export const writeSeedState = (sqlite: Database.Database, state: TSeedState): void => {
  prepared<[TSeedState]>(
    sqlite,
    `INSERT INTO seed_state (id, seed, scale, anchored_on, filled_through) VALUES (1, @seed, @scale, @anchored_on, @filled_through)
     ON CONFLICT (id) DO UPDATE SET seed = excluded.seed, scale = excluded.scale, anchored_on = excluded.anchored_on,
       filled_through = excluded.filled_through`,
  ).run(state);
};

/** The last day any ad account has insights for (a database seeded before seed_state existed). */
export const lastInsightDate = (sqlite: Database.Database): string | undefined =>
  prepared<[], { last: string | null }>(sqlite, 'SELECT MAX(date) AS last FROM insights_daily').get()?.last ?? undefined;
