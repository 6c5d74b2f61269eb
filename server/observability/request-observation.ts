// One middleware per request for what operators read: the trace context (taken or started) and
// the server span, the access log line at info, and the request histogram. What the request's
// gateway calls add (upstream time, their spans' parent) travels in `observation`.
import type { MiddlewareHandler } from 'hono';
import type { TLogger } from '../logger';
import type { TMetrics } from './metrics';
import { metricRoutesOf, routeOf } from './route-label';
import { parseTraceparent } from './trace-context';
import type { TRequestObservation } from './trace-context';
import type { TTracer } from './tracing';

export type TObservedVariables = { requestId: string; observation: TRequestObservation };

const MAX_LOGGED_PATH = 300;

/** Probes are logged at debug: a balancer asks every few seconds. */
const QUIET_ROUTES = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * The user id a bearer token claims (`sub`), read without verifying it: only for the log, where
 * a forged token shows beside the gateway's 401. Never the token itself, nor an email.
 */
const claimedUserIdOf = (authorization: string | undefined): number | null => {
  const payload = authorization?.match(/^Bearer\s+[^.\s]+\.([^.\s]+)\.[^.\s]*$/i)?.[1];
  if (!payload) return null;
  try {
    const sub = Number((JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub?: unknown }).sub);
    return Number.isSafeInteger(sub) && sub > 0 ? sub : null;
  } catch {
    return null;
  }
};

/** The histogram's status label: `2xx`, `4xx`, `5xx`… */
const statusClassOf = (status: number): string => `${Math.floor(status / 100)}xx`;

export const observeRequests =
  (options: { logger: TLogger; metrics: TMetrics; tracer: TTracer }): MiddlewareHandler<{ Variables: TObservedVariables }> =>
  async (c, next) => {
    const startedAt = performance.now();
    const { method, path } = c.req;
    const route = routeOf(method, path);
    const parent = parseTraceparent(c.req.header('traceparent'), c.req.header('tracestate'));
    const span = options.tracer.startSpan(parent, 'server', () => ({ name: `${method} ${route}`, attributes: { 'http.request.method': method, 'http.route': route } }));
    const observation: TRequestObservation = { trace: span.context, upstreamMs: 0, procedures: [] };
    c.set('observation', observation);
    await next();
    const { status } = c.res;
    const seconds = (performance.now() - startedAt) / 1000;
    span.end(status >= 500 ? `HTTP ${status}` : undefined);
    const statusClass = statusClassOf(status);
    for (const metricRoute of metricRoutesOf(path, route, observation.procedures)) options.metrics.httpDuration.observe({ route: metricRoute, method, status_class: statusClass }, seconds);
    const fields = {
      requestId: c.get('requestId'),
      traceId: observation.trace.traceId,
      method,
      // The path without its query (tokens travel there), so an operator tells /login from /dashboard.
      path: path.slice(0, MAX_LOGGED_PATH),
      route,
      status,
      ms: Math.round(seconds * 10_000) / 10,
      upstreamMs: Math.round(observation.upstreamMs * 10) / 10,
      userId: claimedUserIdOf(c.req.header('authorization')),
    };
    if (QUIET_ROUTES.has(path)) options.logger.debug('request', fields);
    else options.logger.info('request', fields);
  };
