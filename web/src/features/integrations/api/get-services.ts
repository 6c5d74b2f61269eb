// The service catalogue the integration screens read: every service (names for From and To),
// and the receiving services (step 2, the Add modal).
import { useQuery } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

/** Every service, to name a record's sending and receiving sides. */
export function useAllServices() {
  const trpc = useTRPC();
  return useQuery(trpc.services.all.queryOptions(undefined, { staleTime: 5 * 60_000 }));
}

/** The services that receive leads (CRMs): kind 'integration'. */
export function useReceivingServices(userId: number) {
  const trpc = useTRPC();
  return useQuery(trpc.services.list.queryOptions({ user_id: userId, type: 'integration' }, { enabled: userId > 0, staleTime: 60_000 }));
}
