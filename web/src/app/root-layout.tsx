// The outermost route: keeps document.title in step with the route table, applies the guards, shows
// the first-load fallback and the error screen, and gives the global error reaction
// (error-navigation.ts) the router's navigate.
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { useScreenTitleOverride } from '@/lib/screen-title';
import { setErrorNavigator } from './error-navigation';
import { RouteErrorBoundary, FirstLoadFallback } from './route-fallbacks';
import { RouteGuard } from './route-guard';
import { useCurrentRoute } from './use-current-route';

export const APP_NAME = 'Portal';

export function RootLayout() {
  const route = useCurrentRoute();
  const titleOverride = useScreenTitleOverride();
  useEffect(() => {
    document.title = titleOverride ?? (route ? route.title : APP_NAME);
  }, [route, titleOverride]);

  const { pathname } = useLocation();
  const navigate = useNavigate();
  useEffect(() => setErrorNavigator((to) => void navigate(to)), [navigate]);

  return (
    <RouteGuard>
      <RouteErrorBoundary pathname={pathname}>
        {/* Shown until the first screen's modules are in; later navigations keep the screen being left (a transition). */}
        <Suspense fallback={<FirstLoadFallback />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </RouteGuard>
  );
}
