// Integration and export records (spec §3), always read together with the summary of their
// service, so one shaping function can answer ZIntegrationExport everywhere.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SQLiteUpdateSetSource } from 'drizzle-orm/sqlite-core';
import type { TDatabase } from '../client';
import { businessAccountMembers, integrationsExports as r, services } from '../schema';
import { preparedPerDatabase } from './prepared';

const RECORD_COLUMNS = {
  id: r.id,
  integration_id: r.integration_id,
  name: r.name,
  service_id: r.service_id,
  service_type: r.service_type,
  receiving_service_id: r.receiving_service_id,
  sending_service_id: r.sending_service_id,
  ba_id: r.ba_id,
  is_active: r.is_active,
  api_key: r.api_key,
  access_token: r.access_token,
  token_expires_at: r.token_expires_at,
  receiving_service_token: r.receiving_service_token,
  created_by: r.created_by,
  status: r.status,
  date_finish_sync: r.date_finish_sync,
  status_last_sync: r.status_last_sync,
  service_name: services.name,
  service_path: services.service_path,
  service_kind: services.type,
  service_info: services.info,
};

const selectRecords = (db: TDatabase) => db.select(RECORD_COLUMNS).from(r).innerJoin(services, eq(services.id, r.service_id));

const recordById = preparedPerDatabase((db) => selectRecords(db).where(eq(r.id, sql.placeholder('id'))).prepare());

export const findRecord = (db: TDatabase, id: number) => recordById(db).get({ id });

export type TRecordRow = NonNullable<ReturnType<typeof findRecord>>;

export type TRecordFilter = {
  /** Only records of business accounts this user is a member of. */
  memberUserId?: number;
  baId?: number;
  serviceType?: 'export' | 'integration';
  /** Records connected from this (export or sending) service. */
  sendingServiceId?: number;
  /** Records of any of these services (the record's own service). */
  serviceIds?: number[];
};

const FILTER_CONDITIONS = {
  memberUserId: (db: TDatabase) =>
    inArray(
      r.ba_id,
      db.select({ id: businessAccountMembers.ba_id }).from(businessAccountMembers).where(eq(businessAccountMembers.user_id, sql.placeholder('memberUserId'))),
    ),
  baId: () => eq(r.ba_id, sql.placeholder('baId')),
  serviceType: () => eq(r.service_type, sql.placeholder('serviceType')),
  sendingServiceId: () => eq(r.sending_service_id, sql.placeholder('sendingServiceId')),
  serviceIds: () => sql`${r.service_id} IN (SELECT value FROM json_each(${sql.placeholder('serviceIds')}))`,
} satisfies Record<keyof TRecordFilter, unknown>;

type TFilterKey = keyof typeof FILTER_CONDITIONS;

// Record lists answer most list calls, and callers combine only a few filters: each combination
// is prepared once per database.
const listsByFilters = new Map<string, ReturnType<typeof prepareListOf>>();
const prepareListOf = (keys: TFilterKey[]) =>
  preparedPerDatabase((db) =>
    selectRecords(db)
      .where(and(...keys.map((key) => FILTER_CONDITIONS[key](db))))
      .orderBy(asc(r.id))
      .prepare(),
  );

/** Records matching every given filter, oldest first. */
export const listRecords = (db: TDatabase, filter: TRecordFilter): TRecordRow[] => {
  const keys = (Object.keys(FILTER_CONDITIONS) as TFilterKey[]).filter((key) => filter[key] !== undefined);
  const shape = keys.join(',');
  let list = listsByFilters.get(shape);
  if (!list) {
    list = prepareListOf(keys);
    listsByFilters.set(shape, list);
  }
  return list(db).all({ ...filter, serviceIds: filter.serviceIds === undefined ? undefined : JSON.stringify(filter.serviceIds) });
};

export type TNewRecord = Pick<
  typeof r.$inferInsert,
  'integration_id' | 'name' | 'service_id' | 'service_type' | 'receiving_service_id' | 'sending_service_id' | 'ba_id'
> & {
  api_key: string | null;
  access_token: string | null;
  /** When the grant stops working (ISO timestamp); null: it does not expire. */
  token_expires_at: string | null;
  receiving_service_token: string | null;
  created_by: number;
};

/** A new record starts switched off and disabled (spec §4). */
export const insertRecord = (db: TDatabase, record: TNewRecord): number =>
  db
    .insert(r)
    .values({ ...record, is_active: false, status: 'disabled' })
    .returning({ id: r.id })
    .get().id;

const NOW = sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

const updateRecord = (db: TDatabase, id: number, values: SQLiteUpdateSetSource<typeof r>): void => {
  db.update(r).set(values).where(eq(r.id, id)).run();
};

export const setRecordActive = (db: TDatabase, id: number, isActive: boolean): void =>
  updateRecord(db, id, { is_active: isActive, status: isActive ? 'active' : 'inactive', updated_at: NOW });

/** Points an integration at its receiving service once the user saved credentials for it. */
export const attachReceivingService = (
  db: TDatabase,
  id: number,
  values: { receiving_service_id: number; name: string; api_key: string | null; receiving_service_token: string },
): void => updateRecord(db, id, { ...values, service_id: values.receiving_service_id, updated_at: NOW });

/** A renewed grant (consent given again): new access token and expiry, nothing else changes. */
export const setAccessToken = (db: TDatabase, id: number, accessToken: string, expiresAt: string | null): void =>
  updateRecord(db, id, { access_token: accessToken, token_expires_at: expiresAt, updated_at: NOW });

/** Moves the grant's expiry (the emulator's control surface: a grant that expires now). */
export const setTokenExpiry = (db: TDatabase, id: number, expiresAt: string): void =>
  updateRecord(db, id, { token_expires_at: expiresAt, updated_at: NOW });

/**
 * The platform revoked the grants of these records (or of every one): each with a grant that still
 * works expires at `nowIso`, as if its lifetime ran out. Answers how many changed.
 */
export const revokeGrants = (db: TDatabase, ids: 'all' | number[], nowIso: string): number => {
  if (ids !== 'all' && ids.length === 0) return 0;
  return db
    .update(r)
    .set({ token_expires_at: nowIso, updated_at: NOW })
    .where(
      and(
        sql`${r.access_token} IS NOT NULL`,
        sql`(${r.token_expires_at} IS NULL OR ${r.token_expires_at} > ${nowIso})`,
        ids === 'all' ? undefined : inArray(r.id, ids),
      ),
    )
    .run().changes;
};

export const deleteRecord = (db: TDatabase, id: number): void => {
  db.delete(r).where(eq(r.id, id)).run();
};

export const setRecordLastSync = (
  db: TDatabase,
  id: number,
  values: { date_finish_sync?: string; status_last_sync: 'Finish' | 'Error' },
): void => updateRecord(db, id, values);

/** The caller's records holding this receiving-service token (delete-auth-data). */
export const findOwnRecordsByReceivingToken = (db: TDatabase, token: string, userId: number): { id: number }[] =>
  db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.receiving_service_token, token), eq(r.created_by, userId)))
    .all();

export const clearReceivingToken = (db: TDatabase, id: number): void => updateRecord(db, id, { receiving_service_token: null, updated_at: NOW });

/** The caller's records holding this OAuth grant of a sending service (delete-auth-data-oauth). */
export const findOwnRecordsByGrant = (db: TDatabase, sendingServiceId: number, accessToken: string, userId: number): { id: number }[] =>
  db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.sending_service_id, sendingServiceId), eq(r.access_token, accessToken), eq(r.created_by, userId)))
    .all();

export const clearAccessToken = (db: TDatabase, id: number): void => updateRecord(db, id, { access_token: null, updated_at: NOW });
