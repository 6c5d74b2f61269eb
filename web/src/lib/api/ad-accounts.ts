// The account table's calls: the accounts of one integration or export (errors only stop the
// spinner, spec §8), Update (fetches them again from the service; its failure is shown by the
// table) and the per-row switch (flips only on service_response.success = 1, spec §4), whose
// answer, the updated account, is written into the list's cache without asking for it again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ServicePath } from '@shared/constants';
import { useTRPC } from '@/lib/trpc';
import type { TAccountRow } from '@/components/domain/account-table-columns';

type TScope = { servicePath: ServicePath; integrationId: number };

export function useAccounts({ servicePath, integrationId }: TScope) {
  const trpc = useTRPC();
  return useQuery(
    trpc.adAccounts.list.queryOptions(
      { service_path: servicePath, integration_id: integrationId },
      { meta: { errorDisplay: 'silent' }, select: (answer): TAccountRow[] => answer.service_response.data.ad_accounts },
    ),
  );
}

export function useRefreshAccounts({ servicePath, integrationId }: TScope) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.adAccounts.refresh.mutationOptions({
      meta: { errorDisplay: 'inline' },
      onSuccess: (answer) => {
        queryClient.setQueryData(trpc.adAccounts.list.queryKey({ service_path: servicePath, integration_id: integrationId }), answer);
      },
    }),
  );
}

export function useSetAccountStatus({ servicePath, integrationId }: TScope) {
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation(
    trpc.adAccounts.setStatus.mutationOptions({
      onSuccess: (answer) => {
        if (answer.service_response.success !== 1) return;
        const updated = answer.service_response.data.ad_account;
        const key = trpc.adAccounts.list.queryKey({ service_path: servicePath, integration_id: integrationId });
        queryClient.setQueryData(key, (current) => {
          if (!current) return current;
          const accounts: TAccountRow[] = current.service_response.data.ad_accounts;
          const next = accounts.map((account) => (account.id === updated.id ? updated : account));
          return { ...current, service_response: { ...current.service_response, data: { ad_accounts: next as typeof current.service_response.data.ad_accounts } } };
        });
      },
    }),
  );
}
