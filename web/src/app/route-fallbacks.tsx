// What the root route shows before its first screen's module is in, and when a screen throws or its
// module fails to load (e.g. a deploy replaced it); the next navigation clears the error.
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { PageLoader } from '@/components/ui/page-loader';
import { useScreenTitleOverride } from '@/lib/screen-title';
import { RouteError } from './route-error';
import { SignedInFallback } from './signed-in-fallback';
import { useCurrentRoute } from './use-current-route';

export function FirstLoadFallback() {
  const route = useCurrentRoute();
  const titleOverride = useScreenTitleOverride();
  return route?.layout === 'dashboard' ? <SignedInFallback title={titleOverride ?? route.title} /> : <PageLoader />;
}

export function RouteErrorScreen() {
  const error = useRouteError();
  // The data router keeps a production build quiet about it: leave developers a trace.
  useEffect(() => console.error(error), [error]);
  return <RouteError error={error} />;
}
