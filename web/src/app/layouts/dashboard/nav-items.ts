// The sidebar's links (spec §2), named by route so paths live only in the route table.
import type { ComponentType } from 'react';
import { IconChartLine, IconDatabaseExport, IconPlugConnected, IconUsers, IconBuildingSkyscraper } from '@tabler/icons-react';
import type { RouteName } from '@shared/routes';

export type TNavItem = { label: string; route: RouteName; icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean }> };

export const MAIN_NAV: readonly TNavItem[] = [
  { label: 'Dashboard', route: 'dashboard', icon: IconChartLine },
  { label: 'Data Export', route: 'data_export', icon: IconDatabaseExport },
  { label: 'Integrations', route: 'integrations', icon: IconPlugConnected },
];

export const ADMIN_NAV: readonly TNavItem[] = [
  { label: 'Users', route: 'admin_users', icon: IconUsers },
  { label: 'Business accounts', route: 'admin_ba', icon: IconBuildingSkyscraper },
];
