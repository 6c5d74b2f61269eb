// Register; errors are shown under the form (spec §8).
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useRegister() {
  const trpc = useTRPC();
  return useMutation(trpc.auth.register.mutationOptions({ meta: { errorDisplay: 'inline' } }));
}
