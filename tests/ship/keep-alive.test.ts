// A load balancer keeps idle connections open about 60 s and then sends on them. The server keeps
// them longer (HTTP_KEEP_ALIVE_MS, 65 s by default), so a request on a connection idle for 61 s
// is answered, not met with a closed socket (the balancer's intermittent 502). This file mostly
// waits: it runs beside the others (its own worker), not before them.
import { Agent, request } from 'node:http';
import type { Socket } from 'node:net';
import { afterAll, expect, it } from 'vitest';
import { cleanUp, processEnv, startProcess } from './processes';

afterAll(cleanUp);

const IDLE_MS = 61_000;

it('serves a keep-alive connection that has been idle for 61 s', { timeout: 150_000 }, async () => {
  const portal = await startProcess(process.execPath, ['dist/start.js'], { env: processEnv({ GATEWAY_URL: 'http://127.0.0.1:9' }) });
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const get = (): Promise<{ status: number; socket: Socket }> =>
    new Promise((resolve, reject) => {
      const outgoing = request(`${portal.url}/healthz`, { agent }, (incoming) => {
        incoming.resume();
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, socket: outgoing.socket as Socket }));
      });
      outgoing.on('error', reject);
      outgoing.end();
    });

  const first = await get();
  let closedBy = '';
  first.socket.once('close', () => (closedBy = 'the server closed the idle connection'));
  await new Promise((wait) => setTimeout(wait, IDLE_MS));
  expect(closedBy).toBe('');
  const second = await get();
  expect(second.status).toBe(200);
  // The very same connection, not a new one.
  expect(second.socket).toBe(first.socket);
  agent.destroy();
});
