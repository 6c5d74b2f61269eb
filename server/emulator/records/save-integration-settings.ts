// integrations/save: checks that the page, forms and CRM choices belong to this integration
// (and, with the activate flag, that the settings can run), then stores them inactive, or
// active with the integration switched on.
import type { TEndpointRequest } from '../../../shared/contract/define';
import { isCustomTextRow } from '../../../shared/contract/integrations';
import type { saveIntegration } from '../../../shared/contract/integrations';
import { checkSaveAndActivate, payloadPathOf, toSettingsForm } from '../../../shared/validation/integration-settings';
import { VALIDATION_MESSAGES } from '../../../shared/validation/messages';
import { findOwnAuthData, findRecordAuthDataId } from '../../../db/queries/auth-data';
import { findCrmStage, hasCrmFunnel, hasCrmSource, hasCrmUser, readCrmRows } from '../../../db/queries/crm';
import { findConfig, saveConfig } from '../../../db/queries/integration-configs';
import type { TConfigWithParts, TFieldMapRow } from '../../../db/queries/integration-configs';
import { setRecordActive } from '../../../db/queries/integrations-exports';
import type { TRecordRow } from '../../../db/queries/integrations-exports';
import { findSocialPage, listLeadForms } from '../../../db/queries/social';
import type { TEmulatorDeps } from '../deps';
import { HttpError, invalidField } from '../http-error';
import { crmFieldKey } from './shape-integration-info';

type TSaveInput = TEndpointRequest<typeof saveIntegration>;

/**
 * Save and activate's checks (spec §5, in order): the payload read back as the settings form and
 * held to the browser's own rule, so either layer refuses with the same message at the same field.
 */
const checkActivation = (input: TSaveInput, pageId: string | null) => {
  const { keepin_data: keepin, facebook_data: facebook } = input;
  const form = toSettingsForm({
    page_id: pageId,
    form_ids: facebook.lead_forms.map((form) => form.lead_form_id),
    deal_name: keepin.title,
    deal_currency: keepin.currency,
    fields_map: keepin.fields_map,
  });
  const issues = checkSaveAndActivate(form);
  const [first] = issues;
  if (!first) return;
  const errors: Record<string, string[]> = {};
  for (const issue of issues) (errors[payloadPathOf(issue.path)] ??= []).push(issue.message);
  throw new HttpError(422, first.message, errors);
};

const checkCrmChoices = (deps: TEmulatorDeps, integrationId: number, keepin: TSaveInput['keepin_data']) => {
  const { db } = deps;
  if (keepin.pipeline_id != null && !hasCrmFunnel(db, integrationId, keepin.pipeline_id)) {
    throw invalidField('keepin_data.pipeline_id', 'The pipeline does not belong to this integration');
  }
  if (keepin.stage_id != null) {
    const stage = findCrmStage(db, integrationId, keepin.stage_id);
    if (!stage) throw invalidField('keepin_data.stage_id', 'The stage does not belong to this integration');
    if (keepin.pipeline_id != null && stage.funnel_id !== keepin.pipeline_id) {
      throw invalidField('keepin_data.stage_id', 'The stage belongs to another pipeline');
    }
  }
  if (keepin.source_id != null && !hasCrmSource(db, integrationId, keepin.source_id)) {
    throw invalidField('keepin_data.source_id', 'The source does not belong to this integration');
  }
  if (keepin.main_responsible_id != null && !hasCrmUser(db, integrationId, keepin.main_responsible_id)) {
    throw invalidField('keepin_data.main_responsible_id', 'The responsible user does not belong to this integration');
  }
};

type TPayloadRow = TSaveInput['keepin_data']['fields_map'][number];

/**
 * Each row's CRM field is one of the integration's, and its type follows the field (spec §4):
 * a list field takes one of its CRM list values (type crm), any other a form field or custom
 * text (type facebook). Rows without a CRM field pass here; Save and activate refuses them.
 */
const checkMappingRows = (deps: TEmulatorDeps, integrationId: number, rows: TPayloadRow[]) => {
  const crm = readCrmRows(deps.db, integrationId);
  const fields = new Map(crm.fields.map((field) => [crmFieldKey(field), field]));
  rows.forEach((row, index) => {
    if (row.crm_id === '') return;
    const at = `keepin_data.fields_map.${index}`;
    const field = fields.get(row.crm_id);
    if (!field) throw invalidField(`${at}.crm_id`, 'The CRM field does not belong to this integration');
    const isList = field.field_type === 'list';
    if (isList && row.type !== 'crm') throw invalidField(`${at}.type`, `${field.label} is a list: it takes one of its CRM values (type crm)`);
    if (!isList && row.type === 'crm') throw invalidField(`${at}.type`, `${field.label} is not a list: it takes a form field or custom text (type facebook)`);
    const options = crm.options.filter((option) => option.field_id === field.id).map((option) => option.value);
    if (row.type === 'crm' && row.static_value !== null && !options.includes(row.static_value)) {
      throw invalidField(`${at}.static_value`, `The value is not one of ${field.label}'s CRM values`);
    }
  });
};

/** A row as stored: static_value only where it means something (custom text or a CRM list value). */
const toStoredRow = (row: TPayloadRow): TFieldMapRow => ({
  type: row.type,
  entity: row.entity,
  crm_id: row.crm_id,
  form_id: row.type === 'crm' ? null : row.form_id,
  static_value: row.type === 'crm' || isCustomTextRow(row) ? row.static_value : null,
});

/** The auth data the deals are delivered with: the one named, if it is the caller's for this service, else the record's own. */
const authIdOf = (deps: TEmulatorDeps, record: TRecordRow, input: TSaveInput): number | null => {
  const named = input.keepin_data.auth_id ?? input.facebook_data.auth_id;
  const serviceId = record.receiving_service_id;
  if (named != null) {
    const own = findOwnAuthData(deps.db, named, input.facebook_data.created_by);
    if (!own || own.service_id !== serviceId) throw invalidField('keepin_data.auth_id', 'The auth data does not belong to this integration');
    return named;
  }
  return serviceId === null ? null : (findRecordAuthDataId(deps.db, record.id, serviceId) ?? null);
};

export const saveIntegrationSettings = (deps: TEmulatorDeps, record: TRecordRow, input: TSaveInput): TConfigWithParts => {
  const { keepin_data: keepin, facebook_data: facebook } = input;
  if (keepin.ba_id !== record.ba_id) throw invalidField('keepin_data.ba_id', 'The business account does not match the integration');
  if (facebook.ba_id !== record.ba_id) throw invalidField('facebook_data.ba_id', 'The business account does not match the integration');

  const pageId = facebook.page_id?.trim() ? facebook.page_id : null;
  const page = pageId === null ? undefined : findSocialPage(deps.db, record.id, pageId);
  if (pageId !== null && !page) throw invalidField('facebook_data.page_id', 'The page does not belong to this integration');
  const formIds = facebook.lead_forms.map((form) => form.lead_form_id);
  if (formIds.length > 0) {
    if (!page) throw invalidField('facebook_data.page_id', VALIDATION_MESSAGES.selectPage);
    const known = new Set(listLeadForms(deps.db, record.id, page.id).map((form) => form.lead_form_id));
    const foreign = formIds.findIndex((id) => !known.has(id));
    if (foreign >= 0) throw invalidField(`facebook_data.lead_forms.${foreign}.lead_form_id`, 'The form does not belong to the chosen page');
  }
  if (input.activate) checkActivation(input, pageId);
  checkCrmChoices(deps, record.id, keepin);
  checkMappingRows(deps, record.id, keepin.fields_map);
  if (facebook.delivery_service_id != null && facebook.delivery_service_id !== record.receiving_service_id) {
    throw invalidField('facebook_data.delivery_service_id', "The delivery service is not this integration's data reception service");
  }
  const authId = authIdOf(deps, record, input);

  deps.db.transaction(() => {
    saveConfig(deps.db, {
      integration_id: record.id,
      auth_id: authId,
      page_id: pageId,
      create_lead: input.config.create_lead,
      pipeline_id: keepin.pipeline_id ?? null,
      stage_id: keepin.stage_id ?? null,
      source_id: keepin.source_id ?? null,
      responsible_id: keepin.main_responsible_id ?? null,
      deal_name: keepin.title ?? null,
      deal_amount: keepin.total ?? null,
      deal_currency: keepin.currency ?? null,
      status: input.activate ? 'active' : 'inactive',
      config: JSON.stringify({
        lead_status: keepin.lead_status ?? null,
        main_responsible_name: keepin.main_responsible_name ?? null,
        delivery_service_id: facebook.delivery_service_id ?? null,
        config: input.config,
      }),
      leadFormIds: formIds,
      fieldMaps: keepin.fields_map.map(toStoredRow),
    });
    if (input.activate) setRecordActive(deps.db, record.id, true);
  });
  const saved = findConfig(deps.db, record.id);
  if (!saved) throw new Error('The saved integration config could not be read back.');
  return saved;
};
