// Services (spec §3 Service): the export services and the receiving (integration) services.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../client';
import { services } from '../schema';
import { preparedPerDatabase } from './prepared';

const COLUMNS = {
  id: services.id,
  name: services.name,
  info: services.info,
  service_path: services.service_path,
  service: services.service,
  type: services.type,
  is_active: services.is_active,
  auth_template: services.auth_template,
};

export type TServiceRow = Pick<typeof services.$inferSelect, keyof typeof COLUMNS>;

const selectServices = (db: TDatabase) => db.select(COLUMNS).from(services);

// Read on every service-path request.
const allServices = preparedPerDatabase((db) => selectServices(db).orderBy(asc(services.id)).prepare());
const byPath = preparedPerDatabase((db) =>
  selectServices(db).where(eq(services.service_path, sql.placeholder('path'))).prepare(),
);

export const listAllServices = (db: TDatabase): TServiceRow[] => allServices(db).all();

export const listActiveServices = (db: TDatabase): TServiceRow[] =>
  selectServices(db).where(eq(services.is_active, true)).orderBy(asc(services.id)).all();

// Read on every list of export or integration services.
const activeOfType = preparedPerDatabase((db) =>
  selectServices(db)
    .where(and(eq(services.type, sql.placeholder('type')), eq(services.is_active, true)))
    .orderBy(asc(services.id))
    .prepare(),
);

/** Active services of one type (`export` or `integration`). */
export const listActiveServicesOfType = (db: TDatabase, type: TServiceRow['type']): TServiceRow[] => activeOfType(db).all({ type });

export const findServiceByPath = (db: TDatabase, servicePath: string): TServiceRow | undefined => byPath(db).get({ path: servicePath });

export const findServiceById = (db: TDatabase, id: number): TServiceRow | undefined =>
  selectServices(db).where(eq(services.id, id)).get();
