// Keeps the user's current business account in step with the fetched list: renamed accounts
// take their new name, a deleted one gives way to the first remaining, none chosen means the first.
import type { TBusinessAccount } from '../../../../shared/contract/common';

export function reconcileCurrentAccount(
  accounts: readonly TBusinessAccount[],
  current: TBusinessAccount | null | undefined,
): TBusinessAccount | null {
  const fresh = current ? accounts.find((account) => account.id === current.id) : undefined;
  return fresh ?? accounts[0] ?? null;
}

export const isSameAccount = (left: TBusinessAccount | null | undefined, right: TBusinessAccount | null | undefined) =>
  (left ?? null) === (right ?? null) ||
  (left?.id === right?.id && left?.name === right?.name && left?.path === right?.path);
