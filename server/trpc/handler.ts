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
import { remoteAddressOf } from '../http/loopback-only';
import type { TLogger } from '../logger';
import type { TTrpcContext } from './init';
import { appRouter } from './routers/_app';

export const TRPC_ENDPOINT = '/trpc';

const BEARER = /^Bearer\s+(\S+)$/i;

/** A throttled call says when to try again, as the gateway told us (429 Retry-After). */
const retryAfterOf = (errors: readonly TRPCError[]): Record<string, string> => {
  const seconds = Math.max(0, ...errors.map((error) => (error.cause instanceof GatewayError ? (error.cause.details.retryAfterSeconds ?? 0) : 0)));
  return seconds > 0 ? { 'retry-after': String(seconds) } : {};
};

export const createTrpcHandler =
  ({ gateway, logger, ownOrigin }: { gateway: TGateway; logger: TLogger; ownOrigin?: string }) =>
  (c: Context<{ Variables: { requestId: string } }>) => {
    const requestId = c.get('requestId');
    const req = c.req.raw;
    // Each call of a batch listens on the signal while it waits for the gateway: up to a whole
    // batch at once, more than the 10 after which Node warns of a leak.
    setMaxListeners(TRPC_MAX_BATCH_ITEMS + 1, req.signal);
    return fetchRequestHandler({
      endpoint: TRPC_ENDPOINT,
      req,
      router: appRouter,
      maxBatchSize: TRPC_MAX_BATCH_ITEMS,
      // The token is only read here, not verified: the gateway verifies it on every call, so a
      // forged or expired token fails there (401) exactly as it would without this layer.
      createContext: (): TTrpcContext => ({
        token: req.headers.get('authorization')?.match(BEARER)?.[1] ?? null,
        requestId,
        logger,
        ownOrigin,
        gateway: gateway.clientFor({ requestId, signal: req.signal, clientAddress: remoteAddressOf(c) }),
      }),
      responseMeta: ({ errors }) => ({ headers: retryAfterOf(errors) }),
      onError: ({ error, path, type }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') logger.error('tRPC procedure failed', { path, type, requestId, error: error.cause ?? error });
      },
    });
  };
