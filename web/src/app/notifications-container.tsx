// The container alone, behind a lazy import in notifications-host.tsx: a module of its own so that
// the bundler splits Notifications off even though the entry imports the package's store.

import '@mantine/notifications/styles.css';

export { Notifications } from '@mantine/notifications';
