// Business account Settings (spec §2): the account's details under its sub-menu.
import { Paper, Table } from '@mantine/core';
import { BusinessAccountFrame } from '../components/business-account-frame';
import { formatDisplayDateTime } from '@shared/dates';

function AdminBusinessAccountSettingsRoute() {
  return (
    <BusinessAccountFrame>
      {(account) => (
        <Paper withBorder p="md" radius="md">
          <Table aria-label="Business account details" variant="vertical" layout="fixed" withTableBorder>
            <Table.Tbody>
              {(
                [
                  ['Id', account.id],
                  ['Name', account.name],
                  ['Path', account.path],
                  ['Users', account.users_count],
                  ['Created', formatDisplayDateTime(account.created_at)],
                  ['Updated', formatDisplayDateTime(account.updated_at)],
                ] as const
              ).map(([label, value]) => (
                <Table.Tr key={label}>
                  <Table.Th w={110}>{label}</Table.Th>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{value}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Paper>
      )}
    </BusinessAccountFrame>
  );
}

export { AdminBusinessAccountSettingsRoute as Component };
