// Admin Users (spec §2): every user, a page at a time (`?page`), with their settings in a modal.
import { Paper } from '@mantine/core';
import { UsersList } from '../components/users-list';

function AdminUsersRoute() {
  return (
    <Paper withBorder p="md" radius="md">
      <UsersList />
    </Paper>
  );
}

export { AdminUsersRoute as Component };
