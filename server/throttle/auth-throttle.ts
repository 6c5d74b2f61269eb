// Sign-in, registration and the two password-reset requests, limited by the one table of
// limits (limits.ts) per client address and per account from that address. The portal checks
// before it calls the gateway; the emulator checks at its own door with the same table. A point
// is taken from every limit before the call, atomically in the store, and given back afterwards
// only as the limit's rule says (a failure-counting limit on success; any limit when the gateway,
// not the person, failed). A refusal of the hashing gate is not given back.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { TLogger } from '../logger';
import type { TMetrics } from '../observability/metrics';
import { SIGN_IN_LIMITS } from './limits';
import type { TLimit, TThrottledAction } from './limits';
import { openThrottleStore } from './throttle-store';
import type { TThrottleStoreState } from './throttle-store';

export type { TThrottledAction } from './limits';

/** The tRPC procedures throttled here: a batch may carry one of them at most. */
export const THROTTLED_PROCEDURES: Record<string, TThrottledAction> = {
  'auth.login': 'login',
  'auth.register': 'register',
  'auth.requestPasswordReset': 'requestPasswordReset',
  'auth.confirmPasswordReset': 'confirmPasswordReset',
};

export const ONE_AUTH_CALL_PER_BATCH = 'Send sign-in, registration and password-reset requests one at a time.';

/** succeeded; refused: the person's doing (wrong password, spent link) or the hashing gate's; not-judged: the gateway failed. */
export type TThrottleOutcome = 'succeeded' | 'refused' | 'not-judged';
export type TThrottleVerdict = { allowed: true; settle: (outcome: TThrottleOutcome) => Promise<void> } | { allowed: false; retryAfterSeconds: number };

export type TAuthThrottle = {
  /** Takes the attempt's points, or says how long to wait. `settle` gives points back as the action's rule says. */
  attempt: (action: TThrottledAction, address: string | null, email: string) => Promise<TThrottleVerdict>;
  /** Clears the account's counts from this address (a new password was just set from it). */
  forgive: (action: TThrottledAction, address: string | null, email: string) => Promise<void>;
  storeState: () => TThrottleStoreState;
  close: () => Promise<void>;
};

const limiterFor = (store: ReturnType<typeof openThrottleStore>, keyPrefix: string, limit: TLimit): RateLimiterAbstract => {
  const memory = new RateLimiterMemory({ keyPrefix, points: limit.points, duration: limit.seconds });
  if (!store.redis) return memory;
  return new RateLimiterRedis({ storeClient: store.redis, keyPrefix: `portal:${keyPrefix}`, points: limit.points, duration: limit.seconds, insuranceLimiter: memory, rejectIfRedisNotReady: true });
};

type TCounter = { name: string; limit: TLimit; limiter: RateLimiterAbstract };

/** Without a store URL (the emulator, a portal without REDIS_URL): counted in this process's memory. */
export const createAuthThrottle = (options: { redisUrl?: string; logger: TLogger; metrics?: TMetrics }): TAuthThrottle => {
  const store = openThrottleStore(options.redisUrl, options.logger);
  const counters = Object.fromEntries(
    Object.entries(SIGN_IN_LIMITS).map(([action, limits]) => [
      action,
      Object.entries(limits as Record<string, TLimit>).map(([name, limit]) => ({ name, limit, limiter: limiterFor(store, `${action}:${name}`, limit) })),
    ]),
  ) as Record<TThrottledAction, TCounter[]>;

  /** Consumed, or the seconds to wait when the key is spent (a store error never refuses: the insurance limiter answered). */
  const take = async (limiter: RateLimiterAbstract, key: string): Promise<number> => {
    try {
      await limiter.consume(key);
      return 0;
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      options.logger.warn('throttle check failed; the request was let through', { error: rejection });
      return 0;
    }
  };
  const quietly = (work: Promise<unknown>) => work.then(() => undefined, () => undefined);

  /** What one counter does with its point once the outcome is known. */
  const settleOne = ({ limit, limiter }: TCounter, key: string, outcome: TThrottleOutcome): Promise<unknown> | undefined => {
    if (outcome === 'refused') return undefined;
    // The gateway's own failure was nobody's attempt.
    if (outcome === 'not-judged') return limiter.reward(key);
    if (limit.counts === 'attempts') return undefined;
    // A success ends the account's count from this address (as the right password does at the emulator).
    return limit.key === 'accountAndAddress' ? limiter.delete(key) : limiter.reward(key);
  };

  const keysFor = (address: string | null, email: string) => {
    const addressKey = address ?? 'unknown';
    return (limit: TLimit) => (limit.key === 'address' ? addressKey : `${email.trim().toLowerCase()} ${addressKey}`);
  };

  return {
    forgive: async (action, address, email) => {
      const keyOf = keysFor(address, email);
      await Promise.all(counters[action].filter((counter) => counter.limit.key === 'accountAndAddress').map((counter) => quietly(counter.limiter.delete(keyOf(counter.limit)))));
    },
    attempt: async (action, address, email) => {
      if (store.state().store === 'memory-fallback') options.metrics?.throttleFallbacks.inc();
      const keyOf = keysFor(address, email);
      const waits = await Promise.all(counters[action].map((counter) => take(counter.limiter, keyOf(counter.limit))));
      const spent = counters[action].filter((_, index) => (waits[index] ?? 0) > 0);
      if (spent.length > 0) {
        const limit = spent.map((counter) => counter.name).join(',');
        const retryAfterSeconds = Math.max(...waits);
        options.metrics?.throttled.inc({ action, limit });
        options.logger.info('throttled', { action, limit, retryAfterSeconds });
        return { allowed: false, retryAfterSeconds };
      }
      return {
        allowed: true,
        settle: async (outcome) => {
          await Promise.all(counters[action].map((counter) => quietly(settleOne(counter, keyOf(counter.limit), outcome) ?? Promise.resolve())));
        },
      };
    },
    storeState: store.state,
    close: store.close,
  };
};
