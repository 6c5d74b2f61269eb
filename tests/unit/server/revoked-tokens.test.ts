// Logged-out token ids are kept only until the token would have expired anyway.
import { describe, expect, it } from 'vitest';
import { createRevokedTokens } from '../../../server/emulator/auth/revoked-tokens';

describe('createRevokedTokens', () => {
  it('refuses a revoked id until its token expires, then forgets it', () => {
    let now = 1_000;
    const revoked = createRevokedTokens(() => now);
    revoked.revoke('a', 5_000);
    expect(revoked.isRevoked('a')).toBe(true);
    expect(revoked.isRevoked('b')).toBe(false);
    now = 5_000;
    expect(revoked.isRevoked('a')).toBe(false);
  });
});
