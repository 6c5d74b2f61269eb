// The business accounts table (spec §2): number, name, path, and edit and delete icons.
import { ActionIcon, Group, Text } from '@mantine/core';
import '@mantine/core/styles/Text.css';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { TBusinessAccount } from '@shared/contract/common';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';

type TProps = {
  accounts: readonly TBusinessAccount[] | undefined;
  isLoading: boolean;
  deletingId: number | null;
  onEdit: (account: TBusinessAccount) => void;
  onDelete: (account: TBusinessAccount) => void;
};

export function BusinessAccountsTable({ accounts, isLoading, deletingId, onEdit, onDelete }: TProps) {
  const columns: TDataColumn<TBusinessAccount>[] = [
    { key: 'number', header: '#', cell: (_account, index) => index + 1 },
    // Long names and paths wrap, so the edit and delete icons stay on a phone's screen.
    { key: 'name', header: 'Name', cell: (account) => account.name, isWrapping: true },
    { key: 'path', header: 'Path', cell: (account) => account.path, isWrapping: true },
    {
      key: 'actions',
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
      emptyText="No business accounts yet."
      minWidth={300}
      skeletonRows={3}
    />
  );
}
