// Marks alerts read for this user (some, or all): the bell's count refreshes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useMarkNotificationsRead() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.notifications.markRead.mutationOptions({
      meta: { errorDisplay: 'silent' },
      onSettled: () => queryClient.invalidateQueries({ queryKey: trpc.notifications.list.queryKey() }),
    }),
  );
}
