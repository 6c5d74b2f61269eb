// The container alone, behind a lazy import in notifications-host.tsx. A module of its own so that
// the bundler splits Notifications off even though the entry imports the package's store.
// Its sheets load with it (Vite waits for a lazy chunk's CSS before rendering it), so they are not
// render-blocking CSS of the first paint; in Mantine's order, after the entry's (guest-styles.ts).
import '@mantine/core/styles/Notification.css';
import '@mantine/notifications/styles.css';

export { Notifications } from '@mantine/notifications';
