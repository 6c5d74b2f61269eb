// A state change from a browser must come from this server's own pages: a page of another site
// could otherwise POST to a loopback-only control route through the browser of someone on this
// machine (the loopback check alone passes, the request comes from 127.0.0.1). Scripts (curl,
// test runners) send no Origin and no Sec-Fetch-Site and are let through; reads always are.
import type { Context, MiddlewareHandler } from 'hono';

const isCrossSite = (c: Context): boolean => {
  const origin = c.req.header('origin');
  const fetchSite = c.req.header('sec-fetch-site');
  const host = c.req.header('host');
  // Our own pages send no Referer (Referrer-Policy: no-referrer), so a browser's form post from them
  // says `Origin: null`; the browser's own Sec-Fetch-Site, which no page can set, tells it apart from
  // a sandboxed page of another site.
  if (origin === 'null') return fetchSite !== 'same-origin';
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
