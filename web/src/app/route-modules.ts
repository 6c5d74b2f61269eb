// Which module renders each named route. Every screen is a lazy chunk, so the login page never
// downloads the dashboard, chart or faker code. `satisfies` keeps this map complete.
import type { ComponentType } from 'react';
import type { RouteName } from '@shared/routes';

type TRouteModule = { Component: ComponentType };
type TLazyRouteModule = () => Promise<TRouteModule>;

export const ROUTE_MODULES = {
  login: () => import('@/features/auth/routes/login'),
  register: () => import('@/features/auth/routes/register'),
  password_reset_request: () => import('@/features/auth/routes/password-reset-request'),
  password_reset_confirm: () => import('@/features/auth/routes/password-reset-confirm'),

  dashboard: () => import('@/features/dashboard/routes/dashboard'),
  integrations: () => import('@/features/integrations/routes/integrations'),
  integration_step2: () => import('@/features/integrations/routes/integration-step2'),
  integration_settings: () => import('@/features/integrations/routes/integration-settings'),
  data_export: () => import('@/features/data-export/routes/data-export'),
  export_settings: () => import('@/features/data-export/routes/export-settings'),
  icons: () => import('@/features/demos/routes/icons'),
  maps: () => import('@/features/demos/routes/maps'),
  profile: () => import('@/features/profile/routes/profile'),
  business_accounts: () => import('@/features/business-accounts/routes/business-accounts'),
  tables: () => import('@/features/demos/routes/tables'),
  invite: () => import('@/features/invites/routes/invite'),

  admin_users: () => import('@/features/admin/routes/users'),
  admin_ba: () => import('@/features/admin/routes/business-accounts'),
  admin_ba_settings: () => import('@/features/admin/routes/business-account-settings'),
  admin_ba_users: () => import('@/features/admin/routes/business-account-users'),
  admin_ba_integrations: () => import('@/features/admin/routes/business-account-integrations'),
  admin_ba_integrations_settings: () => import('@/features/admin/routes/business-account-integration-settings'),
} satisfies Record<RouteName, TLazyRouteModule>;
