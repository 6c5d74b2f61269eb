// The container alone, behind a lazy import in notifications-host.tsx: a module of its own so that
// the bundler splits Notifications off even though the entry imports the package's store.

import '@mantine/notifications/styles.css';
// After Mantine's sheet, so its position below the top bar wins.
import './notifications.css';

export { Notifications } from '@mantine/notifications';
