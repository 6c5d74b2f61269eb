// Logged-out token ids are kept in the emulator's database only until the token would have
// expired anyway, and a restart (a new emulator on the same file) still refuses them.
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../db/client';
import { createRevokedTokens } from '../../../server/emulator/auth/revoked-tokens';
import { createTempDatabase } from '../../support/temp-db';
import type { TTempDatabase } from '../../support/temp-db';

let temp: TTempDatabase | undefined;
afterEach(() => {
  temp?.cleanup();
  temp = undefined;
});

describe('createRevokedTokens', () => {
  it('refuses a revoked id until its token expires, then forgets it', () => {
    temp = createTempDatabase();
    let now = 1_000;
    const revoked = createRevokedTokens(temp.db, () => now);
    revoked.revoke('a', 5_000);
    expect(revoked.isRevoked('a')).toBe(true);
    expect(revoked.isRevoked('b')).toBe(false);
    now = 5_000;
    expect(revoked.isRevoked('a')).toBe(false);
    // The next logout sweeps the rows of tokens expired by then.
    revoked.revoke('b', 9_000);
    expect(temp.sqlite.prepare('SELECT jti FROM revoked_tokens').pluck().all()).toEqual(['b']);
  });

  it('still refuses a logged-out token after a restart on the same database', () => {
    temp = createTempDatabase();
    createRevokedTokens(temp.db, () => 1_000).revoke('logged-out', 60_000);
    // A new process on the same file: its own connection, nothing in memory.
    const restarted = openDatabase(temp.path);
    try {
      expect(createRevokedTokens(restarted.db, () => 2_000).isRevoked('logged-out')).toBe(true);
      expect(createRevokedTokens(restarted.db, () => 60_000).isRevoked('logged-out')).toBe(false);
    } finally {
      restarted.close();
    }
  });
});
