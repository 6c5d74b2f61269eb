// Applies fault scenarios to /api calls: waits first (latency), then answers the fault instead
// of the endpoint (or lets the endpoint answer). The Prefer header of one request decides for
// that request; the scenario rules decide for the rest.
import type { Context, MiddlewareHandler } from 'hono';
import type { TCallerGone } from '../../gateway/caller-gone';
import type { TEmulatorEnv } from '../mount-endpoint';
import type { TFaultDecision, TFaultScenarios } from './scenarios';
import { HANG_MAX_MS, parsePrefer } from './scenarios';
import { SERVER_MESSAGES } from '../../../shared/validation/messages';

/** Paths that describe the gateway rather than being one of its endpoints. */
const UNFAULTED = new Set(['/api/openapi.json', '/api/docs']);

/** Resolves after `ms`, or early when the caller gives up (true: it did): an AbortSignal, or the in-process caller's leaving. */
const wait = (ms: number, signal: TCallerGone | undefined): Promise<boolean> =>
  new Promise((resolve) => {
    if (signal?.aborted) return resolve(true);
    const onAbort = () => {
      clearTimeout(timer);
      resolve(true);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(false);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
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

/**
 * What a fault answers, apart from HTTP: a status with a JSON body or a text body, and headers.
 * `gone`: the caller left during the wait (499 over HTTP). Undefined: the endpoint answers.
 */
export type TFaultAnswer = { status: number; headers: Record<string, string> } & ({ json: unknown } | { text: string });

export const faultAnswer = async (decision: TFaultDecision, signal: TCallerGone | undefined): Promise<TFaultAnswer | 'gone' | undefined> => {
  if (decision.delayMs > 0 && (await wait(decision.delayMs, signal))) return 'gone';
  const fault = decision.fault;
  if (!fault) return undefined;
  const headers = faultHeaders(decision);
  const refuse = (status: number, extra: Record<string, string> = {}): TFaultAnswer => ({
    status,
    headers: { ...headers, ...extra },
    json: { success: false, message: STATUS_MESSAGES[status] ?? `The gateway answered ${status}` },
  });
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
      return { status: 200, headers: { ...headers, 'content-type': 'application/json' }, text: '{"success": true, "data": [{"id": 1, "name": "trunc' };
    case 'hang':
      // Never answers until the caller gives up; a bounded wait so nothing is kept forever.
      if (await wait(HANG_MAX_MS, signal)) return 'gone';
      return refuse(503);
  }
};

/** The fault decision for one call: its Prefer header's, else the scenario rules'. */
export const decideFault = (
  scenarios: TFaultScenarios,
  method: string,
  path: string,
  prefer: string | undefined,
): { decision: TFaultDecision | null } | { error: string } => {
  if (UNFAULTED.has(path)) return { decision: null };
  const preferred = parsePrefer(prefer);
  if ('error' in preferred) return preferred;
  return { decision: preferred.decision ?? scenarios.decide(method, path) };
};

const answerFault = async (c: Context<TEmulatorEnv>, decision: TFaultDecision): Promise<Response | undefined> => {
  const answer = await faultAnswer(decision, c.req.raw.signal);
  if (answer === undefined) return undefined;
  if (answer === 'gone') return c.body(null, 499 as never);
  if ('text' in answer) return c.body(answer.text, answer.status as never, answer.headers);
  return c.json(answer.json, answer.status as never, answer.headers);
};

export const applyFaults = (scenarios: TFaultScenarios): MiddlewareHandler<TEmulatorEnv> => async (c, next) => {
  const faulted = decideFault(scenarios, c.req.method, c.req.path, c.req.header('prefer'));
  if ('error' in faulted) return c.json({ success: false, message: faulted.error }, 400);
  const { decision } = faulted;
  if (!decision) return next();
  const answer = await answerFault(c, decision);
  if (answer) return answer;
  await next();
  c.res.headers.set('x-emulator-fault', decision.source.join(','));
};
