// What a node:http "quick lane" in front of the Hono listener needs whatever it answers (decision
// 017 for the emulator's /api, decision 018 for the portal's tRPC queries): which requests it may
// take without changing what they get, the few request headers it reads, and the answer written
// as the Hono way writes it, with the request id and the security headers of the middlewares.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { requestIdFor } from './request-id';
import { HSTS, isHttpsRequest, isPublicHttps, securityHeaderList } from '../security-headers';

export type TNodeListener = (incoming: IncomingMessage, outgoing: ServerResponse) => void;

/**
 * Targets a lane takes under `prefix` (e.g. "/api/"): paths of plain characters plus `extra` (no
 * `%` escape, which Hono decodes; no backslash, which @hono/node-server refuses; no dot segment,
 * which URL parsing removes) and a query of characters that URL parsing leaves as they are.
 */
export const laneTargetPattern = (prefix: string, extra = ''): RegExp =>
  new RegExp(`^${prefix.replace(/[/.]/g, '\\$&')}[\\w\\-~/.${extra}]*(?:\\?[\\w\\-.~%+=&,:@!$*();/?]*)?$`);

// @hono/node-server refuses a Host that URL parsing changes (400); a lane leaves those to it.
// A client sends one Host, so each distinct one is checked once (and at most this many kept).
const HOSTS_KEPT = 64;
const hostChecks = new Map<string, boolean>();
const isPlainHost = (host: string): boolean => {
  let plain = hostChecks.get(host);
  if (plain === undefined) {
    try {
      const { hostname } = new URL(`http://${host}/`);
      plain = hostname.length === host.length || hostname === host.replace(/:\d+$/, '');
    } catch {
      plain = false;
    }
    if (hostChecks.size < HOSTS_KEPT) hostChecks.set(host, plain);
  }
  return plain;
};

/** A GET of a target `pattern` matches, with a Host that @hono/node-server takes as it is. */
export const isLaneRequest = (incoming: IncomingMessage, pattern: RegExp): boolean => {
  const target = incoming.url ?? '';
  const host = incoming.headers.host;
  return incoming.method === 'GET' && !!host && pattern.test(target) && !target.includes('/.') && isPlainHost(host);
};

/**
 * Reads the request headers named in `names` (lower-case name → key) from node's raw list,
 * each as a Headers object would give it (edge whitespace trimmed, repeats joined).
 */
export const headerReader = <TKey extends string>(names: Record<string, TKey>) => {
  const lengths = new Set(Object.keys(names).map((name) => name.length));
  const edgeWhitespace = /^[\t ]+|[\t ]+$/g;
  return (raw: string[]): Partial<Record<TKey, string>> => {
    const found: Partial<Record<TKey, string>> = {};
    for (let index = 0; index < raw.length; index += 2) {
      const name = raw[index] as string;
      if (!lengths.has(name.length)) continue;
      const key = names[name.toLowerCase()];
      if (!key) continue;
      const value = (raw[index + 1] as string).replace(edgeWhitespace, '');
      found[key] = found[key] === undefined ? value : `${found[key]}, ${value}`;
    }
    return found;
  };
};

/** An answer as a lane writes it: status, its own headers as name/value pairs, JSON text. */
export type TLaneAnswer = { status: number; head: string[]; body: string };

/**
 * Writes answers as the request-id and security middlewares would have finished them. The
 * security list is derived from the middleware itself, once: until then `isReady` is false and
 * a lane sends every request the Hono way.
 */
export const createLaneWriter = (options: { publicUrl?: string }) => {
  let security: readonly (readonly [string, string])[] | undefined;
  void securityHeaderList().then((list) => {
    security = list;
  });
  const isHttpsEverywhere = isPublicHttps(options);
  return {
    isReady: () => security !== undefined,
    /** The request id the answer carries (the client's X-Request-Id when it is a fit one). */
    requestId: requestIdFor,
    isHttps: (incoming: IncomingMessage, forwardedProto: string | undefined) =>
      isHttpsEverywhere || isHttpsRequest((incoming.socket as { encrypted?: boolean }).encrypted ? 'https:' : 'http:', forwardedProto),
    write: (outgoing: ServerResponse, answer: TLaneAnswer, id: string, isHttps: boolean) => {
      const head = answer.head;
      head.push('x-request-id', id);
      for (const [name, value] of security ?? []) head.push(name, value);
      if (isHttps) head.push('strict-transport-security', HSTS);
      head.push('content-length', String(Buffer.byteLength(answer.body)));
      outgoing.writeHead(answer.status, head);
      outgoing.end(answer.body);
    },
    /** What @hono/node-server answers when a handler fails outside Hono's error handler. */
    fail: (outgoing: ServerResponse, error: unknown) => {
      console.error(error);
      if (!outgoing.headersSent) outgoing.writeHead(500);
      outgoing.end();
    },
  };
};
