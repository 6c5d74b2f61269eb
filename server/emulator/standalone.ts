// The emulated gateway as its own server (`npm run emulator`): a request id and the security
// headers on every answer, /healthz, recorded answers first when a HAR replay is loaded
// (`--replay`, server/har/replay.ts), and everything else to the emulator. The benchmarks serve
// this same composition, so their figures are those of the server people run.
//
// `quickLane` puts the emulator's HTTP lane (http-lane.ts) in front of the Hono listener: a
// plain GET of an /api endpoint is answered straight from node:http with the same steps, the
// same request id and the same security headers, without a Request, two Hono dispatches, a
// Response or its Headers (decision 017: most of what a list call cost beyond its queries and
// the socket write). Anything the lane does not serve goes the Hono way unchanged.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Hono } from 'hono';
import { requestIdFor, requestIdHeader } from '../http/request-id';
import { HSTS, isHttpsRequest, isPublicHttps, securityHeaderList, securityHeaders } from '../security-headers';
import type { THarReplay } from '../har/replay';
import type { TEmulatorApp } from './app';
import type { TJsonAnswer } from './direct-call';

export type TNodeListener = (incoming: IncomingMessage, outgoing: ServerResponse) => void;
type TStandaloneOptions = { publicUrl?: string; replay?: THarReplay };

export const createStandaloneEmulator = (emulator: TEmulatorApp, options: TStandaloneOptions = {}) => {
  const app = new Hono();
  app.use(requestIdHeader());
  app.use(securityHeaders({ publicUrl: options.publicUrl }));
  app.get('/healthz', (c) => c.json({ ok: true, mode: 'emulator' }, 200, { 'cache-control': 'no-store' }));
  const { replay } = options;
  // Replayed answers first, for the gateway's own endpoints (the control pages stay the emulator's).
  if (replay) app.all('/api/*', async (c) => (await replay.answer(c.req.raw)) ?? emulator.fetch(c.req.raw, c.env));
  app.all('*', (c) => emulator.fetch(c.req.raw, c.env));
  return Object.assign(app, {
    /** The node:http listener with the quick lane in front of `listener` (Hono's); none when replaying. */
    quickLane: (listener: TNodeListener): TNodeListener => (replay ? listener : withQuickLane(emulator, options, listener)),
  });
};

/**
 * Targets the lane takes: /api paths of plain characters (no `%` escape, which Hono decodes; no
 * backslash, which @hono/node-server refuses; no dot segment, which URL parsing removes) and a
 * query of characters that URL parsing leaves as they are.
 */
const LANE_TARGET = /^\/api\/[\w\-~/.]*(?:\?[\w\-.~%+=&,:@!$*();/?]*)?$/;

// @hono/node-server refuses a Host that URL parsing changes (400); the lane leaves those to it.
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

/** The request headers the lane reads, each as a Headers object would give it (repeats joined). */
type TLaneHeaders = { authorization?: string; prefer?: string; requestId?: string; forwardedProto?: string };
const LANE_HEADERS: Record<string, keyof TLaneHeaders> = {
  authorization: 'authorization',
  prefer: 'prefer',
  'x-request-id': 'requestId',
  'x-forwarded-proto': 'forwardedProto',
};
const EDGE_WHITESPACE = /^[\t ]+|[\t ]+$/g;
const readHeaders = (raw: string[]): TLaneHeaders => {
  const found: TLaneHeaders = {};
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index] as string;
    if (name.length !== 6 && name.length !== 12 && name.length !== 13 && name.length !== 17) continue;
    const key = LANE_HEADERS[name.toLowerCase()];
    if (!key) continue;
    const value = (raw[index + 1] as string).replace(EDGE_WHITESPACE, '');
    found[key] = found[key] === undefined ? value : `${found[key]}, ${value}`;
  }
  return found;
};

const withQuickLane = (emulator: TEmulatorApp, options: TStandaloneOptions, listener: TNodeListener): TNodeListener => {
  // Derived from the security middleware itself, once; until then every request goes the Hono way.
  let security: readonly (readonly [string, string])[] | undefined;
  void securityHeaderList().then((list) => {
    security = list;
  });
  const isHttpsEverywhere = isPublicHttps(options);

  const write = (outgoing: ServerResponse, answered: TJsonAnswer, id: string, isHttps: boolean, headers: readonly (readonly [string, string])[]) => {
    const body = JSON.stringify(answered.json);
    const head: string[] = ['content-type', 'application/json'];
    for (const name of Object.keys(answered.headers)) head.push(name, answered.headers[name] as string);
    head.push('x-request-id', id);
    for (const [name, value] of headers) head.push(name, value);
    if (isHttps) head.push('strict-transport-security', HSTS);
    head.push('content-length', String(Buffer.byteLength(body)));
    outgoing.writeHead(answered.status, head);
    outgoing.end(body);
  };

  return (incoming, outgoing) => {
    const target = incoming.url ?? '';
    const host = incoming.headers.host;
    if (incoming.method !== 'GET' || !security || !host || !LANE_TARGET.test(target) || target.includes('/.') || !isPlainHost(host)) {
      return listener(incoming, outgoing);
    }
    const headers = readHeaders(incoming.rawHeaders);
    const query = target.indexOf('?');
    const answer = emulator.httpLane({
      path: query === -1 ? target : target.slice(0, query),
      target,
      authorization: headers.authorization,
      prefer: headers.prefer,
      clientAddress: incoming.socket.remoteAddress ?? null,
    });
    if (!answer) return listener(incoming, outgoing);
    const id = requestIdFor(headers.requestId);
    const isHttps = isHttpsEverywhere || isHttpsRequest((incoming.socket as { encrypted?: boolean }).encrypted ? 'https:' : 'http:', headers.forwardedProto);
    const list = security;
    answer.then(
      (answered) => write(outgoing, answered, id, isHttps, list),
      (error: unknown) => {
        // What @hono/node-server answers when a handler fails outside Hono's error handler.
        console.error(error);
        if (!outgoing.headersSent) outgoing.writeHead(500);
        outgoing.end();
      },
    );
  };
};
