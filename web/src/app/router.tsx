// The routes, built from the route table (shared/routes.ts): each screen a lazy component under its
// layout, the guards and the route error screen in the root layout (root-layout.tsx). Declarative
// routes (useRoutes under BrowserRouter in main.tsx), not a data router: the screens need no loaders,
// and the data router's code (loaders, fetchers, revalidation) was 16 KiB gzip of the login page
// (docs/decisions/019-login-declarative-router.md).
import { useRoutes, type RouteObject } from 'react-router';
import { ROUTES, ROUTE_NAMES, type RouteLayout, type RouteName } from '@shared/routes';
import { RootLayout } from './root-layout';
import { AuthLayout } from './layouts/auth-layout';
import { RootRedirect } from './route-guard';
import { LAZY_SCREENS, LazySignedInRoot } from './route-screens';

function screenRoute(name: RouteName): RouteObject {
  const Screen = LAZY_SCREENS[name];
  return { path: ROUTES[name].path, element: <Screen /> };
}

const screensOfLayout = (layout: RouteLayout) => ROUTE_NAMES.filter((name) => ROUTES[name].layout === layout).map(screenRoute);

export const routeObjects: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, element: <RootRedirect /> },
      { element: <AuthLayout />, children: screensOfLayout('auth') },
      // The signed-in shell (TanStack Query, app shell, menus, the business-account selector) is its
      // own chunk, so the guest screens never download it.
      { element: <LazySignedInRoot />, children: screensOfLayout('dashboard') },
      // Unknown addresses go where the bare root goes.
      { path: '*', element: <RootRedirect /> },
    ],
  },
];

export function PortalRoutes() {
  return useRoutes(routeObjects);
}
