// The seed_state row the seeds leave behind, so the emulator can continue their data later.
import type { TDatabase } from '../../../db/client';
import { readSeedState, writeSeedState } from '../../../db/queries/seed-state';
import { toIsoDate } from '../../../shared/dates';

/** The seed's day and the moment its data reaches (its now: today's data is filled up to it). */
export const recordSeedState = (db: TDatabase, params: { seed: number; now: Date }): void => {
  const day = toIsoDate(params.now);
  writeSeedState(db, { seed: params.seed, scale: 'demo', anchored_on: day, filled_through: day, filled_until: params.now.toISOString() });
};

export const markSeedScale = (db: TDatabase, scale: 'demo' | 'large'): void => {
  const state = readSeedState(db);
  if (state) writeSeedState(db, { ...state, scale });
};
