// Mantine's notification container, loaded after first paint: it brings transitions, a portal and
// scroll locking that no screen needs before something is announced (the entry chunk went from
// 28.0 to 16.0 KiB gzip). Notifications shown earlier wait in @mantine/notifications' store (in the
// entry) and appear when the container mounts.
import { lazy, Suspense, useEffect, useState } from 'react';
import { notificationsStore } from '@mantine/notifications';

const Notifications = lazy(() => import('./notifications-container').then((module) => ({ default: module.Notifications })));

/** Mounts the container once the browser is idle after first paint, or at once when something is announced. */
export function NotificationsHost() {
  const [isWanted, setWanted] = useState(() => notificationsStore.getState().notifications.length > 0);
  useEffect(() => {
    if (isWanted) return undefined;
    const want = () => setWanted(true);
    const unsubscribe = notificationsStore.subscribe((state) => {
      if (state.notifications.length > 0) want();
    });
    const idle = typeof window.requestIdleCallback === 'function' ? window.requestIdleCallback(want, { timeout: 2000 }) : undefined;
    const timer = idle === undefined ? window.setTimeout(want, 1000) : undefined;
    return () => {
      unsubscribe();
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [isWanted]);
  if (!isWanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications position="top-right" />
    </Suspense>
  );
}
