// Delete an export by its id (the server finds its route); the row leaves the list, no refetch.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';
import { dropRecord } from '@/lib/api/record-caches';

export function useRemoveExport() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.exports.remove.mutationOptions({
      onSuccess: (_answer, input) => dropRecord(queryClient, trpc, Number(input.export_id)),
    }),
  );
}
