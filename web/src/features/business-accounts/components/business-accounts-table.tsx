// The business accounts table (spec §2): number, name, path, and edit and delete icons.
import { ActionIcon, Group, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { TBusinessAccount } from '@shared/contract/common';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';
import type { TLoadFailure } from '@/components/ui/load-error';
import { LongValue } from '@/components/ui/long-value';

type TProps = {
  accounts: readonly TBusinessAccount[] | undefined;
  isLoading: boolean;
  /** The first load failed: said in place of the rows. */
  failure: TLoadFailure | null;
  deletingId: number | null;
  onEdit: (account: TBusinessAccount) => void;
  onDelete: (account: TBusinessAccount) => void;
};

export function BusinessAccountsTable({ accounts, isLoading, failure, deletingId, onEdit, onDelete }: TProps) {
  const columns: TDataColumn<TBusinessAccount>[] = [
    { key: 'number', header: '#', cell: (_account, index) => index + 1 },
    // Long names wrap and long paths are cut, so the edit and delete icons stay on a phone's screen.
    { key: 'name', header: 'Name', role: 'title', cell: (account) => account.name, isWrapping: true },
    { key: 'path', header: 'Path', cell: (account) => <LongValue value={account.path} /> },
    {
      key: 'actions',
      label: 'Actions',
      role: 'action',
      header: (
        <Text span size="sm" fw={700}>
          Actions
        </Text>
      ),
      cell: (account) => (
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="subtle" aria-label={`Edit business account ${account.name}`} onClick={() => onEdit(account)}>
            <IconPencil size={18} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={`Delete business account ${account.name}`}
            loading={deletingId === account.id}
            onClick={() => onDelete(account)}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ),
    },
  ];
  return (
    <DataTable
      label="Business accounts"
      columns={columns}
      rows={accounts}
      rowKey={(account) => account.id}
      isLoading={isLoading}
      failure={failure}
      failureTitle="The business accounts could not be loaded"
      emptyText="No business accounts yet."
      minWidth={300}
      skeletonRows={3}
    />
  );
}
