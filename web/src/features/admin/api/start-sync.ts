// Start synchronising a whole integration (spec §7 POST /api/admin/{service_path}/start-sync): the
// screen sends the integration's id, the server finds the path.
// Its failure is shown by the result modal ('Error start sync!'), not as a notification.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useStartSync() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.sync.start.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.admin.businessAccountServices.queryKey() }),
          // The new run heads the integration's sync history.
          queryClient.invalidateQueries({ queryKey: trpc.sync.runs.queryKey() }),
        ]),
    }),
  );
}
