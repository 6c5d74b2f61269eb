// The outermost route: keeps document.title in step with the route table.
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useScreenTitleOverride } from '@/lib/screen-title';
import { useCurrentRoute } from './use-current-route';

export const APP_NAME = 'Portal';

export function RootLayout() {
  const route = useCurrentRoute();
  const titleOverride = useScreenTitleOverride();
  useEffect(() => {
    document.title = titleOverride ?? (route ? route.title : APP_NAME);
  }, [route, titleOverride]);
  return <Outlet />;
}
