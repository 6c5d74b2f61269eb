// The caller's business accounts (spec §7): list memberships, create (the creator becomes the
// owner), rename and delete (owners and admins only; delete cascades to everything scoped to it).
import type { addBusinessAccount, deleteBusinessAccount, editBusinessAccount, listBusinessAccounts } from '../../../shared/contract/business-accounts';
import {
  createBusinessAccount,
  deleteBusinessAccount as removeBusinessAccountRow,
  listBusinessAccountsOfUser,
  updateBusinessAccount,
} from '../../../db/queries/business-accounts';
import { findUser } from '../../../db/queries/users';
import { assertOwner } from '../access';
import { assertSelf } from '../caller';
import type { TCaller } from '../caller';
import type { TEmulatorDeps } from '../deps';
import type { TEndpointHandler } from '../endpoint-handler';
import { notFound } from '../http-error';

export const BUSINESS_ACCOUNT_MESSAGES = {
  created: 'Business account created successfully.',
  updated: 'Business account updated successfully.',
  deleted: 'Business account deleted successfully.',
} as const;

/** The caller's own user was just read by authenticate(); only another user (an admin acting for someone) needs looking up. */
const requireUser = (deps: TEmulatorDeps, caller: TCaller, userId: number) => {
  if (userId !== caller.id && !findUser(deps.db, userId)) throw notFound('User');
};

export const readBusinessAccounts: TEndpointHandler<typeof listBusinessAccounts> = (deps, caller, input) => {
  assertSelf(caller, input.user_id);
  requireUser(deps, caller, input.user_id);
  return { success: true as const, data: listBusinessAccountsOfUser(deps.db, input.user_id) };
};

export const createOwnBusinessAccount: TEndpointHandler<typeof addBusinessAccount> = (deps, caller, input) => {
  assertSelf(caller, input.user_id);
  requireUser(deps, caller, input.user_id);
  const account = createBusinessAccount(deps.db, { name: input.name, path: input.path, ownerId: input.user_id });
  return { success: true as const, message: BUSINESS_ACCOUNT_MESSAGES.created, data: account };
};

export const renameBusinessAccount: TEndpointHandler<typeof editBusinessAccount> = (deps, caller, input) => {
  assertSelf(caller, input.user_id);
  assertOwner(deps, caller, input.id);
  const account = updateBusinessAccount(deps.db, input.id, { name: input.name, path: input.path });
  if (!account) throw notFound('Business account');
  return { success: true as const, message: BUSINESS_ACCOUNT_MESSAGES.updated, data: account };
};

export const removeBusinessAccount: TEndpointHandler<typeof deleteBusinessAccount> = (deps, caller, input) => {
  assertSelf(caller, input.user_id);
  assertOwner(deps, caller, input.id);
  if (!removeBusinessAccountRow(deps.db, input.id)) throw notFound('Business account');
  return { success: true as const, message: BUSINESS_ACCOUNT_MESSAGES.deleted };
};
