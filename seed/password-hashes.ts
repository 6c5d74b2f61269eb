// Password hashes for the seed. scrypt with OWASP parameters takes most of a second by design,
// so each distinct password is hashed once per process and the string reused: the bulk users
// all share one hash (they are not real logins), and re-seeding in tests does not pay again.
import { hashPassword } from '../db/password-hash';
import type { THashing } from '../db/password-hash';

const cache = new Map<string, Promise<string>>();

export function hashOnce(plain: string, hashing: THashing = 'standard'): Promise<string> {
  const key = `${hashing} ${plain}`;
  let hash = cache.get(key);
  if (!hash) {
    hash = hashPassword(plain, hashing);
    cache.set(key, hash);
  }
  return hash;
}
