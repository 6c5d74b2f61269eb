// The signed-in user's exports: of one business account (the list) or all of them (settings
// finds its export among them whichever account is current).
import { useQuery } from '@tanstack/react-query';
import { useUserId } from '@/lib/current-business-account';
import { useTRPC, type TTrpc } from '@/lib/trpc';

export const exportsQueryOptions = (trpc: TTrpc, userId: number, baId: number | undefined) =>
  trpc.exports.list.queryOptions({ user_id: userId, ...(baId === undefined ? {} : { ba_id: baId }) }, { enabled: userId > 0 });

export function useExports(baId: number | null) {
  const trpc = useTRPC();
  const userId = useUserId();
  return useQuery({ ...exportsQueryOptions(trpc, userId, baId ?? undefined), enabled: userId > 0 && baId !== null });
}

export function useAllExports() {
  const trpc = useTRPC();
  return useQuery(exportsQueryOptions(trpc, useUserId(), undefined));
}
