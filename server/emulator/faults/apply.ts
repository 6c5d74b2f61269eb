// Applies fault scenarios to /api calls: waits first (latency), then answers the fault instead
// of the endpoint (or lets the endpoint answer). The Prefer header of one request decides for
// that request; the scenario rules decide for the rest.
import type { Context, MiddlewareHandler } from 'hono';
import type { TEmulatorEnv } from '../mount-endpoint';
import type { TFaultDecision, TFaultScenarios } from './scenarios';
import { HANG_MAX_MS, parsePrefer } from './scenarios';
import { SERVER_MESSAGES } from '../../../shared/validation/messages';

/** Paths that describe the gateway rather than being one of its endpoints. */
const UNFAULTED = new Set(['/api/openapi.json', '/api/docs']);

/** Resolves after `ms`, or early when the caller gives up (true: it did). */
const wait = (ms: number, signal: AbortSignal): Promise<boolean> =>
  new Promise((resolve) => {
    if (signal.aborted) return resolve(true);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve(false);
    }, ms);
    signal.addEventListener('abort', onAbort, { once: true });
  });

const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request is not valid',
  401: 'Unauthenticated.',
  403: SERVER_MESSAGES.forbidden,
  404: 'Not found',
  409: 'The request conflicts with the current state',
  422: 'The request is not valid',
  429: 'Too many requests. Please try again shortly.',
  500: SERVER_MESSAGES.internal,
  502: 'The gateway received a bad answer upstream.',
  503: 'The service is unavailable. Please try again later.',
  504: 'The gateway timed out upstream.',
};

const faultHeaders = (decision: TFaultDecision) => ({ 'cache-control': 'no-store', 'x-emulator-fault': decision.source.join(',') });

/** What a fault answers instead of the endpoint, after its wait; undefined: the endpoint answers. */
const answerFault = async (c: Context<TEmulatorEnv>, decision: TFaultDecision): Promise<Response | undefined> => {
  const signal = c.req.raw.signal;
  // A caller that left during the wait gets a 499 nobody reads (the journal keeps it).
  if (decision.delayMs > 0 && (await wait(decision.delayMs, signal))) return c.body(null, 499 as never);
  const fault = decision.fault;
  if (!fault) return undefined;
  const headers = faultHeaders(decision);
  const refuse = (status: number, extra: Record<string, string> = {}) =>
    c.json({ success: false, message: STATUS_MESSAGES[status] ?? `The gateway answered ${status}` }, status as never, { ...headers, ...extra });
  if (typeof fault === 'object') return refuse(fault.code);
  switch (fault) {
    case '429':
      return refuse(429, { 'retry-after': String(decision.retryAfter) });
    case '500':
      return refuse(500);
    case '503':
      return refuse(503, { 'retry-after': String(decision.retryAfter) });
    case 'expired-token':
      return refuse(401);
    case 'malformed':
      return c.body('{"success": true, "data": [{"id": 1, "name": "trunc', 200, { ...headers, 'content-type': 'application/json' });
    case 'hang':
      // Never answers until the caller gives up; a bounded wait so nothing is kept forever.
      if (await wait(HANG_MAX_MS, signal)) return c.body(null, 499 as never);
      return refuse(503);
  }
};

/** The Prefer header of one call decides for it; else the scenario rules. */
export const applyFaults = (scenarios: TFaultScenarios): MiddlewareHandler<TEmulatorEnv> => async (c, next) => {
  if (UNFAULTED.has(c.req.path)) return next();
  const preferred = parsePrefer(c.req.header('prefer'));
  if ('error' in preferred) return c.json({ success: false, message: preferred.error }, 400);
  const decision = preferred.decision ?? scenarios.decide(c.req.method, c.req.path);
  if (!decision) return next();
  const answer = await answerFault(c, decision);
  if (answer) return answer;
  await next();
  c.res.headers.set('x-emulator-fault', decision.source.join(','));
};
