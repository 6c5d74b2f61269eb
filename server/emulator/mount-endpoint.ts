// Mounts one contract endpoint on the emulator as a Hono route: it authenticates the caller as
// the endpoint's access demands, validates the input, runs the handler and (where that is its
// job: deps.isAnswerChecked) checks the answer against the contract, inside the one pipeline's answer step (request-pipeline.ts).
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { toRoutePattern, pathParamNames } from '../../shared/contract/define';
import type { TEndpoint, TEndpointRequest } from '../../shared/contract/define';
import type { TCallerOf, TEndpointHandler } from './endpoint-handler';
import { findSessionUser } from '../../db/queries/session';
import { isAdmin } from './caller';
import type { TCaller } from './caller';
import type { TEmulatorDeps } from './deps';
import { answerCall } from './request-pipeline';
import { operationIdOf } from './near-misses';
import type { TEmulatorEnv } from './request-pipeline';
import { exceedsJsonDepth, TOO_DEEP_MESSAGE } from '../http/json-depth';
import { remoteAddressOf } from '../http/client-address';
import { HttpError, forbidden } from './http-error';
import { verifySessionToken } from './jwt';
import { SERVER_MESSAGES } from '../../shared/validation/messages';

/** Re-exported for the route files, which mount endpoints and their own pages on one app type. */
export type { TEmulatorEnv };

/** The signed-in caller, or a 401 for a missing, expired, tampered or revoked token (logged out, or every session ended). */
const authenticate = async (authorization: string | undefined, deps: TEmulatorDeps): Promise<TCaller> => {
  const token = authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  const claims = token ? await verifySessionToken(token, deps.jwt) : null;
  const user = claims ? findSessionUser(deps.db, claims.userId) : undefined;
  if (!claims || !user || user.token_version !== claims.tokenVersion) throw new HttpError(401, SERVER_MESSAGES.unauthenticated);
  if (claims.jti && deps.revokedTokens.isRevoked(claims.jti)) throw new HttpError(401, SERVER_MESSAGES.unauthenticated);
  return { id: user.id, role: user.role, email: user.email, session: { jti: claims.jti, expiresAtMs: claims.expiresAtMs } };
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

/**
 * Query, body and path parameters in one map without a prototype: keys come from the client,
 * and `constructor` or `__proto__` must be plain keys, never members of Object.prototype.
 */
const mergeInput = (query: Record<string, string>, body: Record<string, unknown>, params: Record<string, string>): Record<string, unknown> =>
  Object.assign(Object.create(null) as Record<string, unknown>, query, body, params);

/**
 * The caller's address: the socket's. A call without server bindings comes from this process,
 * the portal's own gateway client (emulator mode), which passes the browser's address on as
 * X-Forwarded-For exactly as it does to a real gateway; over a socket that header is never trusted.
 */
const callerAddressOf = (c: Context): string | null => {
  const socket = remoteAddressOf(c);
  if (socket !== null || c.env) return socket;
  return c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim() || null;
};

export const mountEndpoint = <E extends TEndpoint>(
  app: Hono<TEmulatorEnv>,
  deps: TEmulatorDeps,
  endpoint: E,
  handler: TEndpointHandler<E>,
): void => {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
  const operationId = operationIdOf(endpoint);
  app[method](toRoutePattern(endpoint.path), (c) => {
    if (operationId) c.set('operationId', operationId);
    return answerCall(c, deps, async () => {
      let caller: TCaller | null = null;
      if (endpoint.access !== 'public') {
        caller = await authenticate(c.req.header('authorization'), deps);
        c.set('userId', caller.id);
        if (endpoint.access === 'admin' && !isAdmin(caller)) throw forbidden('This action is for admins only');
      }
      // Read only once the caller is known: an unauthenticated call is refused before its body.
      const body = endpoint.method === 'GET' ? {} : parseBody(await c.req.text());
      const parsed = z.safeParse(endpoint.request, mergeInput(c.req.query(), body, c.req.param() as Record<string, string>));
      if (!parsed.success) throw refusalFor(parsed.error, endpoint);

      const result = await handler(deps, caller as TCallerOf<E>, parsed.data as TEndpointRequest<E>, { clientAddress: () => callerAddressOf(c) });
      if (deps.isAnswerChecked === false) return result;
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
    });
  });
};
