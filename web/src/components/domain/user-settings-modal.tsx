// The 'User Settings' modal of the admin user lists (spec §2): the user's id, role, name, email,
// last name, phone, telegram and facebook, read-only. Both Admin Users and a business account's
// Users open it.
import { Button, Group, Modal, Table, Text } from '@mantine/core';
import type { TUserSummary } from '@shared/contract/common';

type TProps = { user: TUserSummary | null; onClose: () => void };

const NOT_SET = 'Not set';

export function UserSettingsModal({ user, onClose }: TProps) {
  const fields: [string, string | number | null][] = user
    ? [
        ['Id', user.id],
        ['Role', user.role],
        ['Name', user.name],
        ['Email', user.email],
        ['Last name', user.last_name],
        ['Phone', user.phone],
        ['Telegram', user.telegram],
        ['Facebook', user.facebook],
      ]
    : [];
  return (
    <Modal opened={user !== null} onClose={onClose} title="User Settings" centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Table aria-label="User settings" variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          {fields.map(([label, value]) => (
            <Table.Tr key={label}>
              <Table.Th w={110}>{label}</Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {value === null || value === '' ? (
                  <Text span c="dimmed" size="sm">
                    {NOT_SET}
                  </Text>
                ) : (
                  value
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="flex-end" mt="md">
        <Button onClick={onClose}>Close</Button>
      </Group>
    </Modal>
  );
}
