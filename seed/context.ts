// What every seed step needs: the connection, the seeded randomness, the date anchor and the timer.
import type { Faker } from '@faker-js/faker';
import type { TDatabase } from '../db/client';
import type { THashing } from '../db/password-hash';
import type { TPhaseTimer } from './phase-timer';
import type { TRandom } from '../server/emulator/generate/random';

/** `today`: midnight (UTC) of the seed's day; `now`: the moment on it the data reaches (nothing later). */
export type TSeedContext = { db: TDatabase; seed: number; f: Faker; random: TRandom; today: Date; now: Date; timer: TPhaseTimer };

export type TSeedOptions = {
  /** Same seed, same rows. Default 1. */
  seed?: number;
  /** The day the data ends on (insights run up to and including it). Default: the day of `now`. */
  today?: Date;
  /**
   * The moment the data ends at: today's leads, deliveries and insights so far, nothing later.
   * Default: noon of `today` when only that is given (as a frozen EMULATOR_TODAY's clock starts),
   * else the current time.
   */
  now?: Date;
  /** Where phase timings go (default: nowhere). */
  log?: (line: string) => void;
  /** The demo logins' hashes: standard (default) or fast, for a test suite's emulator (db/password-hash.ts). */
  hashing?: THashing;
};
