// Edit a business account's name and path; the list (and so the sidebar selector) refreshes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useEditBusinessAccount() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.businessAccounts.edit.mutationOptions({
      meta: { errorDisplay: 'silent' },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.businessAccounts.list.queryKey() }),
    }),
  );
}
