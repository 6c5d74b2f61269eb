// Set a new password with the mailed token; failures show the spec's fixed text under the form (lib/use-call.ts).
import { trpcClient } from '@/lib/trpc-client';
import { useCall } from '@/lib/use-call';

export function useConfirmPasswordReset() {
  return useCall(trpcClient.auth.confirmPasswordReset.mutate);
}
