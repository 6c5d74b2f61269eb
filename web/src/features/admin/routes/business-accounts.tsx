// Admin Business Accounts (spec §2): Id, Name, Path and a Settings link to the account's
// settings, a page at a time (`?page`), searched by name or path (`?search`).
import { Anchor, Box, Paper, Stack } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { TBusinessAccount } from '@shared/contract/common';
import { pathTo } from '@shared/routes';
import { DataTable, type TDataColumn } from '@/components/ui/data-table';
import { useUrlPage } from '@/components/ui/pagination';
import { useAdminBusinessAccounts } from '../api/get-business-accounts';
import { ListSearch, useUrlSearch } from '../components/list-search';
import { loadFailureOf } from '@/components/ui/load-error';
import { LongValue } from '@/components/ui/long-value';
import { PagedList } from '../components/paged-list';
import { ResetDemoData } from '../components/reset-demo-data';

const columns: TDataColumn<TBusinessAccount>[] = [
  { key: 'id', header: 'Id', cell: (account) => account.id, width: 64 },
  { key: 'name', header: 'Name', role: 'title', cell: (account) => account.name, isWrapping: true },
  { key: 'path', header: 'Path', cell: (account) => <LongValue value={account.path} /> },
  {
    key: 'settings',
    header: 'Settings',
    role: 'action',
    cell: (account) => (
      <Anchor
        component={Link}
        to={pathTo('admin_ba_settings', { id_ba: account.id })}
        aria-label={`Settings of ${account.name}`}
        size="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        <IconSettings size={16} aria-hidden />
        {/* On a phone the icon alone keeps the column narrow; the name stays in aria-label. */}
        <Box component="span" visibleFrom="sm">
          Settings
        </Box>
      </Anchor>
    ),
  },
];

function AdminBusinessAccountsRoute() {
  const [page, setPage] = useUrlPage();
  const [search, setSearch] = useUrlSearch();
  const accounts = useAdminBusinessAccounts(page, search);
  const answer = accounts.data?.data.business_accounts;
  return (
    <Stack gap="md">
      <ResetDemoData />
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <ListSearch label="Search business accounts" placeholder="Name or path" value={search} onChange={setSearch} />
          <PagedList page={page} lastPage={answer?.last_page} rowCount={answer?.data.length} onPageChange={setPage} label="Business accounts pages">
            <DataTable
              label="Business accounts"
              columns={columns}
              rows={answer?.data}
              rowKey={(account) => account.id}
              isLoading={accounts.isPending}
              failure={loadFailureOf(accounts)}
              failureTitle="The business accounts could not be loaded"
              emptyText={page > 1 ? 'No business accounts on this page' : search ? `No business accounts match “${search}”` : 'No business accounts yet'}
              skeletonRows={10}
            />
          </PagedList>
        </Stack>
      </Paper>
    </Stack>
  );
}

export { AdminBusinessAccountsRoute as Component };
