// The portal's server without the emulator: security headers and a request id on everything,
// /healthz (alive) and /readyz (ready to serve), the tRPC API at /trpc, the gateway's paths
// (/api, /emulator) handed to the emulator when one is mounted (else 404: proxy mode), and the
// built SPA for every other GET. Imports nothing of the emulator, SQLite or faker, so proxy mode
// (server/start.ts) never loads them; server/app.ts adds the emulator for tests and scripts.
import { Hono } from 'hono';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { TReadiness } from './boot';
import type { TEnv } from './env';
import type { TGateway, TGatewayOptions } from './gateway/client';
import { createProxyGateway } from './gateway/targets';
import { createDriftRecorder } from './gateway/drift';
import { registerDriftRoutes } from './gateway/drift-page';
import { createGatewayProbe } from './gateway/probe';
import type { THarRecorder } from './har/recorder';
import { isFromThisMachine } from './http/loopback-only';
import { hostAllowListFor, hostRefusal, thisMachineHostOnly } from './http/host-allow-list';
import { requestIdHeader } from './http/request-id';
import type { TLogger } from './logger';
import { parseTrustedProxies } from './http/client-address';
import { createMetrics } from './observability/metrics';
import { registerMetricsRoute } from './observability/metrics-route';
import { observeRequests } from './observability/request-observation';
import type { TObservedVariables } from './observability/request-observation';
import { idsOnlyTracer } from './observability/tracing';
import type { TTracer } from './observability/tracing';
import { createAuthThrottle } from './throttle/auth-throttle';
import { gatewayBreakerStateOf } from './readiness-parts';
import type { TReadinessParts } from './readiness-parts';
import type { TBreakerState } from './gateway/resilience';
import { securityHeaders } from './security-headers';
import { serveSpa } from './static-spa';
import { createTrpcHandler } from './trpc/handler';
import { isSpaBuilt, WEB_DIST } from './web-dist';
import { SERVER_MESSAGES } from '../shared/validation/messages';

/** tRPC requests are small JSON; the emulator has its own limit for /api. */
const MAX_TRPC_BODY_BYTES = 1024 * 1024;

/** The emulated gateway in this process: its routes, and the gateway client that calls it without a socket. */
export type TEmulatorMount = {
  fetch: (request: Request, bindings: unknown) => Response | Promise<Response>;
  /** The gateway client, reporting each call's duration and trace to the portal's observers. */
  createGateway: (observers: Pick<TGatewayOptions, 'onCallEnd' | 'tracer'>) => TGateway;
};

export type TPortalAppOptions = {
  env: TEnv;
  logger: TLogger;
  /** Emulator mode; without it env.GATEWAY_URL must be set (proxy mode). */
  emulator?: TEmulatorMount;
  /** Where the built SPA lives (default dist/web). */
  webDist?: string;
  /** Serves the SPA instead of the build (`npm run dev`: Vite's dev server); readiness then never waits for a build. */
  spa?: MiddlewareHandler;
  /** Proxy mode: records every gateway exchange (GATEWAY_RECORD, opened by start.ts). */
  gatewayRecorder?: THarRecorder;
  /** Draining (a shutdown started): /readyz fails and every answer closes its connection. */
  readiness?: Pick<TReadiness, 'isDraining'>;
  /** Spans (OTEL_EXPORTER_OTLP_ENDPOINT, loaded by start.ts); default: trace ids only, nothing exported. */
  tracer?: TTracer;
};

const jsonError = (message: string) => ({ success: false as const, message });
const NO_STORE = { 'cache-control': 'no-store' };

/** API answers are per person and per moment: no cache (browser or shared) keeps one. */
const noStore: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('cache-control', 'no-store');
};

export const createPortalApp = (options: TPortalAppOptions) => {
  const { env, logger } = options;
  const app = new Hono<{ Variables: TObservedVariables }>();
  const mode = env.GATEWAY_URL ? 'proxy' : 'emulator';
  const webDist = options.webDist ?? WEB_DIST;
  const isDraining = options.readiness?.isDraining ?? (() => false);
  const tracer = options.tracer ?? idsOnlyTracer;
  const metrics = createMetrics();

  app.use(requestIdHeader());
  app.use(observeRequests({ logger, metrics, tracer }));
  app.use(securityHeaders({ publicUrl: env.PUBLIC_URL }));
  // While draining, every answer closes its connection, so clients move to another instance.
  app.use(async (c, next) => {
    await next();
    if (isDraining()) c.res.headers.set('connection', 'close');
  });
  app.use('/trpc/*', noStore);
  app.use('/api/*', noStore);
  // Every path that trusts "this machine" also needs a Host naming it (DNS rebinding).
  const thisMachineHosts = hostAllowListFor({ publicUrl: env.PUBLIC_URL, allowedHosts: env.ALLOWED_HOSTS });
  app.use('/emulator/*', thisMachineHostOnly(thisMachineHosts));

  // Proxy mode: answers off the contract, per endpoint (none in emulator mode).
  const drift = createDriftRecorder();
  const onContractMismatch: typeof drift.record = (endpoint, issues, body, verdict) => {
    drift.record(endpoint, issues, body, verdict);
    metrics.drift.inc({ endpoint, verdict });
  };
  const onCallEnd = ({ endpoint, outcome, ms }: { endpoint: string; outcome: string; ms: number }) => metrics.gatewayDuration.observe({ operation: endpoint, outcome }, ms / 1000);
  registerMetricsRoute(app, metrics, { metricsToken: env.METRICS_TOKEN, hosts: thisMachineHosts });
  const throttle = createAuthThrottle({ redisUrl: env.REDIS_URL, logger, metrics });
  let breakerState: (() => TBreakerState) | undefined;
  app.get('/healthz', (c) => {
    if (c.req.query('details') !== '1') return c.json({ ok: true, mode }, 200, NO_STORE);
    if (!thisMachineHosts.allows(c)) return c.json(jsonError(hostRefusal(c)), 403, NO_STORE);
    if (!isFromThisMachine(c)) return c.json(jsonError('Details are only served to the machine the server runs on.'), 403, NO_STORE);
    return c.json({ ok: true, mode, drift: drift.list() }, 200, NO_STORE);
  });

  const probe = env.GATEWAY_URL ? createGatewayProbe({ baseUrl: env.GATEWAY_URL, timeoutMs: env.GATEWAY_TIMEOUT_MS }) : undefined;
  /** The first condition that fails, as a sentence; null when ready. */
  const notReadyBecause = async (): Promise<string | null> => {
    if (isDraining()) return 'The server is shutting down.';
    if (!options.spa && !isSpaBuilt(webDist)) return `The web app is not built (no index.html in ${webDist}): run npm run build.`;
    const breaker = gatewayBreakerStateOf(breakerState);
    if (breaker.state === 'open') return breaker.sentence;
    return (await probe?.failure()) ?? null;
  };
  // Details say what is degraded without making the process unready: the throttle's store (Redis,
  // or the memory fallback while Redis is down) and the breaker's state.
  const readinessDetails = () => ({ gateway_breaker: gatewayBreakerStateOf(breakerState), throttle_store: throttle.storeState() });
  app.get('/readyz', async (c) => {
    const reason = await notReadyBecause();
    const details = readinessDetails();
    return reason ? c.json({ ok: false, mode, reason, ...details }, 503, NO_STORE) : c.json({ ok: true, mode, ...details }, 200, NO_STORE);
  });

  let gateway: TGateway;
  if (env.GATEWAY_URL) {
    const origin = new URL(env.GATEWAY_URL).origin;
    const proxy = createProxyGateway({
      baseUrl: env.GATEWAY_URL,
      timeoutMs: env.GATEWAY_TIMEOUT_MS,
      logger,
      onContractMismatch,
      onCallEnd,
      tracer,
      wrapTransport: options.gatewayRecorder?.wrap,
      resilience: {
        failures: env.GATEWAY_BREAKER_FAILURES,
        halfOpenAfterMs: env.GATEWAY_BREAKER_HALF_OPEN_MS,
        idleSocketMs: env.GATEWAY_IDLE_SOCKET_MS,
        maxQueue: env.GATEWAY_MAX_QUEUE,
        onStateChange: (state) => {
          for (const each of ['closed', 'open', 'half_open']) metrics.breakerState.set({ origin, state: each }, each === state.replace('-', '_') ? 1 : 0);
        },
      },
    });
    gateway = proxy;
    breakerState = proxy.breakerState;
    registerDriftRoutes(app, drift);
    // The SPA talks only tRPC; the gateway's own paths are not served (nor passed on) here.
    app.all('/api/*', (c) => c.notFound());
    app.all('/emulator/*', (c) => c.notFound());
  } else {
    const { emulator } = options;
    if (!emulator) throw new Error('createPortalApp: emulator mode needs the emulator (or set GATEWAY_URL)');
    gateway = emulator.createGateway({ onCallEnd, tracer });
    // The emulator keeps its own 404s, error answers and body limit: hand it the raw request,
    // and the node-server bindings (the socket) its this-machine-only pages judge by.
    const toEmulator = (c: { req: { raw: Request }; env: unknown }) => emulator.fetch(c.req.raw, c.env);
    app.all('/api/*', toEmulator);
    app.all('/emulator/*', toEmulator);
  }

  const limitTrpcBody = bodyLimit({
    maxSize: MAX_TRPC_BODY_BYTES,
    // The rest of the body is not read: close the connection so no client reuses it mid-stream.
    onError: (c) => c.json({ error: jsonError(SERVER_MESSAGES.bodyTooLarge) }, 413, { connection: 'close' }),
  });
  app.use('/trpc/*', limitTrpcBody);
  app.all('/trpc/*', createTrpcHandler({
      gateway,
      logger,
      throttle,
      tracer,
      trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
      ownOrigin: env.PUBLIC_URL,
      // The presenter's reset asks /emulator/* through the app itself, so its rules judge the browser.
      serveOwn: (request, bindings) => app.fetch(request, bindings),
    }));

  app.get('*', options.spa ?? serveSpa({ distDir: webDist }));

  app.notFound((c) => {
    const path = c.req.path;
    if (path.startsWith('/api/') || path.startsWith('/trpc') || path.startsWith('/emulator/')) {
      return c.json(jsonError(SERVER_MESSAGES.noSuchEndpoint), 404);
    }
    return c.text('Not found', 404);
  });

  app.onError((error, c) => {
    logger.error('request failed', { method: c.req.method, path: c.req.path, requestId: c.get('requestId'), error });
    return c.json(jsonError(SERVER_MESSAGES.internal), 500);
  });

  const readinessParts: TReadinessParts = { gatewayBreakerState: () => gatewayBreakerStateOf(breakerState), throttleStoreState: throttle.storeState };
  return Object.assign(app, {
    readiness: readinessParts,
    closeThrottle: throttle.close,
    close: () => probe?.close(),
  });
};
