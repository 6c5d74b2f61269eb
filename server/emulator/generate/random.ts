// Deterministic randomness for the generators (the emulator's and the seed's): a faker instance
// of its own (so tests that use the global faker never shift the seed's sequence) and a fast PRNG
// for bulk rows, where faker per row would dominate the run time.
import { Faker, base, en } from '@faker-js/faker';

export type TRandom = () => number;

export function createFaker(seed: number): Faker {
  const faker = new Faker({ locale: [en, base] });
  faker.seed(seed);
  return faker;
}

/** mulberry32: tiny, fast and good enough for plausible numbers; same seed, same sequence. */
export function createRandom(seed: number): TRandom {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A stream seeded by a text's FNV-1a hash: the same text, the same draws. */
export const randomFor = (text: string): TRandom => {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  return createRandom(hash);
};

export const randomInt = (random: TRandom, min: number, max: number) => min + Math.floor(random() * (max - min + 1));
export const randomBetween = (random: TRandom, min: number, max: number) => min + random() * (max - min);
