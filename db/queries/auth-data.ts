// Saved auth data: the values a user typed into a service's auth template. Lists answer only
// id, name and service_id; the stored field values never leave the server.
import { and, asc, desc, eq } from 'drizzle-orm';
import type { TDatabase } from '../client';
import { authData } from '../schema';

const SUMMARY = { id: authData.id, name: authData.name, service_id: authData.service_id };

export type TAuthDataSummary = Pick<typeof authData.$inferSelect, keyof typeof SUMMARY>;

export const listAuthData = (db: TDatabase, userId: number, serviceId?: number): TAuthDataSummary[] =>
  db
    .select(SUMMARY)
    .from(authData)
    .where(and(eq(authData.user_id, userId), serviceId === undefined ? undefined : eq(authData.service_id, serviceId)))
    .orderBy(asc(authData.id))
    .all();

/** One saved entry of the user with its stored values (JSON text), for reuse on the server only. */
export const findOwnAuthData = (db: TDatabase, id: number, userId: number) =>
  db
    .select({ ...SUMMARY, fields: authData.fields })
    .from(authData)
    .where(and(eq(authData.id, id), eq(authData.user_id, userId)))
    .get();

export type TNewAuthData = Pick<typeof authData.$inferInsert, 'name' | 'service_id' | 'user_id'> & {
  ba_id: number;
  integrations_exports_id: number;
  /** The template values as JSON text. */
  fields: string;
};

export const insertAuthData = (db: TDatabase, row: TNewAuthData): number =>
  db.insert(authData).values(row).returning({ id: authData.id }).get().id;

/** Forgets the user's saved credentials of one record; answers how many entries went. */
export const deleteAuthDataOfRecord = (db: TDatabase, recordId: number, userId: number): number =>
  db
    .delete(authData)
    .where(and(eq(authData.integrations_exports_id, recordId), eq(authData.user_id, userId)))
    .run().changes;

/** The newest auth data saved for a record and one of its services (the one it delivers with). */
export const findRecordAuthDataId = (db: TDatabase, recordId: number, serviceId: number): number | undefined =>
  db
    .select({ id: authData.id })
    .from(authData)
    .where(and(eq(authData.integrations_exports_id, recordId), eq(authData.service_id, serviceId)))
    .orderBy(desc(authData.id))
    .get()?.id;
