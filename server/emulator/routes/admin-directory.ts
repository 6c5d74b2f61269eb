// Admin directory (spec §7, admin calls): users and business accounts a page at a time, and one
// business account with its member count. mountEndpoint refuses non-admins with 403.
import type { Hono } from 'hono';
import { ADMIN_PAGE_SIZE } from '../../../shared/constants';
import { adminBusinessAccount, adminBusinessAccounts, adminUsers } from '../../../shared/contract/admin';
import {
  countBusinessAccounts,
  countMembers,
  listBusinessAccountsPage,
} from '../../../db/queries/business-accounts';
import { countUsers, listUsersPage } from '../../../db/queries/users';
import { requireBusinessAccount } from '../access';
import type { TEmulatorDeps } from '../deps';
import type { TEmulatorEnv } from '../mount-endpoint';
import { mountEndpoint } from '../mount-endpoint';
import { pageOf } from '../records/page-of';

export const registerAdminDirectoryRoutes = (app: Hono<TEmulatorEnv>, deps: TEmulatorDeps): void => {
  mountEndpoint(app, deps, adminUsers, (deps, _caller, input) => {
    const { business_account_id: businessAccountId, search } = input;
    if (businessAccountId !== undefined) requireBusinessAccount(deps, businessAccountId);
    const users = pageOf(input.page, ADMIN_PAGE_SIZE, countUsers(deps.db, businessAccountId, search), (window) =>
      listUsersPage(deps.db, { ...window, businessAccountId, search }),
    );
    return { success: true as const, data: { users } };
  });

  mountEndpoint(app, deps, adminBusinessAccounts, (deps, _caller, input) => {
    const businessAccounts = pageOf(input.page, ADMIN_PAGE_SIZE, countBusinessAccounts(deps.db, input.search), (window) =>
      listBusinessAccountsPage(deps.db, { ...window, search: input.search }),
    );
    return { success: true as const, data: { business_accounts: businessAccounts } };
  });

  mountEndpoint(app, deps, adminBusinessAccount, (deps, _caller, input) => {
    const account = requireBusinessAccount(deps, input.id);
    return { success: true as const, data: { business_account: { ...account, users_count: countMembers(deps.db, account.id) } } };
  });
};
