// The two gateways a server can talk to: the real one over HTTP (GATEWAY_URL, proxy mode) or
// the emulator app in this process, called through `app.request` without any socket.
import type { TLogger } from '../logger';
import { createGateway } from './client';
import type { TGateway } from './client';
import { createNodeHttpFetch } from './node-http-fetch';

/** The origin the emulator sees when no request origin is lent (callers in tests). */
export const IN_PROCESS_ORIGIN = 'http://emulator.internal';

/** The real gateway over HTTP; `close` lets go of the kept-alive sockets (shutdown, tests). */
export const createProxyGateway = (options: { url: string; timeoutMs: number; logger: TLogger }): TGateway & { close: () => void } => {
  const transport = createNodeHttpFetch();
  const gateway = createGateway({
    mode: 'proxy',
    baseUrl: options.url,
    fetch: transport,
    timeoutMs: options.timeoutMs,
    logger: options.logger,
  });
  return { ...gateway, close: transport.close };
};

type TRequestable = { request: (input: string, init?: RequestInit) => Response | Promise<Response> };

export const createEmulatorGateway = (options: { app: TRequestable; timeoutMs: number; logger: TLogger }): TGateway =>
  createGateway({
    mode: 'emulator',
    baseUrl: IN_PROCESS_ORIGIN,
    fetch: async (url, init) => options.app.request(url, init),
    timeoutMs: options.timeoutMs,
    logger: options.logger,
  });
