// The typed gateway client: `call(endpointName, input, token)` builds the request from the
// contract, sends it with the caller's bearer token under a deadline, and answers the parsed
// body of a success as the endpoint's tolerant reader reads it (./readers), or throws a
// GatewayError. The same client, with the same requests, talks to the real gateway over HTTP
// (proxy mode) or to the emulator's own Hono app in this process (emulator mode, targets.ts).
import type { z } from 'zod';
import type { TEndpointInput } from '../../shared/contract/define';
import { endpoints } from '../../shared/contract/endpoints';
import type { TEndpointName, TEndpoints } from '../../shared/contract/endpoints';
import type { TLogger } from '../logger';
import { readUpTo } from '../http/read-up-to';
import { buildGatewayRequest, normaliseBase } from './build-request';
import { GatewayError, errorFromFailure, errorFromStatus, refusalInSuccess } from './errors';
import { REFUSAL_PARAM, readAnswer } from './readers';
import type { TEndpointReading } from './readers';
import type { TDriftVerdict } from './drift';
import type { TRequestObservation, TTraceContext } from '../observability/trace-context';
import { idsOnlyTracer } from '../observability/tracing';
import type { TTracer } from '../observability/tracing';

/** How a call reaches a gateway: a socket (proxy mode) or the emulator's `app.request` (emulator mode). */
export type TGatewayFetch = (url: string, init: RequestInit, scope: TCallScope) => Promise<Response>;

export type TGatewayOptions = {
  baseUrl: string;
  timeoutMs: number;
  logger: TLogger;
  /** Answers larger than this are refused rather than buffered. */
  maxAnswerBytes?: number;
  /**
   * Told of every answer off the contract (the drift report, proxy mode only): tolerated when the
   * portal read it all the same, refused when a screen could not act on it.
   */
  onContractMismatch?: (endpoint: string, issues: readonly z.core.$ZodIssue[], body: unknown, verdict: TDriftVerdict) => void;
  /** Told of every call once it ended (the metrics): its endpoint, outcome and milliseconds. */
  onCallEnd?: (call: { endpoint: string; outcome: string; ms: number }) => void;
  /** Spans for gateway calls (default: ids only, nothing exported). */
  tracer?: TTracer;
  fetch: TGatewayFetch;
};

/** What one incoming request lends to its gateway calls. */
type TCallScope = {
  requestId?: string;
  /** Aborts when the browser goes away, so its gateway calls stop too. */
  signal?: AbortSignal;
  /**
   * The browser's address (the socket's, or X-Forwarded-For through TRUSTED_PROXIES): the gateway
   * gets it as X-Forwarded-For, for the throttles it keys on it.
   */
  clientAddress?: string | null;
  /** The incoming request's trace context and upstream time (server/observability). */
  observation?: TRequestObservation;
  /** The span gateway calls are children of, when not the request's (a tRPC procedure's span). */
  parentTrace?: TTraceContext;
};

export type TGatewayClient = {
  call: <N extends TEndpointName>(
    name: N,
    input: TEndpointInput<TEndpoints[N]>,
    token?: string | null,
  ) => Promise<TEndpointReading<N>>;
  /** Records a difference the portal tolerated in an answer (the drift report, in proxy mode). */
  noteDrift?: (name: TEndpointName, issues: readonly z.core.$ZodIssue[], body: unknown) => void;
};

export type TGateway = {
  clientFor: (scope?: TCallScope) => TGatewayClient;
};

const DEFAULT_MAX_ANSWER_BYTES = 8 * 1024 * 1024;

/**
 * How one call may end before its answer (its deadline, or the browser leaving): `ended` rejects
 * with the reason, and `signal`, the AbortSignal the transport stops on, is made only when the
 * transport reads it. A socket (proxy mode) always does; the emulator in this process reads it
 * only while a fault makes it wait, so most calls make no AbortController at all.
 */
const earlyEndOfCall = () => {
  let controller: AbortController | undefined;
  let reason: GatewayError | undefined;
  let reject: (error: GatewayError) => void = () => undefined;
  const ended = new Promise<never>((_, rejectWith) => {
    reject = rejectWith;
  });
  return {
    ended,
    end: (error: GatewayError) => {
      if (reason) return;
      reason = error;
      controller?.abort(error);
      reject(error);
    },
    reason: () => reason,
    signal: (): AbortSignal => {
      if (!controller) {
        controller = new AbortController();
        if (reason) controller.abort(reason);
      }
      return controller.signal;
    },
  };
};

const readCapped = async (response: Response, maxBytes: number): Promise<string> => {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw new GatewayError('BAD_ANSWER');
  }
  const text = await readUpTo(response.body, maxBytes);
  if (text === null) throw new GatewayError('BAD_ANSWER');
  return text;
};

const NOT_JSON = Symbol('not JSON');

/** The spec's text when a reader read the answer as a refusal (a sign-in without a token). */
const refusalTextOf = (issues: readonly z.core.$ZodIssue[]): string | undefined => {
  const text = issues.find((issue) => issue.code === 'custom')?.params?.[REFUSAL_PARAM];
  return typeof text === 'string' ? text : undefined;
};

/** The drift report's note of a 2xx answer that said it failed (the contract refuses with a 4xx). */
const SAID_FAILED = { code: 'invalid_value', values: [true], path: ['success'], message: 'A refusal answered with a 2xx status', input: false } as z.core.$ZodIssue;

const parsedOrNotJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
};

const labelOf = (name: TEndpointName): string => `${endpoints[name].method} ${endpoints[name].path}`;

/** How a call ended, for the metrics: ok, or the error's code (`unauthorized`, `timeout`, `circuit_open`…). */
const outcomeOf = (error: unknown): string => {
  if (!(error instanceof GatewayError)) return 'error';
  if (error.details.isCircuitOpen) return 'circuit_open';
  if (error.details.isQueueFull) return 'queue_full';
  return error.code.toLowerCase();
};

export const createGateway = (options: TGatewayOptions): TGateway => {
  const { logger, timeoutMs } = options;
  const maxAnswerBytes = options.maxAnswerBytes ?? DEFAULT_MAX_ANSWER_BYTES;
  const base = normaliseBase(options.baseUrl);

  const tracer = options.tracer ?? idsOnlyTracer;

  const exchange = async <N extends TEndpointName>(
    scope: TCallScope,
    name: N,
    label: string,
    input: TEndpointInput<TEndpoints[N]>,
    token: string | null | undefined,
    trace: TTraceContext,
  ): Promise<TEndpointReading<N>> => {
    const where = { endpoint: label, requestId: scope.requestId, traceId: trace.traceId };
    const { url, init } = buildGatewayRequest(endpoints[name], input as Record<string, unknown>, base, {
      token,
      requestId: scope.requestId,
      trace,
      forwardedFor: scope.clientAddress,
    });
    const startedAt = performance.now();
    const ms = () => Math.round(performance.now() - startedAt);

    // One end for both ways a call ends early (AbortSignal.any is avoided: on Node 20 a fetch
    // aborted through a composite signal can leave its socket open).
    const early = earlyEndOfCall();
    const deadline = setTimeout(() => early.end(new GatewayError('TIMEOUT')), timeoutMs);
    const onClientGone = () => early.end(new GatewayError('CLIENT_GONE'));
    if (scope.signal?.aborted) onClientGone();
    else scope.signal?.addEventListener('abort', onClientGone, { once: true });

    let response: Response | undefined;
    let answer: { status: number; headers: Headers; text: string };
    // The answer and its body in one race with the call's early end.
    const answerOf = async () => {
      const begun = await options.fetch(url.href, { ...init, redirect: 'manual', get signal() { return early.signal(); } }, scope);
      response = begun;
      return { status: begun.status, headers: begun.headers, text: await readCapped(begun, maxAnswerBytes) };
    };
    try {
      answer = await Promise.race([early.ended, answerOf()]);
    } catch (caught) {
      const hasAnswerBegun = response !== undefined;
      // Whatever stopped the read, let go of the body so its socket is freed.
      if (response) void response.body?.cancel().catch(() => undefined);
      // Ended without an answer: logged as what it became.
      const error: unknown = early.reason() ?? caught;
      const failure = errorFromFailure(error, hasAnswerBegun);
      const fields = { ...where, ms: ms(), code: failure.code };
      if (failure.code === 'CLIENT_GONE') logger.debug('gateway call abandoned by the client', fields);
      else logger.warn('gateway call failed', { ...fields, error });
      throw failure;
    } finally {
      clearTimeout(deadline);
      scope.signal?.removeEventListener('abort', onClientGone);
    }

    // The body as a value (NOT_JSON: it was not JSON).
    const { status, headers: answerHeaders } = answer;
    const body = parsedOrNotJson(answer.text);
    if (status < 200 || status > 299) {
      const refusal = errorFromStatus(status, body === NOT_JSON ? null : body, answerHeaders);
      const fields = { ...where, ms: ms(), status, code: refusal.code };
      if (refusal.code === 'UPSTREAM_ERROR' || refusal.code === 'BAD_ANSWER') logger.warn('gateway call failed', fields);
      else logger.debug('gateway refused the call', fields);
      throw refusal;
    }

    if (body === NOT_JSON) {
      logger.error('gateway answer is not JSON', {
        ...where,
        status,
        contentType: answerHeaders.get('content-type'),
        bytes: answer.text.length,
      });
      throw new GatewayError('BAD_ANSWER', undefined, { status });
    }
    const refused = refusalInSuccess(body, status);
    if (refused) {
      options.onContractMismatch?.(label, [SAID_FAILED], body, 'tolerated');
      logger.debug('gateway refused the call', { ...where, ms: ms(), status, code: refused.code });
      throw refused;
    }
    // Proxy mode compares with the contract to the last key (the drift report); reading is tolerant.
    const read = readAnswer(name, body, { compare: options.onContractMismatch !== undefined });
    if (!read.success) {
      options.onContractMismatch?.(label, read.issues, body, 'refused');
      const spoken = refusalTextOf(read.issues);
      if (spoken) {
        logger.debug('gateway answer read as a refusal', { ...where, status });
        throw new GatewayError('BAD_REQUEST', spoken, { status });
      }
      logger.error('gateway answer cannot be read', {
        ...where,
        status,
        mismatch: read.issues.slice(0, 5).map((issue) => ({ path: issue.path.join('.'), message: issue.message })),
      });
      throw new GatewayError('BAD_ANSWER', undefined, { status });
    }
    if (read.offContract) options.onContractMismatch?.(label, read.offContract, body, 'tolerated');
    logger.debug('gateway call', { ...where, status, ms: ms() });
    return read.data;
  };

  /** One call under its own span: its time is added to the request's upstream time and measured. */
  const send = async <N extends TEndpointName>(scope: TCallScope, name: N, input: TEndpointInput<TEndpoints[N]>, token?: string | null): Promise<TEndpointReading<N>> => {
    const { method, path } = endpoints[name];
    const label = labelOf(name);
    const span = tracer.startSpan(scope.parentTrace ?? scope.observation?.trace ?? null, 'client', () => ({ name: `gateway ${method} ${path}`, attributes: { 'http.request.method': method, 'url.template': path } }));
    const startedAt = performance.now();
    let outcome = 'ok';
    try {
      return await exchange(scope, name, label, input, token, span.context);
    } catch (error) {
      outcome = outcomeOf(error);
      throw error;
    } finally {
      const ms = performance.now() - startedAt;
      if (scope.observation) scope.observation.upstreamMs += ms;
      options.onCallEnd?.({ endpoint: label, outcome, ms });
      span.end(outcome === 'ok' ? undefined : outcome);
    }
  };

  return {
    clientFor: (scope: TCallScope = {}): TGatewayClient => ({
      call: (name, input, token) => send(scope, name, input, token),
      noteDrift: (name, issues, body) => options.onContractMismatch?.(labelOf(name), issues, body, 'tolerated'),
    }),
  };
};
