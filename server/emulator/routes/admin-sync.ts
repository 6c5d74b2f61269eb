// Admin calls on a business account's connections (spec §7, last table): its services and
// integrations, and starting a sync of a whole record or of one ad account.
import type { Hono } from 'hono';
import * as endpoint from '../../../shared/contract/admin';
import type { TEmulatorDeps } from '../deps';
import { mountEndpoint } from '../mount-endpoint';
import type { TEmulatorEnv } from '../mount-endpoint';
import { readAdminConnections, startAdAccountSync, startRecordSync } from '../records/admin/admin-sync';

export const registerAdminSyncRoutes = (app: Hono<TEmulatorEnv>, deps: TEmulatorDeps): void => {
  mountEndpoint(app, deps, endpoint.adminBusinessAccountServices, readAdminConnections);
  mountEndpoint(app, deps, endpoint.adminStartSync, startRecordSync);
  mountEndpoint(app, deps, endpoint.adminStartSyncAccount, startAdAccountSync);
};
