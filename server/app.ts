// The server, composed: security headers and a request id on everything, /healthz, the tRPC
// API at /trpc, the emulated gateway at /api and /emulator (unless GATEWAY_URL makes this a
// proxy), and the built SPA for every other GET.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { TDatabaseHandle } from '../db/client';
import { displayUrl } from './boot';
import type { TEnv } from './env';
import { createEmulator } from './emulator/app';
import type { TClock } from './emulator/clock';
import { clockFor } from './emulator/clock';
import { createFaultScenarios } from './emulator/faults/scenarios';
import { outboxPolicy } from './emulator/outbox-policy';
import { resolveJwtSecret } from './emulator/jwt-secret';
import type { TGateway } from './gateway/client';
import { createEmulatorGateway, createProxyGateway } from './gateway/targets';
import { createDriftRecorder } from './gateway/drift';
import { registerDriftRoutes } from './gateway/drift-page';
import type { THarRecorder } from './har/recorder';
import { isFromThisMachine } from './http/loopback-only';
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
import { WEB_DIST } from './spa-build';
import { serveSpa } from './static-spa';
import { createTrpcHandler } from './trpc/handler';
import { SERVER_MESSAGES } from '../shared/validation/messages';

/** tRPC requests are small JSON; the emulator has its own limit for /api. */
const MAX_TRPC_BODY_BYTES = 1024 * 1024;

type TAppOptions = {
  env: TEnv;
  logger: TLogger;
  /** The emulator's database; required unless env.GATEWAY_URL is set. */
  database?: Pick<TDatabaseHandle, 'db' | 'sqlite'>;
  /** The emulator's clock (default: from env.EMULATOR_TODAY). */
  clock?: TClock;
  /** Where the built SPA lives (default web/dist). */
  webDist?: string;
  /** The URL the server listens on, once it does (port 0 is only known then). */
  listeningUrl?: () => string | undefined;
  /** Proxy mode: records every gateway exchange (GATEWAY_RECORD, opened by start.ts). */
  gatewayRecorder?: THarRecorder;
  /** Spans (OTEL_EXPORTER_OTLP_ENDPOINT, loaded by start.ts); default: trace ids only, nothing exported. */
  tracer?: TTracer;
};

const jsonError = (message: string) => ({ success: false as const, message });

export const createApp = (options: TAppOptions) => {
  const { env, logger } = options;
  const app = new Hono<{ Variables: TObservedVariables }>();
  const mode = env.GATEWAY_URL ? 'proxy' : 'emulator';
  const tracer = options.tracer ?? idsOnlyTracer;
  const metrics = createMetrics();

  app.use(requestIdHeader());
  app.use(observeRequests({ logger, metrics, tracer }));
  app.use(securityHeaders({ publicUrl: env.PUBLIC_URL }));

  // Proxy mode: answers off the contract, per endpoint (none in emulator mode).
  const drift = createDriftRecorder();
  const onContractMismatch: typeof drift.record = (endpoint, issues, body, verdict) => {
    drift.record(endpoint, issues, body, verdict);
    metrics.drift.inc({ endpoint, verdict });
  };
  const onCallEnd = ({ endpoint, outcome, ms }: { endpoint: string; outcome: string; ms: number }) => metrics.gatewayDuration.observe({ operation: endpoint, outcome }, ms / 1000);
  registerMetricsRoute(app, metrics, env.METRICS_TOKEN);
  const throttle = createAuthThrottle({ redisUrl: env.REDIS_URL, logger, metrics });
  let breakerState: (() => TBreakerState) | undefined;
  app.get('/healthz', (c) => {
    if (c.req.query('details') !== '1') return c.json({ ok: true, mode }, 200, { 'cache-control': 'no-store' });
    if (!isFromThisMachine(c)) return c.json(jsonError('Details are only served to the machine the server runs on.'), 403, { 'cache-control': 'no-store' });
    return c.json({ ok: true, mode, drift: drift.list() }, 200, { 'cache-control': 'no-store' });
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
    if (!options.database) throw new Error('createApp: emulator mode needs a database (or set GATEWAY_URL)');
    const emulator = createEmulator({
      db: options.database.db,
      sqlite: options.database.sqlite,
      jwt: { secret: resolveJwtSecret(env.JWT_SECRET, env.DATABASE_PATH), ttlSeconds: env.JWT_TTL_SECONDS },
      logger,
      linkOrigin: () => env.PUBLIC_URL ?? options.listeningUrl?.() ?? displayUrl(env.HOST, env.PORT),
      isOutboxServed: outboxPolicy(env).isServed,
      clock: options.clock ?? clockFor(env.EMULATOR_TODAY),
      faults: createFaultScenarios(env.EMULATOR_FAULTS),
      dialect: env.EMULATOR_DIALECT,
    });
    gateway = createEmulatorGateway({ app: emulator, timeoutMs: env.GATEWAY_TIMEOUT_MS, logger, onCallEnd, tracer });
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
  app.all('/trpc/*', createTrpcHandler({ gateway, logger, throttle, tracer, trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES) }));

  app.get('*', serveSpa({ distDir: options.webDist ?? WEB_DIST }));

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

  /** For /readyz (issue 38 wires it): the gateway breaker's and the throttle store's states. */
  const readiness: TReadinessParts = { gatewayBreakerState: () => gatewayBreakerStateOf(breakerState), throttleStoreState: throttle.storeState };
  return Object.assign(app, { readiness, closeThrottle: throttle.close });
};
