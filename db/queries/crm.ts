// CRM info of an integration (spec §3 CRM info), read table by table with explicit columns.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { TDatabase } from '../client';
import { crmFieldOptions, crmFields, crmFunnels, crmSources, crmStages, crmStatuses, crmUsers } from '../schema';

export type TCrmEntity = (typeof crmFields.$inferSelect)['entity'];

const FIELD_COLUMNS = {
  id: crmFields.id,
  entity: crmFields.entity,
  name: crmFields.name,
  field_type: crmFields.field_type,
  type: crmFields.type,
  label: crmFields.label,
  is_required: crmFields.is_required,
};

export const readCrmRows = (db: TDatabase, integrationId: number) => {
  const funnelIds = db.select({ id: crmFunnels.id }).from(crmFunnels).where(eq(crmFunnels.integration_id, integrationId));
  const fieldIds = db.select({ id: crmFields.id }).from(crmFields).where(eq(crmFields.integration_id, integrationId));
  return {
    funnels: db
      .select({ id: crmFunnels.id, title: crmFunnels.title })
      .from(crmFunnels)
      .where(eq(crmFunnels.integration_id, integrationId))
      .orderBy(asc(crmFunnels.id))
      .all(),
    stages: db
      .select({ id: crmStages.id, name: crmStages.name, funnel_id: crmStages.funnel_id })
      .from(crmStages)
      .where(inArray(crmStages.funnel_id, funnelIds))
      .orderBy(asc(crmStages.id))
      .all(),
    statuses: db
      .select({ entity: crmStatuses.entity, name: crmStatuses.name })
      .from(crmStatuses)
      .where(eq(crmStatuses.integration_id, integrationId))
      .orderBy(asc(crmStatuses.id))
      .all(),
    fields: db.select(FIELD_COLUMNS).from(crmFields).where(eq(crmFields.integration_id, integrationId)).orderBy(asc(crmFields.id)).all(),
    options: db
      .select({ field_id: crmFieldOptions.field_id, value: crmFieldOptions.value, label: crmFieldOptions.label })
      .from(crmFieldOptions)
      .where(inArray(crmFieldOptions.field_id, fieldIds))
      .orderBy(asc(crmFieldOptions.id))
      .all(),
    sources: db
      .select({ id: crmSources.id, name: crmSources.name })
      .from(crmSources)
      .where(eq(crmSources.integration_id, integrationId))
      .orderBy(asc(crmSources.id))
      .all(),
    users: db
      .select({ id: crmUsers.id, name: crmUsers.name, email: crmUsers.email })
      .from(crmUsers)
      .where(eq(crmUsers.integration_id, integrationId))
      .orderBy(asc(crmUsers.id))
      .all(),
  };
};

export type TCrmRows = ReturnType<typeof readCrmRows>;

export const hasCrmInfo = (db: TDatabase, integrationId: number): boolean =>
  db.select({ id: crmFunnels.id }).from(crmFunnels).where(eq(crmFunnels.integration_id, integrationId)).limit(1).get() !== undefined;

/** The stage's funnel when the stage belongs to this integration's CRM. */
export const findCrmStage = (db: TDatabase, integrationId: number, stageId: number): { id: number; funnel_id: number } | undefined =>
  db
    .select({ id: crmStages.id, funnel_id: crmStages.funnel_id })
    .from(crmStages)
    .innerJoin(crmFunnels, eq(crmFunnels.id, crmStages.funnel_id))
    .where(and(eq(crmStages.id, stageId), eq(crmFunnels.integration_id, integrationId)))
    .get();

const existsIn =
  (table: typeof crmFunnels | typeof crmSources | typeof crmUsers) =>
  (db: TDatabase, integrationId: number, id: number): boolean =>
    db
      .select({ found: sql`1` })
      .from(table)
      .where(and(eq(table.id, id), eq(table.integration_id, integrationId)))
      .get() !== undefined;

export const hasCrmFunnel = existsIn(crmFunnels);
export const hasCrmSource = existsIn(crmSources);
export const hasCrmUser = existsIn(crmUsers);
