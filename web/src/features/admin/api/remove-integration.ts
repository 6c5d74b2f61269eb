// Delete an integration of a business account. A failure only clears the row's loading mark
// (spec §8), so nothing is shown; on success the list reloads.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useRemoveIntegration() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.integrations.remove.mutationOptions({
      meta: { errorDisplay: 'silent' },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.admin.businessAccountServices.queryKey() }),
    }),
  );
}
