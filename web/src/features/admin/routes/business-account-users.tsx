// Business account Users (spec §2): heading 'Business Accounts: {name}', then the account's
// members in the admin users table, a page at a time (`?page`).
import { Paper } from '@mantine/core';
import { useUrlPage } from '@/components/ui/pagination';
import { useTRPC } from '@/lib/trpc';
import { useSpeculativePrefetch } from '@/lib/use-speculative-prefetch';
import { adminUsersQueryOptions } from '../api/get-users';
import { BusinessAccountFrame, useBusinessAccountIdParam } from '../components/business-account-frame';
import { useUrlSearch } from '../components/list-search';
import { UsersList } from '../components/users-list';

function AdminBusinessAccountUsersRoute() {
  // The members' page is asked for beside the account (the frame shows the list once the account is known).
  const trpc = useTRPC();
  const id = useBusinessAccountIdParam();
  const [page] = useUrlPage();
  const [search] = useUrlSearch();
  useSpeculativePrefetch(id === null ? null : adminUsersQueryOptions(trpc, page, id, search));
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
