// The stored password format shared by the emulator and the seed.
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '../../../db/password-hash';

describe('password hashing', () => {
  it('verifies the password it hashed and rejects a wrong one', async () => {
    const stored = await hashPassword('correct horse battery staple');
    expect(stored).toMatch(/^scrypt\$131072\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(await verifyPassword('correct horse battery staple', stored)).toBe(true);
    expect(await verifyPassword('correct horse battery stapl', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('salts every hash', async () => {
    const [first, second] = await Promise.all([hashPassword('same'), hashPassword('same')]);
    expect(first).not.toBe(second);
  });

  it('rejects stored strings that are not scrypt hashes', async () => {
    for (const stored of ['', 'plain', 'bcrypt$1$2$3$4$5', 'scrypt$x$8$1$c2FsdA==$aGFzaA==', 'scrypt$131072$8$1$$']) {
      expect(await verifyPassword('plain', stored)).toBe(false);
    }
  });
});
