// Token versions across a restore of the emulator's data: every session issued before it must
// end, so each user's version moves past the highest one the replaced data had given out.
import { max, sql } from 'drizzle-orm';
import type { TDatabase } from '../client';
import { users } from '../schema';

export const highestTokenVersion = (db: TDatabase): number =>
  db.select({ highest: max(users.token_version) }).from(users).get()?.highest ?? 0;

export const advanceTokenVersions = (db: TDatabase, by: number): void => {
  db.update(users).set({ token_version: sql`${users.token_version} + ${by}` }).run();
};
