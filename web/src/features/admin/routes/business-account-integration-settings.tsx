// Integration settings (admin) (spec §2): the integration's account table in admin mode, titled
// per service, with Date Sync, Status Sync, a per-row sync button (start-sync-account through the
// Synchronization modal) and the per-row switch.
import { useState } from 'react';
import { Alert, Anchor, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { pathTo } from '@shared/routes';
import { AccountTable, type TAccountRow } from '@/components/domain/account-table';
import { accountName, isSearchAdsRow } from '@/components/domain/account-table-columns';
import { SyncHistory } from '@/components/domain/sync-history';
import { LeadDeliveries } from '@/components/domain/lead-deliveries';
import { usePrefetchLeadDeliveries } from '@/lib/api/lead-deliveries';
import { usePrefetchRecordSections } from '@/lib/api/prefetch-record-sections';
import { ResultModal, type TResult } from '@/components/ui/result-modal';
import { useUserId } from '@/lib/current-business-account';
import { useBusinessAccountServices } from '../api/get-business-account-services';
import { useStartSyncAccount } from '../api/start-sync-account';
import { BusinessAccountFrame, usePrefetchBusinessAccountServices } from '../components/business-account-frame';
import { LoadError } from '@/components/ui/load-error';
import { isServicePath } from '@shared/constants';
import { StartSyncModal } from '../components/start-sync-modal';
import { syncFailedResult, syncStartedResult } from '../components/sync-result';

function IntegrationNotFound({ baId }: { baId: number }) {
  return (
    <Alert color="gray" variant="light" title="Integration not found">
      This business account has no such integration.{' '}
      <Anchor component={Link} to={pathTo('admin_ba_integrations', { id_ba: baId })}>
        Back to its integrations
      </Anchor>
    </Alert>
  );
}

function IntegrationAccounts({ baId }: { baId: number }) {
  const params = useParams();
  const servicePath = params.service_path;
  const integrationId = /^\d{1,15}$/.test(params.id_integrations ?? '') ? Number(params.id_integrations) : null;
  const userId = useUserId();
  const list = useBusinessAccountServices(baId, userId);
  const startSync = useStartSyncAccount();
  const [syncing, setSyncing] = useState<TAccountRow | null>(null);
  const [result, setResult] = useState<TResult | null>(null);

  if (!isServicePath(servicePath) || integrationId === null) return <IntegrationNotFound baId={baId} />;
  if (list.isError && !list.data) {
    return <LoadError title="The integration could not be loaded" error={list.error} onRetry={() => void list.refetch()} />;
  }
  if (!list.data) return <Skeleton height={200} radius="md" aria-label="Loading integration" />;
  const record = list.data.data.integrations.find((item) => item.id === integrationId);
  if (!record) return <IntegrationNotFound baId={baId} />;

  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {record.service.name}: {record.name}
          </Text>
          <AccountTable servicePath={servicePath} baId={baId} integrationId={integrationId} mode="admin" onSync={setSyncing} />
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <SyncHistory servicePath={servicePath} integrationId={integrationId} mode="admin" />
      </Paper>
      {record.service_type === 'integration' && (
        <Paper withBorder p="md" radius="md">
          <LeadDeliveries userId={userId} integrationId={integrationId} mode="admin" />
        </Paper>
      )}
      <StartSyncModal
        target={syncing ? { name: accountName(syncing) } : null}
        isPending={startSync.isPending}
        onClose={() => setSyncing(null)}
        onStart={(syncWindow) => {
          const row = syncing;
          if (!row) return;
          // fb_id names the account at the service: its fb_id, or its account id where it has none.
          const fbId = isSearchAdsRow(row) ? row.account_id : row.fb_id || row.account_id;
          startSync.mutate(
            { ...syncWindow, user_id: userId, ba_id: baId, integration_id: integrationId, fb_id: fbId, account_id: row.id },
            {
              onSuccess: (answer) => setResult(syncStartedResult(answer)),
              onError: () => setResult(syncFailedResult),
              onSettled: () => setSyncing(null),
            },
          );
        }}
      />
      <ResultModal result={result} onClose={() => setResult(null)} title="Synchronization" />
    </Stack>
  );
}

function AdminIntegrationSettingsRoute() {
  const params = useParams();
  usePrefetchBusinessAccountServices();
  const integrationId = /^\d{1,15}$/.test(params.id_integrations ?? '') ? Number(params.id_integrations) : null;
  usePrefetchRecordSections(isServicePath(params.service_path) ? params.service_path : null, integrationId);
  usePrefetchLeadDeliveries(useUserId(), integrationId);
  return <BusinessAccountFrame>{(account) => <IntegrationAccounts baId={account.id} />}</BusinessAccountFrame>;
}

export { AdminIntegrationSettingsRoute as Component };
