// Dashboard layout (spec §2): AppShell with the sidebar, a top bar with the route's title and the
// user's name and email, a footer unless the route hides it, a burger on small screens and a
// minimise toggle on large ones. The footer ends the page instead of staying fixed over it: a fixed
// footer covered whatever scrolled under it, the chart's date axis among it (issue 47).
import { useEffect, useRef, useState } from 'react';
import { ActionIcon, AppShell, Box, Burger, Group, Text, Tooltip } from '@mantine/core';
import { useDisclosure, useLocalStorage, useMediaQuery } from '@mantine/hooks';
import { IconLayoutSidebarLeftCollapse, IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { Outlet } from 'react-router';
import { STORAGE_KEYS } from '@shared/constants';
import { CurrentBusinessAccountKeeper } from '@/lib/current-business-account';
import { useSession } from '@/lib/session-store';
import { useCurrentRoute } from '@/app/use-current-route';
import { lazyAfterPaint } from '@/lib/lazy-after-paint';
import { useScreenTitleOverride } from '@/lib/screen-title';
import { Sidebar } from './sidebar';
import { TopBarTitle, TopBarUser } from './top-bar-parts';
import { startResizeBurst } from './resize-burst';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** The bell shows once its list has answered anyway: its code (a popover, a scroll area) comes after the first paint. */
const NotificationsBell = lazyAfterPaint(async () => (await import('@/features/notifications/components/notifications-bell')).NotificationsBell);

const SIDEBAR_WIDTH = 280;
const SIDEBAR_MINIMISED_WIDTH = 76;

export function DashboardLayout() {
  const { user } = useSession();
  const route = useCurrentRoute();
  const titleOverride = useScreenTitleOverride();
  const [isMobileOpened, { toggle: toggleMobile, close: closeMobile }] = useDisclosure(false);
  const [isMinimisedStored, setMinimised] = useLocalStorage<boolean>({
    key: STORAGE_KEYS.sidebarMinimised,
    defaultValue: false,
    getInitialValueInEffect: false,
  });
  // Minimising is a large-screen choice; on small screens the sidebar opens full width.
  const isLargeScreen = useMediaQuery('(min-width: 48em)', true, { getInitialValueInEffect: false });
  const isMinimised = isMinimisedStored && isLargeScreen;
  // On a phone the sidebar is off screen until the burger opens it: its selector, links and menus are
  // rendered then (and kept), not in the first render, which a phone's first paint waits for.
  const [hasOpenedMobile, setHasOpenedMobile] = useState(false);
  const isSidebarRendered = isLargeScreen || hasOpenedMobile;
  const openOrCloseMobile = () => {
    setHasOpenedMobile(true);
    toggleMobile();
  };
  const hasFooter = !route?.hideFooter;

  const cancelBurst = useRef<(() => void) | null>(null);
  useEffect(() => () => cancelBurst.current?.(), []);
  const toggleMinimised = () => {
    setMinimised(!isMinimisedStored);
    cancelBurst.current?.();
    cancelBurst.current = startResizeBurst();
  };

  return (
    <AppShell
      header={{ height: 64 }}
      navbar={{
        width: isMinimised ? SIDEBAR_MINIMISED_WIDTH : SIDEBAR_WIDTH,
        breakpoint: 'sm',
        collapsed: { mobile: !isMobileOpened },
      }}
      padding="md"
    >
      <CurrentBusinessAccountKeeper />
      <SkipLink />
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Burger opened={isMobileOpened} onClick={openOrCloseMobile} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
            {/* A large-screen control: on phones neither it nor its tooltip is rendered. */}
            {isLargeScreen && (
              <Tooltip label={isMinimised ? 'Expand sidebar' : 'Minimise sidebar'}>
                <ActionIcon
                  variant="subtle"
                  visibleFrom="sm"
                  onClick={toggleMinimised}
                  aria-label={isMinimised ? 'Expand sidebar' : 'Minimise sidebar'}
                  aria-pressed={isMinimised}
                >
                  {isMinimised ? <IconLayoutSidebarLeftExpand aria-hidden /> : <IconLayoutSidebarLeftCollapse aria-hidden />}
                </ActionIcon>
              </Tooltip>
            )}
            <TopBarTitle title={titleOverride ?? route?.title} />
          </Group>
          {/* The bell's auto margin keeps it beside the user block, which keeps its half of the bar. */}
          {user && (
            <Box ml="auto" style={{ flexShrink: 0 }}>
              <NotificationsBell />
            </Box>
          )}
          {user && <TopBarUser user={user} testId="top-bar-user" />}
        </Group>
      </AppShell.Header>

      <AppShell.Navbar aria-label="Main navigation">
        {isSidebarRendered && <Sidebar isMinimised={isMinimised} onNavigate={closeMobile} />}
      </AppShell.Navbar>

      {/* Focused by the skip link (not by Tab): no ring around the whole screen. */}
      <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} style={{ outline: 'none', display: 'flex', flexDirection: 'column' }}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Outlet />
        </div>
        {hasFooter && (
          <Box component="footer" mt="xl" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <Text size="xs" c="dimmed">
              © {new Date().getFullYear()} Portal
            </Text>
          </Box>
        )}
      </AppShell.Main>
    </AppShell>
  );
}
