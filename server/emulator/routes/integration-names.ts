// The emulator's own integration-name endpoints: what each integration of a business account
// connects (for its title), and renaming one. Only members of the integration's business
// account (and admins) reach them.
import type { Hono } from 'hono';
import * as endpoint from '../../../shared/contract/integration-names';
import type { TEmulatorDeps } from '../deps';
import { mountEndpoint } from '../mount-endpoint';
import type { TEmulatorEnv } from '../mount-endpoint';
import { nameIntegration, readIntegrationTitles } from '../records/integration-names';

export const registerIntegrationNameRoutes = (app: Hono<TEmulatorEnv>, deps: TEmulatorDeps): void => {
  mountEndpoint(app, deps, endpoint.listIntegrationTitles, readIntegrationTitles);
  mountEndpoint(app, deps, endpoint.renameIntegration, nameIntegration);
};
