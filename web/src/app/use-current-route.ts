// The route-table entry of the screen at the current address (for titles, the guards, the footer
// flag, the top bar). Matched against the route table with react-router's own matcher, so it
// agrees with the routes router.tsx renders.
import { useMemo } from 'react';
import { matchRoutes, useLocation } from 'react-router';
import { ROUTES, ROUTE_NAMES, type RouteEntry, type RouteName } from '@shared/routes';

export type TCurrentRoute = RouteEntry & { name: RouteName };

const SCREEN_PATHS = ROUTE_NAMES.map((name) => ({ id: name, path: ROUTES[name].path }));

/** The screen a pathname opens, or null (the bare root, an unknown address). */
export function screenAt(pathname: string): TCurrentRoute | null {
  const match = matchRoutes(SCREEN_PATHS, pathname)?.at(-1);
  if (!match) return null;
  const name = match.route.id as RouteName;
  return { ...ROUTES[name], name };
}

export function useCurrentRoute(): TCurrentRoute | null {
  const { pathname } = useLocation();
  return useMemo(() => screenAt(pathname), [pathname]);
}
