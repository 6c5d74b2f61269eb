// The router, built from the route table (shared/routes.ts): each entry gets its guard as a loader,
// its layout by area, and its screen as a lazy module.
import { createBrowserRouter, redirect, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { ROUTES, ROUTE_NAMES, type RouteLayout, type RouteName } from '@shared/routes';
import { getSession } from '@/lib/session-store';
import { decideAccess, rootRedirect, type TGuardType } from './guards';
import { ROUTE_MODULES } from './route-modules';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { PageLoader } from '@/components/ui/page-loader';
import { AuthLayout } from './layouts/auth-layout';
import type { TRouteHandle } from './use-current-route';

/** The path, query and hash the visitor asked for, to come back to after login. */
const intendedPath = (request: Request) => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
};

export const guardLoader =
  (type: TGuardType) =>
  ({ request }: LoaderFunctionArgs) => {
    const decision = decideAccess(type, getSession(), intendedPath(request));
    if (decision.kind === 'redirect') throw redirect(decision.to);
    return null;
  };

const rootLoader = () => redirect(rootRedirect(getSession()));

function screenRoute(name: RouteName): RouteObject {
  const entry = ROUTES[name];
  const handle: TRouteHandle = { routeName: name };
  return { path: entry.path, handle, loader: guardLoader(entry.area), lazy: ROUTE_MODULES[name] };
}

const screensOfLayout = (layout: RouteLayout) => ROUTE_NAMES.filter((name) => ROUTES[name].layout === layout).map(screenRoute);

export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    HydrateFallback: PageLoader,
    errorElement: <RouteError />,
    children: [
      { index: true, loader: rootLoader, element: null },
      { element: <AuthLayout />, children: screensOfLayout('auth') },
      // The signed-in shell (TanStack Query, app shell, menus, the business-account selector) is its
      // own chunk, so the guest screens never download it.
      {
        lazy: () => import('./signed-in-root').then((module) => ({ Component: module.SignedInRoot })),
        children: screensOfLayout('dashboard'),
      },
      // Unknown addresses go where the bare root goes.
      { path: '*', loader: rootLoader, element: null },
    ],
  },
];

export function createPortalRouter() {
  return createBrowserRouter(routeObjects);
}
