// Business account Connected integrations (spec §2, §4): the account's integrations with their
// last sync, an Off/On switch that flips only on success, and per row start sync, settings and
// delete; 'Add integration' lists the services that can be connected.
import { useState } from 'react';
import { Button, Group, Paper } from '@mantine/core';
import { IconCloudUpload, IconPlus, IconSettings, IconTrash } from '@tabler/icons-react';
import type { TIntegrationExport, TService } from '@shared/contract/common';
import { pathTo } from '@shared/routes';
import { ServicesModal } from '@/components/domain/services-modal';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { DataTable } from '@/components/ui/data-table';
import { ResultModal, type TResult } from '@/components/ui/result-modal';
import { useUserId } from '@/lib/current-business-account';
import { useAddIntegration } from '../api/add-integration';
import { useBusinessAccountServices } from '../api/get-business-account-services';
import { useLeadCounts, usePrefetchLeadCounts } from '@/lib/api/lead-deliveries';
import { useRemoveIntegration } from '../api/remove-integration';
import { useStartSync } from '../api/start-sync';
import { BusinessAccountFrame, useBusinessAccountIdParam, usePrefetchBusinessAccountServices } from '../components/business-account-frame';
import { loadFailureOf } from '@/components/ui/load-error';
import { isServicePath } from '@shared/constants';
import { servicePathOfRecord as servicePathOf } from '@shared/record-route';
import { connectedColumns } from '../components/connected-columns';
import { RecordSwitch } from '../components/record-switch';
import { RunningSync } from '../components/running-sync';
import { useWatchedSyncs } from '../components/use-watched-syncs';
import { SyncStatusBadge } from '@/components/ui/sync-status-badge';
import { StartSyncModal } from '../components/start-sync-modal';
import { syncFailedResult, syncStartedResult } from '../components/sync-result';

function ConnectedIntegrations({ baId }: { baId: number }) {
  const userId = useUserId();
  const leadCounts = useLeadCounts(userId, baId);
  const list = useBusinessAccountServices(baId, userId);
  const remove = useRemoveIntegration();
  const startSync = useStartSync();
  const add = useAddIntegration();

  const [syncing, setSyncing] = useState<TIntegrationExport | null>(null);
  const [result, setResult] = useState<TResult | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState<TIntegrationExport | null>(null);
  const [deletingIds, setDeletingIds] = useState<ReadonlySet<number>>(new Set());
  const [isAdding, setAdding] = useState(false);

  const services: readonly TService[] = list.data?.data.services ?? [];
  const integrations = list.data?.data.integrations;
  // Started syncs show as running, then their rows read the outcome from the list again.
  const { runningSyncOf, watch, onSyncFinished } = useWatchedSyncs(list.refetch);
  const addable = services.filter((service) => isServicePath(service.service_path));

  const markDeleting = (id: number, isDeleting: boolean) =>
    setDeletingIds((current) => {
      const next = new Set(current);
      if (isDeleting) next.add(id);
      else next.delete(id);
      return next;
    });

  const columns = connectedColumns({
    leadCounts,
    syncStatusOf: (row) => {
      const syncId = runningSyncOf(row.id);
      const path = servicePathOf(row, services);
      return syncId !== undefined && path !== null ? (
        <RunningSync servicePath={path} integrationId={row.id} syncId={syncId} onFinished={() => onSyncFinished(row.id)} />
      ) : (
        <SyncStatusBadge status={row.status_last_sync} />
      );
    },
    switchOf: (row) => <RecordSwitch row={row} baId={baId} isDisabled={servicePathOf(row, services) === null || deletingIds.has(row.id)} />,
  });

  return (
    <Paper withBorder p="md" radius="md">
      <Group justify="flex-end" mb="sm">
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setAdding(true)} disabled={list.isPending}>
          Add integration
        </Button>
      </Group>
      <DataTable
        label="Connected integrations"
        columns={columns}
        rows={integrations}
        rowKey={(row) => row.id}
        isLoading={list.isPending}
        failure={loadFailureOf(list)}
        failureTitle="The integrations could not be loaded"
        emptyText="No integrations connected yet"
        rowLabel={(row) => row.name}
        rowActions={(row) => {
          const path = servicePathOf(row, services);
          const isDeleting = deletingIds.has(row.id);
          return [
            {
              label: `Start sync of ${row.name}`,
              text: 'Start sync',
              icon: <IconCloudUpload size={18} aria-hidden />,
              onClick: () => setSyncing(row),
              isDisabled: path === null || isDeleting,
            },
            {
              label: `Settings of ${row.name}`,
              text: 'Settings',
              icon: <IconSettings size={18} aria-hidden />,
              ...(path === null ? { isDisabled: true } : { to: pathTo('admin_ba_integrations_settings', { id_ba: baId, service_path: path, id_integrations: row.id }) }),
            },
            {
              label: `Delete ${row.name}`,
              text: 'Delete',
              icon: <IconTrash size={18} aria-hidden />,
              color: 'red',
              onClick: () => setConfirmingDelete(row),
              isLoading: isDeleting,
              isDisabled: path === null || isDeleting,
            },
          ];
        }}
        minWidth={760}
      />

      <StartSyncModal
        target={syncing}
        isPending={startSync.isPending}
        onClose={() => setSyncing(null)}
        onStart={(syncWindow) => {
          const row = syncing;
          if (!row) return;
          // The server works out the integration's route from its id (decision 055).
          startSync.mutate(
            { ...syncWindow, user_id: userId, ba_id: baId, integration_id: row.id },
            {
              onSuccess: (answer) => {
                setResult(syncStartedResult(answer));
                if (answer.service_response.success === 1) watch(row.id, answer.service_response.data.sync_id);
              },
              onError: () => setResult(syncFailedResult),
              onSettled: () => setSyncing(null),
            },
          );
        }}
      />
      <ResultModal result={result} onClose={() => setResult(null)} title="Synchronization" />

      <ConfirmModal
        isOpened={confirmingDelete !== null}
        title="Delete integration"
        message={`Are you sure you want to delete '${confirmingDelete?.name ?? ''}' integration?`}
        onCancel={() => setConfirmingDelete(null)}
        onConfirm={() => {
          const row = confirmingDelete;
          setConfirmingDelete(null);
          const path = row ? servicePathOf(row, services) : null;
          if (!row || path === null) return;
          // The row stays marked until the call ends; on success the list reloads without it.
          markDeleting(row.id, true);
          remove.mutate(
            { user_id: userId, ba_id: baId, id_integration: row.id },
            { onSettled: () => markDeleting(row.id, false) },
          );
        }}
      />

      <ServicesModal
        isOpened={isAdding}
        title="Add integration"
        services={list.data ? addable : undefined}
        onClose={() => setAdding(false)}
        onAdd={async (service) => {
          if (!isServicePath(service.service_path)) return;
          // On success the browser leaves for the service's consent page.
          await add.mutateAsync({ user_id: userId, service_path: service.service_path, ba_id: baId });
        }}
      />
    </Paper>
  );
}

function AdminBusinessAccountIntegrationsRoute() {
  usePrefetchBusinessAccountServices();
  usePrefetchLeadCounts(useUserId(), useBusinessAccountIdParam());
  return <BusinessAccountFrame>{(account) => <ConnectedIntegrations baId={account.id} />}</BusinessAccountFrame>;
}

export { AdminBusinessAccountIntegrationsRoute as Component };
