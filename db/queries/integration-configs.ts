// Integration settings: one config per integration record, the lead forms it listens to and
// its field mapping rows. Saving replaces the forms and rows as a whole, in one transaction.
import { asc, eq, sql } from 'drizzle-orm';
import type { TDatabase } from '../client';
import { integrationConfigForms, integrationConfigs, integrationFieldMaps } from '../schema';

export type TConfigStatus = 'active' | 'inactive';

const CONFIG_COLUMNS = {
  id: integrationConfigs.id,
  integration_id: integrationConfigs.integration_id,
  auth_id: integrationConfigs.auth_id,
  page_id: integrationConfigs.page_id,
  create_lead: integrationConfigs.create_lead,
  pipeline_id: integrationConfigs.pipeline_id,
  stage_id: integrationConfigs.stage_id,
  source_id: integrationConfigs.source_id,
  responsible_id: integrationConfigs.responsible_id,
  deal_name: integrationConfigs.deal_name,
  deal_amount: integrationConfigs.deal_amount,
  deal_currency: integrationConfigs.deal_currency,
  status: integrationConfigs.status,
  is_active: integrationConfigs.is_active,
};
const FORM_COLUMNS = {
  lead_form_id: integrationConfigForms.lead_form_id,
  status: integrationConfigForms.status,
  is_active: integrationConfigForms.is_active,
};
/** A mapping row as the save payload carries it (spec §3 fields_map). */
const FIELD_MAP_COLUMNS = {
  type: integrationFieldMaps.type,
  entity: integrationFieldMaps.entity,
  form_id: integrationFieldMaps.form_id,
  crm_id: integrationFieldMaps.crm_id,
  static_value: integrationFieldMaps.static_value,
};

export type TConfigRow = Pick<typeof integrationConfigs.$inferSelect, keyof typeof CONFIG_COLUMNS>;
export type TConfigFormRow = Pick<typeof integrationConfigForms.$inferSelect, keyof typeof FORM_COLUMNS>;
export type TFieldMapRow = Pick<typeof integrationFieldMaps.$inferSelect, keyof typeof FIELD_MAP_COLUMNS>;
export type TConfigWithParts = { config: TConfigRow; forms: TConfigFormRow[]; fieldMaps: TFieldMapRow[] };

export const findConfig = (db: TDatabase, integrationId: number): TConfigWithParts | undefined => {
  const config = db.select(CONFIG_COLUMNS).from(integrationConfigs).where(eq(integrationConfigs.integration_id, integrationId)).get();
  if (!config) return undefined;
  const forms = db
    .select(FORM_COLUMNS)
    .from(integrationConfigForms)
    .where(eq(integrationConfigForms.config_id, config.id))
    .orderBy(asc(integrationConfigForms.id))
    .all();
  const fieldMaps = db
    .select(FIELD_MAP_COLUMNS)
    .from(integrationFieldMaps)
    .where(eq(integrationFieldMaps.config_id, config.id))
    .orderBy(asc(integrationFieldMaps.id))
    .all();
  return { config, forms, fieldMaps };
};

export type TConfigToSave = Omit<TConfigRow, 'id' | 'status' | 'is_active'> & {
  status: TConfigStatus;
  /** Payload fields without a column of their own, as JSON text. */
  config: string;
  leadFormIds: string[];
  fieldMaps: TFieldMapRow[];
};

/** Creates or replaces the integration's config; answers the config id. */
export const saveConfig = (db: TDatabase, values: TConfigToSave): number =>
  db.transaction((tx) => {
    const { leadFormIds, fieldMaps, ...columns } = values;
    const row = { ...columns, is_active: values.status === 'active' };
    const { id } = tx
      .insert(integrationConfigs)
      .values(row)
      .onConflictDoUpdate({
        target: integrationConfigs.integration_id,
        set: { ...row, updated_at: sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')` },
      })
      .returning({ id: integrationConfigs.id })
      .get();
    tx.delete(integrationConfigForms).where(eq(integrationConfigForms.config_id, id)).run();
    tx.delete(integrationFieldMaps).where(eq(integrationFieldMaps.config_id, id)).run();
    const forms = [...new Set(leadFormIds)].map((leadFormId) => ({
      config_id: id,
      lead_form_id: leadFormId,
      status: values.status,
      is_active: row.is_active,
    }));
    if (forms.length > 0) tx.insert(integrationConfigForms).values(forms).run();
    if (fieldMaps.length > 0) tx.insert(integrationFieldMaps).values(fieldMaps.map((fieldMap) => ({ ...fieldMap, config_id: id }))).run();
    return id;
  });
