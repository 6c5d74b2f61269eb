// The seed the data came from and how far its insights are filled (see db/schema/seed-state.ts).
import { eq, max, sql } from 'drizzle-orm';
import type { TDatabase } from '../client';
import { insightsDaily, seedState, services, users } from '../schema';

export type TSeedState = Omit<typeof seedState.$inferSelect, 'id'>;

export const readSeedState = (db: TDatabase): TSeedState | undefined =>
  db
    .select({ seed: seedState.seed, scale: seedState.scale, anchored_on: seedState.anchored_on, filled_through: seedState.filled_through, filled_until: seedState.filled_until })
    .from(seedState)
    .where(eq(seedState.id, 1))
    .get();

export const writeSeedState = (db: TDatabase, state: TSeedState): void => {
  db.insert(seedState)
    .values({ id: 1, ...state })
    .onConflictDoUpdate({ target: seedState.id, set: state })
    .run();
};

/** The last day any ad account has insights for (a database seeded before seed_state existed). */
export const lastInsightDate = (db: TDatabase): string | undefined =>
  db.select({ last: max(insightsDaily.date) }).from(insightsDaily).get()?.last ?? undefined;

/** True when nothing has been seeded yet (the server seeds the demo data on first start). */
export const isDatabaseEmpty = (db: TDatabase): boolean =>
  db.get<{ has_rows: number }>(sql`SELECT EXISTS (SELECT 1 FROM ${users}) OR EXISTS (SELECT 1 FROM ${services}) AS has_rows`).has_rows !== 1;
