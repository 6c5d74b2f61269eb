// The two gateways a server can talk to, one transport each: the real one over HTTP
// (GATEWAY_URL, proxy mode) through node-http-fetch.ts, or the emulator app in this process
// through its public door, Hono's `app.request` (no socket).
import type { TLogger } from '../logger';
import { createGateway } from './client';
import type { TGateway, TGatewayFetch, TGatewayOptions } from './client';
import { createNodeHttpFetch } from './node-http-fetch';

/** The origin the emulator sees in process. */
export const IN_PROCESS_ORIGIN = 'http://emulator.internal';

export const createProxyGateway = (options: {
  url: string;
  timeoutMs: number;
  logger: TLogger;
  onContractMismatch?: TGatewayOptions['onContractMismatch'];
  /** Wraps the transport, e.g. to record every exchange (GATEWAY_RECORD, server/har/recorder.ts). */
  wrapTransport?: (send: TGatewayFetch) => TGatewayFetch;
}): TGateway & { close: () => void } => {
  const transport = createNodeHttpFetch();
  const gateway = createGateway({
    mode: 'proxy',
    baseUrl: options.url,
    fetch: options.wrapTransport ? options.wrapTransport(transport) : transport,
    timeoutMs: options.timeoutMs,
    logger: options.logger,
    onContractMismatch: options.onContractMismatch,
  });
  // Lets go of the kept-alive sockets (shutdown, tests).
  return { ...gateway, close: transport.close };
};

type TRequestable = { request: (input: string, init?: RequestInit, env?: unknown) => Response | Promise<Response> };

/** The node-server bindings the emulator reads a connection's address from (getConnInfo). */
const connectionOf = (address: string | null | undefined) => (address ? { incoming: { socket: { remoteAddress: address } } } : undefined);

export const createEmulatorGateway = (options: { app: TRequestable; timeoutMs: number; logger: TLogger }): TGateway =>
  createGateway({
    mode: 'emulator',
    baseUrl: IN_PROCESS_ORIGIN,
    fetch: async (url, init, scope) => options.app.request(url, init, connectionOf(scope.clientAddress)),
    timeoutMs: options.timeoutMs,
    logger: options.logger,
  });
