// The signed-in user's exports: of one business account (the list) or all of them (settings
// finds its export among them whichever account is current).
import { useQuery } from '@tanstack/react-query';
import { useUserId } from '@/lib/current-business-account';
import { useTRPC, type TTrpc } from '@/lib/trpc';

export const exportsQueryOptions = (trpc: TTrpc, userId: number, baId: number | undefined) =>
  trpc.exports.list.queryOptions({ user_id: userId, ...(baId === undefined ? {} : { ba_id: baId }) }, { enabled: userId > 0, meta: { errorDisplay: 'inline' } });

/**
 * The exports of one business account. They are read from all of the user's exports (the gateway
 * answers those without a `ba_id`), so the call goes out at mount beside the business-account
 * list instead of waiting for it to say which account is current (one round trip).
 */
export function useExports(baId: number | null) {
  const all = useAllExports();
  const data = all.data && baId !== null ? { ...all.data, data: all.data.data.filter((record) => record.ba_id === baId) } : undefined;
  return { ...all, data };
}

export function useAllExports() {
  const trpc = useTRPC();
  return useQuery(exportsQueryOptions(trpc, useUserId(), undefined));
}
