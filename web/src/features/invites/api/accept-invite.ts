// Accept an invite: the user joins the business account, so the account list refreshes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useAcceptInvite() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.invites.accept.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.businessAccounts.list.queryKey() }),
    }),
  );
}
