// Access to business-account-scoped records: only the account's members reach them, admins
// reach all. Every route that takes a `ba_id` (or a record belonging to one) checks here.
import { findBusinessAccount, findMemberRole } from '../../db/queries/business-accounts';
import type { TBusinessAccountRow } from '../../db/queries/business-accounts';
import { isAdmin } from './caller';
import type { TCaller } from './caller';
import type { TEmulatorDeps } from './deps';
import { forbidden, notFound } from './http-error';

export const requireBusinessAccount = (deps: TEmulatorDeps, baId: number): TBusinessAccountRow => {
  const account = findBusinessAccount(deps.db, baId);
  if (!account) throw notFound('Business account');
  return account;
};

export const isMember = (deps: TEmulatorDeps, caller: TCaller, baId: number): boolean =>
  isAdmin(caller) || findMemberRole(deps.db, baId, caller.id) !== undefined;

/** 404 when the business account does not exist, 403 when the caller is not a member of it. */
export const assertMember = (deps: TEmulatorDeps, caller: TCaller, baId: number): TBusinessAccountRow => {
  const account = requireBusinessAccount(deps, baId);
  if (!isMember(deps, caller, baId)) throw forbidden('You are not a member of this business account');
  return account;
};

/** Whose records a call covers: the business account's it names (members only), else all of the user's. */
export const memberScope = (deps: TEmulatorDeps, caller: TCaller, userId: number, baId: number | undefined) => {
  if (baId === undefined) return { memberUserId: userId };
  assertMember(deps, caller, baId);
  return { baId };
};

/** Like assertMember, but only an owner member (or an admin) passes: edit and delete. */
export const assertOwner = (deps: TEmulatorDeps, caller: TCaller, baId: number): void => {
  requireBusinessAccount(deps, baId);
  if (!isAdmin(caller) && findMemberRole(deps.db, baId, caller.id) !== 'owner') {
    throw forbidden('Only the owner of this business account can change it');
  }
};
