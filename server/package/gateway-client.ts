// A typed client of the gateway for other teams' code: one method per contract endpoint, named
// as the contract names it (`client.login({...})`, `client.listBusinessAccounts({})`), each
// typed from the endpoint's zod schemas. It is the portal's own gateway client (proxy mode) over
// fetch, so it calls the emulator or the real gateway alike, and fails with a GatewayError.
import type { TEndpointInput, TEndpointResponse } from '../../shared/contract/define';
import { endpoints } from '../../shared/contract/endpoints';
import type { TEndpointName, TEndpoints } from '../../shared/contract/endpoints';
import { createGateway } from '../gateway/client';
import { createLogger } from '../logger';

export type TGatewayClientOptions = {
  /** The gateway's origin (and path prefix, if any): an emulator's `url`, or the real gateway's. */
  baseUrl: string;
  /** The bearer token sent with every call (a method's own `token` argument wins). */
  token?: string | null;
  /** Deadline of each call (default 10 s). */
  timeoutMs?: number;
  /** Another fetch (default: the global one). */
  fetch?: typeof fetch;
};

export type TGatewayClientMethods = {
  [N in TEndpointName]: (input: TEndpointInput<TEndpoints[N]>, token?: string | null) => Promise<TEndpointResponse<TEndpoints[N]>>;
};

export type TTypedGatewayClient = TGatewayClientMethods & {
  /** The token later calls send (after a login, say); null for none. */
  setToken: (token: string | null) => void;
};

export const createGatewayClient = (options: TGatewayClientOptions): TTypedGatewayClient => {
  const send = options.fetch ?? fetch;
  const client = createGateway({
    baseUrl: options.baseUrl,
    timeoutMs: options.timeoutMs ?? 10_000,
    logger: createLogger('silent'),
    fetch: (url, init) => send(url, init),
  }).clientFor();
  let token = options.token ?? null;
  const methods = Object.fromEntries(
    (Object.keys(endpoints) as TEndpointName[]).map((name) => [
      name,
      (input: Record<string, unknown> | undefined, callToken?: string | null) => client.call(name, (input ?? {}) as never, callToken === undefined ? token : callToken),
    ]),
  ) as unknown as TGatewayClientMethods;
  return {
    ...methods,
    setToken: (next) => {
      token = next;
    },
  };
};
