// Services, the caller's integration/export records, auth data, and starting an export
// (spec §7, "Services, integrations and exports").
import type { Hono } from 'hono';
import * as endpoint from '../../../shared/contract/services';
import type { TEmulatorDeps } from '../deps';
import { mountEndpoint } from '../mount-endpoint';
import type { TEmulatorEnv } from '../mount-endpoint';
import { readAuthData } from '../records/auth-data/read-auth-data';
import { revokeGrant, revokeReceivingToken } from '../records/auth-data/revoke-auth-data';
import { storeAuthData } from '../records/auth-data/save-auth-data';
import { checkConnection } from '../records/auth-data/test-auth-data';
import { startExportOf, switchExport } from '../records/exports';
import { readAllServices, readRecords, readServicesOfType } from '../records/services';

export const registerServiceRoutes = (app: Hono<TEmulatorEnv>, deps: TEmulatorDeps): void => {
  mountEndpoint(app, deps, endpoint.listServices, readServicesOfType);
  mountEndpoint(app, deps, endpoint.listAllServices, readAllServices);
  mountEndpoint(app, deps, endpoint.getAuthData, readAuthData);
  mountEndpoint(app, deps, endpoint.listIntegrationsExports, readRecords);
  mountEndpoint(app, deps, endpoint.startExport, startExportOf);
  mountEndpoint(app, deps, endpoint.addAuthData, storeAuthData);
  mountEndpoint(app, deps, endpoint.testAuthData, checkConnection);
  mountEndpoint(app, deps, endpoint.deleteAuthData, revokeReceivingToken);
  mountEndpoint(app, deps, endpoint.deleteAuthDataOauth, revokeGrant);
  mountEndpoint(app, deps, endpoint.changeExportStatus, switchExport);
};
