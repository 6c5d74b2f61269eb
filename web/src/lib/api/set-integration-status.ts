// Switch an integration (or an admin's export row) on or off by its id (spec §4): the server finds
// the route and answers the updated record, which every list takes; on success 0 nothing moves.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';
import { writeRecord } from './record-caches';

export function useSetIntegrationStatus() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.integrations.setStatus.mutationOptions({
      onSuccess: (answer) => {
        if (answer.service_response.success === 1) writeRecord(queryClient, trpc, answer.service_response.data);
      },
    }),
  );
}
