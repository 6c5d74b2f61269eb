// The signed-in user and their current business account, as every screen reads them.
// Storage keeps only the chosen id (session-store.ts); which accounts exist comes from the list
// query, so a deleted or renamed account can never linger: the current account is derived from
// the fresh list each render, and <CurrentBusinessAccountKeeper/> (always mounted in the signed-in
// layout) writes the reconciled id back to storage.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { TBusinessAccount } from '@shared/contract/common';
import { setCurrentBusinessAccountId, useSession } from './session-store';
import { useTRPC, type TTrpc } from './trpc';

/** The signed-in user's id; 0 only while nobody is signed in (the guards keep screens from that). */
export function useUserId(): number {
  return useSession().user?.id ?? 0;
}

export const businessAccountsQueryOptions = (trpc: TTrpc, userId: number) =>
  // Business account errors are only logged (spec §8).
  trpc.businessAccounts.list.queryOptions({ user_id: userId }, { meta: { errorDisplay: 'silent' }, enabled: userId > 0 });

/** The signed-in user's business accounts (the selector, the Business Accounts screen and every filter share it). */
export function useBusinessAccounts() {
  const trpc = useTRPC();
  return useQuery(businessAccountsQueryOptions(trpc, useUserId()));
}

/** The stored choice if it still exists, else the first account, else none. */
export function chooseCurrentAccount(accounts: readonly TBusinessAccount[], storedId: number | null): TBusinessAccount | null {
  return accounts.find((account) => account.id === storedId) ?? accounts[0] ?? null;
}

export type TCurrentBusinessAccount = {
  /** The current account, or null when the user has none (or the list is still loading). */
  account: TBusinessAccount | null;
  accounts: readonly TBusinessAccount[];
  isPending: boolean;
  /** The list query itself: a screen shows its failure in place of what depends on it (issue 37). */
  query: ReturnType<typeof useBusinessAccounts>;
  select: (id: number) => void;
};

export function useCurrentBusinessAccount(): TCurrentBusinessAccount {
  const { currentBusinessAccountId } = useSession();
  const list = useBusinessAccounts();
  const accounts = list.data?.data ?? [];
  return {
    account: chooseCurrentAccount(accounts, currentBusinessAccountId),
    accounts,
    isPending: list.isPending,
    query: list,
    select: setCurrentBusinessAccountId,
  };
}

/** Writes the reconciled choice back to storage; mounted once by the signed-in layout. */
export function CurrentBusinessAccountKeeper() {
  const { currentBusinessAccountId } = useSession();
  const list = useBusinessAccounts();
  const accounts = list.data?.data;
  useEffect(() => {
    if (!accounts) return;
    const reconciledId = chooseCurrentAccount(accounts, currentBusinessAccountId)?.id ?? null;
    if (reconciledId !== currentBusinessAccountId) setCurrentBusinessAccountId(reconciledId);
  }, [accounts, currentBusinessAccountId]);
  return null;
}
