// The emulator's quick lane for plain GET calls over HTTP (issue 13 §5, decision 017). The
// standalone server (standalone.ts) hands a GET /api request here straight from node:http,
// before any Request, Hono context or Response exists, and writes the answer itself. Every step
// the Hono route takes is taken here in the same order with the same code: the day's catch-up,
// the journal, authentication, input and answer validation (the endpoint's runner,
// mount-endpoint.ts), the error answers (errorAnswer, app.ts). What the lane does not do, it
// declines (undefined) and the request goes the Hono way: fault rules switched on, another
// a Prefer header, another method, a path that is no GET endpoint (404, /api/openapi.json,
// /api/docs).
import type { TEndpoint } from '../../shared/contract/define';
import { getQueryParam } from 'hono/utils/url';
import { journalQuery } from './control/journal';
import type { TEndpointDoorOptions, TJsonAnswer } from './direct-call';
import { pathMatcher } from './direct-call';
import { endpointRunnersOf, mergeInput } from './mount-endpoint';
import type { TEndpointRunner } from './mount-endpoint';

/** A GET as node:http parsed it: path without `%` escapes (Hono decodes those), query text. */
export type TLaneRequest = {
  path: string;
  /** The whole target (path and query), as the request line had it. */
  target: string;
  authorization: string | undefined;
  /** A Prefer header asks for a fault: the Hono way decides it (applyFaults). */
  prefer: string | undefined;
  clientAddress: string | null;
};

/** Answers a GET /api call, or undefined when it is not one the lane serves. */
export type THttpLane = (request: TLaneRequest) => Promise<TJsonAnswer> | undefined;

// Hono reads a query from a whole URL (it looks for `?` after the scheme and host).
const QUERY_BASE = 'http://lane';

export const createHttpLane = (options: TEndpointDoorOptions): THttpLane => {
  const { deps } = options;
  // The GET endpoints in the order they were mounted: the first that matches wins, as in Hono.
  let routes: { run: TEndpointRunner; match: ReturnType<typeof pathMatcher> }[] | undefined;
  const routesOf = () =>
    (routes ??= [...endpointRunnersOf(options.app)]
      .filter(([endpoint]: [TEndpoint, TEndpointRunner]) => endpoint.method === 'GET')
      .map(([endpoint, run]) => ({ run, match: pathMatcher(endpoint.path) })));

  return (request) => {
    // Switched-on fault rules are decided the Hono way (applyFaults), request by request.
    if (request.prefer !== undefined || deps.faults.hasRules()) return undefined;
    let run: TEndpointRunner | undefined;
    let params: Record<string, string> | null = null;
    for (const route of routesOf()) {
      params = route.match(request.path);
      if (params) {
        run = route.run;
        break;
      }
    }
    if (!run || !params) return undefined;
    const found = run;
    const pathParams = params;
    return (async () => {
      options.fillToday();
      const startedAt = performance.now();
      const time = deps.clock.nowIso();
      const query = getQueryParam(QUERY_BASE + request.target) as Record<string, string>;
      let callerId: number | null = null;
      let answered: TJsonAnswer;
      try {
        const { result } = await found({
          authorization: request.authorization,
          readInput: () => mergeInput(query, {}, pathParams),
          clientAddress: () => request.clientAddress,
          onCaller: (id) => {
            callerId = id;
          },
        });
        answered = { status: 200, headers: {}, json: result };
      } catch (error) {
        answered = options.errorAnswer(error, 'GET', request.path);
      }
      deps.journal.record({
        time,
        method: 'GET',
        path: request.path,
        query: journalQuery(query) as Record<string, string>,
        status: answered.status,
        duration_ms: Math.round((performance.now() - startedAt) * 100) / 100,
        user_id: callerId,
        body: null,
      });
      return answered;
    })();
  };
};
