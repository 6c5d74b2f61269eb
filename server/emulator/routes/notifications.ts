// The emulator's own notifications: the alerts of the signed-in user's business accounts and
// their read marks (per user).
import type { Hono } from 'hono';
import * as endpoint from '../../../shared/contract/notifications';
import type { TEmulatorDeps } from '../deps';
import { mountEndpoint } from '../mount-endpoint';
import type { TEmulatorEnv } from '../mount-endpoint';
import { markRead, readNotifications } from '../records/notifications';

export const registerNotificationRoutes = (app: Hono<TEmulatorEnv>, deps: TEmulatorDeps): void => {
  mountEndpoint(app, deps, endpoint.listNotifications, readNotifications);
  mountEndpoint(app, deps, endpoint.markNotificationsRead, markRead);
};
