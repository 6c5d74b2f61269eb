// Delete a business account; the list (and so the sidebar selector) refreshes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useRemoveBusinessAccount() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.businessAccounts.remove.mutationOptions({
      meta: { errorDisplay: 'silent' },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.businessAccounts.list.queryKey() }),
    }),
  );
}
