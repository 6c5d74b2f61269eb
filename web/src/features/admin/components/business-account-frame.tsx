// The frame of a business account's admin screens (spec §2): the heading 'Business Accounts:
// {name}', the sub-menu with Users and Settings, and the link to Integrations. A missing or
// malformed id says so instead of a blank screen.
import type { ReactNode } from 'react';
import { Alert, Anchor, Group, Skeleton, Stack, Title } from '@mantine/core';
import { IconPlugConnected, IconSettings, IconUsers } from '@tabler/icons-react';
import { Link, NavLink, useParams } from 'react-router';
import type { TBusinessAccount } from '@shared/contract/common';
import { pathTo } from '@shared/routes';
import { useUserId } from '@/lib/current-business-account';
import { useTRPC } from '@/lib/trpc';
import { readCallError } from '@/lib/trpc-error';
import { useSpeculativePrefetch } from '@/lib/use-speculative-prefetch';
import { useAdminBusinessAccount } from '../api/get-business-account';
import { businessAccountServicesQueryOptions } from '../api/get-business-account-services';
import { LoadError } from '@/components/ui/load-error';

/** The `:id_ba` route parameter as an id, or null when it is not one. */
export function useBusinessAccountIdParam(): number | null {
  const raw = useParams().id_ba ?? '';
  const id = Number(raw);
  return /^\d{1,15}$/.test(raw) && id > 0 ? id : null;
}

/**
 * Asks for the account's integrations beside the account itself: the screens inside the frame
 * show them once the account is known, and would otherwise ask only then.
 */
export function usePrefetchBusinessAccountServices(): void {
  const trpc = useTRPC();
  const id = useBusinessAccountIdParam();
  const userId = useUserId();
  useSpeculativePrefetch(id === null || userId === 0 ? null : businessAccountServicesQueryOptions(trpc, id, userId));
}

type TAccount = TBusinessAccount & { users_count: number };

type TProps = { children: (account: TAccount) => ReactNode };

function NotFound() {
  return (
    <Alert color="gray" variant="light" title="Business account not found">
      There is no business account at this address.{' '}
      <Anchor component={Link} to={pathTo('admin_ba')}>
        Back to Business Accounts
      </Anchor>
    </Alert>
  );
}

const menuLinkStyle = ({ isActive }: { isActive: boolean }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  padding: '6px 12px',
  borderRadius: 6,
  fontWeight: isActive ? 700 : 500,
  textDecoration: 'none',
  color: isActive ? 'var(--mantine-color-white)' : 'var(--mantine-color-blue-9)',
  background: isActive ? 'var(--mantine-color-blue-8)' : 'var(--mantine-color-blue-0)',
});

export function BusinessAccountFrame({ children }: TProps) {
  const id = useBusinessAccountIdParam();
  const account = useAdminBusinessAccount(id);
  if (id === null) return <NotFound />;
  if (account.isError) {
    return readCallError(account.error).code === 'NOT_FOUND' ? (
      <NotFound />
    ) : (
      <LoadError title="The business account could not be loaded" error={account.error} onRetry={() => void account.refetch()} />
    );
  }
  const data = account.data?.data.business_account;
  return (
    <Stack gap="md">
      {data ? (
        <Title order={2} size="h3" style={{ overflowWrap: 'anywhere' }}>
          Business Accounts: {data.name}
        </Title>
      ) : (
        <Skeleton height={28} width="60%" aria-label="Loading business account" />
      )}
      <Group component="nav" aria-label="Business account menu" gap="xs">
        <NavLink to={pathTo('admin_ba_users', { id_ba: id })} style={menuLinkStyle}>
          <IconUsers size={16} aria-hidden />
          Users
        </NavLink>
        <NavLink to={pathTo('admin_ba_settings', { id_ba: id })} style={menuLinkStyle}>
          <IconSettings size={16} aria-hidden />
          Settings
        </NavLink>
        <NavLink to={pathTo('admin_ba_integrations', { id_ba: id })} end={false} style={menuLinkStyle}>
          <IconPlugConnected size={16} aria-hidden />
          Integrations
        </NavLink>
      </Group>
      {data && children(data)}
    </Stack>
  );
}
