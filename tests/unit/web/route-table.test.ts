// The route table holds exactly the screens of spec §2, with their titles, areas and names.
import { describe, expect, it } from 'vitest';
import { ROUTES, ROUTE_NAMES, pathParams, pathTo, type RouteName } from '../../../shared/routes';
import { ROUTE_MODULES } from '../../../web/src/app/route-modules';

/** Spec §2, copied: path (with {params}), title, area. */
const SPEC_ROUTES: readonly [string, string, 'guest' | 'client' | 'admin'][] = [
  ['/login', 'Login', 'guest'],
  ['/register', 'Register', 'guest'],
  ['/password-reset-request', 'Password Reset Request', 'guest'],
  ['/password-reset-confirm/', 'Password Reset Confirm', 'guest'],
  ['/dashboard', 'Dashboard. Last 14 days', 'client'],
  ['/integrations', 'Integrations', 'client'],
  ['/integrations/{integrations_exports_id}/step2', 'Adding Integration. Step2', 'client'],
  ['/integrations/{integrations_exports_id}/settings', 'Integration Settings', 'client'],
  ['/data_export', 'Data Export', 'client'],
  ['/data_export/settings/{service_path}/{id_export}', 'Export Settings', 'client'],
  ['/icons', 'Icons', 'client'],
  ['/maps', 'Maps', 'client'],
  ['/profile', 'Profile', 'client'],
  ['/business_accounts', 'Business Accounts', 'client'],
  ['/tables', 'tables', 'client'],
  ['/invite', 'Invite', 'client'],
  ['/admin/users', 'Users', 'admin'],
  ['/admin/business-accounts', 'Business Accounts', 'admin'],
  ['/admin/business-accounts/{id_ba}/settings', 'Settings', 'admin'],
  ['/admin/business-accounts/{id_ba}/users', 'Users', 'admin'],
  ['/admin/business-accounts/{id_ba}/integrations', 'Integrations', 'admin'],
  ['/admin/business-accounts/{id_ba}/integrations/{service_path}/{id_integrations}', 'Integrations Settings', 'admin'],
];

/** "Route names used for navigation" in spec §2. */
const SPEC_NAMES: readonly RouteName[] = [
  'login',
  'register',
  'dashboard',
  'data_export',
  'integrations',
  'admin_users',
  'admin_ba',
  'admin_ba_settings',
  'admin_ba_users',
  'admin_ba_integrations',
  'admin_ba_integrations_settings',
  'export_settings',
  'business_accounts',
];

const toPattern = (specPath: string) => specPath.replace(/\{([a-z_]+)\}/g, ':$1');

describe('route table', () => {
  it('has one entry per spec route, with the same path, title and area', () => {
    const table = ROUTE_NAMES.map((name) => [ROUTES[name].path, ROUTES[name].title, ROUTES[name].area]);
    const spec = SPEC_ROUTES.map(([path, title, area]) => [toPattern(path), title, area]);
    expect(table).toHaveLength(spec.length);
    expect(new Set(table.map((row) => JSON.stringify(row)))).toEqual(new Set(spec.map((row) => JSON.stringify(row))));
  });

  it('uses the spec names for navigation', () => {
    for (const name of SPEC_NAMES) expect(ROUTE_NAMES).toContain(name);
    expect(ROUTES.admin_ba_integrations_settings.path).toBe('/admin/business-accounts/:id_ba/integrations/:service_path/:id_integrations');
  });

  it('puts guests in the auth layout and everyone else in the dashboard layout', () => {
    for (const name of ROUTE_NAMES) {
      expect(ROUTES[name].layout).toBe(ROUTES[name].area === 'guest' ? 'auth' : 'dashboard');
    }
  });

  it('has a screen module for every route', () => {
    expect(Object.keys(ROUTE_MODULES).sort()).toEqual([...ROUTE_NAMES].sort());
  });

  it('documents the query parameters the spec names', () => {
    expect(ROUTES.password_reset_confirm.query).toEqual(['token', 'email']);
    expect(ROUTES.admin_users.query).toContain('page');
    expect(ROUTES.admin_ba.query).toContain('page');
    expect(ROUTES.admin_ba_users.query).toContain('page');
  });
});

describe('pathTo', () => {
  it('fills params, encoded', () => {
    expect(pathTo('export_settings', { service_path: 'fb-sync', id_export: 7 })).toBe('/data_export/settings/fb-sync/7');
    expect(pathTo('admin_ba_settings', { id_ba: 'a/b' })).toBe('/admin/business-accounts/a%2Fb/settings');
  });
  it('appends defined query values only', () => {
    expect(pathTo('admin_users', {}, { page: 2, business_account_id: undefined })).toBe('/admin/users?page=2');
    expect(pathTo('password_reset_confirm', {}, { token: 't k', email: 'a@b.co' })).toBe('/password-reset-confirm/?token=t+k&email=a%40b.co');
    expect(pathTo('login', {}, { next: '/profile?x=1' })).toBe('/login?next=%2Fprofile%3Fx%3D1');
  });
  it('refuses a missing param', () => {
    expect(() => pathTo('integration_step2')).toThrow(/integrations_exports_id/);
  });
  it('lists the params of a pattern', () => {
    expect(pathParams(ROUTES.admin_ba_integrations_settings.path)).toEqual(['id_ba', 'service_path', 'id_integrations']);
  });
});
