// Data Export screen (spec §2, §4): the current business account's exports with their switch,
// settings link and delete; Add Export opens the export services: one with an auth template
// opens its form (spec §3, service_type 'export'), then the new export's settings; any other
// goes to its consent page. Without a business account, adding sends the person to Business Accounts.
import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import type { TIntegrationExport, TService } from '@shared/contract/common';
import { pathTo } from '@shared/routes';
import { readAuthFieldConfig } from '@shared/validation/auth-data';
import { AuthDataModal } from '@/components/domain/auth-data-modal';
import { ServicesModal } from '@/components/domain/services-modal';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { useSendToBusinessAccounts } from '@/lib/business-account-first';
import { loadFailureOf } from '@/components/ui/load-error';
import { useCurrentBusinessAccount, useUserId } from '@/lib/current-business-account';
import { readCallError } from '@/lib/trpc-error';
import { useExportServices } from '../api/export-services';
import { useExports } from '../api/list-exports';
import { useRemoveExport } from '../api/remove-export';
import { useSetExportStatus } from '../api/set-export-status';
import { useStartExport } from '@/lib/api/start-export';
import { ConsentOutcome } from '../components/consent-outcome';
import { ExportsTable } from '../components/exports-table';
import { servicePathOf, toServicePath } from '../components/export-state';
import { EXPORT_STOPS_TEXT, showSwitchedOff } from '@/components/ui/undo-notice';

const deleteExportMessage = (name: string) => `Are you sure you want to delete '${name}' export?`;

function DataExportRoute() {
  const userId = useUserId();
  const navigate = useNavigate();
  const sendToBusinessAccounts = useSendToBusinessAccounts();
  const { account, isPending: isAccountPending, query: accountsQuery } = useCurrentBusinessAccount();
  const exports = useExports(account?.id ?? null);
  const [isAdding, setAdding] = useState(false);
  const services = useExportServices(isAdding);
  const start = useStartExport();
  const setStatus = useSetExportStatus();
  const remove = useRemoveExport();
  const [deleting, setDeleting] = useState<TIntegrationExport | null>(null);
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [reconnectingId, setReconnectingId] = useState<number | null>(null);
  const [withForm, setWithForm] = useState<TService | null>(null);

  const openAdd = () => {
    // Adding needs a business account (spec §4).
    if (!account) {
      sendToBusinessAccounts('export');
      return;
    }
    setAdding(true);
  };

  const changeStatus = async (record: TIntegrationExport, isActive: boolean) => {
    try {
      const change = (status: boolean) => setStatus.mutateAsync({ created_by: userId, export_id: record.id, status });
      const answer = await change(isActive);
      if (!answer.success) return { isSuccess: false } as const;
      if (!isActive) showSwitchedOff(record.name, async () => Boolean((await change(true)).success), EXPORT_STOPS_TEXT);
      return { isSuccess: true } as const;
    } catch (error) {
      return { isSuccess: false, message: readCallError(error).message } as const;
    }
  };

  const reconnect = (record: TIntegrationExport) => {
    setReconnectingId(record.id);
    start.mutate(
      { user_id: userId, ba_id: record.ba_id, service_path: servicePathOf(record), integrations_exports_id: record.id },
      { onError: () => setReconnectingId(null) },
    );
  };

  const isLoading = isAccountPending || (account !== null && exports.isPending);
  // A failed list (of the business accounts or of the exports) is said, never shown as empty.
  const accountsFailure = loadFailureOf(accountsQuery);
  const failure = accountsFailure ?? loadFailureOf(exports);
  return (
    <Stack gap="lg">
      <ConsentOutcome />
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <Group justify="space-between" gap="sm">
            <Text c="dimmed" size="sm">
              {account ? (
                <>
                  Exports of <strong>{account.name}</strong>
                </>
              ) : (
                !isAccountPending && !accountsFailure && 'No business account yet'
              )}
            </Text>
            {/* Until the accounts are in, "no account" is not known: a click then would send the person away. */}
            <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openAdd} disabled={isAccountPending}>
              Add Export
            </Button>
          </Group>
          {!isAccountPending && !account && !accountsFailure && (
            <Alert color="blue" variant="light" title="Create a business account first">
              Exports belong to a business account.{' '}
              <Anchor component={Link} to={pathTo('business_accounts')}>
                Add a business account
              </Anchor>{' '}
              and then add its exports here.
            </Alert>
          )}
          {(account || isAccountPending || accountsFailure) && (
            <ExportsTable
              exports={exports.data?.data}
              isLoading={isLoading}
              emptyText="No exports yet. Add Export connects a service."
              failure={failure}
              failureTitle={accountsFailure ? 'The business accounts could not be loaded' : 'The exports could not be loaded'}
              deletingId={deletingId}
              reconnectingId={reconnectingId}
              onStatusChange={changeStatus}
              onDelete={setDeleting}
              onReconnect={reconnect}
            />
          )}
        </Stack>
      </Paper>

      <ServicesModal
        isOpened={isAdding}
        title="Add Export"
        services={services.data}
        onClose={() => setAdding(false)}
        onAdd={async (service) => {
          if (!account) return;
          if (readAuthFieldConfig(service.auth_template)) {
            setWithForm(service);
            setAdding(false);
            return;
          }
          // On success the browser leaves for the consent page, so the Add keeps spinning.
          await start.mutateAsync({ user_id: userId, ba_id: account.id, service_path: toServicePath(service.service_path) });
          await new Promise<never>(() => undefined);
        }}
      />

      {account && (
        <AuthDataModal
          service={withForm}
          serviceType="export"
          userId={userId}
          baId={account.id}
          onClose={() => setWithForm(null)}
          onDone={(recordId, service) =>
            void navigate(pathTo('export_settings', { service_path: service.service_path, id_export: String(recordId) }))
          }
        />
      )}

      <ConfirmModal
        isOpened={deleting !== null}
        title="Delete export"
        message={deleting ? deleteExportMessage(deleting.name) : ''}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const record = deleting;
          setDeleting(null);
          setDeletingId(record.id);
          remove.mutate(
            { user_id: userId, ba_id: record.ba_id, export_id: record.id },
            { onSettled: () => setDeletingId(null) },
          );
        }}
      />
    </Stack>
  );
}

export { DataExportRoute as Component };
