// Saved auth entries of a service (step 2's 'Select auth') and creating auth data from a
// template form (spec §4 "Auth data creation"; its failure shows in the form, spec §8).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useSavedAuthData(userId: number, serviceId: number | null) {
  const trpc = useTRPC();
  return useQuery(
    trpc.authData.list.queryOptions({ user_id: userId, service_id: serviceId ?? undefined }, { enabled: userId > 0 && serviceId !== null }),
  );
}

export function useAddAuthData() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.authData.add.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: async () => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.authData.list.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.integrations.list.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.integrations.info.queryKey() }),
        ]);
      },
    }),
  );
}

/** Test connection: the service checks the typed values step by step; nothing is stored. */
export function useTestConnection() {
  const trpc = useTRPC();
  return useMutation(trpc.authData.test.mutationOptions({ meta: { errorDisplay: 'inline' } }));
}
