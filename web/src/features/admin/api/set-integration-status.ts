// Switch an integration on or off; the row flips once the refreshed list says so (spec §4).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useSetIntegrationStatus() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.integrations.setStatus.mutationOptions({
      onSuccess: (answer) => {
        if (answer.service_response.success === 1) {
          return queryClient.invalidateQueries({ queryKey: trpc.admin.businessAccountServices.queryKey() });
        }
      },
    }),
  );
}
