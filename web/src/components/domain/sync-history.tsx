// Sync history of an export or integration (beyond the spec, as Airbyte's sync timeline): its
// runs, newest first, a page at a time, with when they started and finished, how long they took,
// their period, status, rows written and the error when one failed. Read-only. Clients see it on
// their export's settings; admins on an integration's settings, where it also says who started
// each run.
import { useState, type ReactNode } from 'react';
import { Badge, Box, Stack, Text, Title } from '@mantine/core';
import type { TSyncRun } from '@shared/contract/per-service';
import type { ServicePath } from '@shared/constants';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';
import { Pagination } from '@/components/ui/pagination';
import { formatDisplayDate, formatDisplayDateTime } from '@shared/dates';
import { loadFailureOf } from '@/components/ui/load-error';
import { SyncStatusBadge } from '@/components/ui/sync-status-badge';
import { useSyncRuns } from '@/lib/api/sync-runs';

export const SYNC_HISTORY_TITLE = 'Sync history';
export const NO_SYNC_RUNS_TEXT = 'No sync has run for this export yet. Syncs are started by an administrator.';
export const NO_SYNC_RUNS_ADMIN_TEXT = 'No sync has run for this integration yet. Start one with the sync button of an account.';
export const SYNC_HISTORY_FAILED_TEXT = 'The sync history could not be loaded';

/** `2026-11-23T10:15:30.000Z` → `23-11-2026 10:15` (spec §9 date format). */

export function formatDuration(startedAt: string, finishedAt: string | null): string {
  if (!finishedAt) return '';
  const seconds = Math.max(0, Math.round((Date.parse(finishedAt) - Date.parse(startedAt)) / 1000));
  if (Number.isNaN(seconds)) return '';
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 === 0 ? `${minutes} min` : `${minutes} min ${seconds % 60} s`;
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`;
}

const count = new Intl.NumberFormat('en-US');

function RunStatus({ status }: { status: TSyncRun['status'] }) {
  if (status === 'Finish' || status === 'Error') return <SyncStatusBadge status={status} />;
  return (
    <Badge color="gray.8" variant="filled">
      {status === 'queued' ? 'Queued' : 'Running'}
    </Badge>
  );
}

const none = (
  <Text span c="dimmed" aria-label="none">
    —
  </Text>
);

/** Dates, durations and badges read badly broken over two lines. */
const nowrap = (value: ReactNode) => <span style={{ whiteSpace: 'nowrap' }}>{value}</span>;

const STARTED_BY: TDataColumn<TSyncRun> = {
  key: 'started-by',
  header: 'Started by',
  cell: (run) =>
    run.started_by ? (
      <Text span size="sm" style={{ overflowWrap: 'anywhere' }} title={run.started_by.email}>
        {run.started_by.name}
        <Text span size="xs" c="dimmed" display="block">
          {run.started_by.email}
        </Text>
      </Text>
    ) : (
      none
    ),
  isWrapping: true,
};

const COLUMNS: TDataColumn<TSyncRun>[] = [
  { key: 'started', header: 'Started', role: 'title', cell: (run) => nowrap(formatDisplayDateTime(run.started_at)) },
  { key: 'finished', header: 'Finished', cell: (run) => nowrap(formatDisplayDateTime(run.finished_at) || none) },
  { key: 'duration', header: 'Duration', cell: (run) => nowrap(formatDuration(run.started_at, run.finished_at) || none) },
  {
    key: 'period',
    header: 'Period',
    cell: (run) => (run.full ? 'Full history' : `${formatDisplayDate(run.date_from)} – ${formatDisplayDate(run.date_to)}`),
  },
  { key: 'scope', header: 'Accounts', cell: (run) => (run.ad_account_id === null ? 'All' : 'One account') },
  { key: 'status', header: 'Status', role: 'status', cell: (run) => <Box miw="max-content"><RunStatus status={run.status} /></Box> },
  { key: 'rows', header: 'Rows written', cell: (run) => count.format(run.rows_written) },
  {
    key: 'error',
    header: 'Error',
    cell: (run) => (run.status === 'Error' && run.message ? run.message : none),
    isWrapping: true,
  },
];

const ADMIN_COLUMNS: TDataColumn<TSyncRun>[] = [...COLUMNS.slice(0, 1), STARTED_BY, ...COLUMNS.slice(1)];

type TProps = {
  servicePath: ServicePath;
  /** The export's or integration's id. */
  integrationId: number;
  /** 'admin' adds who started each run and speaks of an integration. */
  mode?: 'client' | 'admin';
};

export function SyncHistory({ servicePath, integrationId, mode = 'client' }: TProps) {
  const [page, setPage] = useState(1);
  const runs = useSyncRuns(servicePath, integrationId, page);
  const isAdmin = mode === 'admin';
  return (
    <Stack gap="md" component="section" aria-labelledby="sync-history-title">
      <Title order={2} size="h3" id="sync-history-title">
        {SYNC_HISTORY_TITLE}
      </Title>
      <DataTable
        label={SYNC_HISTORY_TITLE}
        columns={isAdmin ? ADMIN_COLUMNS : COLUMNS}
        rows={runs.data?.runs}
        rowKey={(run) => run.id}
        isLoading={runs.isPending && runs.isFetching}
        failure={loadFailureOf(runs)}
        failureTitle={SYNC_HISTORY_FAILED_TEXT}
        emptyText={isAdmin ? NO_SYNC_RUNS_ADMIN_TEXT : NO_SYNC_RUNS_TEXT}
        minWidth={isAdmin ? 1040 : 880}
        skeletonRows={3}
      />
      {runs.data && (
        <Pagination page={page} totalPages={runs.data.last_page} onChange={setPage} label="Sync history pages" />
      )}
    </Stack>
  );
}
