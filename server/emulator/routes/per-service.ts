// Calls made per service path (spec §7 "Per-service calls"): insights, ad accounts, sync runs and
// the integration records a service holds. Each a one-line mount of its plain function in records/.
import type { Hono } from 'hono';
import * as endpoint from '../../../shared/contract/per-service';
import type { TEmulatorDeps } from '../deps';
import { mountEndpoint } from '../mount-endpoint';
import type { TEmulatorEnv } from '../mount-endpoint';
import { readAdAccounts, refreshAdAccountsOf, switchAdAccount } from '../records/ad-accounts';
import { readInsights } from '../records/insights/read-insights';
import { refreshInsightsOf } from '../records/insights/refresh-insights';
import { connectServiceUser, readServiceUsers, removeServiceUser, switchServiceUser } from '../records/service-users';
import { readSyncRuns } from '../records/sync-runs';

export const registerPerServiceRoutes = (app: Hono<TEmulatorEnv>, deps: TEmulatorDeps): void => {
  mountEndpoint(app, deps, endpoint.getInsights, readInsights);
  mountEndpoint(app, deps, endpoint.refreshInsights, refreshInsightsOf);
  mountEndpoint(app, deps, endpoint.listAdAccounts, readAdAccounts);
  mountEndpoint(app, deps, endpoint.refreshAdAccounts, refreshAdAccountsOf);
  mountEndpoint(app, deps, endpoint.listSyncRuns, readSyncRuns);
  mountEndpoint(app, deps, endpoint.setAdAccountStatus, switchAdAccount);
  mountEndpoint(app, deps, endpoint.addServiceUser, connectServiceUser);
  mountEndpoint(app, deps, endpoint.deleteServiceUser, removeServiceUser);
  mountEndpoint(app, deps, endpoint.setServiceUserStatus, switchServiceUser);
  mountEndpoint(app, deps, endpoint.listServiceUsers, readServiceUsers);
  mountEndpoint(app, deps, endpoint.listBaServiceUsers, readServiceUsers);
};
