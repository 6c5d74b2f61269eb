// Password hashing shared by the emulator (login, register, reset) and the seed (demo logins).
// scrypt, stored self-describing as scrypt$N$r$p$saltB64$hashB64 so the parameters can change
// (OWASP's for people, cheap ones for test suites) without breaking stored hashes.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

/**
 * standard: OWASP's scrypt parameters (about 300 ms a hash), for any password a person chose.
 * fast: parameters a test suite can afford before every test (about a millisecond), for
 * emulators that hold no real person's password only (refused with HOST serving a network).
 */
export const HASHINGS = ['standard', 'fast'] as const;
export type THashing = (typeof HASHINGS)[number];

const PARAMS: Record<THashing, { N: number; r: number; p: number }> = {
  standard: { N: 2 ** 17, r: 8, p: 1 },
  fast: { N: 2 ** 10, r: 8, p: 1 },
};
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** scrypt needs about 128 * N * r bytes; the default 32 MiB cap is below that for N = 2^17. */
const maxmemFor = (n: number, r: number) => 128 * n * r + 16 * 1024 * 1024;

/**
 * scrypt runs on libuv's thread pool (4 threads), the same pool that reads files and resolves
 * names: 32 hashes at once froze every page load of the portal for seconds. A gate lets at most
 * `running` hashes run at a time and `waiting` wait, none longer than `waitMs`; past that the
 * caller is told to come back (HashingBusyError: the emulator answers 429 with Retry-After).
 */
export type THashGateLimits = {
  running: number;
  waiting: number;
  waitMs: number;
  /** Checks one key (a client address) may have in the gate at once; its others wait in front of it. Unset: no cap. */
  perKey?: number;
};

/**
 * The portal's own emulator: page loads come first, a burst of logins is refused early, and one
 * address holds at most 2 of the gate's 6 places, so its flood cannot refuse everyone else.
 */
export const PROTECTIVE_LIMITS: THashGateLimits = { running: 2, waiting: 4, waitMs: 4_000, perKey: 2 };
/**
 * An emulator of its own (a test suite's, `npm run emulator`): no pages to protect, so logins
 * queue, and only a wait no test would sit through is refused.
 */
export const PATIENT_LIMITS: THashGateLimits = { running: 2, waiting: 1_000, waitMs: 60_000 };

/** What a refused caller is told to wait, in seconds. */
export const HASHING_BUSY_RETRY_SECONDS = 2;

export class HashingBusyError extends Error {
  constructor() {
    super('Too many password checks at once');
    this.name = 'HashingBusyError';
  }
}

type THashGate = <T>(work: () => Promise<T>, key?: string) => Promise<T>;

const createHashGate = (limits: THashGateLimits): THashGate => {
  let running = 0;
  const waiting: (() => void)[] = [];

  /** Resolves when a slot is handed over; rejects (and leaves the queue) after `waitMs`. */
  const waitForSlot = (waitMs: number) =>
    new Promise<void>((resolve, reject) => {
      const take = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        const index = waiting.indexOf(take);
        if (index >= 0) waiting.splice(index, 1);
        reject(new HashingBusyError());
      }, waitMs);
      waiting.push(take);
    });

  const enter = async (waitMs: number): Promise<void> => {
    if (running < limits.running) {
      running += 1;
      return;
    }
    if (waiting.length >= limits.waiting || waitMs <= 0) throw new HashingBusyError();
    await waitForSlot(waitMs);
  };
  const leave = () => {
    // Hand the slot straight to the next waiter, or give it back.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  };
  const perKey = limits.perKey === undefined ? undefined : createKeyQueues(limits.perKey, limits.waitMs);

  return async (work, key) => {
    // One wait in all (in front of the gate, then in it): a caller's deadline stays limits.waitMs.
    const deadline = Date.now() + limits.waitMs;
    // A key over its share waits in its own queue, in front of the gate: it never takes the
    // gate's places from other keys.
    if (perKey && key !== undefined) await perKey.enter(key);
    try {
      await enter(deadline - Date.now());
      try {
        return await work();
      } finally {
        leave();
      }
    } finally {
      if (perKey && key !== undefined) perKey.leave(key);
    }
  };
};

/** How many checks of one key may wait their turn in front of the gate; more are refused at once. */
export const WAITING_PER_KEY = 8;

/** At most `share` checks per key inside the gate at once; the others of that key wait (up to `waitMs`). */
const createKeyQueues = (share: number, waitMs: number) => {
  const keys = new Map<string, { inside: number; waiting: (() => void)[] }>();
  return {
    enter: async (key: string): Promise<void> => {
      const entry = keys.get(key) ?? { inside: 0, waiting: [] };
      keys.set(key, entry);
      if (entry.inside < share) {
        entry.inside += 1;
        return;
      }
      if (entry.waiting.length >= WAITING_PER_KEY) throw new HashingBusyError();
      await new Promise<void>((resolve, reject) => {
        const take = () => {
          clearTimeout(timer);
          resolve();
        };
        const timer = setTimeout(() => {
          entry.waiting.splice(entry.waiting.indexOf(take), 1);
          reject(new HashingBusyError());
        }, waitMs);
        entry.waiting.push(take);
      });
    },
    leave: (key: string): void => {
      const entry = keys.get(key);
      if (!entry) return;
      const next = entry.waiting.shift();
      if (next) return next();
      entry.inside -= 1;
      if (entry.inside === 0) keys.delete(key);
    },
  };
};

/** The seed and tools: no gate, they wait their turn in libuv's own queue. */
const ungated: THashGate = (work) => work();

function scryptAsync(plain: string, salt: Buffer, keyLength: number, options: ScryptOptions, gate: THashGate, gateKey?: string): Promise<Buffer> {
  return gate(
    () =>
      new Promise((resolve, reject) => {
        scrypt(plain.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
    gateKey,
  );
}

const hashWith = async (plain: string, hashing: THashing, gate: THashGate, gateKey?: string): Promise<string> => {
  const salt = randomBytes(SALT_BYTES);
  const { N, r, p } = PARAMS[hashing];
  const key = await scryptAsync(plain, salt, KEY_BYTES, { N, r, p, maxmem: maxmemFor(N, r) }, gate, gateKey);
  return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
};

/** False for a wrong password and for any stored string that is not a well-formed scrypt hash. */
const verifyWith = async (plain: string, stored: string, gate: THashGate, gateKey?: string): Promise<boolean> => {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![n, r, p].every((value) => Number.isSafeInteger(value) && value > 0)) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  try {
    const key = await scryptAsync(plain, salt, expected.length, { N: n, r, p, maxmem: maxmemFor(n, r) }, gate, gateKey);
    return timingSafeEqual(key, expected);
  } catch (error) {
    if (error instanceof HashingBusyError) throw error;
    return false;
  }
};

/** Hashing outside requests (the seed, tools): never refused. */
export const hashPassword = (plain: string, hashing: THashing = 'standard'): Promise<string> => hashWith(plain, hashing, ungated);
export const verifyPassword = (plain: string, stored: string): Promise<boolean> => verifyWith(plain, stored, ungated);

/** One emulator's password hashing: its parameters for new passwords, and its own gate. */
export type TPasswords = {
  readonly hashing: THashing;
  /** `from`: the client address, held to the gate's per-key cap. */
  hash: (plain: string, from?: string) => Promise<string>;
  /** Any stored parameters verify, whatever this emulator hashes new passwords with. */
  verify: (plain: string, stored: string, from?: string) => Promise<boolean>;
};

export const createPasswords = (options: { hashing?: THashing; limits?: THashGateLimits } = {}): TPasswords => {
  const hashing = options.hashing ?? 'standard';
  const gate = createHashGate(options.limits ?? PROTECTIVE_LIMITS);
  return {
    hashing,
    hash: (plain, from) => hashWith(plain, hashing, gate, from),
    verify: (plain, stored, from) => verifyWith(plain, stored, gate, from),
  };
};
