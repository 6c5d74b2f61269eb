// The two gateways a server can talk to: the real one over HTTP (GATEWAY_URL, proxy mode) or
// the emulator app in this process: its endpoints called directly (callDirect, no HTTP
// objects), or, for any other app (test stand-ins), through `app.request` without a socket.
import type { TLogger } from '../logger';
import { createGateway } from './client';
import type { TGateway, TGatewayFetch, TGatewayOptions } from './client';
import { createNodeHttpFetch } from './node-http-fetch';

/** The origin the emulator sees when no request origin is lent (callers in tests). */
export const IN_PROCESS_ORIGIN = 'http://emulator.internal';

/** The real gateway over HTTP; `close` lets go of the kept-alive sockets (shutdown, tests). */
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
  return { ...gateway, close: transport.close };
};

type TRequestable = {
  request: (input: string, init?: RequestInit, env?: unknown) => Response | Promise<Response>;
  /** The emulator's endpoints without HTTP (server/emulator/direct-call.ts). */
  callDirect?: TGatewayOptions['direct'];
};

/** The node-server bindings the emulator reads a connection's address from (getConnInfo). */
const connectionOf = (address: string | null | undefined) => (address ? { incoming: { socket: { remoteAddress: address } } } : undefined);

export const createEmulatorGateway = (options: { app: TRequestable; timeoutMs: number; logger: TLogger }): TGateway =>
  createGateway({
    mode: 'emulator',
    baseUrl: IN_PROCESS_ORIGIN,
    // No signal in process: the client's deadline and abort already settle the call
    // (unlessAborted), and a Request built with a signal is held by undici's
    // FinalizationRegistry (signal, listener) until it is collected: thousands under load.
    fetch: async (url, { signal: _signal, ...init }, scope) => options.app.request(url, init, connectionOf(scope.clientAddress)),
    ...(options.app.callDirect ? { direct: options.app.callDirect } : {}),
    timeoutMs: options.timeoutMs,
    logger: options.logger,
  });
