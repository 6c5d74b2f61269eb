// The configuration screen's calls: the integration with its CRM info, pages and saved settings;
// a page's forms and questions; saving (Save: inactive; Save and activate: active).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTRPC } from '@/lib/trpc';

export function useIntegrationInfo(userId: number, integrationId: number) {
  const trpc = useTRPC();
  return useQuery(
    trpc.integrations.info.queryOptions(
      { user_id: userId, integration_id: integrationId },
      { enabled: userId > 0 && integrationId > 0, meta: { errorDisplay: 'inline' } },
    ),
  );
}

export function usePageForms(userId: number, integrationId: number, pageId: string | null) {
  const trpc = useTRPC();
  return useQuery(
    trpc.integrations.forms.queryOptions(
      { user_id: userId, integration_id: integrationId, page_id: pageId ?? '' },
      { enabled: userId > 0 && pageId !== null && pageId !== '', staleTime: 60_000 },
    ),
  );
}

export function useSaveIntegrationSettings() {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.integrations.save.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: async () => {
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.integrations.info.queryKey() }),
          queryClient.invalidateQueries({ queryKey: trpc.integrations.list.queryKey() }),
        ]);
      },
    }),
  );
}
