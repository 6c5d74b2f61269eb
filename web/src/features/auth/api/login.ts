// Log in; errors are shown under the form (spec §8).
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useLogin() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.login.mutationOptions({ meta: { errorDisplay: 'inline' } }));
}
