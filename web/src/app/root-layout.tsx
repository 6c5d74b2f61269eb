// The outermost route: keeps document.title in step with the route table, applies the guards, and
// gives the global error reaction (error-navigation.ts) the router's navigate.
import { Suspense, useEffect } from 'react';
import { Outlet, useNavigate } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { useScreenTitleOverride } from '@/lib/screen-title';
import { setErrorNavigator } from './error-navigation';
import { RouteGuard } from './route-guard';
import { useCurrentRoute } from './use-current-route';

export const APP_NAME = 'Portal';

export function RootLayout() {
  const route = useCurrentRoute();
  const titleOverride = useScreenTitleOverride();
  useEffect(() => {
    document.title = titleOverride ?? (route ? route.title : APP_NAME);
  }, [route, titleOverride]);

  const navigate = useNavigate();
  useEffect(() => setErrorNavigator((to) => void navigate(to)), [navigate]);

  return (
    <RouteGuard>
      {/* For parts of a screen that load lazily themselves (the chart); screens' modules are the router's. */}
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </RouteGuard>
  );
}
