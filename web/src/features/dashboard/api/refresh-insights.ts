// Update: the service reports its figures again, then the insights reload (spec §4). A failed
// Update only stops the spinner (spec §8), so its error is only logged.
//
// The gateway's refresh takes a user and an optional integration, not a business account: sent
// without an integration it would refresh that service's exports in every business account of
// the user. "All integrations" therefore refreshes each export of the account in view, one call
// each, sent together in one batched request.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ServicePath } from '@shared/constants';
import { useTRPC, useTRPCClient } from '@/lib/trpc';

export type TRefreshScope = { service_path: ServicePath; user_id: number; integration_ids: readonly number[] };

export function useRefreshInsights() {
  const trpc = useTRPC();
  const client = useTRPCClient();
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorDisplay: 'silent' },
    mutationFn: ({ service_path, user_id, integration_ids }: TRefreshScope) =>
      Promise.all(integration_ids.map((integration_id) => client.insights.refresh.mutate({ service_path, user_id, integration_id }))),
    // Returned, so the button spins until the reloaded figures are on screen.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.insights.get.queryKey() }),
  });
}
