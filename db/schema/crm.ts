// CRM info of an integration record (the receiving side, spec §3 CRM info): funnels with
// stages, statuses, fields with list options, sources and CRM users.
import { integer, text, sqliteTable, index } from 'drizzle-orm/sqlite-core';
import { id } from './columns';
import { integrationsExports } from './integrations-exports';

export const CRM_ENTITIES = ['deal', 'contact', 'lead'] as const;
export const CRM_FIELD_TYPES = ['string', 'text', 'list', 'date', 'custom', 'custom_reference'] as const;
export const CRM_FIELD_KINDS = ['system', 'custom'] as const;

const integrationRef = () =>
  integer('integration_id')
    .notNull()
    .references(() => integrationsExports.id, { onDelete: 'cascade' });

export const crmFunnels = sqliteTable(
  'crm_funnels',
  { id: id(), integration_id: integrationRef(), title: text('title').notNull() },
  (t) => [index('crm_funnels_integration_idx').on(t.integration_id)],
);

export const crmStages = sqliteTable(
  'crm_stages',
  {
    id: id(),
    funnel_id: integer('funnel_id')
      .notNull()
      .references(() => crmFunnels.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
  },
  (t) => [index('crm_stages_funnel_idx').on(t.funnel_id)],
);

export const crmStatuses = sqliteTable(
  'crm_statuses',
  {
    id: id(),
    integration_id: integrationRef(),
    entity: text('entity', { enum: CRM_ENTITIES }).notNull(),
    name: text('name').notNull(),
  },
  (t) => [index('crm_statuses_integration_idx').on(t.integration_id, t.entity)],
);

export const crmFields = sqliteTable(
  'crm_fields',
  {
    id: id(),
    integration_id: integrationRef(),
    entity: text('entity', { enum: CRM_ENTITIES }).notNull(),
    name: text('name').notNull(),
    field_type: text('field_type', { enum: CRM_FIELD_TYPES }).notNull(),
    type: text('type', { enum: CRM_FIELD_KINDS }).notNull(),
    label: text('label').notNull(),
    /** The CRM refuses a record of this entity without a value for it. */
    is_required: integer('is_required', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('crm_fields_integration_idx').on(t.integration_id, t.entity)],
);

export const crmFieldOptions = sqliteTable(
  'crm_field_options',
  {
    id: id(),
    field_id: integer('field_id')
      .notNull()
      .references(() => crmFields.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    label: text('label').notNull(),
  },
  (t) => [index('crm_field_options_field_idx').on(t.field_id)],
);

export const crmSources = sqliteTable(
  'crm_sources',
  { id: id(), integration_id: integrationRef(), name: text('name').notNull() },
  (t) => [index('crm_sources_integration_idx').on(t.integration_id)],
);

export const crmUsers = sqliteTable(
  'crm_users',
  { id: id(), integration_id: integrationRef(), name: text('name').notNull(), email: text('email') },
  (t) => [index('crm_users_integration_idx').on(t.integration_id)],
);
