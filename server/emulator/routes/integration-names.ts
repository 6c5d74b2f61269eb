// The emulator's own integration-name endpoints: what each integration of a business account
// connects (for its title), and renaming one. Only members of the integration's business
// account (and admins) reach them.
import type { Hono } from 'hono';
import { findIntegrationTitle, listIntegrationTitles as readIntegrationTitles, setIntegrationGivenName } from '../../../db/queries/integration-titles';
import { listIntegrationTitles, renameIntegration } from '../../../shared/contract/integration-names';
import { memberScope } from '../access';
import { assertSelf } from '../caller';
import type { TEmulatorDeps } from '../deps';
import { notFound } from '../http-error';
import { mountEndpoint } from '../mount-endpoint';
import type { TEmulatorEnv } from '../mount-endpoint';
import { requireIntegration } from '../records/lookups';

export const registerIntegrationNameRoutes = (app: Hono<TEmulatorEnv>, deps: TEmulatorDeps): void => {
  mountEndpoint(app, deps, listIntegrationTitles, (deps, caller, input) => {
    assertSelf(caller, input.user_id);
    return { success: true as const, data: readIntegrationTitles(deps.db, memberScope(deps, caller, input.user_id, input.ba_id)) };
  });

  mountEndpoint(app, deps, renameIntegration, (deps, caller, input) => {
    assertSelf(caller, input.user_id);
    const record = requireIntegration(deps, caller, input.integration_id);
    const name = input.name === '' ? null : input.name;
    setIntegrationGivenName(deps.db, record.id, name);
    const title = findIntegrationTitle(deps.db, record.id);
    if (!title) throw notFound('Integration');
    return { success: true as const, message: name === null ? 'The integration says again what it connects' : 'Integration renamed', data: title };
  });
};
