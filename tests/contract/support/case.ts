// The shape of one row of the contract table: how to make a call the gateway must accept, and
// how to break its request so the gateway must refuse it with 422.
import type { TEndpointInput, TEndpointResponse } from '../../../shared/contract/define';
import type { TEndpointName, TEndpoints } from '../../../shared/contract/endpoints';
import type { TFixtures, TSession } from './fixtures';

export type TCall<N extends TEndpointName> = {
  /** Who calls (null: nobody signed in). The refusal checks reuse the input without it. */
  session: TSession | null;
  input: TEndpointInput<TEndpoints[N]>;
  /** Why the valid call cannot be made on this gateway (e.g. a one-shot demo invite already used): the check is skipped. */
  skip?: string;
};

export type TCase<N extends TEndpointName> = {
  valid: (fx: TFixtures) => Promise<TCall<N>>;
  /** Fields laid over the valid input (undefined removes one) that break the request schema: 422. */
  invalid?: Record<string, unknown>;
  /** Checks on a valid answer beyond its schema. */
  check?: (body: TEndpointResponse<TEndpoints[N]>, call: TCall<N>, fx: TFixtures) => void | Promise<void>;
};

export type TCaseTable = { [N in TEndpointName]: TCase<N> };
