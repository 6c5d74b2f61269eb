// The emulator's one request pipeline, for every caller alike (a browser, `npm run emulator`'s
// clients, the portal's own gateway client through `app.request`). Each step is written once and
// runs once per request, in this order:
//   1. catchUpOnRequest (middleware, every path): the day's insights, arrived leads, due retries;
//   2. journalEachCall (middleware, /api): the journal entry, once the answer is known;
//   3. the body limit (app.ts, hono/body-limit);
//   4. answerCall (the step every /api route and unknown /api path answers through): the fault
//      decision (faults/apply.ts answers a fault that applies), the endpoint's run (authentication
//      and validation are mount-endpoint.ts's), the error answer, the dialect (only when a Prefer
//      header or the server asks for one), and the Response with its headers.
import type { Context, MiddlewareHandler } from 'hono';
import { HASHING_BUSY_RETRY_SECONDS, HashingBusyError } from '../../db/password-hash';
import { readSeedState } from '../../db/queries/seed-state';
import { revokeGrants } from '../../db/queries/integrations-exports';
import { SERVER_MESSAGES, SERVER_ONLY_MESSAGES } from '../../shared/validation/messages';
import { journalBody, journalQuery } from './control/journal';
import type { TEmulatorDeps } from './deps';
import type { TEmulatorAnswer } from './emulator-answer';
import { answerFault } from './faults/apply';
import { parsePrefer } from './faults/scenarios';
import type { TFaultDecision, TFaultScenarios } from './faults/scenarios';
import { HttpError } from './http-error';
import { loosenAnswer, preferredDialect } from './loose-dialect';
import { catchUp, describeCatchUp } from './rules/catch-up';
import { retryDueLeads } from './rules/lead-delivery';
import { leadArrivalEvents } from './webhooks/lead-events';
import type { TNearMiss } from './near-misses';

const LEAD_RETRY_EVERY_MS = 10_000;

/**
 * `userId`: the caller, once authentication knew it (the journal's user_id); `operationId`: the
 * contract endpoint the call reached; `nearMisses`: for a call that reached none, the closest.
 */
export type TEmulatorEnv = { Variables: { userId?: number; operationId?: string; nearMisses?: TNearMiss[] } };

/**
 * What time has brought since the last request, looked at on requests so an idle emulator does
 * nothing: once an hour, the day's insights so far, the leads that arrived and a new day (the
 * server ran past midnight); and the deliveries that failed while the CRM was down once their
 * wait is over. By the hour, so a screen's figures and leads hold still while people look.
 */
export const catchUpOnRequest = (deps: Pick<TEmulatorDeps, 'db' | 'clock' | 'logger' | 'faults' | 'webhooks'>): MiddlewareHandler => {
  let filledHour: string | undefined;
  let retriedAt = 0;
  const tellArrivals = leadArrivalEvents(deps);
  return async (_c, next) => {
    const hour = deps.clock.nowIso().slice(0, 13);
    if (hour !== filledHour) {
      const report = catchUp(deps.db, deps.clock.now(), { isCrmDown: deps.faults.isCrmDown });
      if (report.days > 0) deps.logger.info(describeCatchUp(report));
      tellArrivals(report.leadIds);
      filledHour = hour;
    }
    const nowMs = deps.clock.nowMs();
    if (nowMs - retriedAt >= LEAD_RETRY_EVERY_MS) {
      retriedAt = nowMs;
      const tried = retryDueLeads(deps.db, { now: deps.clock.now(), isCrmDown: deps.faults.isCrmDown });
      if (tried.length > 0) deps.logger.info('lead deliveries tried again', { leads: tried.length });
      tellArrivals(tried);
    }
    await next();
  };
};

/** A GET or HEAD: no body to limit, read or journal. */
export const isBodiless = (method: string) => method === 'GET' || method === 'HEAD';

/** The journal: every call /api receives, with its answer's status and time, secrets redacted. */
export const journalEachCall =
  (deps: Pick<TEmulatorDeps, 'clock' | 'journal'>): MiddlewareHandler<TEmulatorEnv> =>
  async (c, next) => {
    const startedAt = performance.now();
    const time = deps.clock.nowIso();
    await next();
    const { status } = c.res;
    const { method } = c.req;
    deps.journal.record({
      time,
      method,
      path: c.req.path,
      query: journalQuery(c.req.query()) as Record<string, string>,
      status,
      duration_ms: Math.round((performance.now() - startedAt) * 100) / 100,
      user_id: c.get('userId') ?? null,
      body: isBodiless(method) ? null : status === 413 ? '[too large, not kept]' : journalBody(await c.req.text().catch(() => undefined)),
      operation: c.get('operationId') ?? null,
      ...(c.get('nearMisses') ? { near_misses: c.get('nearMisses') } : {}),
    });
  };

/** The one answer to an error thrown while serving: a refusal keeps its status and message. */
export const errorAnswer = (thrown: unknown, c: Context, deps: Pick<TEmulatorDeps, 'logger'>): TEmulatorAnswer => {
  const error = thrown instanceof HashingBusyError ? new HttpError(429, SERVER_ONLY_MESSAGES.hashingBusy, undefined, HASHING_BUSY_RETRY_SECONDS) : thrown;
  if (error instanceof HttpError) {
    const headers: Record<string, string> = { ...error.more?.headers, ...(error.retryAfterSeconds !== undefined ? { 'retry-after': String(error.retryAfterSeconds) } : {}) };
    return { status: error.status, headers, body: { success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}), ...error.more?.body } };
  }
  deps.logger.error('emulator request failed', { method: c.req.method, path: c.req.path, requestId: c.req.header('x-request-id'), error });
  return { status: 500, headers: {}, body: { success: false, message: SERVER_MESSAGES.internal } };
};

export const respond = (c: Context, answer: TEmulatorAnswer): Response =>
  'text' in answer
    ? answer.text === ''
      ? c.body(null, answer.status as never, answer.headers)
      : c.body(answer.text, answer.status as never, answer.headers)
    : c.json(answer.body as object, answer.status as never, answer.headers);

/** The fault decision for one call: a refusal of its Prefer header, a fault to apply, or none. */
const faultFor = (
  scenarios: TFaultScenarios,
  prefer: string | undefined,
  method: string,
  path: string,
): { refusal: TEmulatorAnswer } | { decision: TFaultDecision } | undefined => {
  const preferred = parsePrefer(prefer);
  if ('error' in preferred) return { refusal: { status: 400, headers: {}, body: { success: false, message: preferred.error } } };
  const decision = preferred.decision ?? scenarios.decide(method, path);
  return decision ? { decision } : undefined;
};

/** Grants the platform revoked while a permission-revoked rule is on (or this call's Prefer asks) stop working now. */
const revokeGrantsNow = (deps: TEmulatorDeps, fault: ReturnType<typeof faultFor>): void => {
  const revoked = fault && 'decision' in fault && fault.decision.fault === 'permission-revoked' ? 'all' : deps.faults.revokedGrants();
  if (revoked === 'all' || revoked.length > 0) revokeGrants(deps.db, revoked, deps.clock.nowIso());
};

const faultedOrRun = async (c: Context, deps: TEmulatorDeps, prefer: string | undefined, run: () => Promise<unknown>): Promise<TEmulatorAnswer> => {
  const fault = faultFor(deps.faults, prefer, c.req.method, c.req.path);
  if (fault && 'refusal' in fault) return fault.refusal;
  revokeGrantsNow(deps, fault);
  if (fault) {
    const faulted = await answerFault(fault.decision, c.req.raw.signal);
    if (faulted) return faulted;
  }
  let answer: TEmulatorAnswer;
  try {
    answer = { status: 200, headers: {}, body: await run() };
  } catch (error) {
    // A body over the limit is hono/body-limit's to answer (413, Connection: close).
    if (error instanceof Error && error.name === 'BodyLimitError') throw error;
    answer = errorAnswer(error, c, deps);
  }
  if (fault) answer.headers['x-emulator-fault'] = fault.decision.source.join(',');
  return answer;
};

/** Faults, the endpoint's run, the error answer and the dialect, as one Response. */
export const answerCall = async (c: Context<TEmulatorEnv>, deps: TEmulatorDeps, run: () => Promise<unknown>): Promise<Response> => {
  const prefer = c.req.header('prefer');
  const answered = await faultedOrRun(c, deps, prefer, run);
  // No Prefer header (every call of the portal's own gateway client): no dialect was asked for.
  const preferred = prefer === undefined ? undefined : preferredDialect(prefer);
  const dialect = preferred ?? deps.dialect ?? 'strict';
  // The seed the data came from, for the loose dialect's draws; read per loose answer, since a reset may bring another seed.
  const sent = dialect === 'loose' ? loosenAnswer(answered, `${readSeedState(deps.db)?.seed ?? 0} ${c.req.method} ${c.req.path} ${JSON.stringify(c.req.query())}`) : answered;
  if (preferred) sent.headers['preference-applied'] = `dialect=${preferred}`;
  return respond(c, sent);
};
