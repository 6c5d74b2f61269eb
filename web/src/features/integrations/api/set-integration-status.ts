// Switch an integration on or off (spec §4): the list refreshes only after a success, so the row
// flips on `service_response.success` = 1 and stays otherwise.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useSetIntegrationStatus() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.integrations.setStatus.mutationOptions({
      onSuccess: async (answer) => {
        if (answer.service_response.success === 1) await queryClient.invalidateQueries({ queryKey: trpc.integrations.list.queryKey() });
      },
    }),
  );
}
