// Delete an integration of a business account by its id (the admin's Connected integrations, the
// one screen that deletes integrations). A failure only clears the row's loading mark (spec §8), so
// nothing is shown; on success the row leaves every list, with no refetch.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';
import { dropRecord } from '@/lib/api/record-caches';

export function useRemoveIntegration() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.integrations.remove.mutationOptions({
      meta: { errorDisplay: 'silent' },
      onSuccess: (_answer, input) => dropRecord(queryClient, trpc, Number(input.id_integration)),
    }),
  );
}
