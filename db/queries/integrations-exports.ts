// Integration and export records (spec §3), always read together with the summary of their
// service, so one shaping function can answer ZIntegrationExport everywhere.
import type Database from 'better-sqlite3';
import { prepared, preparedRaw } from './statement-cache';

export type TRecordStatus = 'disabled' | 'active' | 'inactive';

export type TRecordRow = {
  id: number;
  integration_id: string;
  name: string;
  service_id: number;
  service_type: 'export' | 'integration';
  receiving_service_id: number | null;
  sending_service_id: number | null;
  ba_id: number;
  is_active: number;
  api_key: string | null;
  access_token: string | null;
  token_expires_at: string | null;
  receiving_service_token: string | null;
  created_by: number | null;
  status: TRecordStatus;
  date_finish_sync: string | null;
  status_last_sync: 'Finish' | 'Error' | null;
  service_name: string;
  service_path: string;
  service_kind: 'export' | 'integration';
  service_info: string;
};

const SELECT_RECORD = `SELECT r.id, r.integration_id, r.name, r.service_id, r.service_type, r.receiving_service_id,
  r.sending_service_id, r.ba_id, r.is_active, r.api_key, r.access_token, r.token_expires_at, r.receiving_service_token,
  r.created_by, r.status, r.date_finish_sync, r.status_last_sync,
  s.name AS service_name, s.service_path AS service_path, s.type AS service_kind, s.info AS service_info
FROM integrations_exports r JOIN services s ON s.id = r.service_id`;

/** A raw row of SELECT_RECORD (its columns in this order) as the record: list answers read many. */
const recordOf = (row: unknown[]): TRecordRow =>
  ({
    id: row[0],
    integration_id: row[1],
    name: row[2],
    service_id: row[3],
    service_type: row[4],
    receiving_service_id: row[5],
    sending_service_id: row[6],
    ba_id: row[7],
    is_active: row[8],
    api_key: row[9],
    access_token: row[10],
    token_expires_at: row[11],
    receiving_service_token: row[12],
    created_by: row[13],
    status: row[14],
    date_finish_sync: row[15],
    status_last_sync: row[16],
    service_name: row[17],
    service_path: row[18],
    service_kind: row[19],
    service_info: row[20],
  }) as TRecordRow;

export const findRecord = (sqlite: Database.Database, id: number): TRecordRow | undefined =>
  prepared<[number], TRecordRow>(sqlite, `${SELECT_RECORD} WHERE r.id = ?`).get(id);

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

/** Records matching every given filter, oldest first. */
export const listRecords = (sqlite: Database.Database, filter: TRecordFilter): TRecordRow[] => {
  const clauses: string[] = [];
  const params: Record<string, number | string> = {};
  if (filter.memberUserId !== undefined) {
    clauses.push('r.ba_id IN (SELECT m.ba_id FROM business_account_members m WHERE m.user_id = @memberUserId)');
    params.memberUserId = filter.memberUserId;
  }
  if (filter.baId !== undefined) {
    clauses.push('r.ba_id = @baId');
    params.baId = filter.baId;
  }
  if (filter.serviceType !== undefined) {
    clauses.push('r.service_type = @serviceType');
    params.serviceType = filter.serviceType;
  }
  if (filter.sendingServiceId !== undefined) {
    clauses.push('r.sending_service_id = @sendingServiceId');
    params.sendingServiceId = filter.sendingServiceId;
  }
  if (filter.serviceIds !== undefined) {
    clauses.push('r.service_id IN (SELECT value FROM json_each(@serviceIds))');
    params.serviceIds = JSON.stringify(filter.serviceIds);
  }
  const where = clauses.length > 0 ? ` WHERE ${clauses.join(' AND ')}` : '';
  return preparedRaw<[Record<string, number | string>]>(sqlite, `${SELECT_RECORD}${where} ORDER BY r.id`).all(params).map(recordOf);
};

export type TNewRecord = {
  integration_id: string;
  name: string;
  service_id: number;
  service_type: 'export' | 'integration';
  receiving_service_id: number | null;
  sending_service_id: number | null;
  ba_id: number;
  api_key: string | null;
  access_token: string | null;
  /** When the grant stops working (ISO timestamp); null: it does not expire. */
  token_expires_at: string | null;
  receiving_service_token: string | null;
  created_by: number;
};

/** A new record starts switched off and disabled (spec §4). */
export const insertRecord = (sqlite: Database.Database, record: TNewRecord): number =>
  Number(
    prepared<[TNewRecord]>(
      sqlite,
      `INSERT INTO integrations_exports (integration_id, name, service_id, service_type, receiving_service_id,
         sending_service_id, ba_id, is_active, api_key, access_token, token_expires_at, receiving_service_token, created_by, status)
       VALUES (@integration_id, @name, @service_id, @service_type, @receiving_service_id, @sending_service_id, @ba_id, 0,
         @api_key, @access_token, @token_expires_at, @receiving_service_token, @created_by, 'disabled')`,
    ).run(record).lastInsertRowid,
  );

const NOW = `strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;

export const setRecordActive = (sqlite: Database.Database, id: number, isActive: boolean): void => {
  prepared<[number, string, number]>(
    sqlite,
    `UPDATE integrations_exports SET is_active = ?, status = ?, updated_at = ${NOW} WHERE id = ?`,
  ).run(isActive ? 1 : 0, isActive ? 'active' : 'inactive', id);
};

/** Points an integration at its receiving service once the user saved credentials for it. */
export const attachReceivingService = (
  sqlite: Database.Database,
  id: number,
  values: { receiving_service_id: number; name: string; api_key: string | null; receiving_service_token: string },
): void => {
  prepared<[typeof values & { id: number }]>(
    sqlite,
    `UPDATE integrations_exports SET service_id = @receiving_service_id, receiving_service_id = @receiving_service_id,
       name = @name, api_key = @api_key, receiving_service_token = @receiving_service_token, updated_at = ${NOW}
     WHERE id = @id`,
  ).run({ ...values, id });
};

/** A renewed grant (consent given again): new access token and expiry, nothing else changes. */
export const setAccessToken = (sqlite: Database.Database, id: number, accessToken: string, expiresAt: string | null): void => {
  prepared<[string, string | null, number]>(
    sqlite,
    `UPDATE integrations_exports SET access_token = ?, token_expires_at = ?, updated_at = ${NOW} WHERE id = ?`,
  ).run(accessToken, expiresAt, id);
};

/** Moves the grant's expiry (the emulator's control surface: a grant that expires now). */
export const setTokenExpiry = (sqlite: Database.Database, id: number, expiresAt: string): void => {
  prepared<[string, number]>(sqlite, `UPDATE integrations_exports SET token_expires_at = ?, updated_at = ${NOW} WHERE id = ?`).run(expiresAt, id);
};

export const deleteRecord = (sqlite: Database.Database, id: number): void => {
  prepared<[number]>(sqlite, 'DELETE FROM integrations_exports WHERE id = ?').run(id);
};

export const setRecordLastSync = (
  sqlite: Database.Database,
  id: number,
  values: { date_finish_sync: string; status_last_sync: 'Finish' | 'Error' },
): void => {
  prepared<[string, string, number]>(
    sqlite,
    'UPDATE integrations_exports SET date_finish_sync = ?, status_last_sync = ? WHERE id = ?',
  ).run(values.date_finish_sync, values.status_last_sync, id);
};

/** The caller's records holding this receiving-service token (delete-auth-data). */
export const findOwnRecordsByReceivingToken = (sqlite: Database.Database, token: string, userId: number): { id: number }[] =>
  prepared<[string, number], { id: number }>(
    sqlite,
    'SELECT id FROM integrations_exports WHERE receiving_service_token = ? AND created_by = ?',
  ).all(token, userId);

export const clearReceivingToken = (sqlite: Database.Database, id: number): void => {
  prepared<[number]>(
    sqlite,
    `UPDATE integrations_exports SET receiving_service_token = NULL, updated_at = ${NOW} WHERE id = ?`,
  ).run(id);
};

/** The caller's records holding this OAuth grant of a sending service (delete-auth-data-oauth). */
export const findOwnRecordsByGrant = (
  sqlite: Database.Database,
  sendingServiceId: number,
  accessToken: string,
  userId: number,
): { id: number }[] =>
  prepared<[number, string, number], { id: number }>(
    sqlite,
    'SELECT id FROM integrations_exports WHERE sending_service_id = ? AND access_token = ? AND created_by = ?',
  ).all(sendingServiceId, accessToken, userId);

export const clearAccessToken = (sqlite: Database.Database, id: number): void => {
  prepared<[number]>(sqlite, `UPDATE integrations_exports SET access_token = NULL, updated_at = ${NOW} WHERE id = ?`).run(id);
};
