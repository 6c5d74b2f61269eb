// Delete an export; the list refreshes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useRemoveExport() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.exports.remove.mutationOptions({
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.exports.list.queryKey() }),
    }),
  );
}
