// Update: the service reports its figures again, then the insights reload (spec §4). A failed
// Update only stops the spinner (spec §8), so its error is only logged.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useRefreshInsights() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.insights.refresh.mutationOptions({
      meta: { errorDisplay: 'silent' },
      // Returned, so the button spins until the reloaded figures are on screen.
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.insights.get.queryKey() }),
    }),
  );
}
