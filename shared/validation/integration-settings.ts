// The integration settings form (spec §3 "Integration settings form"), its Save and activate
// checks (spec §5, in order) and the one mapping from the form to the save payload (spec §3
// "Save payload"). The browser checks the form; the emulator maps a payload back to the form
// and runs the same checks, so both say the spec's words at the same fields.
import { z } from 'zod';
import { isCustomTextRow } from '../contract/integrations';
import type { TFieldMap, TSaveIntegrationSettings } from '../contract/integrations';
import { CUSTOM_FIELD_OPTION, MAPPING_ENTITIES } from '../constants';
import type { MappingEntity } from '../constants';
import { VALIDATION_MESSAGES } from './messages';

/** 'facebook' rows take a form field or custom text; 'crm' rows (list-type CRM fields) a CRM list value. */
export const MAPPING_TYPES = ['facebook', 'crm'] as const;

export const ZMappingRow = z.object({
  crm_id: z.string().nullable(),
  /** A form question key, CUSTOM_FIELD_OPTION for custom text, or (type 'crm') the chosen CRM list value. */
  form_id: z.string().nullable(),
  /** The custom text of a row whose form_id is CUSTOM_FIELD_OPTION. */
  form_text: z.string(),
  type_select: z.enum(MAPPING_TYPES),
  /** The CRM list values a 'crm' row chooses from. */
  options: z.array(z.object({ id: z.string(), label: z.string() })),
  crm_field_type: z.string().nullable(),
  crm_field_name: z.string().nullable(),
});
export type TMappingRow = z.infer<typeof ZMappingRow>;

export const ZIntegrationSettingsForm = z.object({
  page_id: z.string().nullable(),
  form_ids: z.array(z.string()),
  create_lead: z.boolean(),
  pipeline_id: z.number().int().nullable(),
  deal_name: z.string(),
  /** A number input; left empty it stays null. */
  deal_amount: z.number().nullable(),
  deal_currency: z.string(),
  stage_id: z.number().int().nullable(),
  source_id: z.number().int().nullable(),
  responsible_id: z.number().int().nullable(),
  fields_map: z.array(ZMappingRow),
});
export type TIntegrationSettingsForm = z.infer<typeof ZIntegrationSettingsForm>;

export const EMPTY_SETTINGS_FORM: TIntegrationSettingsForm = {
  page_id: null,
  form_ids: [],
  create_lead: false,
  pipeline_id: null,
  deal_name: '',
  deal_amount: null,
  deal_currency: '',
  stage_id: null,
  source_id: null,
  responsible_id: null,
  fields_map: [],
};

export const EMPTY_MAPPING_ROW: TMappingRow = {
  crm_id: null,
  form_id: null,
  form_text: '',
  type_select: 'facebook',
  options: [],
  crm_field_type: null,
  crm_field_name: null,
};

export type TSettingsPath = (string | number)[];

export type TSaveAndActivateIssue = {
  message: string;
  /** Where to highlight, in the form's naming, e.g. ['fields_map', 2, 'form_text']. */
  path: TSettingsPath;
  /** One of the six checks of spec §5 (shown under 'Error!'), or a required deal field (shown under it). */
  isSpecCheck: boolean;
};

const isBlank = (value: string | number | null | undefined) => value === null || value === undefined || String(value).trim() === '';

/**
 * Save and activate's checks. The six of spec §5 come first and in the spec's order; the first
 * three stop at the first failure (nothing below them makes sense without a page, forms and
 * rows), the row checks (4 to 6) report every row. Then deal name and currency (spec §5:
 * required text). Any issue blocks sending (docs/decisions/010-save-and-activate-row-checks-block.md).
 */
export function checkSaveAndActivate(form: TIntegrationSettingsForm): TSaveAndActivateIssue[] {
  const spec = (message: string, path: TSettingsPath): TSaveAndActivateIssue => ({ message, path, isSpecCheck: true });
  if (isBlank(form.page_id)) return [spec(VALIDATION_MESSAGES.selectPage, ['page_id'])];
  if (form.form_ids.length === 0) return [spec(VALIDATION_MESSAGES.selectForm, ['form_ids'])];
  if (form.fields_map.length === 0) return [spec(VALIDATION_MESSAGES.createMapping, ['fields_map'])];

  // Check by check, so the messages come in the spec's order even when rows differ.
  const rows = form.fields_map.map((row, index) => ({ row, index }));
  const issues: TSaveAndActivateIssue[] = [];
  for (const { index } of rows.filter(({ row }) => isBlank(row.crm_id))) {
    issues.push(spec(VALIDATION_MESSAGES.mappingCrmFieldEmpty, ['fields_map', index, 'crm_id']));
  }
  const socialRows = rows.filter(({ row }) => !isBlank(row.crm_id) && row.type_select === 'facebook');
  for (const { index } of socialRows.filter(({ row }) => isBlank(row.form_id))) {
    issues.push(spec(VALIDATION_MESSAGES.mappingFormFieldEmpty, ['fields_map', index, 'form_id']));
  }
  for (const { index } of socialRows.filter(({ row }) => row.form_id === CUSTOM_FIELD_OPTION && isBlank(row.form_text))) {
    issues.push(spec(VALIDATION_MESSAGES.mappingTextEmpty, ['fields_map', index, 'form_text']));
  }
  if (isBlank(form.deal_name)) issues.push({ message: VALIDATION_MESSAGES.required, path: ['deal_name'], isSpecCheck: false });
  if (isBlank(form.deal_currency)) issues.push({ message: VALIDATION_MESSAGES.required, path: ['deal_currency'], isSpecCheck: false });
  return issues;
}

/** The same checks as a zod schema (a form resolver, or a server's input). */
export const ZSaveAndActivateForm = ZIntegrationSettingsForm.superRefine((form, ctx) => {
  for (const issue of checkSaveAndActivate(form)) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
});

/** The CRM entity of a mapping key (spec §9 prefixes lead_, contact_, deal_): 'deal' for deal_title. */
export function entityOfCrmId(crmId: string): MappingEntity | null {
  return MAPPING_ENTITIES.find((entity) => crmId.startsWith(`${entity}_`)) ?? null;
}

export type TSavePayloadContext = {
  integrationId: number;
  baId: number;
  userId: number;
  /** Save and activate (true) or Save (false, stored inactive with no checks). */
  isActivating: boolean;
  /** The responsible user's name, read from the CRM info. */
  responsibleName?: string | null;
  /** The receiving service that delivers the deals. */
  deliveryServiceId?: number | null;
  /** The saved config's id (sent as keepin_data.id and facebook_data.config_id); null before the first save. */
  configId?: number | null;
  /** The receiving service's auth data the deals are delivered with, when known. */
  authId?: number | null;
};

/**
 * One mapping row as the payload carries it (spec §3, §4): a 'crm' row holds the chosen list
 * value in static_value; custom text is a 'facebook' row whose form field is the custom option.
 * A row without a CRM field maps nothing and is left out (only plain Save can get here with one).
 */
function toPayloadRow(row: TMappingRow): TFieldMap | null {
  const crmId = row.crm_id ?? '';
  const entity = entityOfCrmId(crmId);
  if (entity === null) return null;
  if (row.type_select === 'crm') return { type: 'crm', entity, crm_id: crmId, form_id: null, static_value: row.form_id };
  const isCustom = row.form_id === CUSTOM_FIELD_OPTION;
  return { type: 'facebook', entity, crm_id: crmId, form_id: row.form_id, static_value: isCustom ? row.form_text : null };
}

/** The save payload of spec §3 (keepin_data + facebook_data + config + integration_id) from the form. */
export function toSavePayload(form: TIntegrationSettingsForm, context: TSavePayloadContext): TSaveIntegrationSettings {
  const status = context.isActivating ? 'active' : 'inactive';
  const text = (value: string) => (value.trim() === '' ? null : value.trim());
  return {
    integration_id: context.integrationId,
    activate: context.isActivating,
    config: { create_lead: form.create_lead },
    keepin_data: {
      id: context.configId ?? null,
      auth_id: context.authId ?? null,
      ba_id: context.baId,
      stage_id: form.stage_id,
      source_id: form.source_id,
      title: text(form.deal_name),
      total: form.deal_amount,
      currency: text(form.deal_currency),
      // The form has no lead status control; the gateway keeps its own default.
      lead_status: null,
      main_responsible_id: form.responsible_id,
      main_responsible_name: context.responsibleName ?? null,
      pipeline_id: form.pipeline_id,
      fields_map: form.fields_map.map(toPayloadRow).filter((row) => row !== null),
    },
    facebook_data: {
      config_id: context.configId ?? null,
      ba_id: context.baId,
      page_id: form.page_id,
      created_by: context.userId,
      auth_id: context.authId ?? null,
      delivery_service_id: context.deliveryServiceId ?? null,
      status,
      is_active: context.isActivating,
      lead_forms: form.form_ids.map((lead_form_id) => ({ lead_form_id, status, is_active: context.isActivating })),
    },
  };
}

/** What a saved config or a payload tells about the form (the part the payload carries). */
export type TSavedSettings = {
  page_id?: string | null;
  form_ids: readonly string[];
  create_lead?: boolean;
  pipeline_id?: number | null;
  stage_id?: number | null;
  source_id?: number | null;
  responsible_id?: number | null;
  deal_name?: string | null;
  deal_amount?: number | null;
  deal_currency?: string | null;
  fields_map: readonly Pick<TFieldMap, 'type' | 'form_id' | 'crm_id' | 'static_value'>[];
};

/**
 * The mapping back: a saved config (to open the screen filled in) or a payload (for the server's
 * checks) as the form. CRM field details (type, name, options) are filled from `crmFields` when given.
 */
export function toSettingsForm(
  saved: TSavedSettings,
  crmFields: readonly { id: string; name: string; field_type: string; options: { id: string; label: string }[] }[] = [],
): TIntegrationSettingsForm {
  const fieldsById = new Map(crmFields.map((field) => [field.id, field]));
  return {
    page_id: saved.page_id ?? null,
    form_ids: [...saved.form_ids],
    create_lead: saved.create_lead ?? false,
    pipeline_id: saved.pipeline_id ?? null,
    deal_name: saved.deal_name ?? '',
    deal_amount: saved.deal_amount ?? null,
    deal_currency: saved.deal_currency ?? '',
    stage_id: saved.stage_id ?? null,
    source_id: saved.source_id ?? null,
    responsible_id: saved.responsible_id ?? null,
    fields_map: saved.fields_map.map((row): TMappingRow => {
      const field = fieldsById.get(row.crm_id);
      const isCrm = row.type === 'crm';
      const isCustom = isCustomTextRow(row);
      return {
        crm_id: row.crm_id === '' ? null : row.crm_id,
        form_id: isCrm ? row.static_value : isCustom ? CUSTOM_FIELD_OPTION : row.form_id,
        form_text: isCustom ? (row.static_value ?? '') : '',
        type_select: isCrm ? 'crm' : 'facebook',
        options: field?.options ?? [],
        crm_field_type: field?.field_type ?? null,
        crm_field_name: field?.name ?? null,
      };
    }),
  };
}

/** Where a form path lands in the save payload, for the server's field errors. */
export function payloadPathOf(path: TSettingsPath): string {
  const [field, index, rowField] = path;
  if (field === 'page_id') return 'facebook_data.page_id';
  if (field === 'form_ids') return 'facebook_data.lead_forms';
  if (field === 'deal_name') return 'keepin_data.title';
  if (field === 'deal_currency') return 'keepin_data.currency';
  if (field !== 'fields_map') return String(field);
  if (index === undefined) return 'keepin_data.fields_map';
  const payloadField = rowField === 'form_text' ? 'static_value' : String(rowField);
  return `keepin_data.fields_map.${index}.${payloadField}`;
}
