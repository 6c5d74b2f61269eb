// What every seed step needs: the connection, the seeded randomness, the date anchor and the timer.
import type { Faker } from '@faker-js/faker';
import type { TDatabase } from '../db/client';
import type { THashing } from '../db/password-hash';
import type { TPhaseTimer } from './phase-timer';
import type { TRandom } from './random';

export type TSeedContext = { db: TDatabase; seed: number; f: Faker; random: TRandom; today: Date; timer: TPhaseTimer };

export type TSeedOptions = {
  /** Same seed, same rows. Default 1. */
  seed?: number;
  /** The day the data ends on (insights run up to and including it). Default: the current UTC day. */
  today?: Date;
  /** Where phase timings go (default: nowhere). */
  log?: (line: string) => void;
  /** The demo logins' hashes: standard (default) or fast, for a test suite's emulator (db/password-hash.ts). */
  hashing?: THashing;
};
