// All of the signed-in user's integrations, for the Get started list's "lead form integration"
// step. The Integrations screen reads the same query (same key), so each fills the other's cache.
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useAllIntegrations(userId: number, isWanted: boolean) {
  const trpc = useTRPC();
  // A failed load only keeps the step unticked: the dashboard says nothing about it.
  return useQuery(trpc.integrations.list.queryOptions({ user_id: userId }, { enabled: isWanted && userId > 0, meta: { errorDisplay: 'silent' } }));
}
