// The proxy mode's transport: a fetch-shaped function over node:http(s) with keep-alive agents.
// Why not global fetch: on Node 20 an aborted fetch does not reliably close its socket (it can
// linger until undici's idle timer), so a gateway that never answers would keep sockets open
// after our deadline. Here an abort destroys the request and its socket at once.
import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import type { IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { Readable } from 'node:stream';
import type { TGatewayFetch } from './client';

const toHeaders = (message: IncomingMessage): Headers => {
  const headers = new Headers();
  for (const [key, value] of Object.entries(message.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(key, item);
    else if (value !== undefined) headers.set(key, value);
  }
  return headers;
};

const abortError = (signal: AbortSignal): Error =>
  signal.reason instanceof Error ? signal.reason : new Error('The gateway call was aborted');

/** Sockets open to the gateway at once; the calls beyond wait in resilience.ts' bounded queue. */
export const GATEWAY_MAX_SOCKETS = 128;

/**
 * `idleSocketMs`: a kept-alive socket left idle this long is closed by us, before the gateway's
 * own keep-alive timeout closes it under a request we are about to send (a reset).
 */
export const createNodeHttpFetch = (options: { idleSocketMs?: number } = {}): TGatewayFetch & { close: () => void } => {
  const agentOptions = { keepAlive: true, maxSockets: GATEWAY_MAX_SOCKETS, scheduling: 'lifo' as const, timeout: options.idleSocketMs ?? 4_000 };
  const agents = { 'http:': new HttpAgent(agentOptions), 'https:': new HttpsAgent(agentOptions) };

  const nodeFetch = (url: string, init: RequestInit): Promise<Response> =>
    new Promise<Response>((resolve, reject) => {
      const target = new URL(url);
      // build-request.ts only builds URLs on the configured gateway, which is http(s).
      const protocol = target.protocol as keyof typeof agents;
      const { signal } = init;
      if (signal?.aborted) {
        reject(abortError(signal));
        return;
      }
      const body = typeof init.body === 'string' ? init.body : undefined;
      // Content-Length comes with the headers (build-request.ts).
      const headers: Record<string, string> = { ...(init.headers as Record<string, string> | undefined) };

      const send = protocol === 'https:' ? httpsRequest : httpRequest;
      const request = send(target, { method: init.method ?? 'GET', headers, agent: agents[protocol] });
      // Until the answer is read to its end, an abort destroys the request and its socket.
      const onAbort = () => request.destroy(signal ? abortError(signal) : undefined);
      signal?.addEventListener('abort', onAbort, { once: true });
      const release = () => signal?.removeEventListener('abort', onAbort);

      request.once('error', (error) => {
        release();
        reject(error);
      });
      request.once('response', (message) => {
        message.once('close', release);
        const status = message.statusCode ?? 0;
        const hasNoBody = status === 204 || status === 304 || init.method === 'HEAD';
        try {
          resolve(
            new Response(hasNoBody ? null : (Readable.toWeb(message) as ReadableStream<Uint8Array>), {
              status,
              headers: toHeaders(message),
            }),
          );
        } catch (error) {
          // A status no HTTP answer may carry (e.g. 700): not an answer we can read.
          message.destroy();
          reject(error);
        }
      });
      request.end(body);
    });

  return Object.assign(nodeFetch, {
    close: () => {
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  });
};
