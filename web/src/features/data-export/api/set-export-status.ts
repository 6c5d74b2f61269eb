// The list's Off/On switch: the row moves only once the server has accepted the change.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useSetExportStatus() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.exports.setStatus.mutationOptions({
      // The switch says why it did not move.
      meta: { errorDisplay: 'inline' },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.exports.list.queryKey() }),
    }),
  );
}
