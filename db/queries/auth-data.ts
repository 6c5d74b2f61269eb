// Saved auth data: the values a user typed into a service's auth template. Lists answer only
// id, name and service_id; the stored field values never leave the server.
import type Database from 'better-sqlite3';
import { prepared } from './statement-cache';

export type TAuthDataSummary = { id: number; name: string; service_id: number };

export const listAuthData = (sqlite: Database.Database, userId: number, serviceId?: number): TAuthDataSummary[] =>
  serviceId === undefined
    ? prepared<[number], TAuthDataSummary>(
        sqlite,
        'SELECT id, name, service_id FROM auth_data WHERE user_id = ? ORDER BY id',
      ).all(userId)
    : prepared<[number, number], TAuthDataSummary>(
        sqlite,
        'SELECT id, name, service_id FROM auth_data WHERE user_id = ? AND service_id = ? ORDER BY id',
      ).all(userId, serviceId);

/** One saved entry of the user with its stored values (JSON text), for reuse on the server only. */
export const findOwnAuthData = (
  sqlite: Database.Database,
  id: number,
  userId: number,
): { id: number; name: string; service_id: number; fields: string } | undefined =>
  prepared<[number, number], { id: number; name: string; service_id: number; fields: string }>(
    sqlite,
    'SELECT id, name, service_id, fields FROM auth_data WHERE id = ? AND user_id = ?',
  ).get(id, userId);

export type TNewAuthData = {
  name: string;
  service_id: number;
  user_id: number;
  ba_id: number;
  integrations_exports_id: number;
  /** The template values as JSON text. */
  fields: string;
};

export const insertAuthData = (sqlite: Database.Database, row: TNewAuthData): number =>
  Number(
    prepared<[TNewAuthData]>(
      sqlite,
      `INSERT INTO auth_data (name, service_id, user_id, ba_id, integrations_exports_id, fields)
       VALUES (@name, @service_id, @user_id, @ba_id, @integrations_exports_id, @fields)`,
    ).run(row).lastInsertRowid,
  );

/** Forgets the user's saved credentials of one record; answers how many entries went. */
export const deleteAuthDataOfRecord = (sqlite: Database.Database, recordId: number, userId: number): number =>
  prepared<[number, number]>(sqlite, 'DELETE FROM auth_data WHERE integrations_exports_id = ? AND user_id = ?').run(
    recordId,
    userId,
  ).changes;
