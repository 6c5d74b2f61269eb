// The tRPC layer, the spec's "second API layer" between the SPA and the gateway: the context
// every procedure gets, tRPC with an error formatter, and the tiers every router builds on.
import { initTRPC, TRPCError } from '@trpc/server';
import type { TRPCMutationProcedure, TRPCQueryProcedure } from '@trpc/server';
import { z, type ZodError } from 'zod';
import { GatewayError } from '../gateway/errors';
import { endpoints } from '../../shared/contract/endpoints';
import type { TEndpointName, TEndpoints } from '../../shared/contract/endpoints';
import type { TEndpointInput } from '../../shared/contract/define';
import type { TEndpointReading } from '../gateway/readers';
import { exceedsJsonDepth, TOO_DEEP_MESSAGE } from '../http/json-depth';
import type { TGatewayClient } from '../gateway/client';
import type { TLogger } from '../logger';
import { SERVER_MESSAGES } from '../../shared/validation/messages';
import { toTrpcError } from './gateway-error';
import type { TAuthThrottle } from '../throttle/auth-throttle';
import type { TAskControlSurface } from './control-surface';

export type TTrpcContext = {
  /** The caller's JWT from `Authorization: Bearer <jwt>`, passed on to the gateway as is. */
  token: string | null;
  gateway: TGatewayClient;
  requestId: string;
  logger: TLogger;
  /** The browser's address (the socket's, or X-Forwarded-For through TRUSTED_PROXIES). */
  clientAddress?: string | null;
  /** Limits sign-in, registration and password reset (absent: nothing is throttled, e.g. a direct caller). */
  throttle?: TAuthThrottle;
  /**
   * Only while spans are exported (OTEL_EXPORTER_OTLP_ENDPOINT): starts the procedure's span and
   * answers a gateway client whose calls are its children.
   */
  traceProcedure?: (path: string) => { gateway: TGatewayClient; end: (error?: string) => void };
  /** PUBLIC_URL: the portal's own origin, where a consent page may be reached over http too. */
  ownOrigin?: string;
  /** Tells the access log and the metrics that this request reached the procedure at `path`. */
  noteProcedure?: (path: string) => void;
  /** The emulator's control surface, asked as this request would ask it (absent: a direct caller). */
  askControlSurface?: TAskControlSurface;
};

export const NOT_AN_OBJECT_MESSAGE = 'The request must be a JSON object with the form’s fields';

type TProcedureMeta = {
  /** The screen's text (spec §8) for a refusal the gateway gave without a message of its own. */
  whenRefusedSilently?: string;
};

// Errors carry what the SPA reads (web/src/lib/trpc-error.ts): `message` for people,
// `data.code`, `data.zodError` (flattened field errors of our own input check) and
// `data.errors` (the gateway's field errors). Stack traces never leave the server, in any mode.
const t = initTRPC.context<TTrpcContext>().meta<TProcedureMeta>().create({
  isDev: false,
  errorFormatter({ shape, error, ctx }) {
    const cause = error.cause;
    // Inputs are objects, so the flattened errors are keyed by field name. Any zod flavour: the guest
    // forms' rules are zod/mini (shared/validation/fields.ts).
    const zodError = cause instanceof z.core.$ZodError ? z.flattenError(cause as ZodError<Record<string, unknown>>) : null;
    const gatewayError = cause instanceof GatewayError ? cause : null;
    const isOurBug = error.code === 'INTERNAL_SERVER_ERROR' && !gatewayError;
    const firstIssue = zodError ? (cause as ZodError).issues[0] : undefined;
    // A body that is not an object at all (null, a list, text): zod's English would say so.
    const isNotAnObject = firstIssue?.code === 'invalid_type' && firstIssue.path.length === 0;
    const message = zodError
      ? isNotAnObject
        ? NOT_AN_OBJECT_MESSAGE
        : (firstIssue?.message ?? shape.message)
      : isOurBug
        ? SERVER_MESSAGES.internal
        : shape.message;
    const { stack: _stack, ...data } = shape.data;
    return {
      ...shape,
      message,
      data: {
        ...data,
        zodError,
        errors: gatewayError?.details.fieldErrors ?? null,
        retryAfterSeconds: gatewayError?.details.retryAfterSeconds ?? null,
        requestId: ctx?.requestId ?? null,
      },
    };
  },
});

export const createTRPCRouter = t.router;
export const createCallerFactory = t.createCallerFactory;

/**
 * The first step of every call: say which procedure the request reached, then refuse input nested
 * beyond MAX_JSON_DEPTH before any schema walks it.
 * Each tier is one middleware: tRPC copies a call's options twice per step, so the checks share one.
 */
const beginCall = async (ctx: TTrpcContext, path: string, getRawInput: () => Promise<unknown>) => {
  ctx.noteProcedure?.(path);
  if (exceedsJsonDepth(await getRawInput())) throw new TRPCError({ code: 'BAD_REQUEST', message: TOO_DEEP_MESSAGE });
};

type TStepResult = { ok: true } | { ok: false; error: TRPCError };

/** What a procedure's gateway call refused becomes its tRPC error. */
const withGatewayErrors = <R extends TStepResult>(result: R, meta: TProcedureMeta | undefined): R => {
  if (!result.ok && result.error.cause instanceof GatewayError) throw toTrpcError(result.error.cause, meta?.whenRefusedSilently);
  return result;
};

/** The next step, under the procedure's own span when spans are exported (else as it is: no cost). */
const underSpan = async <R extends TStepResult>(ctx: TTrpcContext, path: string, step: (gateway?: TGatewayClient) => Promise<R>): Promise<R> => {
  if (!ctx.traceProcedure) return step();
  const span = ctx.traceProcedure(path);
  const result = await step(span.gateway);
  span.end(result.ok ? undefined : result.error.code);
  return result;
};

/** Anyone may call: login, registration, password reset. */
export const publicProcedure = t.procedure.use(async ({ ctx, path, getRawInput, next, meta }) => {
  await beginCall(ctx, path, getRawInput);
  // The context is handed on as it is unless a span brings its own gateway client: tRPC copies
  // the whole context for every `next({ ctx })`.
  return withGatewayErrors(await underSpan(ctx, path, (gateway) => (gateway ? next({ ctx: { gateway } }) : next())), meta);
});

/** Needs a bearer token; the gateway decides whether it is valid and what it may reach. */
export const protectedProcedure = t.procedure.use(async ({ ctx, path, getRawInput, next, meta }) => {
  await beginCall(ctx, path, getRawInput);
  if (!ctx.token) throw new TRPCError({ code: 'UNAUTHORIZED', message: SERVER_MESSAGES.unauthenticated });
  return withGatewayErrors(await underSpan(ctx, path, (gateway) => (gateway ? next({ ctx: { gateway } }) : next())), meta);
});

/**
 * What an endpoint's procedure takes and answers, named so the declarations `npm run typecheck`
 * writes can say it (tRPC's inferred type lives in a chunk of its own that cannot be named).
 */
type TEndpointProcedure<N extends TEndpointName> = { input: TEndpointInput<TEndpoints[N]>; output: TEndpointReading<N>; meta: TProcedureMeta };

/**
 * A query that hands its input to one gateway endpoint with the caller's token, and answers what
 * it read. The cast keeps the endpoint's own input type (tRPC would otherwise infer every endpoint's).
 */
export const endpointQuery = <N extends TEndpointName>(name: N): TRPCQueryProcedure<TEndpointProcedure<N>> =>
  protectedProcedure.input(endpoints[name].request as TEndpoints[N]['request']).query(({ ctx, input }) => ctx.gateway.call(name, input as never, ctx.token)) as TRPCQueryProcedure<TEndpointProcedure<N>>;

/** The same as a mutation: an action a person starts. */
export const endpointMutation = <N extends TEndpointName>(name: N, meta: TProcedureMeta = {}): TRPCMutationProcedure<TEndpointProcedure<N>> =>
  protectedProcedure.meta(meta).input(endpoints[name].request as TEndpoints[N]['request']).mutation(({ ctx, input }) => ctx.gateway.call(name, input as never, ctx.token)) as TRPCMutationProcedure<TEndpointProcedure<N>>;
