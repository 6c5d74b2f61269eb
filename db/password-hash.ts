// Password hashing shared by the emulator (login, register, reset) and the seed (demo logins).
// scrypt with OWASP parameters, stored self-describing as scrypt$N$r$p$saltB64$hashB64 so the
// parameters can be raised later without breaking stored hashes.
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';

const SCRYPT_N = 2 ** 17;
const SCRYPT_R = 8;
const SCRYPT_P = 1;
const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** scrypt needs about 128 * N * r bytes; the default 32 MiB cap is below that for N = 2^17. */
const maxmemFor = (n: number, r: number) => 128 * n * r + 16 * 1024 * 1024;

/**
 * scrypt runs on libuv's thread pool (4 threads), the same pool that reads files and resolves
 * names: 32 hashes at once froze every page load for seconds. At most MAX_CONCURRENT_HASHES run
 * at a time, at most MAX_WAITING_HASHES wait, none longer than MAX_HASH_WAIT_MS; past that the
 * caller is told to come back (HashingBusyError: the emulator answers 429 with Retry-After)
 * rather than left waiting until a gateway deadline turns the wait into a 504.
 */
export const MAX_CONCURRENT_HASHES = 2;
export const MAX_WAITING_HASHES = 4;
export const MAX_HASH_WAIT_MS = 4_000;
/** What a refused caller is told to wait, in seconds. */
export const HASHING_BUSY_RETRY_SECONDS = 2;

export class HashingBusyError extends Error {
  constructor() {
    super('Too many password checks at once');
    this.name = 'HashingBusyError';
  }
}

let running = 0;
const waiting: (() => void)[] = [];

/** Resolves when a slot is handed over; rejects (and leaves the queue) after MAX_HASH_WAIT_MS. */
const waitForSlot = (mayRefuse: boolean) =>
  new Promise<void>((resolve, reject) => {
    const take = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = mayRefuse
      ? setTimeout(() => {
          const index = waiting.indexOf(take);
          if (index >= 0) waiting.splice(index, 1);
          reject(new HashingBusyError());
        }, MAX_HASH_WAIT_MS)
      : undefined;
    waiting.push(take);
  });

/** Request-time callers may be refused; the seed and tools wait their turn, however long. */
export type THashOptions = { mayRefuse?: boolean };

const withHashSlot = async <T>(work: () => Promise<T>, options: THashOptions): Promise<T> => {
  const mayRefuse = options.mayRefuse ?? false;
  if (running >= MAX_CONCURRENT_HASHES) {
    if (mayRefuse && waiting.length >= MAX_WAITING_HASHES) throw new HashingBusyError();
    await waitForSlot(mayRefuse);
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    // Hand the slot straight to the next waiter, or give it back.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
};

function scryptAsync(plain: string, salt: Buffer, keyLength: number, options: ScryptOptions, slot: THashOptions): Promise<Buffer> {
  return withHashSlot(
    () =>
      new Promise((resolve, reject) => {
        scrypt(plain.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
      }),
    slot,
  );
}

export async function hashPassword(plain: string, slot: THashOptions = {}): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const options = { N: SCRYPT_N, r: SCRYPT_R, p: SCRYPT_P, maxmem: maxmemFor(SCRYPT_N, SCRYPT_R) };
  const key = await scryptAsync(plain, salt, KEY_BYTES, options, slot);
  return ['scrypt', SCRYPT_N, SCRYPT_R, SCRYPT_P, salt.toString('base64'), key.toString('base64')].join('$');
}

/** False for a wrong password and for any stored string that is not a well-formed scrypt hash. */
export async function verifyPassword(plain: string, stored: string, slot: THashOptions = {}): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![n, r, p].every((value) => Number.isSafeInteger(value) && value > 0)) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  try {
    const key = await scryptAsync(plain, salt, expected.length, { N: n, r, p, maxmem: maxmemFor(n, r) }, slot);
    return timingSafeEqual(key, expected);
  } catch (error) {
    if (error instanceof HashingBusyError) throw error;
    return false;
  }
}
