// Services (spec §3 Service): the export services and the receiving (integration) services.
import type Database from 'better-sqlite3';
import { prepared } from './statement-cache';

export type TServiceRow = {
  id: number;
  name: string;
  info: string;
  service_path: string;
  service: string;
  type: 'export' | 'integration';
  is_active: number;
  auth_template: string | null;
};

const COLUMNS = 's.id, s.name, s.info, s.service_path, s.service, s.type, s.is_active, s.auth_template';

export const listAllServices = (sqlite: Database.Database): TServiceRow[] =>
  prepared<[], TServiceRow>(sqlite, `SELECT ${COLUMNS} FROM services s ORDER BY s.id`).all();

export const listActiveServices = (sqlite: Database.Database): TServiceRow[] =>
  prepared<[], TServiceRow>(sqlite, `SELECT ${COLUMNS} FROM services s WHERE s.is_active = 1 ORDER BY s.id`).all();

/** Active services of one type (`export` or `integration`). */
export const listActiveServicesOfType = (sqlite: Database.Database, type: TServiceRow['type']): TServiceRow[] =>
  prepared<[string], TServiceRow>(
    sqlite,
    `SELECT ${COLUMNS} FROM services s WHERE s.type = ? AND s.is_active = 1 ORDER BY s.id`,
  ).all(type);

export const findServiceByPath = (sqlite: Database.Database, servicePath: string): TServiceRow | undefined =>
  prepared<[string], TServiceRow>(sqlite, `SELECT ${COLUMNS} FROM services s WHERE s.service_path = ?`).get(servicePath);

export const findServiceById = (sqlite: Database.Database, id: number): TServiceRow | undefined =>
  prepared<[number], TServiceRow>(sqlite, `SELECT ${COLUMNS} FROM services s WHERE s.id = ?`).get(id);
