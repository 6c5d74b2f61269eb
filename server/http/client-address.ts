// The browser's address: the socket's, unless the socket is a trusted proxy (TRUSTED_PROXIES:
// addresses and CIDR ranges), in which case X-Forwarded-For is read from the right, past every
// trusted hop, to the first address no trusted proxy vouches for. A header from anyone else is
// ignored: it can be written by anyone.
import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/** The connection's remote address, or null when there is no socket (an in-process call). */
export const remoteAddressOf = (c: Context): string | null => {
  // An in-process call (app.fetch without @hono/node-server's bindings) has no socket to ask:
  // answered without the exception getConnInfo would throw.
  const bindings = c.env as { incoming?: unknown; server?: { incoming?: unknown } } | undefined;
  if (!bindings?.incoming && !bindings?.server?.incoming) return null;
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
};

export type TTrustedProxies = { has: (address: string) => boolean };

const plain = (address: string): string => address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');

/** `10.0.0.0/8, 192.168.1.5, ::1` → a matcher; throws a sentence on an entry that is neither. */
export const parseTrustedProxies = (setting: string | undefined): TTrustedProxies => {
  const entries = (setting ?? '').split(',').map((item) => item.trim()).filter(Boolean);
  // None configured (the usual case): no address is a proxy, and no request pays for BlockList's SocketAddress.
  if (entries.length === 0) return { has: () => false };
  const list = new BlockList();
  for (const entry of entries) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`${entry} is not an IP address or a CIDR range such as 10.0.0.0/8`);
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, type);
    else list.addSubnet(address, Number(bits), type);
  }
  return {
    has: (address) => {
      const candidate = plain(address);
      const family = isIP(candidate);
      return family !== 0 && list.check(candidate, family === 4 ? 'ipv4' : 'ipv6');
    },
  };
};

export const clientAddressOf = (c: Context, trusted: TTrustedProxies): string | null => {
  const socket = remoteAddressOf(c);
  if (!socket || !trusted.has(socket)) return socket ? plain(socket) : null;
  const hops = (c.req.header('x-forwarded-for') ?? '').split(',').map(plain).filter(Boolean);
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index] as string;
    if (isIP(hop) === 0) return plain(socket);
    if (!trusted.has(hop)) return hop;
  }
  return hops[0] ?? plain(socket);
};
