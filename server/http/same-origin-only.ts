// A state change from a browser must come from this server's own pages: a page of another site
// could otherwise POST to a loopback-only control route through the browser of someone on this
// machine (the loopback check alone passes, the request comes from 127.0.0.1). Scripts (curl,
// test runners) send no Origin and no Sec-Fetch-Site and are let through; reads always are.
import type { Context, MiddlewareHandler } from 'hono';

const isCrossSite = (c: Context): boolean => {
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  const host = c.req.header('host');
  if (origin === 'null') return true;
  if (origin && host) {
    try {
      if (new URL(origin).host !== host) return true;
    } catch {
      return true;
    }
  }
  return Boolean(fetchSite && fetchSite !== 'same-origin' && fetchSite !== 'none');
};

/** Refuses (403, `message`) a request that changes state and comes from another site. */
export const sameOriginOnly =
  (message: string): MiddlewareHandler =>
  async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || !isCrossSite(c)) return next();
    return c.json({ success: false, message }, 403, { 'cache-control': 'no-store' });
  };
