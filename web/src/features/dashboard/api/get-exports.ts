// The exports of one business account: the dashboard's integration control lists those of the
// chosen service.
import { useQuery } from '@tanstack/react-query';
import { useTRPC, type TTrpc } from '@/lib/trpc';

export const exportsQueryOptions = (trpc: TTrpc, userId: number, baId: number | null) =>
  trpc.exports.list.queryOptions({ user_id: userId, ba_id: baId ?? undefined }, { enabled: userId > 0 && baId !== null });

export function useExports(userId: number, baId: number | null) {
  const trpc = useTRPC();
  return useQuery(exportsQueryOptions(trpc, userId, baId));
}
