// The screens and the signed-in root as React.lazy components, and a way to start a route's
// downloads at once. A signed-in screen renders inside the signed-in root, so React alone would
// ask for the screen's chunk only once the root's had arrived; loadRouteChunks asks for both as
// soon as the address is known, as the data router's `lazy` did. On a first visit to a signed-in
// address, both wait until the signed-in fallback is painted (first-view.ts).
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ROUTES, ROUTE_NAMES, type RouteName } from '@shared/routes';
import { afterFirstPaint } from './first-view';
import { ROUTE_MODULES } from './route-modules';

const loadSignedInRoot = () => afterFirstPaint().then(() => import('./signed-in-root'));

/** A route's module: a signed-in screen's once the first view is painted (it shares the signed-in files). */
const loadScreen = (name: RouteName) => (ROUTES[name].layout === 'dashboard' ? afterFirstPaint().then(() => ROUTE_MODULES[name]()) : ROUTE_MODULES[name]());

export const LazySignedInRoot = lazy(() => loadSignedInRoot().then((module) => ({ default: module.SignedInRoot })));

export const LAZY_SCREENS = Object.fromEntries(
  ROUTE_NAMES.map((name) => [name, lazy(() => loadScreen(name).then((module) => ({ default: module.Component })))]),
) as Record<RouteName, LazyExoticComponent<ComponentType>>;

/**
 * Starts the downloads a route needs (its screen, and the signed-in root for a signed-in screen).
 * Idempotent: the browser imports a module once, and React.lazy's own import gets the same one.
 * A failure is left to that import, which shows it through the route error boundary.
 */
export function loadRouteChunks(name: RouteName): void {
  loadScreen(name).catch(() => undefined);
  if (ROUTES[name].layout === 'dashboard') loadSignedInRoot().catch(() => undefined);
}
