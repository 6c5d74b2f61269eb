// GET get-auth-data: the caller's own auth data of a service.
import type { getAuthData } from '../../../../shared/contract/services';
import { listAuthData } from '../../../../db/queries/auth-data';
import { assertSelf } from '../../caller';
import type { TEndpointHandler } from '../../endpoint-handler';

export const readAuthData: TEndpointHandler<typeof getAuthData> = (deps, caller, input) => {
  assertSelf(caller, input.user_id);
  return { success: true as const, data: listAuthData(deps.db, input.user_id, input.service_id) };
};
