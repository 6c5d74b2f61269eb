// What a readiness check (/readyz, issue 38) reads from a running app: whether the gateway breaker
// lets calls through, and where throttle counts live. Each part answers a state and a sentence;
// neither makes the process unready by itself (an open breaker still answers every request).
import type { TBreakerState } from './gateway/resilience';
import type { TThrottleStoreState } from './throttle/throttle-store';

export type TGatewayBreakerState = { state: TBreakerState; sentence: string };

export type TReadinessParts = {
  gatewayBreakerState: () => TGatewayBreakerState;
  throttleStoreState: () => TThrottleStoreState;
};

const BREAKER_SENTENCES: Record<TBreakerState, string> = {
  closed: 'Gateway calls go through.',
  open: 'The gateway failed repeatedly: calls are answered at once until a probe call succeeds.',
  'half-open': 'A probe call is testing whether the gateway is back.',
};

/** The proxy's breaker in words; emulator mode has none (the gateway is in this process). */
export const gatewayBreakerStateOf = (breakerState: (() => TBreakerState) | undefined): TGatewayBreakerState => {
  if (!breakerState) return { state: 'closed', sentence: 'The gateway is in this process (emulator mode).' };
  const state = breakerState();
  return { state, sentence: BREAKER_SENTENCES[state] };
};
