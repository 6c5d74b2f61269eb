// The emulator's own notifications: the alerts of the signed-in user's business accounts and
// their read marks (per user). Listing first raises the alerts of grants that end soon.
import type { listNotifications, markNotificationsRead } from '../../../shared/contract/notifications';
import { NOTIFICATIONS_LISTED } from '../../../shared/contract/notifications';
import { countUnreadAlerts, listAlertsOfMember, markAlertsRead } from '../../../db/queries/alerts';
import { alertDepsOf } from '../alerts/alert-deps';
import { shapeAlert } from '../alerts/alert-text';
import { raiseGrantAlerts } from '../alerts/record-alerts';
import { assertSelf } from '../caller';
import type { TEndpointHandler } from '../endpoint-handler';

export const readNotifications: TEndpointHandler<typeof listNotifications> = (deps, caller, input) => {
  assertSelf(caller, input.user_id);
  raiseGrantAlerts(alertDepsOf(deps), input.user_id);
  const items = listAlertsOfMember(deps.db, input.user_id, NOTIFICATIONS_LISTED).map((alert) => shapeAlert(deps.db, alert));
  return { success: true as const, data: { unread: countUnreadAlerts(deps.db, input.user_id), items } };
};

export const markRead: TEndpointHandler<typeof markNotificationsRead> = (deps, caller, input) => {
  assertSelf(caller, input.user_id);
  markAlertsRead(deps.db, input.user_id, input.ids);
  return { success: true as const, data: { unread: countUnreadAlerts(deps.db, input.user_id) } };
};
