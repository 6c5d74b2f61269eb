// Access to business-account-scoped records: only the account's members reach them, admins
// reach all. Every route that takes a `ba_id` (or a record belonging to one) checks here.
import { findBusinessAccount, findMemberRole } from '../../db/queries/business-accounts';
import type { TBusinessAccountRow } from '../../db/queries/business-accounts';
import { isAdmin } from './caller';
import type { TCaller } from './caller';
import type { TEmulatorDeps } from './deps';
import { forbidden, notFound } from './http-error';

type TAccessDeps = Pick<TEmulatorDeps, 'db'>;

/** The business account, or a 404 'Business account not found'. */
export const requireBusinessAccount = (deps: TAccessDeps, baId: number): TBusinessAccountRow => {
  const account = findBusinessAccount(deps.db, baId);
  if (!account) throw notFound('Business account');
  return account;
};

/**
 * 404 when the business account does not exist, 403 when the caller is not a member of it
 * (admins pass). Returns the account.
 */
export const assertMember = (deps: TAccessDeps, caller: TCaller, baId: number): TBusinessAccountRow => {
  const account = requireBusinessAccount(deps, baId);
  if (!isAdmin(caller) && !findMemberRole(deps.db, baId, caller.id)) {
    throw forbidden('You are not a member of this business account');
  }
  return account;
};

/** Like assertMember, but only an owner member (or an admin) passes: edit and delete. */
export const assertOwner = (deps: TAccessDeps, caller: TCaller, baId: number): TBusinessAccountRow => {
  const account = requireBusinessAccount(deps, baId);
  if (!isAdmin(caller) && findMemberRole(deps.db, baId, caller.id) !== 'owner') {
    throw forbidden('Only the owner of this business account can change it');
  }
  return account;
};

/**
 * For records that carry their business account: 404 (as `what`) when the record is missing
 * or the caller is not a member, so a stranger cannot tell a foreign record from a missing one.
 */
export const assertRecordInMemberAccount = (
  deps: TAccessDeps,
  caller: TCaller,
  record: { ba_id: number } | undefined,
  what: string,
): void => {
  if (!record) throw notFound(what);
  if (!isAdmin(caller) && !findMemberRole(deps.db, record.ba_id, caller.id)) throw notFound(what);
};
