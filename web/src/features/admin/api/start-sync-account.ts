// Start synchronising one ad account (spec §7 POST /api/admin/{service_path}/start-sync-account):
// the screen sends its integration's id, the server finds the path.
// Its failure is shown by the result modal ('Error start sync!'), not as a notification.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useStartSyncAccount() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.sync.startAccount.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSettled: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.adAccounts.list.queryKey() }),
          // The new run heads the integration's sync history.
          queryClient.invalidateQueries({ queryKey: trpc.sync.runs.queryKey() }),
        ]),
    }),
  );
}
