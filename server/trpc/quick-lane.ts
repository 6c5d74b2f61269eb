// The portal's quick lane (decision 018, "Quick lane"): a query over GET that the lean path
// takes (./lean-queries.ts) is answered straight from node:http, in front of the Hono listener,
// with what the Hono way gives it (the request id, the security headers, the same context and
// error log through createLeanAnswerer), without @hono/node-server's Request and Headers, a Hono
// context, the middlewares' work on a Response, or the Response's write. Anything else (other
// methods and paths, what planQueries declines, odd targets or hosts) goes to Hono unchanged.
import { callerGoneOf } from '../gateway/caller-gone';
import type { TGateway } from '../gateway/client';
import { createLaneWriter, headerReader, isLaneRequest, laneTargetPattern } from '../http/quick-lane';
import type { TNodeListener } from '../http/quick-lane';
import type { TLogger } from '../logger';
import { MAX_BATCH_SIZE, TRPC_ENDPOINT, createLeanAnswerer } from './handler';
import { planQueries } from './lean-queries';
import { appRouter } from './routers/_app';

/** tRPC query targets: a batch joins procedure paths with commas. */
const LANE_TARGET = laneTargetPattern(`${TRPC_ENDPOINT}/`, ',');
const readHeaders = headerReader({
  authorization: 'authorization',
  'x-request-id': 'requestId',
  'x-forwarded-proto': 'forwardedProto',
  'trpc-accept': 'trpcAccept',
  accept: 'accept',
});

export const createTrpcQuickLane = (options: { gateway: TGateway; logger: TLogger; publicUrl?: string }) => {
  const writer = createLaneWriter({ publicUrl: options.publicUrl });
  const answerLean = createLeanAnswerer(options);

  return (listener: TNodeListener): TNodeListener =>
    (incoming, outgoing) => {
      if (!writer.isReady() || !isLaneRequest(incoming, LANE_TARGET)) return listener(incoming, outgoing);
      const headers = readHeaders(incoming.rawHeaders);
      const request = { method: 'GET', url: `http://${incoming.headers.host as string}${incoming.url as string}`, trpcAccept: headers.trpcAccept, accept: headers.accept };
      const plan = planQueries(appRouter, TRPC_ENDPOINT, request, MAX_BATCH_SIZE);
      if (!plan) return listener(incoming, outgoing);
      const requestId = writer.requestId(headers.requestId);
      const isHttps = writer.isHttps(incoming, headers.forwardedProto);
      answerLean(plan, { requestId, signal: callerGoneOf(outgoing), clientAddress: incoming.socket.remoteAddress ?? null, authorization: headers.authorization }).then(
        (answer) => {
          const head: string[] = [];
          for (const name of Object.keys(answer.headers)) head.push(name, answer.headers[name] as string);
          writer.write(outgoing, { status: answer.status, head, body: answer.body }, requestId, isHttps);
        },
        (error: unknown) => writer.fail(outgoing, error),
      );
    };
};
