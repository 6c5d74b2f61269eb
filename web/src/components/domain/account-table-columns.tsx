// The account table's columns (spec §2 Account tables): Account id, Balance, Currency, Name and
// Status; the search-ads (google-ads) variant shows Id, Manager, Level and Name (its descriptive
// name) instead; admin mode adds Date Sync, Status Sync and the row's sync button and switch.
import type { ReactNode } from 'react';
import { ActionIcon, Box, Group, Text, Tooltip } from '@mantine/core';
import '@mantine/core/styles/Text.css';
import '@mantine/core/styles/Tooltip.css';
import { IconCloudUpload } from '@tabler/icons-react';
import type { TAdAccount, TSearchAdsAccount } from '@shared/contract/common';
import type { TDataColumn } from '@/components/ui/data-table';
import { formatDisplayDate } from '@/components/ui/date-range-input';
import { StatusSwitch, type TSwitchOutcome } from '@/components/ui/status-switch';
import { SyncStatusBadge } from '@/components/ui/sync-status-badge';

/** One row of the table: an ad account, or a search-ads account for google-ads. */
export type TAccountRow = TAdAccount | TSearchAdsAccount;

export const isSearchAdsRow = (row: TAccountRow): row is TSearchAdsAccount => 'descriptive_name' in row;

/** The name a person knows the account by (the descriptive name for search ads). */
export const accountName = (row: TAccountRow): string => (isSearchAdsRow(row) ? row.descriptive_name : row.name);

const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const statusText = (isActive: boolean) => (isActive ? 'Active' : 'Not active');

/** `2026-11-23T10:15:00Z` → `23-11-2026 10:15` (spec §9 date format). */
export function formatSyncDate(value: string | null): string {
  if (!value) return '';
  const time = value.slice(11, 16);
  return time ? `${formatDisplayDate(value)} ${time}` : formatDisplayDate(value);
}

const dash = (value: ReactNode) => (value === '' || value === null ? <Text c="dimmed" span aria-label="none">—</Text> : value);

type TColumnOptions = {
  isSearchAds: boolean;
  isAdmin: boolean;
  onStatusChange: (row: TAccountRow, isActive: boolean) => Promise<TSwitchOutcome>;
  onSync?: (row: TAccountRow) => void;
};

export function accountColumns({ isSearchAds, isAdmin, onStatusChange, onSync }: TColumnOptions): TDataColumn<TAccountRow>[] {
  const columns: TDataColumn<TAccountRow>[] = isSearchAds
    ? [
        { key: 'id', header: 'Id', cell: (row) => row.account_id },
        { key: 'manager', header: 'Manager', cell: (row) => (isSearchAdsRow(row) ? row.manager : '') },
        { key: 'level', header: 'Level', cell: (row) => (isSearchAdsRow(row) ? row.level : '') },
        { key: 'name', header: 'Name', cell: accountName, isWrapping: true },
      ]
    : [
        { key: 'account-id', header: 'Account id', cell: (row) => row.account_id, isWrapping: true },
        { key: 'balance', header: 'Balance', cell: (row) => (isSearchAdsRow(row) ? '' : amount.format(row.balance)) },
        { key: 'currency', header: 'Currency', cell: (row) => (isSearchAdsRow(row) ? '' : row.currency) },
        { key: 'name', header: 'Name', cell: accountName, isWrapping: true },
      ];
  columns.push({ key: 'status', header: 'Status', cell: (row) => statusText(row.is_active) });
  if (!isAdmin) return columns;
  return [
    ...columns,
    { key: 'date-sync', header: 'Date Sync', cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{dash(formatSyncDate(row.date_finish_sync))}</span> },
    {
      key: 'status-sync',
      header: 'Status Sync',
      cell: (row) => (
        <Box miw="max-content">
          <SyncStatusBadge status={row.status_last_sync} />
        </Box>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      cell: (row) => (
        <Group gap="sm" wrap="nowrap">
          {onSync && (
            <Tooltip label="Start sync">
              <ActionIcon variant="subtle" onClick={() => onSync(row)} aria-label={`Start sync of account ${accountName(row)}`}>
                <IconCloudUpload size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          <StatusSwitch
            isActive={row.is_active}
            label={`Status of account ${accountName(row)}`}
            onChange={(next) => onStatusChange(row, next)}
          />
        </Group>
      ),
    },
  ];
}
