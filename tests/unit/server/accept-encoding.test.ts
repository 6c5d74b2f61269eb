// Reading Accept-Encoding: brotli first, then gzip, never an encoding the browser refused.
import { describe, expect, it } from 'vitest';
import { preferredEncodings } from '../../../server/accept-encoding';

describe('preferredEncodings', () => {
  it.each([
    ['gzip, deflate, br, zstd', ['br', 'gzip']],
    ['gzip', ['gzip']],
    ['BR;q=0.5, GZip;q=1.0', ['br', 'gzip']],
    ['br;q=0, gzip', ['gzip']],
    ['gzip;q=0', []],
    ['*', ['br', 'gzip']],
    ['*, br;q=0', ['gzip']],
    ['identity', []],
    ['', []],
    ['br;q=abc', []],
  ])('%j → %j', (header, expected) => {
    expect(preferredEncodings(header)).toEqual(expected);
  });

  it('accepts nothing without a header', () => {
    expect(preferredEncodings(undefined)).toEqual([]);
  });
});
