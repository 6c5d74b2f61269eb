// The shape of an endpoint's work: a plain function of the emulator's deps, the caller and the
// validated input, answering the contract's body (or throwing an HttpError). mount-endpoint.ts
// puts it behind HTTP; a unit test calls it directly, without Hono.
import type { TEndpoint, TEndpointRequest, TEndpointResponse } from '../../shared/contract/define';
import type { TCaller } from './caller';
import type { TEmulatorDeps } from './deps';

/** What a handler may know of the HTTP request beyond its input: only the caller's address. */
export type TRequestFacts = {
  /** The caller's address (the socket's, or the portal's X-Forwarded-For in process); the sign-in throttles key on it. */
  clientAddress: () => string | null;
};

/** The signed-in caller of an endpoint, or null for a public one. */
export type TCallerOf<E extends TEndpoint> = E['access'] extends 'public' ? null : TCaller;

export type TEndpointHandler<E extends TEndpoint> = (
  deps: TEmulatorDeps,
  caller: TCallerOf<E>,
  input: TEndpointRequest<E>,
  request: TRequestFacts,
) => TEndpointResponse<E> | Promise<TEndpointResponse<E>>;
