// What a fault answers for one endpoint call, once the request pipeline decided one applies
// (request-pipeline.ts: the Prefer header of one request decides for that request, the scenario
// rules for the rest): waits first (latency), then answers the fault instead of the endpoint (or
// lets the endpoint answer). Runs only while a fault is in play.
import { setTimeout as sleep } from 'node:timers/promises';
import type { TEmulatorAnswer } from '../emulator-answer';
import type { TFaultDecision } from './scenarios';
import { HANG_MAX_MS, UPSTREAM_MESSAGES } from './scenarios';
import { SERVER_MESSAGES } from '../../../shared/validation/messages';

/** Resolves after `ms`, or early when the caller gives up (true: it did). */
const wait = (ms: number, signal: AbortSignal | undefined): Promise<boolean> => sleep(ms, false, { signal }).catch(() => true);

const STATUS_MESSAGES: Record<number, string> = {
  400: 'The request is not valid',
  401: SERVER_MESSAGES.unauthenticated,
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

/** A caller that left during the wait gets a 499 nobody reads (the journal keeps it). */
const GONE: TEmulatorAnswer = { status: 499, headers: {}, text: '' };

/** What a fault answers instead of the endpoint, after its wait; undefined: the endpoint answers. */
export const answerFault = async (decision: TFaultDecision, signal: AbortSignal | undefined): Promise<TEmulatorAnswer | undefined> => {
  if (decision.delayMs > 0 && (await wait(decision.delayMs, signal))) return GONE;
  const fault = decision.fault;
  if (!fault) return undefined;
  const headers = { 'cache-control': 'no-store', 'x-emulator-fault': decision.source.join(',') };
  const refuse = (status: number, extra: Record<string, string> = {}): TEmulatorAnswer => ({
    status,
    headers: { ...headers, ...extra },
    body: { success: false, message: STATUS_MESSAGES[status] ?? `The gateway answered ${status}` },
  });
  if (typeof fault === 'object') return refuse(fault.code);
  switch (fault) {
    case 'upstream-rate-limit':
      return { status: 429, headers: { ...headers, 'retry-after': String(decision.retryAfter) }, body: { success: false, message: UPSTREAM_MESSAGES.rateLimited(decision.retryAfter) } };
    case 'permission-revoked':
      // The pipeline revoked the grants before this call (request-pipeline.ts): the endpoint answers.
      return undefined;
    case '429':
    case '503':
      return refuse(Number(fault), { 'retry-after': String(decision.retryAfter) });
    case '500':
      return refuse(500);
    case 'expired-token':
      return refuse(401);
    case 'malformed':
      return { status: 200, headers: { ...headers, 'content-type': 'application/json' }, text: '{"success": true, "data": [{"id": 1, "name": "trunc' };
    case 'hang':
      // Never answers until the caller gives up; a bounded wait so nothing is kept forever.
      if (await wait(HANG_MAX_MS, signal)) return GONE;
      return refuse(503);
  }
};
