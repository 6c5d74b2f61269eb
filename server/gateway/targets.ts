// The two gateways a server can talk to, one transport each: the real one over HTTP
// (GATEWAY_URL, proxy mode) through node-http-fetch.ts, or the emulator in this process through
// its in-process door, `call` (the endpoint's runner; no socket, Request, Response or JSON text).
import { createGateway } from './client';
import type { TEmulatorDoor } from '../emulator/door';
import type { TGateway, TGatewayFetch, TGatewayOptions } from './client';
import { createNodeHttpFetch, GATEWAY_MAX_SOCKETS } from './node-http-fetch';
import { withResilience } from './resilience';
import type { TBreakerState, TResilienceOptions } from './resilience';

export const IN_PROCESS_ORIGIN = 'http://emulator.internal';

export type TProxyResilience = Pick<TResilienceOptions, 'failures' | 'halfOpenAfterMs' | 'maxQueue' | 'onStateChange'> & { idleSocketMs: number };

/** Defaults for a gateway built without the configuration (tests, the package's client). */
const DEFAULT_RESILIENCE: TProxyResilience = { failures: 5, halfOpenAfterMs: 10_000, maxQueue: 256, idleSocketMs: 4_000 };

export const createProxyGateway = (options: Pick<TGatewayOptions, 'baseUrl' | 'timeoutMs' | 'logger' | 'onContractMismatch' | 'onCallEnd' | 'tracer'> & {
  /** Wraps the transport, e.g. to record every exchange (GATEWAY_RECORD, server/har/recorder.ts). */
  wrapTransport?: (send: TGatewayFetch) => TGatewayFetch;
  resilience?: Partial<TProxyResilience>;
}): TGateway & { close: () => void; breakerState: () => TBreakerState } => {
  const resilience = { ...DEFAULT_RESILIENCE, ...options.resilience };
  const transport = createNodeHttpFetch({ idleSocketMs: resilience.idleSocketMs });
  const recorded = options.wrapTransport?.(transport) ?? transport;
  const resilient = withResilience(recorded, { ...resilience, origin: new URL(options.baseUrl).origin, logger: options.logger, concurrency: GATEWAY_MAX_SOCKETS });
  const gateway = createGateway({ ...options, fetch: resilient.send });
  // close: lets go of the kept-alive sockets (shutdown, tests).
  return { ...gateway, close: transport.close, breakerState: resilient.state };
};

export const createEmulatorGateway = ({ app, ...options }: Pick<TGatewayOptions, 'timeoutMs' | 'logger' | 'onCallEnd' | 'tracer'> & { app: Pick<TEmulatorDoor, 'call'> }): TGateway =>
  createGateway({
    ...options,
    baseUrl: IN_PROCESS_ORIGIN,
    callInProcess: async (name, input, scope) => {
      const answer = await app.call(name, input as never, scope);
      return { ...answer, headers: new Headers(answer.headers) };
    },
  });
