// The emulator's own notification endpoints (not in spec §7): alerts for the signed-in user's
// business accounts (lead deliveries failing or recovered, grants expiring, syncs failing), with
// read marks kept per user. A real gateway may not have them: the portal then hides the bell.
import { z } from 'zod';
import { ZId } from './common';
import { defineEndpoint } from './define';

export const NOTIFICATION_KINDS = ['delivery_failed', 'delivery_recovered', 'grant_expiring', 'grant_expired', 'sync_failed'] as const;
/** The newest alerts listed at once. */
export const NOTIFICATIONS_LISTED = 20;
/** A grant that ends within this many days is announced. */
export const GRANT_WARNING_DAYS = 7;
/** At most one mail per integration or export within this many minutes. */
export const ALERT_MAIL_MINUTES = 60;

export const ZNotification = z.object({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  ba_id: z.number().int(),
  /** The integration or export it is about. */
  record_id: z.number().int(),
  /** Names the integration as the lists title it, or the export by its service. */
  title: z.string(),
  message: z.string(),
  /** The portal path where it is fixed, e.g. `/integrations/12/settings?tab=leads&status=failed`. */
  link: z.string(),
  /** Failures grouped into this alert (1 for other kinds). */
  count: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
  is_read: z.boolean(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const listNotifications = defineEndpoint({
  method: 'GET',
  path: '/api/notifications',
  access: 'user',
  summary: `The newest ${NOTIFICATIONS_LISTED} alerts of the user's business accounts, newest first, with how many of all are unread by this user`,
  request: z.object({ user_id: ZId }),
  response: z.object({ success: z.literal(true), data: z.object({ unread: z.number().int(), items: z.array(ZNotification) }) }),
});

export const markNotificationsRead = defineEndpoint({
  method: 'POST',
  path: '/api/notifications/read',
  access: 'user',
  summary: 'Mark alerts read for this user: those named in `ids`, or without `ids` all of them',
  request: z.object({
    user_id: ZId,
    ids: z.array(ZId, { error: 'ids must be a list of alert ids' }).max(100, 'At most 100 alerts at once').optional(),
  }),
  response: z.object({ success: z.literal(true), data: z.object({ unread: z.number().int() }) }),
});
