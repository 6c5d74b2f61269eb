// The dashboard sidebar (spec §2): logo, business-account selector, main links, the admins' group, user menu.
import { Anchor, AppShell, Divider, ScrollArea, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { pathTo } from '@shared/routes';
import { Brand } from '@/components/ui/brand';
import { BusinessAccountSelector } from '@/features/business-accounts/components/business-account-selector';
import { useSession } from '@/lib/session-store';
import { AdminMenu } from './admin-menu';
import { MAIN_NAV } from './nav-items';
import { SidebarLink } from './sidebar-link';
import { UserMenu } from './user-menu';

type TProps = { isMinimised: boolean; onNavigate: () => void };

export function Sidebar({ isMinimised, onNavigate }: TProps) {
  const { user } = useSession();
  const isAdmin = user?.role === 'admin';
  return (
    <>
      <AppShell.Section p="md">
        <Anchor component={Link} to={pathTo('dashboard')} onClick={onNavigate} underline="never" c="inherit" aria-label="Portal home">
          <Brand isCompact={isMinimised} />
        </Anchor>
      </AppShell.Section>
      {!isMinimised && (
        <AppShell.Section px="md" pb="md">
          <BusinessAccountSelector onChosen={onNavigate} />
        </AppShell.Section>
      )}
      <AppShell.Section grow component={ScrollArea} px={isMinimised ? 'xs' : 'sm'}>
        <Stack gap={4} align={isMinimised ? 'center' : 'stretch'}>
          {MAIN_NAV.map((item) => (
            <SidebarLink key={item.route} item={item} isMinimised={isMinimised} onNavigate={onNavigate} />
          ))}
          {isAdmin && <AdminMenu isMinimised={isMinimised} onNavigate={onNavigate} />}
        </Stack>
      </AppShell.Section>
      <Divider />
      <AppShell.Section p="xs">
        <UserMenu isMinimised={isMinimised} onNavigate={onNavigate} />
      </AppShell.Section>
    </>
  );
}
