// A tiny loopback "gateway" in front of the emulator: it passes every request on and keeps the
// headers the portal sent (traceparent, X-Forwarded-For), and can hang (answer nothing, as a
// gateway in a brown-out) or be closed and opened again on the same port.
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';

export type TSeenRequest = { method: string; path: string; headers: IncomingHttpHeaders };

export type TRecordingGateway = {
  url: string;
  seen: TSeenRequest[];
  /** true: requests are held unanswered until the portal gives up. */
  setHanging: (isHanging: boolean) => void;
  close: () => Promise<void>;
};

export const startRecordingGateway = async (upstream: string): Promise<TRecordingGateway> => {
  const seen: TSeenRequest[] = [];
  let isHanging = false;
  const server: Server = createServer((request, response) => {
    seen.push({ method: request.method ?? 'GET', path: request.url ?? '/', headers: request.headers });
    if (isHanging) return;
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const headers = Object.fromEntries(Object.entries(request.headers).filter(([name]) => !['host', 'connection', 'content-length', 'x-forwarded-for'].includes(name))) as Record<string, string>;
      fetch(`${upstream}${request.url}`, { method: request.method, headers, body: chunks.length > 0 ? Buffer.concat(chunks) : undefined })
        .then(async (answer) => {
          response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
          response.end(Buffer.from(await answer.arrayBuffer()));
        })
        .catch(() => {
          response.writeHead(502).end();
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    setHanging: (value) => {
      isHanging = value;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
};
