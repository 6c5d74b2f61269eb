// The route-table entry of the deepest matched route (for titles, the footer flag, the top bar).
import { useMatches } from 'react-router';
import { ROUTES, type RouteEntry, type RouteName } from '@shared/routes';

export type TRouteHandle = { routeName: RouteName };

const isRouteHandle = (handle: unknown): handle is TRouteHandle =>
  typeof handle === 'object' && handle !== null && 'routeName' in handle;

export function useCurrentRoute(): (RouteEntry & { name: RouteName }) | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isRouteHandle(handle)) return { ...ROUTES[handle.routeName], name: handle.routeName };
  }
  return null;
}
