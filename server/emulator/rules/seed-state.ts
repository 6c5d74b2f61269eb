// The seed_state row the seeds leave behind, so the emulator can continue their data later.
import type { TSqlite } from '../../../db/client';
import { readSeedState, writeSeedState } from '../../../db/queries/seed-state';
import { toIsoDate } from './dates';

export const recordSeedState = (sqlite: TSqlite, params: { seed: number; today: Date }): void => {
  const day = toIsoDate(params.today);
  writeSeedState(sqlite, { seed: params.seed, scale: 'demo', anchored_on: day, filled_through: day });
};

export const markSeedScale = (sqlite: TSqlite, scale: 'demo' | 'large'): void => {
  const state = readSeedState(sqlite);
  if (state) writeSeedState(sqlite, { ...state, scale });
};
