// The data router, built from the route table (shared/routes.ts): each screen a route module loaded
// with React Router's own `lazy`, under its layout; the guards and titles in the root layout.
import { createBrowserRouter, type RouteObject } from 'react-router';
import { ROUTES, ROUTE_NAMES, type RouteLayout } from '@shared/routes';
import { RootLayout } from './root-layout';
import { AuthLayout } from './layouts/auth-layout';
import { RootRedirect } from './route-guard';
import { FirstLoadFallback, RouteErrorScreen } from './route-fallbacks';
import { ROUTE_MODULES } from './route-modules';

const screensOfLayout = (layout: RouteLayout): RouteObject[] =>
  ROUTE_NAMES.filter((name) => ROUTES[name].layout === layout).map((name) => ({ path: ROUTES[name].path, lazy: ROUTE_MODULES[name] }));

export const routeObjects: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: FirstLoadFallback,
    ErrorBoundary: RouteErrorScreen,
    children: [
      { index: true, Component: RootRedirect },
      { Component: AuthLayout, children: screensOfLayout('auth') },
      // The signed-in shell (app shell, menus, the business-account selector): guest screens never load it.
      {
        lazy: () => import('./layouts/dashboard/dashboard-layout').then((module) => ({ Component: module.DashboardLayout })),
        children: screensOfLayout('dashboard'),
      },
      // Unknown addresses go where the bare root goes.
      { path: '*', Component: RootRedirect },
    ],
  },
];

export const createPortalRouter = () => createBrowserRouter(routeObjects);
