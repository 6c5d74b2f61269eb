// The proxy's transport under trouble (server/gateway/resilience.ts, node-http-fetch.ts): a GET
// whose socket is reset is sent once more, a POST is not; idle kept-alive sockets are closed by
// us; calls beyond the bounded queue are refused at once; the breaker opens and closes.
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { GatewayError } from '../../../server/gateway/errors';
import { createNodeHttpFetch } from '../../../server/gateway/node-http-fetch';
import { withResilience } from '../../../server/gateway/resilience';
import type { TGatewayFetch } from '../../../server/gateway/client';
import { createLogger } from '../../../server/logger';

const logger = createLogger('silent');
const servers: Server[] = [];
const transports: { close: () => void }[] = [];

afterEach(async () => {
  for (const transport of transports.splice(0)) transport.close();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => {
    server.closeAllConnections();
    server.close(resolve);
  })));
});

/** A gateway whose first `resets` requests have their socket destroyed unanswered. */
const gatewayThatResets = async (resets: number) => {
  const seen = { requests: 0, closedSockets: 0 };
  const server = createServer((request, response) => {
    seen.requests += 1;
    if (seen.requests <= resets) {
      request.socket.destroy();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"success":true}');
  });
  server.keepAliveTimeout = 60_000;
  server.on('connection', (socket: Socket) => socket.on('close', () => (seen.closedSockets += 1)));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as { port: number }).port}/api/profile`, seen };
};

const resilient = (options: { idleSocketMs?: number; failures?: number; halfOpenAfterMs?: number; concurrency?: number; maxQueue?: number; send?: TGatewayFetch } = {}) => {
  const transport = createNodeHttpFetch({ idleSocketMs: options.idleSocketMs ?? 4_000 });
  transports.push(transport);
  return withResilience(options.send ?? transport, { origin: 'http://gateway.test', logger, failures: options.failures ?? 5, halfOpenAfterMs: options.halfOpenAfterMs ?? 10_000, concurrency: options.concurrency ?? 128, maxQueue: options.maxQueue ?? 256 });
};

describe('the gateway transport', () => {
  it('sends a GET once more when its socket was reset, and a POST never', async () => {
    const gateway = await gatewayThatResets(1);
    const { send } = resilient();
    expect((await send(gateway.url, { method: 'GET', headers: {} }, {})).status).toBe(200);
    expect(gateway.seen.requests).toBe(2);

    const other = await gatewayThatResets(1);
    await expect(send(other.url, { method: 'POST', headers: {}, body: '{}' }, {})).rejects.toMatchObject({ code: 'ECONNRESET' });
    expect(other.seen.requests).toBe(1);
  });

  it('closes a kept-alive socket left idle, before the gateway would', async () => {
    const gateway = await gatewayThatResets(0);
    const { send } = resilient({ idleSocketMs: 200 });
    const answer = await send(gateway.url, { method: 'GET', headers: {} }, {});
    await answer.text();
    expect(gateway.seen.closedSockets).toBe(0);
    await expect.poll(() => gateway.seen.closedSockets, { timeout: 2_000 }).toBe(1);
  });

  it('refuses at once a call beyond the bounded queue', async () => {
    const never: TGatewayFetch = () => new Promise(() => undefined);
    const { send } = resilient({ concurrency: 1, maxQueue: 1, send: never });
    void send('http://gateway.test/a', { method: 'GET' }, {});
    void send('http://gateway.test/b', { method: 'GET' }, {});
    const refused = await send('http://gateway.test/c', { method: 'GET' }, {}).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(GatewayError);
    expect((refused as GatewayError).details.isQueueFull).toBe(true);
    expect((refused as GatewayError).message).toBe('The gateway could not complete the request. Please try again.');
  });

  it('opens after the configured failures, answers at once, and closes after a probe succeeds', async () => {
    let isDown = true;
    const flaky: TGatewayFetch = async () => {
      if (isDown) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
      return new Response('{}', { status: 200 });
    };
    const { send, state } = resilient({ failures: 2, halfOpenAfterMs: 300, send: flaky });
    for (let call = 0; call < 2; call += 1) await expect(send('http://gateway.test/a', { method: 'GET' }, {})).rejects.toMatchObject({ code: 'ECONNREFUSED' });
    expect(state()).toBe('open');
    await expect(send('http://gateway.test/a', { method: 'GET' }, {})).rejects.toMatchObject({ details: { isCircuitOpen: true } });
    isDown = false;
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await send('http://gateway.test/a', { method: 'GET' }, {})).status).toBe(200);
    expect(state()).toBe('closed');
  });

  it('does not count a 4xx answer as a failure', async () => {
    const refusing: TGatewayFetch = async () => new Response('{}', { status: 422 });
    const { send, state } = resilient({ failures: 1, send: refusing });
    for (let call = 0; call < 3; call += 1) expect((await send('http://gateway.test/a', { method: 'POST' }, {})).status).toBe(422);
    expect(state()).toBe('closed');
  });
});
