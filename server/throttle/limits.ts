// The one table of sign-in limits, used by the portal before it calls the gateway
// (auth-throttle.ts, tRPC) and by the emulator at its own door (/api): the same numbers and keys.
// After OWASP's credential-stuffing guidance and "a limit for an attacker never locks the
// owner": the hard per-account limit keys on the account *and* the client address, so guesses
// from one address never refuse the right password from another; per address, everything an
// address does counts, successes included, so one address cannot sign in without end either.

export type TThrottledAction = 'login' | 'register' | 'requestPasswordReset' | 'confirmPasswordReset';

export type TLimit = {
  points: number;
  seconds: number;
  /** What the count is kept per: the client address, or the account (email) from that address. */
  key: 'address' | 'accountAndAddress';
  /** attempts: every call counts; failures: a success gives its point back (per account: clears the count). */
  counts: 'attempts' | 'failures';
};

const FIFTEEN_MINUTES = 15 * 60;

export const SIGN_IN_LIMITS = {
  login: {
    perAccountAndAddress: { points: 10, seconds: FIFTEEN_MINUTES, key: 'accountAndAddress', counts: 'failures' },
    perAddress: { points: 100, seconds: FIFTEEN_MINUTES, key: 'address', counts: 'failures' },
    // Successes too: a sign-in every 3 s on average, sustained, is more than any person or test suite needs.
    attemptsPerAddress: { points: 300, seconds: FIFTEEN_MINUTES, key: 'address', counts: 'attempts' },
  },
  register: {
    perAccountAndAddress: { points: 5, seconds: FIFTEEN_MINUTES, key: 'accountAndAddress', counts: 'attempts' },
    perAddress: { points: 40, seconds: FIFTEEN_MINUTES, key: 'address', counts: 'attempts' },
  },
  requestPasswordReset: {
    perAccountAndAddress: { points: 5, seconds: FIFTEEN_MINUTES, key: 'accountAndAddress', counts: 'attempts' },
    perAddress: { points: 20, seconds: FIFTEEN_MINUTES, key: 'address', counts: 'attempts' },
  },
  confirmPasswordReset: {
    perAccountAndAddress: { points: 10, seconds: FIFTEEN_MINUTES, key: 'accountAndAddress', counts: 'failures' },
    perAddress: { points: 20, seconds: FIFTEEN_MINUTES, key: 'address', counts: 'failures' },
  },
} as const satisfies Record<TThrottledAction, Record<string, TLimit>>;

// How many password checks one address may hold at the portal's hashing gate at once is the gate's
// own limit (PROTECTIVE_LIMITS.perKey in db/password-hash.ts): one address never fills the gate.
