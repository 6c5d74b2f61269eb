// Admin directory (spec §7, admin calls): users and business accounts a page at a time, and one
// business account with its member count. mountEndpoint refuses non-admins with 403 before these run.
import type { adminBusinessAccount, adminBusinessAccounts, adminUsers } from '../../../../shared/contract/admin';
import { ADMIN_PAGE_SIZE } from '../../../../shared/constants';
import { countBusinessAccounts, countMembers, listBusinessAccountsPage } from '../../../../db/queries/business-accounts';
import { countUsers, listUsersPage } from '../../../../db/queries/users';
import { requireBusinessAccount } from '../../access';
import type { TEndpointHandler } from '../../endpoint-handler';
import { pageOf } from '../page-of';

export const readAdminUsers: TEndpointHandler<typeof adminUsers> = (deps, _caller, input) => {
  const { business_account_id: businessAccountId, search } = input;
  if (businessAccountId !== undefined) requireBusinessAccount(deps, businessAccountId);
  const users = pageOf(input.page, ADMIN_PAGE_SIZE, countUsers(deps.db, businessAccountId, search), (window) =>
    listUsersPage(deps.db, { ...window, businessAccountId, search }),
  );
  return { success: true as const, data: { users } };
};

export const readAdminBusinessAccounts: TEndpointHandler<typeof adminBusinessAccounts> = (deps, _caller, input) => {
  const businessAccounts = pageOf(input.page, ADMIN_PAGE_SIZE, countBusinessAccounts(deps.db, input.search), (window) =>
    listBusinessAccountsPage(deps.db, { ...window, search: input.search }),
  );
  return { success: true as const, data: { business_accounts: businessAccounts } };
};

export const readAdminBusinessAccount: TEndpointHandler<typeof adminBusinessAccount> = (deps, _caller, input) => {
  const account = requireBusinessAccount(deps, input.id);
  return { success: true as const, data: { business_account: { ...account, users_count: countMembers(deps.db, account.id) } } };
};
