// A request id on every request and its answer: the caller's X-Request-Id when it is a sane
// token, else a new UUID; `c.get('requestId')` for logs and gateway calls. Not Hono's requestId():
// it sets the header by rebuilding the answer, which under @hono/node-server drops the security
// headers. Here it is set in place; only an answer with immutable headers (from fetch) is copied.
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
