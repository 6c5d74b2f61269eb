// Add an integration of a service to a business account: the gateway answers the service's
// consent URL, and the browser goes there (spec §7, second API layer).
import { useMutation } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useAddIntegration() {
  const trpc = useTRPC();
  return useMutation(
    trpc.integrations.add.mutationOptions({
      onSuccess: (answer) => window.location.assign(answer.service_response.data),
    }),
  );
}
