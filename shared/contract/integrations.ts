// Integration info, social forms and saving the lead-form-to-CRM-deal settings (spec §3, §7).
import { z } from 'zod';
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

export const ZFieldMap = z.object({
  type: z.enum(['facebook', 'crm', 'custom']),
  entity: z.string(),
  form_id: z.string().nullable(),
  crm_id: z.string(),
  static_value: z.string().nullable(),
});

/** What was saved before, so the settings screen opens filled in. */
export const ZSavedConfig = z.object({
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
  config: z.record(z.string(), z.unknown()).default({}),
  keepin_data: z.object({
    id: ZOptionalId,
    auth_id: ZOptionalId,
    ba_id: ZId,
    stage_id: ZOptionalId,
    source_id: ZOptionalId,
    title: ZText(255).nullish(),
    total: z.coerce.number().finite().nonnegative().nullish(),
    currency: ZText(8).nullish(),
    lead_status: z.string().max(64).nullish(),
    main_responsible_id: ZOptionalId,
    main_responsible_name: ZText(255).nullish(),
    pipeline_id: ZOptionalId,
    create_lead: ZFlag.default(false),
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
