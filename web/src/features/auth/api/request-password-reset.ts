// Ask for a password-reset mail; failures show the spec's fixed text under the form.
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useRequestPasswordReset() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.requestPasswordReset.mutationOptions({ meta: { errorDisplay: 'inline' } }));
}
