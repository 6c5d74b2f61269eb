// Demo page (spec §1, not product behaviour): sample tables of fake figures, generated with a fixed
// faker seed so every visit shows the same numbers. It doubles as the living catalogue of the
// shared kit (components/ui): every part here in the state a screen uses it, and the browser
// test tests/e2e/ui-kit.test.ts goes through each. faker lives only in this lazy chunk.
import { useState } from 'react';
import { Button, Group, Paper, Select, Stack, Switch, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { ConfirmModal } from '@/components/ui/confirm-modal';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';
import { LongValue } from '@/components/ui/long-value';
import { DateRangeInput, type TDateRange } from '@/components/ui/date-range-input';
import { formatDisplayDate } from '@shared/dates';
import { pageCount, pageOf } from '@/components/ui/page-window';
import { Pagination, useUrlPage } from '@/components/ui/pagination';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ResultModal, type TResult } from '@/components/ui/result-modal';
import { StatusSwitch, type TSwitchOutcome } from '@/components/ui/status-switch';
import { SyncStatusBadge } from '@/components/ui/sync-status-badge';
import { campaignRows, channelRows } from '../components/demo-figures';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
const count = new Intl.NumberFormat('en-US');
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type TCampaign = (typeof campaignRows)[number];

function TablesRoute() {
  const [rows, setRows] = useState(campaignRows);
  const [page, setPage] = useUrlPage();
  const [pageSize, setPageSize] = useState(10);
  const [deleting, setDeleting] = useState<TCampaign | null>(null);
  const [result, setResult] = useState<TResult | null>(null);
  const [range, setRange] = useState<TDateRange>(['2026-01-05', '2026-01-12']);
  const [isLoading, setLoading] = useState(false);
  const [isRetried, setRetried] = useState(false);

  // The demo's "server": campaign 1 always refuses, the others accept after a short wait.
  const changeStatus = async (row: TCampaign, isActive: boolean): Promise<TSwitchOutcome> => {
    await wait(300);
    if (row.id === 1) return { isSuccess: false, message: 'Campaign 1 is locked by its owner.' };
    setRows((current) => current.map((item) => (item.id === row.id ? { ...item, isActive } : item)));
    return { isSuccess: true };
  };

  const columns: TDataColumn<TCampaign>[] = [
    { key: 'campaign', header: 'Campaign', role: 'title', cell: (row) => row.campaign, isWrapping: true },
    { key: 'company', header: 'Company', cell: (row) => row.company, isWrapping: true },
    { key: 'clicks', header: 'Clicks', cell: (row) => count.format(row.clicks) },
    { key: 'spend', header: 'Spend', cell: (row) => money.format(row.spend) },
    { key: 'sync', header: 'Last sync', role: 'status', cell: (row) => <SyncStatusBadge status={row.lastSync} /> },
    {
      key: 'status',
      header: 'Status',
      role: 'action',
      cell: (row) => <StatusSwitch isActive={row.isActive} label={`Status of campaign ${row.id}`} onChange={(next) => changeStatus(row, next)} />,
    },
  ];

  return (
    <Stack gap="lg">
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" mb="sm">
          <Title order={2} size="h4">
            Campaigns
          </Title>
          <Group gap="sm">
            <Switch label="Show loading" checked={isLoading} onChange={(event) => setLoading(event.currentTarget.checked)} />
            <Select
              aria-label="Rows per page"
              w={90}
              data={['10', '25']}
              value={String(pageSize)}
              onChange={(value) => setPageSize(Number(value ?? 10))}
              allowDeselect={false}
            />
          </Group>
        </Group>
        <DataTable
          label="Campaigns"
          columns={columns}
          rows={pageOf(rows, page, pageSize)}
          rowKey={(row) => row.id}
          rowLabel={(row) => `campaign ${row.id}`}
          rowActions={(row) => [{ label: `Delete campaign ${row.id}`, text: 'Delete', icon: <IconTrash size={18} aria-hidden />, color: 'red', onClick: () => setDeleting(row) }]}
          isLoading={isLoading}
          emptyText="No campaigns on this page"
          minWidth={760}
        />
        <Pagination page={page} totalPages={pageCount(rows.length, pageSize)} pageSize={pageSize} onChange={setPage} label="Campaign pages" />
      </Paper>

      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Channels
        </Title>
        <DataTable
          label="Channels"
          columns={[
            { key: 'channel', header: 'Channel', cell: (row) => row.channel },
            { key: 'leads', header: 'Leads', cell: (row) => count.format(row.leads) },
            { key: 'conversion', header: 'Conversion', cell: (row) => `${row.conversion.toFixed(1)}%` },
          ]}
          rows={channelRows}
          rowKey={(row) => row.channel}
          emptyText="No channels"
        />
      </Paper>

      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Advertising rooms
        </Title>
        <DataTable label="Advertising rooms" columns={[{ key: 'name', header: 'Name', cell: (row: { name: string }) => row.name }]} rows={[]} rowKey={(row) => row.name} emptyText="No advertising rooms" />
      </Paper>

      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Ad accounts
        </Title>
        {/* A first load that failed: the message and Try again in place of the rows, never the empty text. */}
        <DataTable
          label="Ad accounts"
          columns={[
            { key: 'id', header: 'Account id', cell: (row: { id: string }) => <LongValue value={row.id} copyLabel="id" /> },
          ]}
          rows={isRetried ? [{ id: 'act_120211234567890123' }] : undefined}
          rowKey={(row) => row.id}
          failure={isRetried ? null : { error: new Error('The gateway could not complete the request. Please try again.'), onRetry: () => setRetried(true) }}
          emptyText="No advertising rooms"
        />
      </Paper>

      <Paper withBorder p="md" radius="md">
        <Title order={2} size="h4" mb="sm">
          Synchronisation
        </Title>
        <Stack gap="sm" maw={420}>
          <DateRangeInput label="Sync period" value={range} onChange={setRange} />
          <div data-testid="chosen-range">
            {formatDisplayDate(range[0])} → {formatDisplayDate(range[1])}
          </div>
          <ProgressBar value={140} label="Sync progress" />
          <Group>
            <Button onClick={() => setResult({ tone: 'success', message: 'Sync started' })}>Start demo sync</Button>
            <Button variant="default" onClick={() => setResult({ tone: 'error', message: 'Error start sync!' })}>
              Fail demo sync
            </Button>
          </Group>
        </Stack>
      </Paper>

      <ConfirmModal
        isOpened={deleting !== null}
        title="Delete campaign"
        message={`Are you sure you want to delete '${deleting?.campaign ?? ''}' campaign?`}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          setRows((current) => current.filter((row) => row.id !== deleting?.id));
          setDeleting(null);
        }}
      />
      <ResultModal result={result} onClose={() => setResult(null)} title="Start sync" />
    </Stack>
  );
}

export { TablesRoute as Component };
