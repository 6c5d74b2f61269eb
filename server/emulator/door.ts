// The pipeline around an endpoint's runner, written once for both doors to it: the Hono route
// (HTTP) and `call`, the in-process door of the portal's gateway client (no Request, Response or
// JSON text). The day's catch-up, faults, the journal entry and the error answer live here only.
import { HASHING_BUSY_RETRY_SECONDS, HashingBusyError } from '../../db/password-hash';
import { fillPath, pathParamNames } from '../../shared/contract/define';
import type { TEndpoint, TEndpointInput } from '../../shared/contract/define';
import { endpoints } from '../../shared/contract/endpoints';
import type { TEndpointName, TEndpoints } from '../../shared/contract/endpoints';
import { gatewayQuery } from '../gateway/build-request';
import { journalQuery, journalValue } from './control/journal';
import type { TEmulatorDeps } from './deps';
import { answerFault, faultFor } from './faults/apply';
import { HttpError } from './http-error';
import { catchUp, describeCatchUp } from './rules/catch-up';
import { readSeedState } from '../../db/queries/seed-state';
import { loosenAnswer, preferredDialect } from './loose-dialect';
import { retryDueLeads } from './rules/lead-delivery';
import { leadArrivalEvents } from './webhooks/lead-events';
import { SERVER_MESSAGES, SERVER_ONLY_MESSAGES } from '../../shared/validation/messages';

const LEAD_RETRY_EVERY_MS = 10_000;

/** An answer before it is HTTP: a JSON value, or text as is (a malformed fault, an empty 499). */
export type TEmulatorAnswer = { status: number; headers: Record<string, string>; body: unknown } | { status: number; headers: Record<string, string>; text: string };

/** What the pipeline knows of one call, whichever door it came through. */
export type TCallFacts = {
  method: string;
  path: string;
  query: () => Record<string, string>;
  prefer?: string;
  signal: () => AbortSignal | undefined;
  requestId?: string;
  /** The request body as the journal keeps it, asked for once the call is answered. */
  journalBody: () => unknown;
  /** Set by the runner once the caller is known (the journal's user_id). */
  userId?: number;
};

/** An endpoint's one runner: authenticate, check the role, validate, run the handler, check the answer. */
export type TRunner = (args: {
  authorization: string | undefined;
  /** Query, body and path parameters in one map, read only once the caller is known. */
  readInput: () => Promise<Record<string, unknown>>;
  clientAddress: () => string | null;
  facts: TCallFacts;
}) => Promise<unknown>;

type TInProcessScope = { token?: string | null; requestId?: string; clientAddress?: string | null; signal?: AbortSignal };

/**
 * Query, body and path parameters in one map without a prototype: keys come from the client,
 * and `constructor` or `__proto__` must be plain keys, never members of Object.prototype.
 */
export const mergeInput = (query: Record<string, string>, body: Record<string, unknown>, params: Record<string, string>): Record<string, unknown> =>
  Object.assign(Object.create(null) as Record<string, unknown>, query, body, params);

export const createDoor = (deps: Omit<TEmulatorDeps, 'door'>) => {
  const runners = new Map<TEndpoint, TRunner>();

  /**
   * What time has brought since the last request, looked at on requests so an idle emulator does
   * nothing: once an hour, the day's insights so far, the leads that arrived and a new day (the
   * server ran past midnight); and the deliveries that failed while the CRM was down once their
   * wait is over. By the hour, so a screen's figures and leads hold still while people look.
   */
  let filledHour: string | undefined;
  let retriedAt = 0;
  const tellArrivals = leadArrivalEvents(deps);
  const catchUpOnRequest = (): void => {
    const hour = deps.clock.nowIso().slice(0, 13);
    if (hour !== filledHour) {
      const report = catchUp(deps.db, deps.clock.now(), { isCrmDown: deps.faults.isCrmDown });
      if (report.days > 0) deps.logger.info(describeCatchUp(report));
      tellArrivals(report.leadIds);
      filledHour = hour;
    }
    const nowMs = deps.clock.nowMs();
    if (nowMs - retriedAt < LEAD_RETRY_EVERY_MS) return;
    retriedAt = nowMs;
    const tried = retryDueLeads(deps.db, { now: deps.clock.now(), isCrmDown: deps.faults.isCrmDown });
    if (tried.length > 0) deps.logger.info('lead deliveries tried again', { leads: tried.length });
    tellArrivals(tried);
  };

  /** The one answer to an error thrown while serving: a refusal keeps its status and message. */
  const errorAnswer = (thrown: unknown, facts: Pick<TCallFacts, 'method' | 'path' | 'requestId'>): TEmulatorAnswer => {
    const error =
      thrown instanceof HashingBusyError
        ? new HttpError(429, SERVER_ONLY_MESSAGES.hashingBusy, undefined, HASHING_BUSY_RETRY_SECONDS)
        : thrown;
    if (error instanceof HttpError) {
      const headers: Record<string, string> = error.retryAfterSeconds !== undefined ? { 'retry-after': String(error.retryAfterSeconds) } : {};
      return { status: error.status, headers, body: { success: false, message: error.message, ...(error.errors ? { errors: error.errors } : {}) } };
    }
    deps.logger.error('emulator request failed', { method: facts.method, path: facts.path, requestId: facts.requestId, error });
    return { status: 500, headers: {}, body: { success: false, message: SERVER_MESSAGES.internal } };
  };

  /** The journal: every call /api receives, with its answer's status and time, secrets redacted. */
  const record = async (facts: TCallFacts, status: number, time: string, startedAt: number): Promise<void> => {
    const body = status === 413 ? '[too large, not kept]' : await facts.journalBody();
    deps.journal.record({
      time,
      method: facts.method,
      path: facts.path,
      query: journalQuery(facts.query()) as Record<string, string>,
      status,
      duration_ms: Math.round((performance.now() - startedAt) * 100) / 100,
      user_id: facts.userId ?? null,
      body,
    });
  };

  const faultedOrRun = async (facts: TCallFacts, run: () => Promise<unknown>): Promise<TEmulatorAnswer> => {
    const fault = faultFor(deps.faults, facts.prefer, facts.method, facts.path);
    if (fault && 'refusal' in fault) return fault.refusal;
    if (fault) {
      const faulted = await answerFault(fault.decision, facts.signal());
      if (faulted) return faulted;
    }
    let answer: TEmulatorAnswer;
    try {
      answer = { status: 200, headers: {}, body: await run() };
    } catch (error) {
      // A body over the limit is hono/body-limit's to answer (413, Connection: close).
      if (error instanceof Error && error.name === 'BodyLimitError') throw error;
      answer = errorAnswer(error, facts);
    }
    if (fault) answer.headers['x-emulator-fault'] = fault.decision.source.join(',');
    return answer;
  };

  // The seed the data came from, for the loose dialect's draws; read per loose answer, since a
  // reset may bring another seed.
  const seedOf = (): number => readSeedState(deps.db)?.seed ?? 0;

  const inDialect = (facts: TCallFacts, answered: TEmulatorAnswer): TEmulatorAnswer => {
    const preferred = preferredDialect(facts.prefer);
    const dialect = preferred ?? deps.dialect ?? 'strict';
    const sent = dialect === 'loose' ? loosenAnswer(answered, `${seedOf()} ${facts.method} ${facts.path} ${JSON.stringify(facts.query())}`) : answered;
    if (preferred) sent.headers['preference-applied'] = `dialect=${preferred}`;
    return sent;
  };

  const answer = async (facts: TCallFacts, run: () => Promise<unknown>): Promise<TEmulatorAnswer> => {
    catchUpOnRequest();
    const startedAt = performance.now();
    const time = deps.clock.nowIso();
    const answered = inDialect(facts, await faultedOrRun(facts, run));
    await record(facts, answered.status, time, startedAt);
    return answered;
  };

  /**
   * The in-process door: the endpoint's runner by its contract name, its input presented as HTTP
   * would carry it (a GET's fields as query text, path values as text), no Request or Response.
   */
  const call = async <N extends TEndpointName>(name: N, input: TEndpointInput<TEndpoints[N]>, scope: TInProcessScope): Promise<TEmulatorAnswer> => {
    const endpoint: TEndpoint = endpoints[name];
    const runner = runners.get(endpoint);
    if (!runner) throw new Error(`The emulator has no runner for ${name}`);
    const fields = input as Record<string, unknown>;
    const { path, rest } = fillPath(endpoint.path, fields);
    const isGet = endpoint.method === 'GET';
    const query = isGet ? gatewayQuery(rest) : {};
    const body = isGet ? {} : rest;
    const params = Object.fromEntries(pathParamNames(endpoint.path).map((param) => [param, String(fields[param])]));
    const facts: TCallFacts = {
      method: endpoint.method,
      path,
      query: () => query,
      signal: () => scope.signal,
      requestId: scope.requestId,
      journalBody: () => (isGet ? null : journalValue(body)),
    };
    return answer(facts, () =>
      runner({
        authorization: scope.token ? `Bearer ${scope.token}` : undefined,
        readInput: async () => mergeInput(query, body, params),
        clientAddress: () => scope.clientAddress ?? null,
        facts,
      }),
    );
  };

  return { runners, catchUpOnRequest, errorAnswer, record, answer, call };
};

export type TEmulatorDoor = ReturnType<typeof createDoor>;
