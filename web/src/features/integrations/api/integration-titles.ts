// What an integration is called on screen: the name someone gave it, else what it connects once
// configured ("Spring Promo page: 2 forms → Keepin CRM"), else its record's name. The names and
// pages come from the emulator's own titles call; on a gateway without it (null) the record's
// name is the title and renaming is hidden.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TIntegrationTitle } from '@shared/contract/integration-names';
import { useTRPC } from '@/lib/trpc';
import { titleOfIntegration } from '@shared/integration-title';

export type TIntegrationTitles = Map<number, TIntegrationTitle>;

/** The one title of an integration, wherever it is shown. */
export function integrationTitle(
  record: { id: number; name: string },
  titles: TIntegrationTitles | null | undefined,
  receivingName: string | undefined,
): string {
  return titleOfIntegration(record.name, titles?.get(record.id), receivingName);
}

/**
 * The user's integrations' titles (null on a gateway without them): of one business account, or
 * without one of all the user's, so the call needs no other answer first.
 */
export function useIntegrationTitles(userId: number, baId?: number) {
  const trpc = useTRPC();
  return useQuery(
    trpc.integrations.titles.queryOptions(baId === undefined ? { user_id: userId } : { user_id: userId, ba_id: baId }, {
      enabled: userId > 0,
      // Without them the record's name is the title: nothing to tell people.
      meta: { errorDisplay: 'silent' },
      select: (answer): TIntegrationTitles | null => (answer.isAvailable ? new Map(answer.data.map((row) => [row.integration_id, row])) : null),
    }),
  );
}

export function useRenameIntegration() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.integrations.rename.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: trpc.integrations.titles.queryKey() }),
    }),
  );
}
