// Integration settings: one config per integration record, the lead forms it listens to and
// its field mapping rows. Saving replaces the forms and rows as a whole, in one transaction.
import type Database from 'better-sqlite3';
import { prepared } from './statement-cache';

export type TConfigStatus = 'active' | 'inactive';

export type TConfigRow = {
  id: number;
  integration_id: number;
  page_id: string | null;
  create_lead: number;
  pipeline_id: number | null;
  stage_id: number | null;
  source_id: number | null;
  responsible_id: number | null;
  deal_name: string | null;
  deal_amount: number | null;
  deal_currency: string | null;
  status: 'disabled' | 'active' | 'inactive';
  is_active: number;
};
export type TConfigFormRow = { lead_form_id: string; status: string; is_active: number };
export type TFieldMapRow = {
  crm_id: string;
  form_id: string | null;
  form_text: string | null;
  type_select: 'facebook' | 'crm';
  crm_field_type: string | null;
  crm_field_name: string | null;
  entity: string | null;
};

export type TConfigWithParts = { config: TConfigRow; forms: TConfigFormRow[]; fieldMaps: TFieldMapRow[] };

export const findConfig = (sqlite: Database.Database, integrationId: number): TConfigWithParts | undefined => {
  const config = prepared<[number], TConfigRow>(
    sqlite,
    `SELECT id, integration_id, page_id, create_lead, pipeline_id, stage_id, source_id, responsible_id, deal_name,
       deal_amount, deal_currency, status, is_active
     FROM integration_configs WHERE integration_id = ?`,
  ).get(integrationId);
  if (!config) return undefined;
  const forms = prepared<[number], TConfigFormRow>(
    sqlite,
    'SELECT lead_form_id, status, is_active FROM integration_config_forms WHERE config_id = ? ORDER BY id',
  ).all(config.id);
  const fieldMaps = prepared<[number], TFieldMapRow>(
    sqlite,
    `SELECT crm_id, form_id, form_text, type_select, crm_field_type, crm_field_name, entity
     FROM integration_field_maps WHERE config_id = ? ORDER BY id`,
  ).all(config.id);
  return { config, forms, fieldMaps };
};

export type TConfigToSave = {
  integration_id: number;
  page_id: string | null;
  create_lead: boolean;
  pipeline_id: number | null;
  stage_id: number | null;
  source_id: number | null;
  responsible_id: number | null;
  deal_name: string | null;
  deal_amount: number | null;
  deal_currency: string | null;
  status: TConfigStatus;
  /** Payload fields without a column of their own, as JSON text. */
  config: string;
  leadFormIds: string[];
  fieldMaps: TFieldMapRow[];
};

/** Creates or replaces the integration's config; answers the config id. */
export const saveConfig = (sqlite: Database.Database, values: TConfigToSave): number =>
  sqlite.transaction(() => {
    const isActive = values.status === 'active' ? 1 : 0;
    const row = prepared<[Record<string, unknown>], { id: number }>(
      sqlite,
      `INSERT INTO integration_configs (integration_id, page_id, create_lead, pipeline_id, stage_id, source_id,
         responsible_id, deal_name, deal_amount, deal_currency, status, is_active, config)
       VALUES (@integration_id, @page_id, @create_lead, @pipeline_id, @stage_id, @source_id, @responsible_id,
         @deal_name, @deal_amount, @deal_currency, @status, @is_active, @config)
       ON CONFLICT (integration_id) DO UPDATE SET page_id = excluded.page_id, create_lead = excluded.create_lead,
         pipeline_id = excluded.pipeline_id, stage_id = excluded.stage_id, source_id = excluded.source_id,
         responsible_id = excluded.responsible_id, deal_name = excluded.deal_name, deal_amount = excluded.deal_amount,
         deal_currency = excluded.deal_currency, status = excluded.status, is_active = excluded.is_active,
         config = excluded.config, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       RETURNING id`,
    ).get({
      integration_id: values.integration_id,
      page_id: values.page_id,
      create_lead: values.create_lead ? 1 : 0,
      pipeline_id: values.pipeline_id,
      stage_id: values.stage_id,
      source_id: values.source_id,
      responsible_id: values.responsible_id,
      deal_name: values.deal_name,
      deal_amount: values.deal_amount,
      deal_currency: values.deal_currency,
      status: values.status,
      is_active: isActive,
      config: values.config,
    });
    if (!row) throw new Error('The integration config was not written.');
    prepared<[number]>(sqlite, 'DELETE FROM integration_config_forms WHERE config_id = ?').run(row.id);
    prepared<[number]>(sqlite, 'DELETE FROM integration_field_maps WHERE config_id = ?').run(row.id);
    const insertForm = prepared<[number, string, string, number]>(
      sqlite,
      'INSERT INTO integration_config_forms (config_id, lead_form_id, status, is_active) VALUES (?, ?, ?, ?)',
    );
    for (const leadFormId of new Set(values.leadFormIds)) insertForm.run(row.id, leadFormId, values.status, isActive);
    const insertMap = prepared<[TFieldMapRow & { config_id: number }]>(
      sqlite,
      `INSERT INTO integration_field_maps (config_id, crm_id, form_id, form_text, type_select, crm_field_type,
         crm_field_name, entity)
       VALUES (@config_id, @crm_id, @form_id, @form_text, @type_select, @crm_field_type, @crm_field_name, @entity)`,
    );
    for (const fieldMap of values.fieldMaps) insertMap.run({ ...fieldMap, config_id: row.id });
    return row.id;
  })();
