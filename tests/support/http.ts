// Plain HTTP helpers for tests that must see the server as a client does: one request on its
// own socket (optionally from a given local address), answered status, headers and body.
import { request } from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import { networkInterfaces } from 'node:os';

export type TRawAnswer = { status: number; headers: IncomingHttpHeaders; body: string };

export type TRawRequest = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Connect from this address of the machine (to be seen as a non-loopback client). */
  localAddress?: string;
  timeoutMs?: number;
};

/** One request on a fresh connection (no keep-alive pool), whatever the status. */
export const rawRequest = (url: string, options: TRawRequest = {}): Promise<TRawAnswer> =>
  new Promise((resolve, reject) => {
    const target = new URL(url);
    const outgoing = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? 'GET',
        headers: { connection: 'close', ...options.headers },
        localAddress: options.localAddress,
        agent: false,
        timeout: options.timeoutMs ?? 10_000,
      },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks).toString('utf8') }));
        incoming.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`No answer from ${url} in time`)));
    outgoing.on('error', reject);
    if (options.body !== undefined) outgoing.write(options.body);
    outgoing.end();
  });

/** An IPv4 address of this machine that is not loopback, if it has one (CI machines may not). */
export const externalIpv4 = (): string | undefined =>
  Object.values(networkInterfaces())
    .flat()
    .find((entry) => entry && entry.family === 'IPv4' && !entry.internal)?.address;
