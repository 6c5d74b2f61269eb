// A request id on every request and its answer: the caller's X-Request-Id when it is a sane
// token, else a new UUID; `c.get('requestId')` for logs and gateway calls. The header is set on
// the final answer after the handler ran. Hono's requestId() sets it before (c.header), which
// makes Hono rebuild every answer handed over whole (the emulator's, tRPC's) to copy that
// header in: a Response and a Headers more per request. Never `new Response(res.body, res)`
// under @hono/node-server either: it keeps only the headers the response was created with and
// drops every header set since (the security headers). Only a response
// with immutable headers (one from fetch) is copied, headers included.
import type { MiddlewareHandler } from 'hono';

const MAX_LENGTH = 255;
const UNSAFE = /[^\w\-=]/;

/** The id of a request: the one offered when it is a sane token, else a new UUID. */
const requestIdFor = (offered: string | undefined): string =>
  offered && offered.length <= MAX_LENGTH && !UNSAFE.test(offered) ? offered : crypto.randomUUID();

export const requestIdHeader = (): MiddlewareHandler<{ Variables: { requestId: string } }> => async (c, next) => {
  const id = requestIdFor(c.req.header('x-request-id'));
  c.set('requestId', id);
  await next();
  if (c.res.headers.has('x-request-id')) return;
  try {
    c.res.headers.set('x-request-id', id);
  } catch {
    const { body, status, statusText, headers } = c.res;
    c.res = new Response(body, { status, statusText, headers: new Headers(headers) });
    c.res.headers.set('x-request-id', id);
  }
};
