// The routes, built from the route table (shared/routes.ts): React Router's declarative <Routes>,
// each screen a React.lazy module under its layout; the guards, titles and fallbacks in the root
// layout. Navigations run in a transition (BrowserRouter's default), so the screen being left stays
// until the next one's module is in.
import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { ROUTES, ROUTE_NAMES, type RouteLayout, type RouteName } from '@shared/routes';
import { RootLayout } from './root-layout';
import { AuthLayout } from './layouts/auth-layout';
import { RootRedirect } from './route-guard';
import { useSession } from '@/lib/session-store';
import { ROUTE_MODULES } from './route-modules';
import { screenAt } from './use-current-route';

const SCREENS = Object.fromEntries(
  ROUTE_NAMES.map((name) => [name, lazy(() => ROUTE_MODULES[name]().then((module) => ({ default: module.Component })))]),
) as Record<RouteName, ReturnType<typeof lazy>>;

// The signed-in shell (app shell, menus, the business-account selector): guest screens never load it.
// Its first load also starts the screen's module: nested lazy components would otherwise load one
// after the other (the screen renders only once the layout is in).
const DashboardLayout = lazy(() => {
  const layout = import('./layouts/dashboard/dashboard-layout');
  const screen = screenAt(window.location.pathname);
  if (screen) void ROUTE_MODULES[screen.name]();
  return layout.then((module) => ({ default: module.DashboardLayout }));
});

// Few visitors ever meet it, so it stays out of the entry every first visit downloads.
const NotFound = lazy(() => import('./not-found').then((module) => ({ default: module.NotFound })));

const screensOfLayout = (layout: RouteLayout) =>
  ROUTE_NAMES.filter((name) => ROUTES[name].layout === layout).map((name) => {
    const Screen = SCREENS[name];
    return <Route key={name} path={ROUTES[name].path} element={<Screen />} />;
  });

/** An unknown address keeps the visitor's own layout: signed in, the app shell; a guest, the guest header. */
function UnknownAddressLayout() {
  return useSession().jwt ? <DashboardLayout /> : <AuthLayout />;
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route index element={<RootRedirect />} />
        <Route element={<AuthLayout />}>{screensOfLayout('auth')}</Route>
        <Route element={<DashboardLayout />}>{screensOfLayout('dashboard')}</Route>
        {/* Unknown addresses say so, at the address as typed. */}
        <Route element={<UnknownAddressLayout />}>
          <Route path="*" element={<NotFound />} />
        </Route>
      </Route>
    </Routes>
  );
}
