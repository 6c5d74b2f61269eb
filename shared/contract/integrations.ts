// Integration info, social forms and saving the lead-form-to-CRM-deal settings (spec §3, §7).
import { z } from 'zod';
import { CUSTOM_FIELD_OPTION, MAPPING_ENTITIES } from '../constants';
import { ZFlag, ZId, ZIntegrationExport, ZText } from './common';
import { defineEndpoint } from './define';

export const ZCrmFieldOption = z.object({ id: z.string(), label: z.string() });
export const ZCrmField = z.object({
  id: z.string(),
  name: z.string(),
  field_type: z.enum(['string', 'text', 'list', 'date', 'custom', 'custom_reference']),
  type: z.enum(['system', 'custom']),
  label: z.string(),
  options: z.array(ZCrmFieldOption),
});
export type TCrmField = z.infer<typeof ZCrmField>;

export const ZCrmInfo = z.object({
  deal: z.object({
    statuses: z.array(z.string()),
    funnels: z.array(z.object({ id: z.number().int(), title: z.string() })),
    stages: z.array(z.object({ id: z.number().int(), name: z.string(), funnel_id: z.number().int() })),
    fields: z.array(ZCrmField),
  }),
  contact: z.object({ statuses: z.array(z.string()), fields: z.array(ZCrmField) }),
  lead: z.object({ fields: z.array(ZCrmField) }),
  sources: z.array(z.object({ id: z.number().int(), name: z.string() })),
  users: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string() })),
});
export type TCrmInfo = z.infer<typeof ZCrmInfo>;

export const ZSocialPage = z.object({ page_id: z.string(), name: z.string() });
export const ZLeadForm = z.object({ lead_form_id: z.string(), name: z.string(), is_used: z.boolean() });
export const ZLeadQuestion = z.object({ key: z.string(), label: z.string(), type: z.string() });

/**
 * One mapping row as the save payload carries it and as it is stored (spec §3 fields_map):
 * - type 'facebook': form_id is a lead-form question key, or CUSTOM_FIELD_OPTION with the
 *   custom text in static_value (spec §4: other fields take a form field or custom text);
 * - type 'crm': a list-type CRM field; static_value is the chosen CRM list value, form_id null.
 * crm_id is the CRM field key, its entity's prefix plus the field name (deal_title); a row
 * without a CRM field (crm_id '') may be saved but never activated.
 */
export const ZFieldMap = z
  .object({
    type: z.enum(['facebook', 'crm'], { error: 'The mapping type must be facebook or crm' }),
    entity: z.enum(MAPPING_ENTITIES, { error: 'The mapping entity must be lead, contact or deal' }),
    form_id: ZText(128).nullable(),
    crm_id: ZText(128),
    static_value: z.string().max(1000, 'Must be at most 1000 characters').nullable(),
  })
  .superRefine((row, ctx) => {
    if (row.crm_id !== '' && !row.crm_id.startsWith(`${row.entity}_`)) {
      ctx.addIssue({ code: 'custom', path: ['crm_id'], message: `The CRM field must start with ${row.entity}_ (its entity)` });
    }
    if (row.type === 'crm' && row.form_id !== null) {
      ctx.addIssue({ code: 'custom', path: ['form_id'], message: 'A CRM list row takes its value in static_value, not a form field' });
    }
  });
export type TFieldMap = z.infer<typeof ZFieldMap>;
/** A custom-text row: a 'facebook' row whose form field is the custom option (spec §9). */
export const isCustomTextRow = (row: Pick<TFieldMap, 'type' | 'form_id'>) => row.type === 'facebook' && row.form_id === CUSTOM_FIELD_OPTION;

/** What was saved before, so the settings screen opens filled in. */
export const ZSavedConfig = z.object({
  /** The config's id, sent back as keepin_data.id and facebook_data.config_id. */
  id: z.number().int(),
  /** The receiving service's auth data the integration delivers with. */
  auth_id: z.number().int().nullable(),
  page_id: z.string().nullable(),
  form_ids: z.array(z.string()),
  create_lead: z.boolean(),
  pipeline_id: z.number().int().nullable(),
  stage_id: z.number().int().nullable(),
  source_id: z.number().int().nullable(),
  responsible_id: z.number().int().nullable(),
  deal_name: z.string().nullable(),
  deal_amount: z.number().nullable(),
  deal_currency: z.string().nullable(),
  status: z.string(),
  is_active: z.boolean(),
  fields_map: z.array(ZFieldMap),
});

export const getIntegration = defineEndpoint({
  method: 'GET',
  path: '/api/integrations/{id}',
  access: 'user',
  summary: "An integration with its CRM info, social pages and forms, and saved settings",
  request: z.object({ id: ZId, user_id: ZId }),
  response: z.object({
    success: z.literal(true),
    data: z.object({
      integration: ZIntegrationExport,
      keepin: ZCrmInfo,
      fb_lf_page: z.object({ data: z.array(ZSocialPage) }),
      fb_lf_forms: z.object({ data: z.array(ZLeadForm) }),
      config: ZSavedConfig.nullable(),
    }),
  }),
});

export const getForms = defineEndpoint({
  method: 'GET',
  path: '/api/get_forms',
  access: 'user',
  summary: "A social page's lead forms and their questions",
  request: z.object({ user_id: ZId, integration_id: ZId, page_id: z.string().min(1).max(64) }),
  response: z.object({
    success: z.literal(true),
    data: z.object({ forms: z.array(ZLeadForm), questions: z.array(ZLeadQuestion) }),
  }),
});

const ZOptionalId = ZId.nullish();

/** The save payload of spec §3. */
export const ZSaveIntegrationSettings = z.object({
  integration_id: ZId,
  /** Set by "Save and activate": the config is stored active. */
  activate: ZFlag.default(false),
  /**
   * Settings beyond keepin_data and facebook_data. The spec's payload lists no place for the
   * form's "Create lead" checkbox, so it travels here as create_lead; other keys are kept as sent.
   */
  config: z.looseObject({ create_lead: ZFlag.default(false) }).default({ create_lead: false }),
  keepin_data: z.object({
    id: ZOptionalId,
    auth_id: ZOptionalId,
    ba_id: ZId,
    stage_id: ZOptionalId,
    source_id: ZOptionalId,
    title: ZText(255, 'Title').nullish(),
    total: z.coerce.number().finite().nonnegative().nullish(),
    currency: ZText(8).nullish(),
    lead_status: z.string().max(64).nullish(),
    main_responsible_id: ZOptionalId,
    main_responsible_name: ZText(255, 'Responsible').nullish(),
    pipeline_id: ZOptionalId,
    fields_map: z.array(ZFieldMap).max(200).default([]),
  }),
  facebook_data: z.object({
    config_id: ZOptionalId,
    ba_id: ZId,
    page_id: z.string().max(64).nullish(),
    created_by: ZId,
    auth_id: ZOptionalId,
    delivery_service_id: ZOptionalId,
    status: z.string().max(32).default('inactive'),
    is_active: ZFlag.default(false),
    lead_forms: z
      .array(z.object({ lead_form_id: z.string().min(1).max(64), status: z.string().max(32), is_active: ZFlag }))
      .max(100)
      .default([]),
  }),
});
export type TSaveIntegrationSettings = z.input<typeof ZSaveIntegrationSettings>;

export const saveIntegration = defineEndpoint({
  method: 'POST',
  path: '/api/integrations/save',
  access: 'user',
  summary: 'Store integration settings (inactive, or active with the activate flag)',
  request: ZSaveIntegrationSettings,
  response: z.object({ success: z.literal(true), message: z.string(), data: ZSavedConfig }),
});
