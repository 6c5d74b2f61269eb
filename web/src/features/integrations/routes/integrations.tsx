// Integrations (spec §2): Title, From, To, Status and the Off/On switch for the current business
// account, with each integration's lead health (leads, last lead, failed in 24 h: one call for the
// list); Add Integration opens the services modal. Without a business account, adding sends
// the person to /business_accounts (spec §4). Switching one off says so with Undo.
import { useState } from 'react';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TIntegrationExport } from '@shared/contract/common';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';
import { loadFailureOf } from '@/components/ui/load-error';
import { StatusSwitch } from '@/components/ui/status-switch';
import { useSendToBusinessAccounts } from '@/lib/business-account-first';
import { useCurrentBusinessAccount, useUserId } from '@/lib/current-business-account';
import { useAllServices, useReceivingServices } from '../api/get-services';
import { useIntegrations } from '../api/get-integrations';
import { useSetIntegrationStatus } from '@/lib/api/set-integration-status';
import { AddIntegrationModal } from '../components/add-integration-modal';
import { leadCountText, useLeadCounts } from '@/lib/api/lead-deliveries';
import { FAILED_HEADER, FailedCell, LAST_LEAD_HEADER, LastLeadCell, StatusWithHealth } from '@/components/domain/lead-health';
import { showSwitchedOff } from '@/components/ui/undo-notice';
import { integrationTitle, useIntegrationTitles } from '../api/integration-titles';

const nowrap = (text: string) => <span style={{ whiteSpace: 'nowrap' }}>{text}</span>;

function IntegrationsRoute() {
  const userId = useUserId();
  const sendToBusinessAccounts = useSendToBusinessAccounts();
  const { account, isPending: isAccountPending, query: accountsQuery } = useCurrentBusinessAccount();
  const list = useIntegrations(userId, account?.id);
  const services = useAllServices();
  // The Add modal's catalogue (it mounts once the account is known): asked for in the screen's
  // first request instead of a second one.
  useReceivingServices(userId);
  const setStatus = useSetIntegrationStatus();
  // All of the user's integrations' counts: asked at mount, beside the list (one round trip).
  const leadCounts = useLeadCounts(userId);
  // What each integration connects, for its title: asked at mount too.
  const titles = useIntegrationTitles(userId);
  const [isAdding, setAdding] = useState(false);

  const serviceById = new Map((services.data?.data.services ?? []).map((service) => [service.id, service]));
  const nameOf = (id: number | null) => (id === null ? undefined : serviceById.get(id)?.name);
  const titleOf = (row: TIntegrationExport) => integrationTitle(row, titles.data, nameOf(row.receiving_service_id));

  const columns: TDataColumn<TIntegrationExport>[] = [
    {
      key: 'title',
      header: 'Title',
      role: 'title',
      isWrapping: true,
      cell: (row) => (
        <Anchor component={Link} to={`/integrations/${row.id}/${row.receiving_service_id === null ? 'step2' : 'settings'}`}>
          {titleOf(row)}
        </Anchor>
      ),
    },
    { key: 'from', header: 'From', isWrapping: true, cell: (row) => nameOf(row.sending_service_id) ?? '—' },
    {
      key: 'to',
      header: 'To',
      isWrapping: true,
      cell: (row) =>
        nameOf(row.receiving_service_id) ?? (
          <Anchor component={Link} to={`/integrations/${row.id}/step2`} size="sm">
            Choose on step 2
          </Anchor>
        ),
    },
    {
      key: 'status',
      header: 'Status',
      role: 'status',
      cell: (row) => <StatusWithHealth text={row.is_active ? 'Active' : 'Inactive'} health={leadCounts.data?.get(row.id)} />,
    },
    // Absent on a gateway that does not count leads (known once asked, so the table keeps its
    // columns while the count loads).
    ...(leadCounts.data !== null
      ? [
          { key: 'leads', header: 'Leads (14 days)', cell: (row: TIntegrationExport) => leadCountText(leadCounts, row.id) },
          { key: 'last-lead', header: nowrap(LAST_LEAD_HEADER), label: LAST_LEAD_HEADER, cell: (row: TIntegrationExport) => <LastLeadCell health={leadCounts.data?.get(row.id)} /> },
          {
            key: 'failed',
            header: nowrap(FAILED_HEADER),
            label: FAILED_HEADER,
            cell: (row: TIntegrationExport) => (
              <FailedCell health={leadCounts.data?.get(row.id)} name={titleOf(row)} link={`/integrations/${row.id}/settings?tab=leads&status=failed`} />
            ),
          },
        ]
      : []),
    {
      key: 'switch',
      header: 'Off/On',
      role: 'action',
      cell: (row) => (
        <StatusSwitch
          isActive={row.is_active}
          label={`Status of integration ${titleOf(row)}`}
          isDisabled={row.sending_service_id === null}
          onChange={async (next) => {
            // The server works out the route from the id and answers the record the row shows.
            const change = (status: boolean) => setStatus.mutateAsync({ user_id: userId, ba_id: row.ba_id, integration_id: row.id, status });
            const answer = await change(next);
            if (answer.service_response.success !== 1) return { isSuccess: false, message: answer.service_response.message };
            if (!next) showSwitchedOff(titleOf(row), async () => (await change(true)).service_response.success === 1);
            return { isSuccess: true };
          }}
        />
      ),
    },
  ];

  // A failed list (of the business accounts or of the integrations) is said, never shown as empty.
  const failure = loadFailureOf(accountsQuery) ?? (account ? loadFailureOf(list) : null);

  const openAdd = () => {
    // Adding needs a business account (spec §4): none yet, so the person makes one first.
    if (!account) {
      sendToBusinessAccounts('integration');
      return;
    }
    setAdding(true);
  };

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm" wrap="wrap">
          <Text c="dimmed" size="sm">
            {account ? `Business account: ${account.name}` : isAccountPending || accountsQuery.isError ? ' ' : 'No business account yet: add one to connect integrations.'}
          </Text>
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={openAdd} disabled={isAccountPending}>
            Add Integration
          </Button>
        </Group>
        <DataTable
          label="Integrations"
          columns={columns}
          rows={account ? list.data?.data : []}
          rowKey={(row) => row.id}
          isLoading={isAccountPending || (account !== null && list.isPending)}
          failure={failure}
          failureTitle={accountsQuery.isError ? 'The business accounts could not be loaded' : 'The integrations could not be loaded'}
          rowLabel={(row) => row.name}
          emptyText={account ? 'No integrations yet. Add one to send your lead forms to a CRM.' : 'No integrations: there is no business account yet.'}
          minWidth={820}
        />
      </Paper>
      {account && <AddIntegrationModal isOpened={isAdding} onClose={() => setAdding(false)} userId={userId} baId={account.id} />}
    </Stack>
  );
}

export { IntegrationsRoute as Component };
