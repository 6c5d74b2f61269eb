// Ask for a password-reset mail; failures show the spec's fixed text under the form (lib/use-call.ts).
import { trpcClient } from '@/lib/trpc-client';
import { useCall } from '@/lib/use-call';

export function useRequestPasswordReset() {
  return useCall(trpcClient.auth.requestPasswordReset.mutate);
}
