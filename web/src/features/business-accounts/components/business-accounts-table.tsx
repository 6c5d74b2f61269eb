// The business accounts table (spec §2): number, name, path, and edit and delete icons.
import { ActionIcon, Group, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { TBusinessAccount } from '../../../../../shared/contract/common';

type TProps = {
  accounts: readonly TBusinessAccount[];
  deletingId: number | null;
  onEdit: (account: TBusinessAccount) => void;
  onDelete: (account: TBusinessAccount) => void;
};

export function BusinessAccountsTable({ accounts, deletingId, onEdit, onDelete }: TProps) {
  if (accounts.length === 0) {
    return <Text c="dimmed">No business accounts yet.</Text>;
  }
  return (
    // Long names and paths wrap, so the edit and delete icons stay on a phone's screen; only a
    // screen narrower than this scrolls sideways.
    <Table.ScrollContainer minWidth={300}>
      <Table striped highlightOnHover aria-label="Business accounts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th>Name</Table.Th>
            <Table.Th>Path</Table.Th>
            <Table.Th>
              <Text span size="sm" fw={700}>
                Actions
              </Text>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {accounts.map((account, index) => (
            <Table.Tr key={account.id}>
              <Table.Td>{index + 1}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{account.name}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{account.path}</Table.Td>
              <Table.Td>
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
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
