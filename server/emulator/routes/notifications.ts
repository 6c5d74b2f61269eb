// The emulator's own notifications: the alerts of the signed-in user's business accounts and
// their read marks (per user). Listing first raises the alerts of grants that end soon.
import type { Hono } from 'hono';
import { countUnreadAlerts, listAlertsOfMember, markAlertsRead } from '../../../db/queries/alerts';
import { NOTIFICATIONS_LISTED, listNotifications, markNotificationsRead } from '../../../shared/contract/notifications';
import { alertDepsOf } from '../alerts/alert-deps';
import { shapeAlert } from '../alerts/alert-text';
import { raiseGrantAlerts } from '../alerts/record-alerts';
import { assertSelf } from '../caller';
import type { TEmulatorDeps } from '../deps';
import { mountEndpoint } from '../mount-endpoint';
import type { TEmulatorEnv } from '../mount-endpoint';

export const registerNotificationRoutes = (app: Hono<TEmulatorEnv>, deps: TEmulatorDeps): void => {
  mountEndpoint(app, deps, listNotifications, (deps, caller, input) => {
    assertSelf(caller, input.user_id);
    raiseGrantAlerts(alertDepsOf(deps), input.user_id);
    const items = listAlertsOfMember(deps.db, input.user_id, NOTIFICATIONS_LISTED).map((alert) => shapeAlert(deps.db, alert));
    return { success: true as const, data: { unread: countUnreadAlerts(deps.db, input.user_id), items } };
  });

  mountEndpoint(app, deps, markNotificationsRead, (deps, caller, input) => {
    assertSelf(caller, input.user_id);
    markAlertsRead(deps.db, input.user_id, input.ids);
    return { success: true as const, data: { unread: countUnreadAlerts(deps.db, input.user_id) } };
  });
};
