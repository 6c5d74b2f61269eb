// Set a new password with the mailed token; failures show the spec's fixed text under the form.
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useConfirmPasswordReset() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.confirmPasswordReset.mutationOptions({ meta: { errorDisplay: 'inline' } }));
}
