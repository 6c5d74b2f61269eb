// The emulator's own integration-name endpoints: what each integration of a business account
// connects (for its title), and renaming one. Only members of the integration's business
// account (and admins) reach them.
import type { listIntegrationTitles, renameIntegration } from '../../../shared/contract/integration-names';
import { findIntegrationTitle, listIntegrationTitles as readIntegrationTitleRows, setIntegrationGivenName } from '../../../db/queries/integration-titles';
import { memberScope } from '../access';
import { assertSelf } from '../caller';
import type { TEndpointHandler } from '../endpoint-handler';
import { notFound } from '../http-error';
import { requireIntegration } from './lookups';

export const readIntegrationTitles: TEndpointHandler<typeof listIntegrationTitles> = (deps, caller, input) => {
  assertSelf(caller, input.user_id);
  return { success: true as const, data: readIntegrationTitleRows(deps.db, memberScope(deps, caller, input.user_id, input.ba_id)) };
};

/** An empty name gives the integration back its title of what it connects. */
export const nameIntegration: TEndpointHandler<typeof renameIntegration> = (deps, caller, input) => {
  assertSelf(caller, input.user_id);
  const record = requireIntegration(deps, caller, input.integration_id);
  const name = input.name === '' ? null : input.name;
  setIntegrationGivenName(deps.db, record.id, name);
  const title = findIntegrationTitle(deps.db, record.id);
  if (!title) throw notFound('Integration');
  return { success: true as const, message: name === null ? 'The integration says again what it connects' : 'Integration renamed', data: title };
};
