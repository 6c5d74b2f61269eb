// Log in; errors are shown under the form (spec §8). A plain call, not TanStack Query (lib/use-call.ts).
import { trpcClient } from '@/lib/trpc-client';
import { useCall } from '@/lib/use-call';

export function useLogin() {
  return useCall(trpcClient.auth.login.mutate);
}
