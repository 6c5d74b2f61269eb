// The caller's business accounts (spec §7): list memberships, create (the creator becomes the
// owner), rename and delete (owners and admins only; delete cascades to everything scoped to it).
import type { Hono } from 'hono';
import * as endpoint from '../../../shared/contract/business-accounts';
import type { TEmulatorDeps } from '../deps';
import type { TEmulatorEnv } from '../mount-endpoint';
import { mountEndpoint } from '../mount-endpoint';
import { createOwnBusinessAccount, readBusinessAccounts, removeBusinessAccount, renameBusinessAccount } from '../records/business-accounts';

export const registerBusinessAccountRoutes = (app: Hono<TEmulatorEnv>, deps: TEmulatorDeps): void => {
  mountEndpoint(app, deps, endpoint.listBusinessAccounts, readBusinessAccounts);
  mountEndpoint(app, deps, endpoint.addBusinessAccount, createOwnBusinessAccount);
  mountEndpoint(app, deps, endpoint.editBusinessAccount, renameBusinessAccount);
  mountEndpoint(app, deps, endpoint.deleteBusinessAccount, removeBusinessAccount);
};
