// Business account Users (spec §2): heading 'Business Accounts: {name}', then the account's
// members in the admin users table, a page at a time (`?page`).
import { Paper } from '@mantine/core';
import { BusinessAccountFrame } from '../components/business-account-frame';
import { UsersList } from '../components/users-list';

function AdminBusinessAccountUsersRoute() {
  return (
    <BusinessAccountFrame>
      {(account) => (
        <Paper withBorder p="md" radius="md">
          <UsersList businessAccountId={account.id} />
        </Paper>
      )}
    </BusinessAccountFrame>
  );
}

export { AdminBusinessAccountUsersRoute as Component };
