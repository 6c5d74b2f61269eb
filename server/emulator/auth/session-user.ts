// The user as sign-in, register and profile save answer it (spec §3 User): the public
// columns plus the business accounts the user belongs to and the current one.
import type { TUser } from '../../../shared/contract/common';
import type { TDatabase } from '../../../db/client';
import { listBusinessAccountsOfUser } from '../../../db/queries/business-accounts';
import { findUser } from '../../../db/queries/users';

export const loadUserView = (db: TDatabase, userId: number): TUser | undefined => {
  const user = findUser(db, userId);
  if (!user) return undefined;
  const { current_ba_id: currentId, ...columns } = user;
  const businessAccounts = listBusinessAccountsOfUser(db, userId);
  // The stored selection while the user still belongs to it, else the first account (spec §4).
  const currentBusinessAccount =
    businessAccounts.find((account) => account.id === currentId) ?? businessAccounts[0] ?? null;
  return { ...columns, businessAccounts, currentBusinessAccount };
};
