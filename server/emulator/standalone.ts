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
import type { ServerResponse } from 'node:http';
import { Hono } from 'hono';
import { createLaneWriter, headerReader, isLaneRequest, laneTargetPattern } from '../http/quick-lane';
import type { TNodeListener } from '../http/quick-lane';
import { requestIdHeader } from '../http/request-id';
import { securityHeaders } from '../security-headers';
import type { THarReplay } from '../har/replay';
import type { TEmulatorApp } from './app';
import type { TJsonAnswer } from './direct-call';

export type { TNodeListener } from '../http/quick-lane';
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

/** The emulator's /api targets a lane may take (server/http/quick-lane.ts). */
const LANE_TARGET = laneTargetPattern('/api/');
const readHeaders = headerReader({ authorization: 'authorization', prefer: 'prefer', 'x-request-id': 'requestId', 'x-forwarded-proto': 'forwardedProto' });

const withQuickLane = (emulator: TEmulatorApp, options: TStandaloneOptions, listener: TNodeListener): TNodeListener => {
  const writer = createLaneWriter(options);
  const write = (outgoing: ServerResponse, answered: TJsonAnswer, id: string, isHttps: boolean) => {
    const head: string[] = ['content-type', 'application/json'];
    for (const name of Object.keys(answered.headers)) head.push(name, answered.headers[name] as string);
    writer.write(outgoing, { status: answered.status, head, body: JSON.stringify(answered.json) }, id, isHttps);
  };

  return (incoming, outgoing) => {
    if (!writer.isReady() || !isLaneRequest(incoming, LANE_TARGET)) return listener(incoming, outgoing);
    const target = incoming.url as string;
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
    const id = writer.requestId(headers.requestId);
    const isHttps = writer.isHttps(incoming, headers.forwardedProto);
    answer.then(
      (answered) => write(outgoing, answered, id, isHttps),
      (error: unknown) => writer.fail(outgoing, error),
    );
  };
};
