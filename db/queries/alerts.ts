// Alerts of business accounts and who read them (the top bar's Notifications). One open
// delivery_failed alert per integration groups its failures; the others are one per event.
import { and, desc, eq, inArray, isNotNull, max, notExists, sql } from 'drizzle-orm';
import type { TDatabase } from '../client';
import { alertReads, alerts, businessAccountMembers, users } from '../schema';

export type TAlertKind = (typeof alerts.$inferSelect)['kind'];
export type TNewAlert = Pick<typeof alerts.$inferInsert, 'ba_id' | 'kind' | 'record_id' | 'alert_key' | 'detail' | 'is_open' | 'created_at' | 'updated_at'>;

const ALERT_COLUMNS = {
  id: alerts.id,
  ba_id: alerts.ba_id,
  kind: alerts.kind,
  record_id: alerts.record_id,
  count: alerts.count,
  detail: alerts.detail,
  is_open: alerts.is_open,
  created_at: alerts.created_at,
  updated_at: alerts.updated_at,
};
export type TAlertRow = Pick<typeof alerts.$inferSelect, keyof typeof ALERT_COLUMNS>;

/** Inserts an alert unless its key exists; answers the new alert's id, or undefined. */
export const insertAlert = (db: TDatabase, alert: TNewAlert): number | undefined =>
  db.insert(alerts).values(alert).onConflictDoNothing({ target: alerts.alert_key }).returning({ id: alerts.id }).get()?.id;

export const findOpenAlert = (db: TDatabase, recordId: number, kind: TAlertKind): TAlertRow | undefined =>
  db.select(ALERT_COLUMNS).from(alerts).where(and(eq(alerts.record_id, recordId), eq(alerts.kind, kind), eq(alerts.is_open, true))).get();

/** One more failure grouped into an open alert. */
export const growAlert = (db: TDatabase, id: number, values: { detail: string | null; at: string }): void => {
  db.update(alerts).set({ count: sql`${alerts.count} + 1`, detail: values.detail, updated_at: values.at }).where(eq(alerts.id, id)).run();
};

export const closeAlert = (db: TDatabase, id: number): void => {
  db.update(alerts).set({ is_open: false }).where(eq(alerts.id, id)).run();
};

/** When an alert about this record was last mailed (null: never). */
export const lastMailedAt = (db: TDatabase, recordId: number): string | null =>
  db.select({ at: max(alerts.mailed_at) }).from(alerts).where(and(eq(alerts.record_id, recordId), isNotNull(alerts.mailed_at))).get()?.at ?? null;

export const setAlertMailed = (db: TDatabase, id: number, at: string): void => {
  db.update(alerts).set({ mailed_at: at }).where(eq(alerts.id, id)).run();
};

export const findAlert = (db: TDatabase, id: number): TAlertRow | undefined => db.select(ALERT_COLUMNS).from(alerts).where(eq(alerts.id, id)).get();

const ofMember = (db: TDatabase, userId: number) =>
  inArray(alerts.ba_id, db.select({ ba_id: businessAccountMembers.ba_id }).from(businessAccountMembers).where(eq(businessAccountMembers.user_id, userId)));

const isUnreadBy = (db: TDatabase, userId: number) =>
  notExists(db.select({ one: sql`1` }).from(alertReads).where(and(eq(alertReads.alert_id, alerts.id), eq(alertReads.user_id, userId))));

/** The newest alerts of the user's business accounts, each with whether this user read it. */
export const listAlertsOfMember = (db: TDatabase, userId: number, limit: number): (TAlertRow & { is_read: boolean })[] =>
  db
    .select({ ...ALERT_COLUMNS, is_unread: sql<number>`${isUnreadBy(db, userId)}`.mapWith(Number) })
    .from(alerts)
    .where(ofMember(db, userId))
    .orderBy(desc(alerts.updated_at), desc(alerts.id))
    .limit(limit)
    .all()
    .map(({ is_unread: isUnread, ...row }) => ({ ...row, is_read: isUnread === 0 }));

export const countUnreadAlerts = (db: TDatabase, userId: number): number =>
  db.select({ unread: sql<number>`count(*)`.mapWith(Number) }).from(alerts).where(and(ofMember(db, userId), isUnreadBy(db, userId))).get()?.unread ?? 0;

/** Marks the user's alerts read: those named, or all of them. Ids of other accounts are ignored. */
export const markAlertsRead = (db: TDatabase, userId: number, ids?: number[]): void => {
  const chosen = db
    .select({ alert_id: alerts.id, user_id: sql<number>`${userId}`.as('user_id') })
    .from(alerts)
    .where(and(ofMember(db, userId), ids === undefined ? undefined : inArray(alerts.id, ids.length ? ids : [-1])));
  db.insert(alertReads).select(chosen).onConflictDoNothing().run();
};

/** The owners' emails of a business account (alerts are mailed to them). */
export const listOwnerEmails = (db: TDatabase, baId: number): string[] =>
  db
    .select({ email: users.email })
    .from(businessAccountMembers)
    .innerJoin(users, eq(users.id, businessAccountMembers.user_id))
    .where(and(eq(businessAccountMembers.ba_id, baId), eq(businessAccountMembers.role, 'owner')))
    .all()
    .map((row) => row.email);
