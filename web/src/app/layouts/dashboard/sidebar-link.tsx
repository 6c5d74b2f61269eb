// One sidebar link: a full NavLink, or an icon with a tooltip when the sidebar is minimised.
import { ActionIcon, NavLink, Tooltip } from '@mantine/core';
import { NavLink as RouterNavLink, useMatch } from 'react-router';
import { pathTo, ROUTES } from '@shared/routes';
import type { TNavItem } from './nav-items';

type TProps = { item: TNavItem; isMinimised: boolean; onNavigate: () => void };

export function SidebarLink({ item, isMinimised, onNavigate }: TProps) {
  // A section stays highlighted on its sub-pages (e.g. /integrations/12/settings).
  const isActive = useMatch({ path: ROUTES[item.route].path, end: false }) !== null;
  const Icon = item.icon;
  if (isMinimised) {
    return (
      <Tooltip label={item.label} position="right" withArrow>
        <ActionIcon
          component={RouterNavLink}
          to={pathTo(item.route)}
          onClick={onNavigate}
          variant={isActive ? 'light' : 'subtle'}
          size="xl"
          aria-label={item.label}
        >
          <Icon size={22} aria-hidden />
        </ActionIcon>
      </Tooltip>
    );
  }
  return (
    <NavLink
      component={RouterNavLink}
      to={pathTo(item.route)}
      onClick={onNavigate}
      label={item.label}
      leftSection={<Icon size={18} aria-hidden />}
      active={isActive}
    />
  );
}
