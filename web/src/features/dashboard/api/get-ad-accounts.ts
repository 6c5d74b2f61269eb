// The ad accounts of the chosen integration. Account-loading failures only stop the spinner (spec §8):
// no notification; the dashboard says the list failed beside the figures, with Try again.
import { skipToken, useQuery } from '@tanstack/react-query';
import type { ServicePath } from '@shared/constants';
import { useTRPC, type TTrpc } from '@/lib/trpc';

export const adAccountsQueryOptions = (trpc: TTrpc, servicePath: ServicePath | null, integrationId: number | null) =>
  trpc.adAccounts.list.queryOptions(
    servicePath !== null && integrationId !== null ? { service_path: servicePath, integration_id: integrationId } : skipToken,
    { meta: { errorDisplay: 'silent' } },
  );

export function useAdAccounts(servicePath: ServicePath | null, integrationId: number | null) {
  const trpc = useTRPC();
  return useQuery(adAccountsQueryOptions(trpc, servicePath, integrationId));
}
