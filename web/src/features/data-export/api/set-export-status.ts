// The list's Off/On switch: the row moves only once the server has accepted the change, to the
// record it answers (no refetch).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';
import { writeRecord } from '@/lib/api/record-caches';

export function useSetExportStatus() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.exports.setStatus.mutationOptions({
      // The switch says why it did not move.
      meta: { errorDisplay: 'inline' },
      onSuccess: (answer) => writeRecord(queryClient, trpc, answer.data),
    }),
  );
}
