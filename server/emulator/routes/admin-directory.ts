// Admin directory (spec §7, admin calls): users and business accounts a page at a time, and one
// business account with its member count. mountEndpoint refuses non-admins with 403.
import type { Hono } from 'hono';
import * as endpoint from '../../../shared/contract/admin';
import type { TEmulatorDeps } from '../deps';
import type { TEmulatorEnv } from '../mount-endpoint';
import { mountEndpoint } from '../mount-endpoint';
import { readAdminBusinessAccount, readAdminBusinessAccounts, readAdminUsers } from '../records/admin/admin-directory';

export const registerAdminDirectoryRoutes = (app: Hono<TEmulatorEnv>, deps: TEmulatorDeps): void => {
  mountEndpoint(app, deps, endpoint.adminUsers, readAdminUsers);
  mountEndpoint(app, deps, endpoint.adminBusinessAccounts, readAdminBusinessAccounts);
  mountEndpoint(app, deps, endpoint.adminBusinessAccount, readAdminBusinessAccount);
};
