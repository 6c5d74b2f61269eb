// The two gateways a server can talk to, each a `fetch` for the one gateway client: the real one
// over HTTP (GATEWAY_URL, proxy mode) through node-http-fetch.ts, or the emulator in this process
// through its own Hono app's `request` (no socket; the same URL, headers, body and answer text).
import { createGateway } from './client';
import type { TGateway, TGatewayFetch, TGatewayOptions } from './client';
import { createNodeHttpFetch, GATEWAY_MAX_SOCKETS } from './node-http-fetch';
import { withResilience } from './resilience';
import type { TBreakerState, TResilienceOptions } from './resilience';

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

/**
 * A Request that hands the emulator the gateway client's own AbortSignal, read only when the
 * emulator asks for it (a fault's wait): undici's would make one of its own that follows the
 * caller's, a tenth of an in-process call's CPU (decision 046), and the client makes its signal
 * only when read (decision 058). A copy of it (`new Request(request)`) would follow only the unused
 * one; hono/body-limit copies a body of no declared length, which is why build-request.ts declares
 * Content-Length.
 */
class CallerSignalRequest extends Request {
  readonly #init: RequestInit;
  constructor(url: string, init: RequestInit) {
    super(url, { method: init.method, headers: init.headers, body: init.body, redirect: init.redirect });
    this.#init = init;
  }
  override get signal(): AbortSignal {
    return this.#init.signal ?? super.signal;
  }
}

/** The emulator in this process: the origin only names it, as nothing leaves the process. */
const EMULATOR_BASE_URL = 'http://emulator.invalid';

export const createEmulatorGateway = ({ app, ...options }: Pick<TGatewayOptions, 'timeoutMs' | 'logger' | 'onCallEnd' | 'tracer'> & {
  app: { fetch: (request: Request) => Response | Promise<Response> };
}): TGateway =>
  createGateway({
    ...options,
    baseUrl: EMULATOR_BASE_URL,
    // No breaker or queue (withResilience): they guard sockets to a remote that may fail or stall;
    // in process there is none, and a fault rule's answer must reach the client as it was given.
    fetch: async (url, init) => app.fetch(new CallerSignalRequest(url, init)),
  });
