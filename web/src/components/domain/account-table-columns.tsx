// The account table's columns (spec §2 Account tables): Account id, Balance, Currency, Name and
// Status; the search-ads (google-ads) variant shows Id, Manager, Level and Name (its descriptive
// name) instead; admin mode adds Date Sync, Status Sync and the row's sync button and switch.
import type { ReactNode } from 'react';
import { Box, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import type { TAdAccount, TSearchAdsAccount } from '@shared/contract/common';
import type { TDataColumn } from '@/components/ui/data-table';
import { formatDisplayDateTime } from '@shared/dates';
import { LongValue } from '@/components/ui/long-value';
import type { TRowAction } from '@/components/ui/row-actions';
import { StatusSwitch, type TSwitchOutcome } from '@/components/ui/status-switch';
import { SyncStatusBadge } from '@/components/ui/sync-status-badge';

/** One row of the table: an ad account, or a search-ads account for google-ads. */
export type TAccountRow = TAdAccount | TSearchAdsAccount;

export const isSearchAdsRow = (row: TAccountRow): row is TSearchAdsAccount => 'descriptive_name' in row;

/** The name a person knows the account by (the descriptive name for search ads). */
export const accountName = (row: TAccountRow): string => (isSearchAdsRow(row) ? row.descriptive_name : row.name);

const amount = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const statusText = (isActive: boolean) => (isActive ? 'Active' : 'Not active');


const dash = (value: ReactNode) => (value === '' || value === null ? <Text c="dimmed" span aria-label="none">—</Text> : value);

type TColumnOptions = {
  isSearchAds: boolean;
  isAdmin: boolean;
  onStatusChange: (row: TAccountRow, isActive: boolean) => Promise<TSwitchOutcome>;
};

export function accountColumns({ isSearchAds, isAdmin, onStatusChange }: TColumnOptions): TDataColumn<TAccountRow>[] {
  const columns: TDataColumn<TAccountRow>[] = isSearchAds
    ? [
        { key: 'id', header: 'Id', cell: (row) => <LongValue value={row.account_id} copyLabel="id" /> },
        { key: 'manager', header: 'Manager', cell: (row) => (isSearchAdsRow(row) ? row.manager : '') },
        { key: 'level', header: 'Level', cell: (row) => (isSearchAdsRow(row) ? row.level : '') },
        { key: 'name', header: 'Name', role: 'title', cell: accountName, isWrapping: true },
      ]
    : [
        // Ids never break mid-number; on a phone they are cut, with the whole id a tap away.
        { key: 'account-id', header: 'Account id', cell: (row) => <LongValue value={row.account_id} copyLabel="id" /> },
        { key: 'balance', header: 'Balance', cell: (row) => (isSearchAdsRow(row) ? '' : amount.format(row.balance)) },
        { key: 'currency', header: 'Currency', cell: (row) => (isSearchAdsRow(row) ? '' : row.currency) },
        { key: 'name', header: 'Name', role: 'title', cell: accountName, isWrapping: true },
      ];
  columns.push({ key: 'status', header: 'Status', role: 'status', cell: (row) => statusText(row.is_active) });
  if (!isAdmin) return columns;
  return [
    ...columns,
    { key: 'date-sync', header: 'Date Sync', cell: (row) => <span style={{ whiteSpace: 'nowrap' }}>{dash(formatDisplayDateTime(row.date_finish_sync))}</span> },
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
      key: 'switch',
      header: 'Off/On',
      role: 'action',
      cell: (row) => <StatusSwitch isActive={row.is_active} label={`Status of account ${accountName(row)}`} onChange={(next) => onStatusChange(row, next)} />,
    },
  ];
}

/** Admin mode's row action: start a sync of the account (a menu item on a phone). */
export const accountActions =
  (onSync: ((row: TAccountRow) => void) | undefined) =>
  (row: TAccountRow): TRowAction[] =>
    onSync ? [{ label: `Start sync of account ${accountName(row)}`, text: 'Start sync', icon: <IconCloudUpload size={18} aria-hidden />, onClick: () => onSync(row) }] : [];
