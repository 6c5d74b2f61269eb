// Save the profile; errors are shown under the form (spec §8). On success the profile query and
// the stored user both take the saved values.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useSaveProfile() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.profile.save.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.profile.get.queryKey() }),
    }),
  );
}
