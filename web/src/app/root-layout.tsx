// The outermost route: keeps document.title in step with the route table.
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useCurrentRoute } from './use-current-route';

export const APP_NAME = 'Portal';

export function RootLayout() {
  const route = useCurrentRoute();
  useEffect(() => {
    document.title = route ? route.title : APP_NAME;
  }, [route]);
  return <Outlet />;
}
