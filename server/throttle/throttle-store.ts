// Where throttle counts live: this process's memory (the default), or Redis/Valkey (REDIS_URL)
// so every portal process counts against the same limit. When Redis cannot be reached the
// limiters fall back to memory (rate-limiter-flexible's insurance limiter) and the portal keeps
// serving; the change is logged once each way and told by `state()` (for /readyz).
import { Redis } from 'ioredis';
import type { TLogger } from '../logger';

export type TThrottleStoreState = { store: 'memory' | 'redis' | 'memory-fallback'; sentence: string };

export type TThrottleStore = {
  /** Null: memory only. */
  redis: Redis | null;
  state: () => TThrottleStoreState;
  close: () => Promise<void>;
};

/** A command that takes longer is given up, and the memory limiter answers: sign-in never waits on Redis. */
const COMMAND_TIMEOUT_MS = 500;

export const openThrottleStore = (redisUrl: string | undefined, logger: TLogger): TThrottleStore => {
  if (!redisUrl) {
    return { redis: null, state: () => ({ store: 'memory', sentence: 'Throttling counts in this process only (REDIS_URL is not set).' }), close: async () => undefined };
  }
  const where = new URL(redisUrl).host;
  const redis = new Redis(redisUrl, {
    // Fail at once while disconnected (the insurance limiter answers), and keep reconnecting.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: COMMAND_TIMEOUT_MS,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let wasReady = false;
  let saidDown = false;
  redis.on('ready', () => {
    wasReady = true;
    saidDown = false;
    logger.info('throttle store connected: limits are shared through Redis', { redis: where });
  });
  const down = (error?: Error) => {
    if (saidDown) return;
    saidDown = true;
    logger.warn('throttle store unreachable: limits are counted in this process until Redis is back', { redis: where, ...(wasReady || error ? { reason: error?.message ?? 'connection closed' } : {}) });
  };
  redis.on('error', down);
  redis.on('close', () => down());
  return {
    redis,
    state: () =>
      redis.status === 'ready'
        ? { store: 'redis', sentence: `Throttling is shared through Redis at ${where}.` }
        : { store: 'memory-fallback', sentence: `Redis at ${where} cannot be reached: throttling counts in this process until it is back.` },
    close: async () => {
      redis.disconnect();
    },
  };
};
