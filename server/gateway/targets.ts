// The two gateways a server can talk to, one transport each: the real one over HTTP
// (GATEWAY_URL, proxy mode) through node-http-fetch.ts, or the emulator in this process through
// its in-process door, `call` (the endpoint's runner; no socket, Request, Response or JSON text).
import { createGateway } from './client';
import type { TEmulatorDoor } from '../emulator/door';
import type { TGateway, TGatewayFetch, TGatewayOptions } from './client';
import { createNodeHttpFetch } from './node-http-fetch';

export const IN_PROCESS_ORIGIN = 'http://emulator.internal';

export const createProxyGateway = (options: Pick<TGatewayOptions, 'baseUrl' | 'timeoutMs' | 'logger' | 'onContractMismatch'> & {
  /** Wraps the transport, e.g. to record every exchange (GATEWAY_RECORD, server/har/recorder.ts). */
  wrapTransport?: (send: TGatewayFetch) => TGatewayFetch;
}): TGateway & { close: () => void } => {
  const transport = createNodeHttpFetch();
  const gateway = createGateway({ ...options, fetch: options.wrapTransport?.(transport) ?? transport });
  // Lets go of the kept-alive sockets (shutdown, tests).
  return { ...gateway, close: transport.close };
};

export const createEmulatorGateway = ({ app, ...options }: Pick<TGatewayOptions, 'timeoutMs' | 'logger'> & { app: Pick<TEmulatorDoor, 'call'> }): TGateway =>
  createGateway({
    ...options,
    baseUrl: IN_PROCESS_ORIGIN,
    callInProcess: async (name, input, scope) => {
      const answer = await app.call(name, input as never, scope);
      return { ...answer, headers: new Headers(answer.headers) };
    },
  });
