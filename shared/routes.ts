// The route table of spec §2: one entry per screen. The SPA's router, its guards, the sidebar
// and document titles are all built from it; tests check it against the spec's paths.

export type RouteArea = 'guest' | 'client' | 'admin';
export type RouteLayout = 'auth' | 'dashboard';

export type RouteEntry = {
  /** Path pattern in react-router syntax (`:param`). */
  path: string;
  title: string;
  area: RouteArea;
  layout: RouteLayout;
  /** The dashboard layout leaves its footer out on this screen. */
  hideFooter: boolean;
  /** Query parameters the screen reads (documentation and link building). */
  query: readonly string[];
};

const guest = (path: string, title: string, query: readonly string[] = []): RouteEntry => ({
  path,
  title,
  area: 'guest',
  layout: 'auth',
  hideFooter: false,
  query,
});
const client = (path: string, title: string, options: { query?: readonly string[]; hideFooter?: boolean } = {}): RouteEntry => ({
  path,
  title,
  area: 'client',
  layout: 'dashboard',
  hideFooter: options.hideFooter ?? false,
  query: options.query ?? [],
});
const admin = (path: string, title: string, query: readonly string[] = []): RouteEntry => ({
  path,
  title,
  area: 'admin',
  layout: 'dashboard',
  hideFooter: false,
  query,
});

export const ROUTES = {
  login: guest('/login', 'Login', ['next']),
  register: guest('/register', 'Register', ['next']),
  password_reset_request: guest('/password-reset-request', 'Password Reset Request'),
  password_reset_confirm: guest('/password-reset-confirm/', 'Password Reset Confirm', ['token', 'email']),

  dashboard: client('/dashboard', 'Dashboard. Last 14 days'),
  integrations: client('/integrations', 'Integrations'),
  integration_step2: client('/integrations/:integrations_exports_id/step2', 'Adding Integration. Step2'),
  integration_settings: client('/integrations/:integrations_exports_id/settings', 'Integration Settings'),
  data_export: client('/data_export', 'Data Export'),
  export_settings: client('/data_export/settings/:service_path/:id_export', 'Export Settings'),
  icons: client('/icons', 'Icons'),
  // The map fills the page, so the footer would only cover it.
  maps: client('/maps', 'Maps', { hideFooter: true }),
  profile: client('/profile', 'Profile'),
  business_accounts: client('/business_accounts', 'Business Accounts'),
  tables: client('/tables', 'tables'),
  invite: client('/invite', 'Invite', { query: ['hash', 'invite_hash'] }),

  admin_users: admin('/admin/users', 'Users', ['page']),
  admin_ba: admin('/admin/business-accounts', 'Business Accounts', ['page']),
  admin_ba_settings: admin('/admin/business-accounts/:id_ba/settings', 'Settings'),
  admin_ba_users: admin('/admin/business-accounts/:id_ba/users', 'Users', ['page']),
  admin_ba_integrations: admin('/admin/business-accounts/:id_ba/integrations', 'Integrations'),
  admin_ba_integrations_settings: admin(
    '/admin/business-accounts/:id_ba/integrations/:service_path/:id_integrations',
    'Integrations Settings',
  ),
} as const satisfies Record<string, RouteEntry>;

export type RouteName = keyof typeof ROUTES;
export const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

/** Where the bare root sends people (spec §2): guests to login, signed-in people to the dashboard. */
export const GUEST_HOME: RouteName = 'login';
export const CLIENT_HOME: RouteName = 'dashboard';

/** The `:param` names of a path pattern, in order. */
export function pathParams(pattern: string): string[] {
  return [...pattern.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
}

export type PathParams = Record<string, string | number>;
export type PathQuery = Record<string, string | number | boolean | null | undefined>;

/** The URL of a named route: fills `:params` (encoded) and appends the defined query values. */
export function pathTo(name: RouteName, params: PathParams = {}, query: PathQuery = {}): string {
  const pattern = ROUTES[name].path;
  const path = pattern.replace(/:([A-Za-z0-9_]+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined || value === '') throw new Error(`pathTo('${name}'): missing param '${key}'`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const queryString = search.toString();
  return queryString ? `${path}?${queryString}` : path;
}
