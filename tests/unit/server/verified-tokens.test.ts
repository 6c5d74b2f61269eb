// The memory of verified tokens: a token is found only until it expires, and a full memory
// forgets its oldest token first.
import { describe, expect, it } from 'vitest';
import { createVerifiedTokens } from '../../../server/emulator/verified-tokens';

describe('verified tokens', () => {
  it('answers the claims of a remembered token until its expiry, then forgets it', () => {
    const verified = createVerifiedTokens<{ userId: number }>();
    verified.remember('token-a', { userId: 7 }, 10_000);
    expect(verified.get('token-a', 9_999)).toEqual({ userId: 7 });
    expect(verified.get('token-a', 10_000)).toBeUndefined();
    expect(verified.size).toBe(0);
  });

  it('never answers for a token it was not given, however alike', () => {
    const verified = createVerifiedTokens<{ userId: number }>();
    verified.remember('header.payload.signature', { userId: 7 }, Number.MAX_SAFE_INTEGER);
    expect(verified.get('header.payload.signaturf')).toBeUndefined();
    expect(verified.get('header.payload.')).toBeUndefined();
  });

  it('keeps at most its maximum, dropping the oldest first', () => {
    const verified = createVerifiedTokens<number>(2);
    verified.remember('one', 1, Number.MAX_SAFE_INTEGER);
    verified.remember('two', 2, Number.MAX_SAFE_INTEGER);
    verified.remember('three', 3, Number.MAX_SAFE_INTEGER);
    expect(verified.size).toBe(2);
    expect(verified.get('one')).toBeUndefined();
    expect(verified.get('two')).toBe(2);
    expect(verified.get('three')).toBe(3);
  });
});
