// The services and connected integrations of a business account (spec §7 GET
// /api/admin/business-account/services).
import { useQuery } from '@tanstack/react-query';
import type { TIntegrationExport } from '@shared/contract/common';
import { useTRPC, type TTrpc } from '@/lib/trpc';

export const businessAccountServicesQueryOptions = (trpc: TTrpc, baId: number, userId: number) =>
  trpc.admin.businessAccountServices.queryOptions({ ba_id: baId, user_id: userId }, { meta: { errorDisplay: 'inline' } });

type TAnswer = { data: { integrations: TIntegrationExport[] } };

/** `poll`: the interval to ask again at, given the answer on screen (e.g. while a started sync runs), or false. */
export function useBusinessAccountServices(baId: number | null, userId: number, poll?: (answer: TAnswer) => number | false) {
  const trpc = useTRPC();
  return useQuery({
    ...businessAccountServicesQueryOptions(trpc, baId ?? 0, userId),
    enabled: baId !== null && userId > 0,
    refetchInterval: (query) => (poll && query.state.data ? poll(query.state.data) : false),
  });
}
