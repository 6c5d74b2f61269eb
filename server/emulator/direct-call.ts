// The emulator called in process, without HTTP objects: the portal's gateway client in emulator
// mode hands over the request it built (URL, method, headers, JSON text body) and gets back a
// status, headers and the answer as a value, with no Request, Response, stream or socket in
// between. Every step /api takes over HTTP is taken here in the same order, with the same
// code: the day's catch-up, the body limit, the fault rules and Prefer header, authentication,
// input and answer validation against the contract (mount-endpoint.ts), the error answers and
// the request journal. Decision 015 says what this buys and what differs.
import type { TEndpoint } from '../../shared/contract/define';
import { pathParamNames } from '../../shared/contract/define';
import type { TDirectGatewayRequest } from '../gateway/client';
import { journalBody, journalQuery } from './control/journal';
import type { TEmulatorDeps } from './deps';
import { decideFault, faultAnswer } from './faults/apply';
import { endpointRunnersOf, mergeInput, parseBody } from './mount-endpoint';

/** An answer apart from HTTP: a JSON value (or, for a malformed-body fault, text). */
/** `isContractChecked`: the value is the endpoint's answer as its response schema parsed it. */
export type TJsonAnswer = { status: number; headers: Record<string, string>; json: unknown; isContractChecked?: boolean };
export type TPlainAnswer = TJsonAnswer | { status: number; headers: Record<string, string>; text: string };

/** The call as the gateway client built it (one type on both sides of the hand-over). */
export type TDirectRequest = TDirectGatewayRequest;

export type TDirectCall = (request: TDirectRequest) => Promise<TPlainAnswer>;

/** The largest request body /api reads, over HTTP (app.ts) and here. */
export const MAX_BODY_BYTES = 256 * 1024;

const TOO_LARGE = { success: false, message: 'The request body is too large' };
const NO_SUCH_ENDPOINT = { success: false, message: 'No such endpoint' };

/** The path parameters of a filled endpoint path, or null when the path is not the endpoint's. */
export const pathMatcher = (path: string): ((pathname: string) => Record<string, string> | null) => {
  const names = pathParamNames(path);
  const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[a-z_]+\}/g, '([^/]+)')}$`);
  return (pathname) => {
    const match = pattern.exec(pathname);
    if (!match) return null;
    const params: Record<string, string> = {};
    names.forEach((name, index) => {
      const raw = match[index + 1] as string;
      try {
        params[name] = decodeURIComponent(raw);
      } catch {
        params[name] = raw;
      }
    });
    return params;
  };
};

/** The path as Hono's `c.req.path` has it (decodeURI), which fault rules and the journal see. */
const pathOf = (url: URL): string => {
  if (!url.pathname.includes('%')) return url.pathname;
  try {
    // As Hono does: an encoded % stays encoded.
    return decodeURI(url.pathname.replace(/%25/g, '%2525'));
  } catch {
    return url.pathname;
  }
};

// The functions handed to the endpoint's runner are made by factories rather than written in
// the call's object: under tsx (esbuild's keepNames) a function named at its creation gets a
// `name` defined on it, a cost per call; a function returned from a factory has no name to keep.

/** The endpoint's input, read when the runner asks (after authentication): query, body, path. */
const inputReaderOf = (query: Record<string, string>, body: string | undefined, params: Record<string, string>) => () =>
  mergeInput(query, body === undefined ? {} : parseBody(body), params);

const addressOf = (address: string | null) => () => address;

/** What a door into the emulator's endpoints needs: this one and the HTTP quick lane (http-lane.ts). */
export type TEndpointDoorOptions = {
  app: object;
  deps: TEmulatorDeps;
  fillToday: () => void;
  errorAnswer: (error: unknown, method: string, path: string) => TJsonAnswer;
};

export const createDirectCall = (options: TEndpointDoorOptions): TDirectCall => {
  const { deps } = options;
  const runners = endpointRunnersOf(options.app);
  const matchers = new Map<TEndpoint, ReturnType<typeof pathMatcher>>();
  const paramsOf = (endpoint: TEndpoint, pathname: string) => {
    let matcher = matchers.get(endpoint);
    if (!matcher) {
      matcher = pathMatcher(endpoint.path);
      matchers.set(endpoint, matcher);
    }
    return matcher(pathname);
  };

  const answer = async (request: TDirectRequest, path: string, query: Record<string, string>, onCaller: (callerId: number) => void): Promise<TPlainAnswer> => {
    const { method, url, body } = request;
    if (body !== undefined && Buffer.byteLength(body) > MAX_BODY_BYTES) return { status: 413, headers: {}, json: TOO_LARGE };

    const faulted = decideFault(deps.faults, method, path, request.headers.prefer);
    if ('error' in faulted) return { status: 400, headers: {}, json: { success: false, message: faulted.error } };
    const { decision } = faulted;
    if (decision) {
      const fault = await faultAnswer(decision, request.signal);
      // Over HTTP the caller that left gets a 499 nobody reads; here the gateway client has
      // already settled the call, so this answer is not read either.
      if (fault === 'gone') return { status: 499, headers: {}, json: null };
      if (fault) return fault;
    }

    const run = runners.get(request.endpoint);
    const params = run ? paramsOf(request.endpoint, url.pathname) : null;
    let answered: TPlainAnswer;
    if (!run || !params) {
      answered = { status: 404, headers: {}, json: NO_SUCH_ENDPOINT };
    } else {
      try {
        const { parsed } = await run({
          authorization: request.headers.authorization,
          readInput: inputReaderOf(query, method === 'GET' ? undefined : (body ?? ''), params),
          clientAddress: addressOf(request.clientAddress),
          onCaller,
        });
        answered = { status: 200, headers: {}, json: parsed, isContractChecked: true };
      } catch (error) {
        answered = options.errorAnswer(error, method, path);
      }
    }
    if (decision) answered.headers = { ...answered.headers, 'x-emulator-fault': decision.source.join(',') };
    return answered;
  };

  return async (request) => {
    options.fillToday();
    const startedAt = performance.now();
    const time = deps.clock.nowIso();
    let callerId: number | null = null;
    const path = pathOf(request.url);
    // Read once: the endpoint's input and the journal entry both take it (neither changes it).
    const query = Object.fromEntries(request.url.searchParams);
    const answered = await answer(request, path, query, (id) => {
      callerId = id;
    });
    const { method } = request;
    deps.journal.record({
      time,
      method,
      path,
      query: journalQuery(query) as Record<string, string>,
      status: answered.status,
      duration_ms: Math.round((performance.now() - startedAt) * 100) / 100,
      user_id: callerId,
      body: answered.status === 413 ? '[too large, not kept]' : method !== 'GET' && method !== 'HEAD' ? journalBody(request.body) : null,
    });
    return answered;
  };
};
