import { describe, expect, it } from 'vitest';
import { createAttemptLimiter } from '../../../server/emulator/auth/attempt-limiter';

const clock = () => {
  let at = 1_000_000;
  return { now: () => at, advance: (ms: number) => (at += ms) };
};

describe('createAttemptLimiter', () => {
  it('refuses past max until the window that began with the first attempt ends', () => {
    const time = clock();
    const limiter = createAttemptLimiter({ max: 3, windowMs: 60_000, now: time.now });
    for (let index = 0; index < 3; index += 1) {
      expect(limiter.retryAfterSeconds('k')).toBe(0);
      limiter.record('k');
    }
    expect(limiter.retryAfterSeconds('k')).toBe(60);
    time.advance(45_000);
    expect(limiter.retryAfterSeconds('k')).toBe(15);
    expect(limiter.retryAfterSeconds('other')).toBe(0);
    time.advance(15_000);
    expect(limiter.retryAfterSeconds('k')).toBe(0);
  });

  it('cannot be renewed by attempts made while refused', () => {
    const time = clock();
    const limiter = createAttemptLimiter({ max: 2, windowMs: 60_000, now: time.now });
    limiter.record('k');
    limiter.record('k');
    for (let index = 0; index < 100; index += 1) {
      time.advance(500);
      limiter.record('k');
    }
    time.advance(10_000);
    expect(limiter.retryAfterSeconds('k')).toBe(0);
  });

  it('keeps at most maxKeys keys, dropping the oldest', () => {
    const limiter = createAttemptLimiter({ max: 1, windowMs: 60_000, maxKeys: 100 });
    for (let index = 0; index < 1_000; index += 1) limiter.record(`k${index}`);
    expect(limiter.retryAfterSeconds('k0')).toBe(0);
    expect(limiter.retryAfterSeconds('k999')).toBeGreaterThan(0);
  });
});
