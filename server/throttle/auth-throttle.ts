// Sign-in, registration and the two password-reset requests, limited per client address and
// per account (email) before they reach the gateway (OWASP's credential-stuffing guidance, as
// the emulator's own limiter: server/emulator/auth/attempt-limiter.ts). A point is taken from both
// keys before the call, atomically in the store; where only failures count (login, reset confirm)
// it is given back when the call succeeds or the gateway, not the person, failed.
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { TLogger } from '../logger';
import type { TMetrics } from '../observability/metrics';
import { openThrottleStore } from './throttle-store';
import type { TThrottleStoreState } from './throttle-store';

export type TThrottledAction = 'login' | 'register' | 'requestPasswordReset' | 'confirmPasswordReset';

type TLimit = { points: number; seconds: number };
const FIFTEEN_MINUTES = 15 * 60;

export const THROTTLE_LIMITS: Record<TThrottledAction, { perAddress: TLimit; perAccount: TLimit; counts: 'attempts' | 'failures' }> = {
  login: { perAddress: { points: 100, seconds: FIFTEEN_MINUTES }, perAccount: { points: 10, seconds: FIFTEEN_MINUTES }, counts: 'failures' },
  register: { perAddress: { points: 40, seconds: FIFTEEN_MINUTES }, perAccount: { points: 5, seconds: FIFTEEN_MINUTES }, counts: 'attempts' },
  requestPasswordReset: { perAddress: { points: 20, seconds: FIFTEEN_MINUTES }, perAccount: { points: 5, seconds: FIFTEEN_MINUTES }, counts: 'attempts' },
  confirmPasswordReset: { perAddress: { points: 20, seconds: FIFTEEN_MINUTES }, perAccount: { points: 10, seconds: FIFTEEN_MINUTES }, counts: 'failures' },
};

/** The tRPC procedures throttled here: a batch may carry one of them at most. */
export const THROTTLED_PROCEDURES: Record<string, TThrottledAction> = {
  'auth.login': 'login',
  'auth.register': 'register',
  'auth.requestPasswordReset': 'requestPasswordReset',
  'auth.confirmPasswordReset': 'confirmPasswordReset',
};

export const ONE_AUTH_CALL_PER_BATCH = 'Send sign-in, registration and password-reset requests one at a time.';

export type TThrottleVerdict = { allowed: true; settle: (outcome: 'succeeded' | 'refused' | 'not-judged') => Promise<void> } | { allowed: false; retryAfterSeconds: number };

export type TAuthThrottle = {
  /** Takes the attempt's points, or says how long to wait. `settle` gives points back as the action's rule says. */
  attempt: (action: TThrottledAction, address: string | null, email: string) => Promise<TThrottleVerdict>;
  storeState: () => TThrottleStoreState;
  close: () => Promise<void>;
};

const limiterFor = (store: ReturnType<typeof openThrottleStore>, keyPrefix: string, limit: TLimit): RateLimiterAbstract => {
  const memory = new RateLimiterMemory({ keyPrefix, points: limit.points, duration: limit.seconds });
  if (!store.redis) return memory;
  return new RateLimiterRedis({ storeClient: store.redis, keyPrefix: `portal:${keyPrefix}`, points: limit.points, duration: limit.seconds, insuranceLimiter: memory, rejectIfRedisNotReady: true });
};

export const createAuthThrottle = (options: { redisUrl?: string; logger: TLogger; metrics?: TMetrics }): TAuthThrottle => {
  const store = openThrottleStore(options.redisUrl, options.logger);
  const limiters = Object.fromEntries(
    Object.entries(THROTTLE_LIMITS).map(([action, limit]) => [
      action,
      { address: limiterFor(store, `${action}:address`, limit.perAddress), account: limiterFor(store, `${action}:account`, limit.perAccount), counts: limit.counts },
    ]),
  ) as Record<TThrottledAction, { address: RateLimiterAbstract; account: RateLimiterAbstract; counts: 'attempts' | 'failures' }>;

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

  return {
    attempt: async (action, address, email) => {
      if (store.state().store === 'memory-fallback') options.metrics?.throttleFallbacks.inc();
      const { address: byAddress, account: byAccount, counts } = limiters[action];
      const addressKey = address ?? 'unknown';
      const accountKey = email.trim().toLowerCase();
      const [addressWait, accountWait] = await Promise.all([take(byAddress, addressKey), take(byAccount, accountKey)]);
      if (addressWait > 0 || accountWait > 0) {
        options.metrics?.throttled.inc({ action, limit: accountWait > 0 ? 'account' : 'address' });
        options.logger.info('throttled', { action, limit: accountWait > 0 ? 'account' : 'address', retryAfterSeconds: Math.max(addressWait, accountWait) });
        return { allowed: false, retryAfterSeconds: Math.max(addressWait, accountWait) };
      }
      return {
        allowed: true,
        settle: async (outcome) => {
          if (counts === 'attempts' || outcome === 'refused') return;
          // A success ends the account's count (as a right password does at the emulator); the gateway's own failure was nobody's attempt.
          await Promise.all([quietly(byAddress.reward(addressKey)), quietly(outcome === 'succeeded' ? byAccount.delete(accountKey) : byAccount.reward(accountKey))]);
        },
      };
    },
    storeState: store.state,
    close: store.close,
  };
};
