// Integration settings (spec §3 integration settings form / save payload): one config per
// integration record, the lead forms it listens to, and its field mapping rows.
// Page and lead-form ids are the external (social network) text ids, as in the payload; a lead
// form "is_used" when a config of another integration references the same lead_form_id.
import { integer, real, text, sqliteTable, index, uniqueIndex } from 'drizzle-orm/sqlite-core';
import { MAPPING_ENTITIES } from '../../shared/constants';
import { authData } from './auth-data';
import { id, updatedAt } from './columns';
import { integrationsExports, INTEGRATION_STATUSES } from './integrations-exports';

export const MAPPING_TYPES = ['facebook', 'crm'] as const;

export const integrationConfigs = sqliteTable('integration_configs', {
  id: id(),
  integration_id: integer('integration_id')
    .notNull()
    .unique()
    .references(() => integrationsExports.id, { onDelete: 'cascade' }),
  /** The receiving service's auth data the deals are delivered with (spec §3 keepin_data.auth_id). */
  auth_id: integer('auth_id').references(() => authData.id, { onDelete: 'set null' }),
  page_id: text('page_id'),
  create_lead: integer('create_lead', { mode: 'boolean' }).notNull().default(false),
  pipeline_id: integer('pipeline_id'),
  stage_id: integer('stage_id'),
  source_id: integer('source_id'),
  responsible_id: integer('responsible_id'),
  deal_name: text('deal_name'),
  deal_amount: real('deal_amount'),
  deal_currency: text('deal_currency'),
  status: text('status', { enum: INTEGRATION_STATUSES }).notNull().default('inactive'),
  is_active: integer('is_active', { mode: 'boolean' }).notNull().default(false),
  /** The last save payload as sent (keepin_data/facebook_data/config), kept for round trips. */
  config: text('config').notNull().default('{}'),
  updated_at: updatedAt(),
});

export const integrationConfigForms = sqliteTable(
  'integration_config_forms',
  {
    id: id(),
    config_id: integer('config_id')
      .notNull()
      .references(() => integrationConfigs.id, { onDelete: 'cascade' }),
    lead_form_id: text('lead_form_id').notNull(),
    status: text('status', { enum: INTEGRATION_STATUSES }).notNull().default('inactive'),
    is_active: integer('is_active', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [
    uniqueIndex('integration_config_forms_config_form_uq').on(t.config_id, t.lead_form_id),
    index('integration_config_forms_lead_form_idx').on(t.lead_form_id),
  ],
);

export const integrationFieldMaps = sqliteTable(
  'integration_field_maps',
  {
    id: id(),
    config_id: integer('config_id')
      .notNull()
      .references(() => integrationConfigs.id, { onDelete: 'cascade' }),
    /** The save payload's fields_map row as sent (spec §3): type, entity, form_id, crm_id, static_value. */
    type: text('type', { enum: MAPPING_TYPES }).notNull(),
    entity: text('entity', { enum: MAPPING_ENTITIES }).notNull(),
    /** CRM field key: the entity prefix lead_/contact_/deal_ plus the field name, e.g. 'deal_title'. */
    crm_id: text('crm_id').notNull(),
    /** Question key of the lead form, 'custom' for custom text, null on a 'crm' row. */
    form_id: text('form_id'),
    /** The custom text of a 'custom' row, or the chosen CRM list value of a 'crm' row. */
    static_value: text('static_value'),
  },
  (t) => [index('integration_field_maps_config_idx').on(t.config_id)],
);
