// A request id on every request and its answer: the caller's X-Request-Id when it is a sane
// token, else a new UUID; `c.get('requestId')` for logs and gateway calls. The header is set on
// the final answer in place, after the handler ran: Hono's requestId() sets it before, which
// rebuilds every answer handed over whole, and `new Response(res.body, res)` under
// @hono/node-server drops the headers set since (the security headers). Only an answer with
// immutable headers (one from fetch) is copied, headers included.
import type { MiddlewareHandler } from 'hono';

const MAX_LENGTH = 255;
const UNSAFE = /[^\w\-=]/;

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
