// The outermost route: keeps document.title in step with the route table, applies the guards,
// shows the route error screen, a loader while a screen's chunk first loads, and gives the global
// error reaction (error-navigation.ts) the router's navigate.
import { Suspense, useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { useScreenTitleOverride } from '@/lib/screen-title';
import { setErrorNavigator } from './error-navigation';
import { noteFirstViewCommitted } from './first-view';
import { RouteErrorBoundary } from './route-error-boundary';
import { RouteGuard } from './route-guard';
import { SignedInFallback } from './signed-in-fallback';
import { useCurrentRoute } from './use-current-route';

export const APP_NAME = 'Portal';

export function RootLayout() {
  const location = useLocation();
  const route = useCurrentRoute();
  const titleOverride = useScreenTitleOverride();
  useEffect(() => {
    document.title = titleOverride ?? (route ? route.title : APP_NAME);
  }, [route, titleOverride]);

  const navigate = useNavigate();
  useEffect(() => setErrorNavigator((to) => void navigate(to)), [navigate]);
  // The signed-in files wait for the first view's paint (first-view.ts).
  useEffect(noteFirstViewCommitted, []);

  return (
    <RouteErrorBoundary resetKey={location}>
      <RouteGuard>
        {/* Inside the guard: a redirect's target mounts it afresh, so its loader shows. Navigations
            between screens keep the screen being left on view until the next one's chunk is in
            (BrowserRouter's updates are transitions). */}
        <Suspense fallback={route?.layout === 'dashboard' ? <SignedInFallback title={titleOverride ?? route.title} /> : <PageLoader />}>
          <Outlet />
        </Suspense>
      </RouteGuard>
    </RouteErrorBoundary>
  );
}
