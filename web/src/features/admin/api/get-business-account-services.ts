// The services and connected integrations of a business account (spec §7 GET
// /api/admin/business-account/services).
import { useQuery } from '@tanstack/react-query';
import { useTRPC, type TTrpc } from '@/lib/trpc';

export const businessAccountServicesQueryOptions = (trpc: TTrpc, baId: number, userId: number) =>
  trpc.admin.businessAccountServices.queryOptions({ ba_id: baId, user_id: userId }, { meta: { errorDisplay: 'inline' } });

export function useBusinessAccountServices(baId: number | null, userId: number) {
  const trpc = useTRPC();
  return useQuery({ ...businessAccountServicesQueryOptions(trpc, baId ?? 0, userId), enabled: baId !== null && userId > 0 });
}
