// The admins' collapsible Admin group (Users, Business accounts); open or closed is remembered (spec §2).
import { NavLink } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { IconChevronRight, IconShieldLock } from '@tabler/icons-react';
import { STORAGE_KEYS } from '@shared/constants';
import { ADMIN_NAV } from './nav-items';
import { SidebarLink } from './sidebar-link';

type TProps = { isMinimised: boolean; onNavigate: () => void };

export function AdminMenu({ isMinimised, onNavigate }: TProps) {
  const [isCollapsed, setCollapsed] = useLocalStorage<boolean>({
    key: STORAGE_KEYS.adminMenuCollapsed,
    defaultValue: false,
    getInitialValueInEffect: false,
  });

  // A minimised sidebar has no room for a group: its links show as icons.
  if (isMinimised) {
    return ADMIN_NAV.map((item) => <SidebarLink key={item.route} item={item} isMinimised onNavigate={onNavigate} />);
  }
  return (
    <NavLink
      component="button"
      type="button"
      label="Admin"
      leftSection={<IconShieldLock size={18} aria-hidden />}
      opened={!isCollapsed}
      onChange={(isOpened) => setCollapsed(!isOpened)}
      aria-expanded={!isCollapsed}
      childrenOffset={28}
      rightSection={<IconChevronRight size={16} aria-hidden />}
    >
      {ADMIN_NAV.map((item) => (
        <SidebarLink key={item.route} item={item} isMinimised={false} onNavigate={onNavigate} />
      ))}
    </NavLink>
  );
}
