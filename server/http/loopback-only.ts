// "This machine only": pages and endpoints meant for the developer at the keyboard (the
// emulator's outbox, its control endpoints) are served only to connections whose socket comes
// from a loopback address. The decision is the socket's remote address as @hono/node-server
// reports it, never a header: a header can be written by anyone. Headers are only used to
// refuse more: a request that says it was relayed by a proxy (Forwarded, X-Forwarded-For,
// X-Real-IP) came from somewhere else, even when the proxy itself runs on this machine.
import type { Context, MiddlewareHandler } from 'hono';
import { SERVER_MESSAGES } from '../../shared/validation/messages';
import { remoteAddressOf } from './client-address';

const RELAY_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/** 127.0.0.0/8, ::1, and IPv4 loopback written as an IPv4-mapped IPv6 address. */
export const isLoopbackAddress = (address: string | undefined | null): boolean => {
  if (!address) return false;
  const plain = address.toLowerCase().replace(/^::ffff:/, '');
  if (plain === '::1' || plain === '0:0:0:0:0:0:0:1') return true;
  return /^127(\.\d{1,3}){3}$/.test(plain);
};

/** A HOST setting that only this machine can reach. */
export const isLoopbackHost = (host: string): boolean => host.toLowerCase() === 'localhost' || isLoopbackAddress(host.replace(/^\[|\]$/g, ''));

/** True only for a request that arrived on a socket from this machine and was not relayed. */
export const isFromThisMachine = (c: Context): boolean => {
  if (RELAY_HEADERS.some((name) => c.req.header(name) !== undefined)) return false;
  return isLoopbackAddress(remoteAddressOf(c));
};

/**
 * Middleware: lets requests from this machine through; 404 for anyone when not `isEnabled` (the
 * paths do not exist at all), 403 with `message` from elsewhere.
 */
export const loopbackOnly =
  (options: { isEnabled: boolean; message: string }): MiddlewareHandler =>
  async (c, next) => {
    if (!options.isEnabled) return c.json({ success: false, message: SERVER_MESSAGES.noSuchEndpoint }, 404, { 'cache-control': 'no-store' });
    if (!isFromThisMachine(c)) return c.json({ success: false, message: options.message }, 403, { 'cache-control': 'no-store' });
    await next();
  };
