// Save the profile; errors are shown under the form (spec §8). On success the profile query and
// the stored user both take the saved values. A new email ends every earlier session at the
// gateway: this one goes on with the token the answer carries, taken before anything refetches.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { replaceToken } from '@/lib/session-store';
import { useTRPC } from '@/lib/trpc';

export function useSaveProfile() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.profile.save.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: (response) => {
        if (response.data.token) replaceToken(response.data.token);
        return queryClient.invalidateQueries({ queryKey: trpc.profile.get.queryKey() });
      },
    }),
  );
}
