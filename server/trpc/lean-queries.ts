// tRPC's HTTP protocol for the requests the SPA sends most: queries over GET, alone or batched
// (`?batch=1`), input as JSON in `?input=`. tRPC's fetch adapter (resolveResponse) answers them
// from a whole fetch Request, which @hono/node-server then builds with undici (headers, an
// AbortController); it also parses the URL again, combines the request's signal with a new
// AbortSignal per call (AbortSignal.any) and copies every answer to "transform" it with the
// identity transformer. Here the request is the URL Hono already has, and the answer is built
// from tRPC's own pieces (getErrorShape, getHTTPStatusCode) in resolveResponse's order, so it is
// byte for byte the adapter's (tests/integration/trpc/lean-queries.test.ts compares the two).
// Anything else is not for this path (`planQueries` answers null) and goes to tRPC's adapter,
// whose refusals stay its own: other methods, streaming accept headers, connectionParams, an
// unknown procedure, a mutation, a batch over the cap, input that is not JSON.
import type { AnyProcedure, AnyRouter } from '@trpc/server';
import { TRPCError } from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';
import { getErrorShape, getTRPCErrorFromUnknown } from '@trpc/server/unstable-core-do-not-import';

export type TLeanCall = { path: string; procedure: AnyProcedure; input: unknown };
export type TLeanPlan = { isBatch: boolean; calls: TLeanCall[] };

const isObject = (value: unknown): value is Record<string, unknown> => !!value && !Array.isArray(value) && typeof value === 'object';

const trimSlashes = (path: string) => {
  const start = path.startsWith('/') ? 1 : 0;
  return path.endsWith('/') && path.length > start ? path.slice(start, -1) : path.slice(start);
};

/** The path and query of an absolute URL as `new URL` splits them (no fragment). */
const splitUrl = (url: string): { pathname: string; query: string } | null => {
  const hostEnd = url.indexOf('/', url.indexOf('//') + 2);
  if (hostEnd === -1 || url.includes('#')) return null;
  const queryStart = url.indexOf('?', hostEnd);
  return queryStart === -1 ? { pathname: url.slice(hostEnd), query: '' } : { pathname: url.slice(hostEnd, queryStart), query: url.slice(queryStart + 1) };
};

export type TQueryRequest = {
  method: string;
  /** The absolute URL, as the server normalised it. */
  url: string;
  /** The request's `trpc-accept` and `accept` headers (absent: undefined). */
  trpcAccept: string | undefined;
  accept: string | undefined;
};

/** The calls of a GET the lean path answers, or null when tRPC's adapter should. */
export const planQueries = (router: AnyRouter, endpoint: string, request: TQueryRequest, maxBatchSize: number): TLeanPlan | null => {
  if (request.method !== 'GET') return null;
  // Streaming answers (httpBatchStreamLink, subscriptions) are the adapter's.
  if (request.trpcAccept !== undefined || request.accept?.includes('application/jsonl')) return null;
  const parts = splitUrl(request.url);
  if (!parts) return null;
  const params = new URLSearchParams(parts.query);
  if (params.has('connectionParams')) return null;

  let path: string;
  try {
    path = decodeURIComponent(trimSlashes(trimSlashes(parts.pathname).slice(trimSlashes(endpoint).length)));
  } catch {
    return null;
  }
  const isBatch = params.get('batch') === '1';
  const paths = isBatch ? path.split(',') : [path];
  if (isBatch && paths.length > maxBatchSize) return null;

  let inputs: unknown;
  const queryInput = params.get('input');
  if (queryInput) {
    try {
      inputs = JSON.parse(queryInput);
    } catch {
      return null;
    }
  }
  if (isBatch && inputs !== undefined && !isObject(inputs)) return null;
  const { transformer } = router._def._config;
  const procedures = router._def.procedures as Record<string, AnyProcedure | undefined>;
  const calls: TLeanCall[] = [];
  for (const [index, callPath] of paths.entries()) {
    const procedure = Object.hasOwn(procedures, callPath) ? procedures[callPath] : undefined;
    if (procedure?._def.type !== 'query') return null;
    const raw = isBatch ? (inputs as Record<string, unknown> | undefined)?.[index] : inputs;
    calls.push({ path: callPath, procedure, input: raw === undefined ? undefined : transformer.input.deserialize(raw) });
  }
  return { isBatch, calls };
};

export type TLeanHooks<TContext> = {
  /** Extra answer headers for these errors (as the adapter's responseMeta). */
  headersFor: (errors: readonly TRPCError[]) => Record<string, string>;
  onError: (error: TRPCError, call: { path: string; input: unknown; ctx: TContext }) => void;
};

type TItem = { result: { data: unknown } } | { error: unknown };

type TStepOptions = { ctx: unknown; input?: unknown; getRawInput: () => Promise<unknown>; [key: string]: unknown };
type TStepResult = ({ ok: true; data: unknown } | { ok: false; error: TRPCError }) & { marker?: string };
type TStep = (options: TStepOptions & { meta: unknown; next: (next?: Partial<TStepOptions>) => Promise<TStepResult> }) => Promise<TStepResult>;
type TStepsDef = { middlewares: readonly unknown[]; meta?: unknown };

// The functions a call hands to tRPC's steps (`next`, `getRawInput`) are made by the two
// factories below rather than written where they are passed: under tsx (esbuild's keepNames)
// every function given a name where it is created (`const f = () =>`, `{ f: () => }`) gets
// `Object.defineProperty(f, 'name', …)` each time it is created, a cost per request (decision
// 022); a function returned from a factory has no name to keep.

/** The `next` of step `index`: runs the steps after it with the options it merges in. */
const nextStepOf =
  (index: number, def: TStepsDef, options: TStepOptions) =>
  (next?: Partial<TStepOptions>): Promise<TStepResult> =>
    runSteps(index + 1, def, {
      ...options,
      ctx: next?.ctx ? { ...(options.ctx as object), ...(next.ctx as object) } : options.ctx,
      input: next && 'input' in next ? next.input : options.input,
      getRawInput: next?.getRawInput ?? options.getRawInput,
    });

/** A call's `getRawInput`: the input as the plan read it. */
const rawInputOf = (input: unknown) => async (): Promise<unknown> => input;

/**
 * A procedure's middlewares and resolver, run as tRPC's own runner does (callRecursive in
 * @trpc/server: the same options to each step, `next` merging ctx, input and getRawInput the
 * same way, a thrown error becoming a failed result), with native object spreads: tRPC copies
 * the options twice per step with a helper that defines each key one by one, a quarter of a
 * list call's time in tRPC.
 */
const runSteps = async (index: number, def: TStepsDef, options: TStepOptions): Promise<TStepResult> => {
  try {
    const step = def.middlewares[index] as TStep;
    return await step({ ...options, meta: def.meta, input: options.input, next: nextStepOf(index, def, options) });
  } catch (cause) {
    return { ok: false, error: getTRPCErrorFromUnknown(cause), marker: 'middlewareMarker' };
  }
};

const callProcedure = async (procedure: AnyProcedure, options: TStepOptions): Promise<unknown> => {
  // The steps are tRPC's own (not in its types): should a version keep them elsewhere, tRPC runs them.
  const def = procedure._def as unknown as { middlewares?: readonly unknown[]; meta?: unknown };
  if (!Array.isArray(def.middlewares)) return procedure(options as unknown as Parameters<AnyProcedure>[0]);
  const result = await runSteps(0, { middlewares: def.middlewares, meta: def.meta }, options);
  if (!result) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: 'No result from middlewares - did you forget to `return next()`?' });
  if (!result.ok) throw result.error;
  return result.data;
};

type TAnswering<TContext> = { config: AnyRouter['_def']['_config']; ctx: TContext; hooks: TLeanHooks<TContext>; errorAt: (TRPCError | undefined)[] };

/** One call of the plan: its result, or its error's shape (and the error kept at its index). */
const runCall = async <TContext>({ path, procedure, input }: TLeanCall, batchIndex: number, answering: TAnswering<TContext>): Promise<TItem> => {
  const { ctx } = answering;
  try {
    // Our procedures answer JSON values parsed by the contract (never promises or streams,
    // which the adapter would refuse here). They learn that the browser left from their
    // gateway client (ctx), so tRPC's per-call signal is not made.
    const data = await callProcedure(procedure, { path, getRawInput: rawInputOf(input), ctx, type: 'query', signal: undefined, batchIndex });
    return { result: { data } };
  } catch (cause) {
    const error = getTRPCErrorFromUnknown(cause);
    answering.errorAt[batchIndex] = error;
    answering.hooks.onError(error, { path, input, ctx });
    return { error: getErrorShape({ config: answering.config, ctx, error, input, path, type: 'query' }) };
  }
};

/**
 * Runs the calls with the request's context (created once, as the adapter does) and answers as
 * tRPC's adapter would: status, headers, JSON text.
 */
export const answerQueries = async <TContext>(
  router: AnyRouter,
  plan: TLeanPlan,
  ctx: TContext,
  hooks: TLeanHooks<TContext>,
): Promise<{ status: number; headers: Record<string, string>; body: string }> => {
  const config = router._def._config;
  const answering: TAnswering<TContext> = { config, ctx, hooks, errorAt: [] };
  const [only] = plan.calls;
  const items = plan.calls.length === 1 && only ? [await runCall(only, 0, answering)] : await Promise.all(plan.calls.map((call, index) => runCall(call, index, answering)));
  const errors = answering.errorAt.filter((error): error is TRPCError => error !== undefined);
  const headers: Record<string, string> = { vary: 'trpc-accept, accept', 'content-type': 'application/json' };
  if (errors.length > 0) Object.assign(headers, hooks.headersFor(errors));
  const serialize = config.transformer.output.serialize;
  const wire = items.map((item): TItem => ('error' in item ? { error: serialize(item.error) } : { result: { data: serialize(item.result.data) } }));
  return {
    // Every item a result: 200, as getHTTPStatusCode says.
    status: errors.length === 0 ? 200 : getHTTPStatusCode(items as Parameters<typeof getHTTPStatusCode>[0]),
    headers,
    body: JSON.stringify(plan.isBatch ? wire : wire[0]),
  };
};
