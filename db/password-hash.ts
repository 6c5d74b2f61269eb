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

function scryptAsync(plain: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(plain.normalize('NFKC'), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

export async function hashPassword(plain: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const options = { N: SCRYPT_N, r: SCRYPT_R, p: SCRYPT_P, maxmem: maxmemFor(SCRYPT_N, SCRYPT_R) };
  const key = await scryptAsync(plain, salt, KEY_BYTES, options);
  return ['scrypt', SCRYPT_N, SCRYPT_R, SCRYPT_P, salt.toString('base64'), key.toString('base64')].join('$');
}

/** False for a wrong password and for any stored string that is not a well-formed scrypt hash. */
export async function verifyPassword(plain: string, stored: string): Promise<boolean> {
  const parts = stored.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
  const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  if (![n, r, p].every((value) => Number.isSafeInteger(value) && value > 0)) return false;
  const salt = Buffer.from(parts[4] ?? '', 'base64');
  const expected = Buffer.from(parts[5] ?? '', 'base64');
  if (salt.length === 0 || expected.length === 0) return false;
  try {
    const key = await scryptAsync(plain, salt, expected.length, { N: n, r, p, maxmem: maxmemFor(n, r) });
    return timingSafeEqual(key, expected);
  } catch {
    return false;
  }
}
