// Is a project domain taken? (spec §5: checked through the server on blur; data.success true = taken.)
// Asked afresh on every blur, so it is fetched rather than kept as a live query.
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTRPC, type TTrpc } from '@/lib/trpc';

export const projectPathCheckOptions = (trpc: TTrpc, projectPath: string) =>
  trpc.profile.checkPath.queryOptions({ project_id: projectPath }, { staleTime: 0, meta: { errorDisplay: 'silent' } });

/** Returns `isTaken(path)`; a failed check counts as free (saving checks again on the server). */
export function useIsProjectPathTaken() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useCallback(
    async (projectPath: string) => {
      try {
        const response = await queryClient.fetchQuery(projectPathCheckOptions(trpc, projectPath));
        return response.data.success === true;
      } catch {
        return false;
      }
    },
    [queryClient, trpc],
  );
}
