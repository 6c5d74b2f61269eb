// The admin users table (spec §2): Id, Role, Name, Email and a Settings button per row that
// opens the 'User Settings' modal; paginated by `?page`, searched by `?search` (name, email or
// path). Admin Users lists everyone, a business account's Users screen its members.
import { useState } from 'react';
import { Box, Button, Stack } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import type { TUserSummary } from '@shared/contract/common';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';
import { useUrlPage } from '@/components/ui/pagination';
import { UserSettingsModal } from '@/components/domain/user-settings-modal';
import { useAdminUsers } from '../api/get-users';
import { ListSearch, useUrlSearch } from './list-search';
import { loadFailureOf } from '@/components/ui/load-error';
import { LongValue } from '@/components/ui/long-value';
import { PagedList } from './paged-list';

type TProps = { businessAccountId?: number };

export function UsersList({ businessAccountId }: TProps) {
  const [page, setPage] = useUrlPage();
  const [search, setSearch] = useUrlSearch();
  const users = useAdminUsers(page, businessAccountId, search);
  const [shown, setShown] = useState<TUserSummary | null>(null);

  const columns: TDataColumn<TUserSummary>[] = [
    { key: 'id', header: 'Id', cell: (user) => user.id, width: 64 },
    { key: 'role', header: 'Role', role: 'status', cell: (user) => user.role },
    { key: 'name', header: 'Name', role: 'title', cell: (user) => user.name, isWrapping: true },
    { key: 'email', header: 'Email', cell: (user) => <LongValue value={user.email} copyLabel="email" /> },
    {
      key: 'settings',
      header: 'Settings',
      role: 'action',
      cell: (user) => (
        <Button
          variant="light"
          size="compact-sm"
          leftSection={<IconSettings size={16} aria-hidden />}
          aria-label={`Settings of ${user.email}`}
          onClick={() => setShown(user)}
        >
          {/* On a phone the icon alone keeps the column narrow; the name stays in aria-label. */}
          <Box component="span" visibleFrom="sm">
            Settings
          </Box>
        </Button>
      ),
    },
  ];

  const answer = users.data?.data.users;
  const searchBox = <ListSearch label="Search users" placeholder="Email, name or path" value={search} onChange={setSearch} />;
  return (
    <Stack gap="md">
      {searchBox}
      <PagedList page={page} lastPage={answer?.last_page} rowCount={answer?.data.length} onPageChange={setPage} label="Users pages">
        <DataTable
          label="Users"
          columns={columns}
          rows={answer?.data}
          rowKey={(user) => user.id}
          isLoading={users.isPending}
          failure={loadFailureOf(users)}
          failureTitle="The users could not be loaded"
          emptyText={page > 1 ? 'No users on this page' : search ? `No users match “${search}”` : 'No users yet'}
          skeletonRows={10}
        />
      </PagedList>
      <UserSettingsModal user={shown} onClose={() => setShown(null)} />
    </Stack>
  );
}
