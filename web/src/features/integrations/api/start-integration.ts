// Start an integration from a service that signs in on its own page (spec §4): the answer is a
// URL the browser goes to (the emulator's consent page), which returns to step 2.
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useStartIntegration() {
  const trpc = useTRPC();
  return useMutation(
    trpc.integrations.add.mutationOptions({
      onSuccess: (answer) => window.location.assign(answer.service_response.data),
    }),
  );
}
