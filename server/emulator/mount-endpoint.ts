// Mounts one contract endpoint on the emulator: its one runner (authenticates the caller as the
// endpoint's access demands, validates the input, runs the handler and checks the answer against
// the contract), kept for the in-process door, and a Hono route that reads the HTTP input and
// hands it to the same pipeline (door.ts).
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { toRoutePattern, pathParamNames } from '../../shared/contract/define';
import type { TEndpoint, TEndpointRequest, TEndpointResponse } from '../../shared/contract/define';
import { findSessionUser } from '../../db/queries/session';
import { isAdmin } from './caller';
import type { TCaller } from './caller';
import type { TEmulatorDeps } from './deps';
import type { TCallFacts, TEmulatorAnswer, TRunner } from './door';
import { mergeInput } from './door';
import { journalBody } from './control/journal';
import { exceedsJsonDepth, TOO_DEEP_MESSAGE } from '../http/json-depth';
import { remoteAddressOf } from '../http/loopback-only';
import { HttpError, forbidden } from './http-error';
import { verifySessionToken } from './jwt';
import { SERVER_MESSAGES } from '../../shared/validation/messages';

/** `journaled`: the door's pipeline wrote this request's journal entry. */
export type TEmulatorEnv = { Variables: { journaled?: boolean } };

type THandlerArgs<E extends TEndpoint> = {
  input: TEndpointRequest<E>;
  caller: E['access'] extends 'public' ? null : TCaller;
  deps: TEmulatorDeps;
  /** The caller's socket address (null in process without one); the auth throttles key on it. */
  clientAddress: () => string | null;
};

type THandler<E extends TEndpoint> = (
  args: THandlerArgs<E>,
) => TEndpointResponse<E> | Promise<TEndpointResponse<E>>;

/** The signed-in caller, or a 401 for a missing, expired, tampered or revoked token. */
const authenticate = async (authorization: string | undefined, deps: TEmulatorDeps): Promise<TCaller> => {
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const claims = token ? await verifySessionToken(token, deps.jwt) : null;
  const user = claims ? findSessionUser(deps.db, claims.userId) : undefined;
  if (!claims || !user || user.token_version !== claims.tokenVersion) throw new HttpError(401, SERVER_MESSAGES.unauthenticated);
  return { id: user.id, role: user.role, email: user.email };
};

/** A request body as the endpoints take it: a JSON object (empty text: no fields). */
const parseBody = (text: string): Record<string, unknown> => {
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request body is not valid JSON');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'The request body must be a JSON object');
  }
  if (exceedsJsonDepth(body)) throw new HttpError(400, TOO_DEEP_MESSAGE);
  return body as Record<string, unknown>;
};

const refusalFor = (error: z.ZodError, endpoint: TEndpoint): HttpError => {
  // Keyed by the client's field names: no prototype, so a field named `constructor` is a plain key.
  const fieldErrors = Object.create(null) as Record<string, string[]>;
  for (const issue of error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    (fieldErrors[key] ??= []).push(issue.message);
  }
  const first = error.issues[0];
  const firstField = first?.path[0];
  const where = first && first.path.length > 0 ? `${first.path.join('.')}: ` : '';
  // A path naming no such thing (an unknown service path) is a page that does not exist: 404;
  // a path parameter of the wrong kind (an id of "abc") is a bad request like a body field: 422.
  // Both name the parameter.
  if (typeof firstField === 'string' && pathParamNames(endpoint.path).includes(firstField) && first?.code === 'invalid_value') {
    return new HttpError(404, `${where}${first.message}`, fieldErrors);
  }
  return new HttpError(422, `${where}${first?.message ?? 'Invalid request'}`, fieldErrors);
};

/** What the pipeline knows of an HTTP request (its body is read by then, or never). */
export const httpFacts = (c: Context<TEmulatorEnv>): TCallFacts => ({
  method: c.req.method,
  path: c.req.path,
  query: () => c.req.query(),
  prefer: c.req.header('prefer'),
  signal: () => c.req.raw.signal,
  requestId: c.req.header('x-request-id'),
  journalBody: async () => (c.req.method === 'GET' || c.req.method === 'HEAD' ? null : journalBody(await c.req.text().catch(() => undefined))),
});

export const respond = (c: Context<TEmulatorEnv>, answer: TEmulatorAnswer): Response =>
  'text' in answer
    ? answer.text === ''
      ? c.body(null, answer.status as never, answer.headers)
      : c.body(answer.text, answer.status as never, answer.headers)
    : c.json(answer.body as object, answer.status as never, answer.headers);

const runnerOf = <E extends TEndpoint>(deps: TEmulatorDeps, endpoint: E, handler: THandler<E>): TRunner =>
  async ({ authorization, readInput, clientAddress, facts }) => {
    let caller: TCaller | null = null;
    if (endpoint.access !== 'public') {
      caller = await authenticate(authorization, deps);
      facts.userId = caller.id;
      if (endpoint.access === 'admin' && !isAdmin(caller)) throw forbidden('This action is for admins only');
    }
    // Read only once the caller is known: an unauthenticated call is refused before its body.
    const parsed = z.safeParse(endpoint.request, await readInput());
    if (!parsed.success) throw refusalFor(parsed.error, endpoint);

    const result = await handler({
      input: parsed.data as TEndpointRequest<E>,
      caller: caller as THandlerArgs<E>['caller'],
      deps,
      clientAddress,
    });
    const checked = endpoint.response.safeParse(result);
    if (!checked.success) {
      // Our own answer breaks the contract: a bug to fix, never something the client did.
      deps.logger.error('emulator answer does not match the contract', {
        endpoint: `${endpoint.method} ${endpoint.path}`,
        issues: checked.error.issues.slice(0, 5),
      });
      throw new Error(`Contract mismatch in ${endpoint.method} ${endpoint.path}`);
    }
    return result;
  };

export const mountEndpoint = <E extends TEndpoint>(
  app: Hono<TEmulatorEnv>,
  deps: TEmulatorDeps,
  endpoint: E,
  handler: THandler<E>,
): void => {
  const runner = runnerOf(deps, endpoint, handler);
  deps.door.runners.set(endpoint, runner);
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
  app[method](toRoutePattern(endpoint.path), async (c) => {
    const facts = httpFacts(c);
    const answer = await deps.door.answer(facts, () =>
      runner({
        authorization: c.req.header('authorization'),
        readInput: async () =>
          mergeInput(c.req.query(), endpoint.method === 'GET' ? {} : parseBody(await c.req.text()), c.req.param() as Record<string, string>),
        clientAddress: () => remoteAddressOf(c),
        facts,
      }),
    );
    c.set('journaled', true);
    return respond(c, answer);
  });
};
