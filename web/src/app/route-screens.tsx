// The screens and the signed-in root as React.lazy components, and a way to start a route's
// downloads at once. A signed-in screen renders inside the signed-in root, so React alone would
// ask for the screen's chunk only once the root's had arrived; loadRouteChunks asks for both as
// soon as the address is known, as the data router's `lazy` did.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ROUTES, ROUTE_NAMES, type RouteName } from '@shared/routes';
import { ROUTE_MODULES } from './route-modules';

const loadSignedInRoot = () => import('./signed-in-root');

export const LazySignedInRoot = lazy(() => loadSignedInRoot().then((module) => ({ default: module.SignedInRoot })));

export const LAZY_SCREENS = Object.fromEntries(
  ROUTE_NAMES.map((name) => [name, lazy(() => ROUTE_MODULES[name]().then((module) => ({ default: module.Component })))]),
) as Record<RouteName, LazyExoticComponent<ComponentType>>;

/**
 * Starts the downloads a route needs (its screen, and the signed-in root for a signed-in screen).
 * Idempotent: the browser imports a module once, and React.lazy's own import gets the same one.
 * A failure is left to that import, which shows it through the route error boundary.
 */
export function loadRouteChunks(name: RouteName): void {
  ROUTE_MODULES[name]().catch(() => undefined);
  if (ROUTES[name].layout === 'dashboard') loadSignedInRoot().catch(() => undefined);
}
