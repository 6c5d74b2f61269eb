// DNS rebinding: a web page under a name the attacker controls (rebind.attacker.example) can make
// that name resolve to 127.0.0.1, and the browser then sends the page's requests to this server
// from this machine's own socket. The socket alone cannot tell; the name the browser asked for
// (Host) can. So whatever trusts "this machine" also needs a Host that names this machine: an IP
// address (no rebinding happens through one), `localhost` or a `*.localhost` name (browsers resolve
// those to loopback themselves), or a name configured here (PUBLIC_URL's, ALLOWED_HOSTS). Vite's
// dev server closed the same hole the same way (`server.allowedHosts`, 2025).
import { isIP } from 'node:net';
import type { Context, MiddlewareHandler } from 'hono';

export type THostAllowList = {
  /** True when the request's Host names this machine. */
  allows: (c: Context) => boolean;
};

/** The host name the browser asked for (Host without its port, IPv6 without brackets), lower case. */
const hostNameOf = (c: Context): string => {
  try {
    return new URL(c.req.url).hostname.toLowerCase().replace(/^\[|\]$/g, '');
  } catch {
    return '';
  }
};

const isLocalhostName = (name: string): boolean => name === 'localhost' || name.endsWith('.localhost');

/** `names`: extra host names (no port) that people use for this server, such as PUBLIC_URL's. */
export const createHostAllowList = (names: readonly string[] = []): THostAllowList => {
  const extra = new Set(names.map((name) => name.trim().toLowerCase().replace(/^\[|\]$/g, '')).filter(Boolean));
  return {
    allows: (c) => {
      const name = hostNameOf(c);
      return name !== '' && (isIP(name) !== 0 || isLocalhostName(name) || extra.has(name));
    },
  };
};

/** The allow-list of a server: PUBLIC_URL's host and ALLOWED_HOSTS (comma-separated names). */
export const hostAllowListFor = (settings: { publicUrl?: string; allowedHosts?: string }): THostAllowList =>
  createHostAllowList([
    ...(settings.publicUrl ? [new URL(settings.publicUrl).hostname] : []),
    ...(settings.allowedHosts ?? '').split(','),
  ]);

export const hostRefusal = (c: Context): string =>
  `This server does not serve its this-machine pages under the name ${hostNameOf(c) || '(none)'}: open it as localhost or 127.0.0.1, or add the name to ALLOWED_HOSTS.`;

/** Middleware in front of every path that trusts "this machine": 403 with a sentence for a Host of another name. */
export const thisMachineHostOnly =
  (list: THostAllowList): MiddlewareHandler =>
  async (c, next) => {
    if (!list.allows(c)) return c.json({ success: false, message: hostRefusal(c) }, 403, { 'cache-control': 'no-store' });
    await next();
  };
