// Serves the tRPC API over HTTP: one context per request (bearer token, a gateway client bound
// to this request's id, abort signal and origin), a cap on batch size, and a log line for every
// error that is our own bug. Queries over GET take the lean path (./lean-queries.ts: no fetch
// Request is built); everything else goes through tRPC's fetch adapter. Both answer alike.
import type { ServerResponse } from 'node:http';
import { setMaxListeners } from 'node:events';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import type { TRPCError } from '@trpc/server';
import type { Context } from 'hono';
import { TRPC_MAX_BATCH_ITEMS } from '../../shared/constants';
import { callerGoneOf } from '../gateway/caller-gone';
import type { TCallerGone } from '../gateway/caller-gone';
import type { TGateway } from '../gateway/client';
import { GatewayError } from '../gateway/errors';
import { remoteAddressOf } from '../http/loopback-only';
import type { TLogger } from '../logger';
import { createTrpcContext } from './init';
import type { TTrpcContext } from './init';
import { answerQueries, planQueries } from './lean-queries';
import type { TLeanHooks, TLeanPlan } from './lean-queries';
import { appRouter } from './routers/_app';

export const TRPC_ENDPOINT = '/trpc';
/** Larger batches are refused with 400; the SPA's batch link must not send more. */
export const MAX_BATCH_SIZE = TRPC_MAX_BATCH_ITEMS;

type TTrpcHonoContext = Context<{ Variables: { requestId: string } }>;

/** A throttled call says when to try again, as the gateway told us (429 Retry-After). */
const retryAfterOf = (errors: readonly TRPCError[]): Record<string, string> => {
  const waits = errors.map((error) => (error.cause instanceof GatewayError ? error.cause.details.retryAfterSeconds : undefined));
  const seconds = Math.max(0, ...waits.filter((wait): wait is number => wait !== undefined));
  return seconds > 0 ? { 'retry-after': String(seconds) } : {};
};

/**
 * Tells the gateway calls when the browser went away before its answer was written: under
 * @hono/node-server from the answer's socket (as the server's own Request signal would, which
 * costs a whole undici Request to get), elsewhere (app.request in tests) the Request's signal.
 */
const callerGoneFor = (c: TTrpcHonoContext): TCallerGone => {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  return outgoing ? callerGoneOf(outgoing) : c.req.raw.signal;
};

/** A gateway call's view of the request it serves. */
export type TLeanRequest = { requestId: string; signal: TCallerGone; clientAddress: string | null; authorization: string | undefined };

const logErrorWith =
  (logger: TLogger) =>
  ({ error, path, type, requestId }: { error: TRPCError; path?: string; type: string; requestId: string }) => {
    if (error.code === 'INTERNAL_SERVER_ERROR') {
      logger.error('tRPC procedure failed', { path, type, requestId, error: error.cause ?? error });
    }
  };

/**
 * Answers a lean plan (./lean-queries.ts) with this request's context; the Hono handler below
 * and the portal's quick lane (./quick-lane.ts) both answer through it, so they answer alike.
 * The hooks are made once, not per request (the context carries the request id they log).
 */
export const createLeanAnswerer = (options: { gateway: TGateway; logger: TLogger }) => {
  const { gateway, logger } = options;
  const onError = logErrorWith(logger);
  const hooks: TLeanHooks<TTrpcContext> = {
    headersFor: retryAfterOf,
    onError: (error, call) => onError({ error, path: call.path, type: 'query', requestId: call.ctx.requestId }),
  };
  return (plan: TLeanPlan, request: TLeanRequest) => {
    const { requestId, signal, clientAddress, authorization } = request;
    // Each call of a batch listens on the signal while it waits for the gateway: up to a whole
    // batch at once, more than the 10 after which Node warns of a leak.
    if (plan.calls.length > 1 && signal instanceof AbortSignal) setMaxListeners(MAX_BATCH_SIZE + 1, signal);
    const ctx = createTrpcContext({ authorization, requestId, logger, gateway: gateway.clientFor({ requestId, signal, clientAddress }) });
    return answerQueries(appRouter, plan, ctx, hooks);
  };
};

export const createTrpcHandler = (options: { gateway: TGateway; logger: TLogger }) => {
  const { gateway, logger } = options;
  const onError = logErrorWith(logger);
  const answerLean = createLeanAnswerer(options);

  const contextFor = (c: TTrpcHonoContext, signal: TCallerGone, authorization: string | undefined | null) => {
    const requestId = c.get('requestId');
    return createTrpcContext({
      authorization,
      requestId,
      logger,
      gateway: gateway.clientFor({ requestId, signal, clientAddress: remoteAddressOf(c) }),
    });
  };

  return async (c: TTrpcHonoContext) => {
    const requestId = c.get('requestId');
    const request = { method: c.req.method, url: c.req.url, trpcAccept: c.req.header('trpc-accept'), accept: c.req.header('accept') };
    const plan = planQueries(appRouter, TRPC_ENDPOINT, request, MAX_BATCH_SIZE);
    if (plan) {
      const answer = await answerLean(plan, { requestId, signal: callerGoneFor(c), clientAddress: remoteAddressOf(c), authorization: c.req.header('authorization') });
      return new Response(answer.body, { status: answer.status, headers: answer.headers });
    }

    const req = c.req.raw;
    setMaxListeners(MAX_BATCH_SIZE + 1, req.signal);
    return fetchRequestHandler({
      endpoint: TRPC_ENDPOINT,
      req,
      router: appRouter,
      maxBatchSize: MAX_BATCH_SIZE,
      createContext: () => contextFor(c, req.signal, req.headers.get('authorization')),
      responseMeta: ({ errors }) => ({ headers: retryAfterOf(errors) }),
      onError: ({ error, path, type }) => onError({ error, path, type, requestId }),
    });
  };
};
