// What keeps a gateway brown-out from hanging everyone (cockatiel policies around the proxy's
// transport, one set per gateway origin): a bounded queue for a socket (bulkhead), a circuit
// breaker that answers at once with the §8 message after repeated failures and lets one probe
// through after a pause, and one retry of an idempotent GET whose kept-alive socket was reset.
import { BrokenCircuitError, BulkheadRejectedError, bulkhead, circuitBreaker, CircuitState, ConsecutiveBreaker, handleWhen, retry } from 'cockatiel';
import type { TLogger } from '../logger';
import type { TGatewayFetch } from './client';
import { GatewayError } from './errors';

export type TBreakerState = 'closed' | 'open' | 'half-open';

export type TResilienceOptions = {
  origin: string;
  logger: TLogger;
  /** Consecutive failures that open the breaker. */
  failures: number;
  /** How long it stays open before a probe call is let through. */
  halfOpenAfterMs: number;
  /** Calls sent at once (the agent's sockets) and calls allowed to wait for one. */
  concurrency: number;
  maxQueue: number;
  onStateChange?: (state: TBreakerState) => void;
};

const STATE_NAMES: Record<CircuitState, TBreakerState> = {
  [CircuitState.Closed]: 'closed',
  [CircuitState.Open]: 'open',
  [CircuitState.HalfOpen]: 'half-open',
  [CircuitState.Isolated]: 'open',
};

const codeOf = (error: unknown): string | undefined => (error as { code?: unknown } | undefined)?.code as string | undefined;

/** The gateway is down or browning out: it cannot be reached, timed out, or said so (502/503/504). */
const isGatewayFailure = (error: Error): boolean => {
  if (error instanceof GatewayError) return error.code === 'TIMEOUT';
  return !(error.name === 'AbortError' || error instanceof BulkheadRejectedError);
};
const isUnavailableAnswer = (result: unknown): boolean => result instanceof Response && [502, 503, 504].includes(result.status);

/** A kept-alive socket the gateway had already closed: safe to send a GET again on a new one. */
const isReset = (error: Error): boolean => codeOf(error) === 'ECONNRESET' || codeOf(error) === 'EPIPE';

export type TResilientTransport = { send: TGatewayFetch; state: () => TBreakerState };

export const withResilience = (send: TGatewayFetch, options: TResilienceOptions): TResilientTransport => {
  const breaker = circuitBreaker(handleWhen(isGatewayFailure).orWhenResult(isUnavailableAnswer), {
    halfOpenAfter: options.halfOpenAfterMs,
    breaker: new ConsecutiveBreaker(options.failures),
  });
  const queue = bulkhead(options.concurrency, options.maxQueue);
  const retryReset = retry(handleWhen(isReset), { maxAttempts: 1 });

  breaker.onStateChange((state) => {
    const name = STATE_NAMES[state];
    if (name === 'open') options.logger.warn('gateway breaker opened: calls are answered at once until a probe succeeds', { origin: options.origin, retryInMs: options.halfOpenAfterMs });
    else options.logger.info(`gateway breaker ${name}`, { origin: options.origin });
    options.onStateChange?.(name);
  });
  options.onStateChange?.('closed');

  const resilient: TGatewayFetch = async (url, init, scope) => {
    const signal = init.signal ?? undefined;
    const once = () => send(url, init, scope);
    const attempt = init.method === 'GET' ? () => retryReset.execute(once, signal) : once;
    try {
      return await queue.execute(() => breaker.execute(attempt, signal), signal);
    } catch (error) {
      if (error instanceof BrokenCircuitError) throw new GatewayError('UPSTREAM_ERROR', undefined, { isCircuitOpen: true });
      if (error instanceof BulkheadRejectedError) throw new GatewayError('UPSTREAM_ERROR', undefined, { isQueueFull: true });
      throw error;
    }
  };
  return { send: resilient, state: () => STATE_NAMES[breaker.state] };
};
