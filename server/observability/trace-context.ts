// W3C trace context (https://www.w3.org/TR/trace-context/): a request's `traceparent` is taken
// when well-formed, else a trace is started; each gateway call carries the trace id on with a
// span id of its own, and `tracestate` as received.
import { randomBytes } from 'node:crypto';

export type TTraceContext = { traceId: string; spanId: string; flags: string; state?: string };

const TRACEPARENT = /^([\da-f]{2})-([\da-f]{32})-([\da-f]{16})-([\da-f]{2})(-.*)?$/;
const ALL_ZERO = /^0+$/;
const MAX_TRACESTATE_LENGTH = 512;

// Ids are cut from a pool of random bytes refilled 4 KiB at a time: one randomBytes call per
// id cost 3% of a request's CPU under load (decision 045).
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let offset = 0;
const randomHex = (bytes: number): string => {
  if (offset + bytes > pool.length) {
    pool = randomBytes(POOL_BYTES);
    offset = 0;
  }
  const hex = pool.toString('hex', offset, offset + bytes);
  offset += bytes;
  return hex;
};

export const newTraceId = (): string => randomHex(16);
const newSpanId = (): string => randomHex(8);

/** The caller's trace context, or null when `traceparent` is missing or malformed (start a new one). */
export const parseTraceparent = (header: string | undefined, tracestate?: string): TTraceContext | null => {
  const match = header?.trim().toLowerCase().match(TRACEPARENT);
  if (!match) return null;
  const [, version, traceId, spanId, flags, rest] = match as unknown as [string, string, string, string, string, string | undefined];
  // Version ff is invalid; version 00 has nothing after the flags.
  if (version === 'ff' || (version === '00' && rest)) return null;
  if (ALL_ZERO.test(traceId) || ALL_ZERO.test(spanId)) return null;
  const state = tracestate && tracestate.length <= MAX_TRACESTATE_LENGTH ? tracestate : undefined;
  return { traceId, spanId, flags, ...(state ? { state } : {}) };
};

/** A new trace, sampled (flags 01) so that a collector downstream keeps it. */
export const startTrace = (): TTraceContext => ({ traceId: newTraceId(), spanId: newSpanId(), flags: '01' });

export const formatTraceparent = (context: TTraceContext): string => `00-${context.traceId}-${context.spanId}-${context.flags}`;

/** The headers that carry a context on to the gateway. */
export const traceHeaders = (context: TTraceContext): Record<string, string> => ({
  traceparent: formatTraceparent(context),
  ...(context.state ? { tracestate: context.state } : {}),
});

// What one request's handling shares with its gateway calls. It lives here, not beside the request
// log, so the gateway client's types (which the package ships) never reach the tRPC router.
export type TRequestObservation = {
  /** The server span's context: the parent of this request's procedures and gateway calls. */
  trace: TTraceContext;
  /** Milliseconds spent waiting for the gateway, all calls added up. */
  upstreamMs: number;
  /** The tRPC procedures this request reached (a name the router lacks never gets here). */
  procedures: string[];
};
