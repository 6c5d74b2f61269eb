// SIGTERM as a container runtime or a deploy sends it, under steady load: to the npm process of
// `npm start` (npm's shell is replaced by node, so the signal reaches the server) and to
// `node dist/start.js`. The server drains: every request sent before the signal is answered,
// no server process is left, and the process exits 0 within SHUTDOWN_TIMEOUT_MS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { steadyLoad } from './load';
import { cleanUp, descendantsOf, isAlive, processEnv, signIn, startGateway, startProcess } from './processes';
import type { TProcess } from './processes';

const SHUTDOWN = { SHUTDOWN_DELAY_MS: '1000', SHUTDOWN_TIMEOUT_MS: '8000' };
let gateway: TProcess;

beforeAll(async () => {
  // Every gateway read takes 400 ms: requests are in flight whenever the signal comes.
  gateway = await startGateway({ EMULATOR_FAULTS: JSON.stringify([{ fault: 'latency', delay_ms: 400, endpoint: 'GET /api/*' }]) });
});

afterAll(cleanUp);

describe.each([
  { name: 'npm start', command: 'npm', args: ['start', '--silent'] },
  { name: 'node dist/start.js', command: process.execPath, args: ['dist/start.js'] },
])('SIGTERM to $name under steady load', ({ command, args }) => {
  it('answers every request sent before the signal, leaves no process and exits 0 within the deadline', async () => {
    const portal = await startProcess(command, args, { env: processEnv({ GATEWAY_URL: gateway.url, ...SHUTDOWN }) });
    const pid = portal.child.pid as number;
    const processes = [pid, ...descendantsOf(pid)];
    const token = await signIn(portal.url);
    const load = steadyLoad(portal.url, token);
    await new Promise((wait) => setTimeout(wait, 1_500));

    const signalledAt = Date.now();
    process.kill(pid, 'SIGTERM');
    // The signal takes a moment to arrive: readiness must fail within a few tens of milliseconds.
    await new Promise((wait) => setTimeout(wait, 50));
    const readiness = await fetch(`${portal.url}/readyz`);
    const { code, signal } = await portal.exited;
    const exitedAfterMs = Date.now() - signalledAt;
    await load.stop();

    expect(readiness.status, 'readiness fails from the signal on').toBe(503);
    expect({ code, signal }, portal.output()).toEqual({ code: 0, signal: null });
    expect(exitedAfterMs).toBeLessThan(Number(SHUTDOWN.SHUTDOWN_TIMEOUT_MS));
    expect(processes.filter(isAlive), 'server processes still running').toEqual([]);
    const before = load.sent.filter((request) => request.sentAt < signalledAt);
    expect(before.length).toBeGreaterThan(10);
    expect(before.filter((request) => request.status !== 200)).toEqual([]);
    // The balancer's grace: new requests are still answered during SHUTDOWN_DELAY_MS.
    const duringDelay = load.sent.filter((request) => request.sentAt > signalledAt + 100 && request.sentAt < signalledAt + 800);
    expect(duringDelay.length).toBeGreaterThan(0);
    expect(duringDelay.filter((request) => request.status !== 200)).toEqual([]);
  });
});
