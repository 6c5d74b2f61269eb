// The emulator's control surface (/emulator/reset, /emulator/snapshots) asked by a procedure on
// behalf of the browser, through this server's own app with the browser's socket and headers: the
// surface's own rules (a Host naming this machine, a loopback socket, changes from this site only)
// judge the browser exactly as they would judge its direct request. In proxy mode the paths are 404.
import type { Context } from 'hono';

/** What a procedure may ask of the control surface. */
export type TControlCall = { method: 'GET'; path: '/emulator/snapshots' } | { method: 'POST'; path: '/emulator/reset' };

export type TAskControlSurface = (call: TControlCall) => Promise<Response>;

/** The headers the surface's rules read: who the browser says it is talking to, from which site, through which proxies. */
const RELAYED_HEADERS = ['host', 'origin', 'sec-fetch-site', 'forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/** Asks `serve` (the app itself) for a control path as the request `c` would have. */
export const askControlSurface = async (
  c: Context,
  serve: (request: Request, bindings: unknown) => Response | Promise<Response>,
  { method, path }: TControlCall,
): Promise<Response> => {
  const headers = new Headers({ accept: 'application/json' });
  for (const name of RELAYED_HEADERS) {
    const value = c.req.header(name);
    if (value !== undefined) headers.set(name, value);
  }
  if (method === 'POST') headers.set('content-type', 'application/json');
  const request = new Request(new URL(path, c.req.url), { method, headers, body: method === 'POST' ? '{}' : undefined });
  return serve(request, c.env);
};
