// The account table of an integration or export (spec §2 Account tables), shared by Export
// settings (client mode) and the admin's Integrations Settings (admin mode: Date Sync, Status
// Sync, a sync button and an on/off switch per row). It loads its own accounts; Update fetches
// them again from the service. Loading failures only stop the spinner (spec §8); a failed Update
// says what failed.
import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { SEARCH_ADS_SERVICE_PATH, type ServicePath } from '@shared/constants';
import { DataTable } from '@/components/ui/data-table';
import { loadFailureOf } from '@/components/ui/load-error';
import { useUserId } from '@/lib/current-business-account';
import { readCallError } from '@/lib/trpc-error';
import { useAccounts, useRefreshAccounts, useSetAccountStatus } from '@/lib/api/ad-accounts';
import { accountActions, accountColumns, accountName, type TAccountRow } from './account-table-columns';
import { ACCOUNT_TABLE_TITLES, NO_ACCOUNTS_TEXT } from './account-table-titles';

export type { TAccountRow } from './account-table-columns';

/** Dark enough for its title on its own light tint (Mantine's red light variant misses 4.5:1). */
const UPDATE_FAILED_COLOR = '#a61e1e';

/** Shown when a failed Update came without a message of its own. */
export const UPDATE_FAILED_FALLBACK = 'The service did not answer. Please try again.';

type TProps = {
  servicePath: ServicePath;
  /** The business account of the export or integration (the switch sends it: the server finds the route). */
  baId: number;
  /** The id of the export or integration whose accounts are listed. */
  integrationId: number;
  /** 'admin' adds Date Sync, Status Sync, the sync button and the switch. Default 'client'. */
  mode?: 'client' | 'admin';
  /** Admin mode: what the row's sync button does (e.g. open the Synchronization modal). */
  onSync?: (account: TAccountRow) => void;
};

export function AccountTable({ servicePath, baId, integrationId, mode = 'client', onSync }: TProps) {
  const userId = useUserId();
  const scope = { servicePath, integrationId };
  const accounts = useAccounts(scope);
  const refresh = useRefreshAccounts(scope);
  const setStatus = useSetAccountStatus(scope);
  const title = ACCOUNT_TABLE_TITLES[servicePath];

  const columns = accountColumns({
    isSearchAds: servicePath === SEARCH_ADS_SERVICE_PATH,
    isAdmin: mode === 'admin',
    onStatusChange: async (row, isActive) => {
      const answer = await setStatus.mutateAsync({ user_id: userId, ba_id: baId, integration_id: integrationId, ad_account_id: row.id, status: isActive });
      return answer.service_response.success === 1 ? { isSuccess: true } : { isSuccess: false };
    },
  });

  const isBusy = accounts.isFetching || refresh.isPending;
  const updateError = refresh.error ? readCallError(refresh.error).message || UPDATE_FAILED_FALLBACK : null;

  return (
    <Stack gap="md" component="section" aria-label={title}>
      <Group justify="space-between" gap="sm">
        <Group gap="sm">
          <Title order={2} size="h3">
            {title}
          </Title>
          {isBusy && <Loader size="sm" aria-label="Loading" role="status" />}
        </Group>
        <Button
          leftSection={<IconRefresh size={16} aria-hidden />}
          variant="default"
          loading={refresh.isPending}
          onClick={() => refresh.mutate({ service_path: servicePath, integration_id: integrationId })}
        >
          Update
        </Button>
      </Group>
      {updateError && (
        <Alert color={UPDATE_FAILED_COLOR} variant="light" role="alert" icon={<IconAlertTriangle aria-hidden />} title="The accounts were not updated" withCloseButton closeButtonLabel="Dismiss" onClose={() => refresh.reset()}>
          {updateError}
        </Alert>
      )}
      <DataTable
        label={title}
        columns={columns}
        rows={accounts.data}
        rowKey={(row) => row.id}
        isLoading={accounts.isPending && accounts.isFetching}
        // A failed load stops the spinner (spec §8) and is said with the server's message: never "No advertising rooms".
        failure={loadFailureOf(accounts)}
        failureTitle="The accounts could not be loaded"
        emptyText={NO_ACCOUNTS_TEXT}
        rowLabel={accountName}
        rowActions={mode === 'admin' && onSync ? accountActions(onSync) : undefined}
        minWidth={mode === 'admin' ? 900 : 560}
        skeletonRows={3}
      />
    </Stack>
  );
}
