// Decline an invite.
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useDeclineInvite() {
  const trpc = useTRPC();
  return useMutation(trpc.invites.decline.mutationOptions({ meta: { errorDisplay: 'inline' } }));
}
