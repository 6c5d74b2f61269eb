// Serves the tRPC API over HTTP through tRPC's fetch adapter: one context per request (bearer
// token, a gateway client bound to this request's id, abort signal and address), a cap on batch
// size, the gateway's Retry-After passed on, and a log line for every error that is our own bug.
import { setMaxListeners } from 'node:events';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { TRPCError } from '@trpc/server';
import type { Context } from 'hono';
import { TRPC_MAX_BATCH_ITEMS } from '../../shared/constants';
import type { TGateway } from '../gateway/client';
import { GatewayError } from '../gateway/errors';
import { clientAddressOf } from '../http/client-address';
import type { TTrustedProxies } from '../http/client-address';
import type { TLogger } from '../logger';
import type { TObservedVariables } from '../observability/request-observation';
import { trpcProceduresOf } from '../observability/route-label';
import { ONE_AUTH_CALL_PER_BATCH, THROTTLED_PROCEDURES } from '../throttle/auth-throttle';
import type { TAuthThrottle } from '../throttle/auth-throttle';
import type { TTracer } from '../observability/tracing';
import { askControlSurface } from './control-surface';
import type { TTrpcContext } from './init';
import { appRouter } from './routers/_app';

export const TRPC_ENDPOINT = '/trpc';

const BEARER = /^Bearer\s+(\S+)$/i;

/** A throttled call says when to try again, as the gateway told us (429 Retry-After). */
const retryAfterOf = (errors: readonly TRPCError[]): Record<string, string> => {
  const seconds = Math.max(0, ...errors.map((error) => (error.cause instanceof GatewayError ? (error.cause.details.retryAfterSeconds ?? 0) : 0)));
  return seconds > 0 ? { 'retry-after': String(seconds) } : {};
};

/** More than one throttled mutation in a batch would be several guesses for one request. */
const hasSeveralThrottledCalls = (procedures: readonly string[]): boolean => procedures.filter((name) => name in THROTTLED_PROCEDURES).length > 1;

/** No errors, no headers to add (tRPC reads whatever responseMeta answers on every response). */
const NO_META = {};

/** No trusted proxies: the socket's address is the client's. */
const NO_PROXIES: TTrustedProxies = { has: () => false };

type THandlerOptions = {
  gateway: TGateway;
  logger: TLogger;
  throttle?: TAuthThrottle;
  trustedProxies?: TTrustedProxies;
  tracer?: TTracer;
  /** PUBLIC_URL: the portal's own origin, where a consent page may be reached over http too. */
  ownOrigin?: string;
  /** This server's own app: the procedures that ask the emulator's control surface go through it (control-surface.ts). */
  serveOwn?: (request: Request, bindings: unknown) => Response | Promise<Response>;
};

export const createTrpcHandler = ({ gateway, logger, throttle, trustedProxies, tracer, ownOrigin, serveOwn }: THandlerOptions) => {
  // What does not depend on the request is made once per server, not per request.
  const responseMeta = ({ errors }: { errors: readonly TRPCError[] }) => (errors.length > 0 ? { headers: retryAfterOf(errors) } : NO_META);
  return (c: Context<{ Variables: TObservedVariables }>) => {
    const requestId = c.get('requestId');
    const req = c.req.raw;
    const procedures = trpcProceduresOf(c.req.path);
    if (hasSeveralThrottledCalls(procedures)) return c.json({ error: { success: false, message: ONE_AUTH_CALL_PER_BATCH } }, 400);
    const clientAddress = clientAddressOf(c, trustedProxies ?? NO_PROXIES);
    const scope = { requestId, signal: req.signal, clientAddress, observation: c.get('observation') };
    // Each call of a batch listens on the signal while it waits for the gateway: up to a whole
    // batch at once, more than the 10 after which Node warns of a leak. One call never comes near.
    if (procedures.length > 1) setMaxListeners(TRPC_MAX_BATCH_ITEMS + 1, req.signal);
    return fetchRequestHandler({
      endpoint: TRPC_ENDPOINT,
      req,
      router: appRouter,
      maxBatchSize: TRPC_MAX_BATCH_ITEMS,
      // The token is only read here, not verified: the gateway verifies it on every call, so a
      // forged or expired token fails there (401) exactly as it would without this layer.
      createContext: (): TTrpcContext => {
        const context: TTrpcContext = {
          token: req.headers.get('authorization')?.match(BEARER)?.[1] ?? null,
          requestId,
          logger,
          clientAddress,
          throttle,
          ownOrigin,
          noteProcedure: (path: string) => scope.observation?.procedures.push(path),
          gateway: gateway.clientFor(scope),
        };
        // Only the presenter's reset asks it: the module runs then, not on every request.
        if (serveOwn) context.askControlSurface = (call) => askControlSurface(c, serveOwn, call);
        if (tracer?.isExporting) {
          context.traceProcedure = (path: string) => {
            const span = tracer.startSpan(scope.observation?.trace ?? null, 'internal', () => ({ name: `tRPC ${path}`, attributes: { 'rpc.method': path } }));
            return { gateway: gateway.clientFor({ ...scope, parentTrace: span.context }), end: span.end };
          };
        }
        return context;
      },
      responseMeta,
      onError: ({ error, path, type }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') logger.error('tRPC procedure failed', { path, type, requestId, error: error.cause ?? error });
      },
    });
  };
};
