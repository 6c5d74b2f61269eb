// Save and activate runs its checks in the spec's order with the spec's messages (spec §5), and
// the one mapping between the settings form and the save payload (spec §3) goes both ways.
import { describe, expect, it } from 'vitest';
import { ZSaveIntegrationSettings } from '../../../shared/contract/integrations';
import {
  checkSaveAndActivate,
  entityOfCrmId,
  payloadPathOf,
  toSavePayload,
  toSettingsForm,
  ZSaveAndActivateForm,
  type TIntegrationSettingsForm,
  type TMappingRow,
} from '../../../shared/validation/integration-settings';
import { VALIDATION_MESSAGES as M } from '../../../shared/validation/messages';

const row = (overrides: Partial<TMappingRow> = {}): TMappingRow => ({
  crm_id: 'deal_title',
  form_id: 'q1',
  form_text: '',
  type_select: 'facebook',
  options: [],
  crm_field_type: 'string',
  crm_field_name: 'title',
  ...overrides,
});
const form = (overrides: Partial<TIntegrationSettingsForm> = {}): TIntegrationSettingsForm => ({
  page_id: 'p1',
  form_ids: ['f1'],
  create_lead: false,
  pipeline_id: 1,
  deal_name: 'Deal',
  deal_amount: 10,
  deal_currency: 'USD',
  stage_id: 1,
  source_id: 1,
  responsible_id: 1,
  fields_map: [row()],
  ...overrides,
});
const messages = (value: TIntegrationSettingsForm) => checkSaveAndActivate(value).map((issue) => issue.message);

describe('save and activate checks', () => {
  it('passes a complete form', () => {
    expect(messages(form())).toEqual([]);
  });
  it('1. a page first, even when everything else is missing', () => {
    expect(messages(form({ page_id: null, form_ids: [], fields_map: [], deal_name: '' }))).toEqual([M.selectPage]);
    expect(M.selectPage).toBe('Select facebook page');
  });
  it('2. then at least one form', () => {
    expect(messages(form({ form_ids: [], fields_map: [] }))).toEqual(['Select facebook form']);
  });
  it('3. then at least one mapping row', () => {
    expect(messages(form({ fields_map: [] }))).toEqual(['Create mapping fields']);
  });
  it('4. each row needs a CRM field', () => {
    expect(checkSaveAndActivate(form({ fields_map: [row(), row({ crm_id: null })] }))).toEqual([
      { message: 'Keepin field can not be empty in mapping fields.', path: ['fields_map', 1, 'crm_id'], isSpecCheck: true },
    ]);
  });
  it('5. social-type rows need a form field; crm-type rows do not', () => {
    expect(messages(form({ fields_map: [row({ form_id: '' }), row({ type_select: 'crm', form_id: null })] }))).toEqual([
      'Field can not be empty in mapping fields.',
    ]);
  });
  it('6. the custom option needs its text', () => {
    expect(messages(form({ fields_map: [row({ form_id: 'custom', form_text: '  ' })] }))).toEqual([
      'Text field can not be empty in mapping fields.',
    ]);
    expect(messages(form({ fields_map: [row({ form_id: 'custom', form_text: 'Hello' })] }))).toEqual([]);
  });
  it('reports the row checks in the spec order whatever the order of the rows, then the deal fields', () => {
    const rows = [row({ form_id: 'custom', form_text: '' }), row({ form_id: null }), row({ crm_id: null })];
    const issues = checkSaveAndActivate(form({ fields_map: rows, deal_name: ' ', deal_currency: '' }));
    expect(issues.map((issue) => [issue.message, issue.path.join('.'), issue.isSpecCheck])).toEqual([
      [M.mappingCrmFieldEmpty, 'fields_map.2.crm_id', true],
      [M.mappingFormFieldEmpty, 'fields_map.1.form_id', true],
      [M.mappingTextEmpty, 'fields_map.0.form_text', true],
      [M.required, 'deal_name', false],
      [M.required, 'deal_currency', false],
    ]);
  });
  it('the zod form reports the same issues at the same paths', () => {
    const result = ZSaveAndActivateForm.safeParse(form({ fields_map: [row({ crm_id: '' })] }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['fields_map', 0, 'crm_id'], M.mappingCrmFieldEmpty]]);
  });
});

describe('the form ↔ save payload mapping', () => {
  const mapped = form({
    create_lead: true,
    deal_name: ' Lead deal ',
    fields_map: [
      row({ crm_id: 'contact_email', form_id: 'email' }),
      row({ crm_id: 'deal_title', form_id: 'custom', form_text: 'From Facebook' }),
      row({ crm_id: 'deal_priority', type_select: 'crm', form_id: 'high', options: [{ id: 'high', label: 'High' }], crm_field_type: 'list' }),
    ],
  });
  const context = { integrationId: 7, baId: 3, userId: 11, isActivating: true, responsibleName: 'Ann Lee', deliveryServiceId: 5, configId: 21, authId: 4 };

  it("builds spec §3's payload: keepin_data, facebook_data, config and integration_id", () => {
    const payload = toSavePayload(mapped, context);
    expect(payload).toEqual({
      integration_id: 7,
      activate: true,
      // The spec's payload has no place for "Create lead": it travels in config.
      config: { create_lead: true },
      keepin_data: {
        id: 21,
        auth_id: 4,
        ba_id: 3,
        stage_id: 1,
        source_id: 1,
        title: 'Lead deal',
        total: 10,
        currency: 'USD',
        lead_status: null,
        main_responsible_id: 1,
        main_responsible_name: 'Ann Lee',
        pipeline_id: 1,
        fields_map: [
          { type: 'facebook', entity: 'contact', crm_id: 'contact_email', form_id: 'email', static_value: null },
          // Custom text is a facebook row on the custom option (spec §4), not a type of its own.
          { type: 'facebook', entity: 'deal', crm_id: 'deal_title', form_id: 'custom', static_value: 'From Facebook' },
          { type: 'crm', entity: 'deal', crm_id: 'deal_priority', form_id: null, static_value: 'high' },
        ],
      },
      facebook_data: {
        config_id: 21,
        ba_id: 3,
        page_id: 'p1',
        created_by: 11,
        auth_id: 4,
        delivery_service_id: 5,
        status: 'active',
        is_active: true,
        lead_forms: [{ lead_form_id: 'f1', status: 'active', is_active: true }],
      },
    });
    expect(ZSaveIntegrationSettings.safeParse(payload).success).toBe(true);
  });

  it('sends every key of the spec’s keepin_data and facebook_data, null where nothing is known yet', () => {
    const payload = toSavePayload(form(), { integrationId: 7, baId: 3, userId: 11, isActivating: false });
    expect(Object.keys(payload.keepin_data).sort()).toEqual(
      ['id', 'auth_id', 'ba_id', 'stage_id', 'source_id', 'title', 'total', 'currency', 'lead_status', 'main_responsible_id', 'main_responsible_name', 'pipeline_id', 'fields_map'].sort(),
    );
    expect(Object.keys(payload.facebook_data).sort()).toEqual(
      ['config_id', 'ba_id', 'page_id', 'created_by', 'auth_id', 'delivery_service_id', 'status', 'is_active', 'lead_forms'].sort(),
    );
    expect(payload.keepin_data).toMatchObject({ id: null, auth_id: null });
    expect(payload.facebook_data).toMatchObject({ config_id: null, auth_id: null, delivery_service_id: null });
  });

  it('Save leaves out a row without a CRM field (it maps nothing); the contract refuses a type of our own', () => {
    const payload = toSavePayload(form({ fields_map: [row({ crm_id: null, form_id: null }), row({ crm_id: 'deal_title', form_id: 'email' })] }), {
      ...context,
      isActivating: false,
    });
    expect(payload.keepin_data.fields_map).toEqual([{ type: 'facebook', entity: 'deal', crm_id: 'deal_title', form_id: 'email', static_value: null }]);
    const custom = { ...payload, keepin_data: { ...payload.keepin_data, fields_map: [{ type: 'custom', entity: 'deal', crm_id: 'deal_title', form_id: 'custom', static_value: 'x' }] } };
    expect(ZSaveIntegrationSettings.safeParse(custom).error?.issues[0]?.message).toBe('The mapping type must be facebook or crm');
    const wrongPrefix = { ...payload, keepin_data: { ...payload.keepin_data, fields_map: [{ type: 'facebook', entity: 'lead', crm_id: 'deal_title', form_id: 'email', static_value: null }] } };
    expect(ZSaveIntegrationSettings.safeParse(wrongPrefix).error?.issues[0]?.message).toBe('The CRM field must start with lead_ (its entity)');
  });

  it('Save stores everything inactive', () => {
    const payload = toSavePayload(mapped, { ...context, isActivating: false });
    expect(payload.activate).toBe(false);
    expect(payload.facebook_data).toMatchObject({ status: 'inactive', is_active: false, lead_forms: [{ lead_form_id: 'f1', status: 'inactive', is_active: false }] });
  });

  it('reads a payload or saved config back into the same form', () => {
    const payload = toSavePayload(mapped, context);
    const crmFields = [{ id: 'deal_priority', name: 'priority', field_type: 'list', options: [{ id: 'high', label: 'High' }] }];
    const back = toSettingsForm(
      {
        page_id: payload.facebook_data.page_id,
        form_ids: payload.facebook_data.lead_forms?.map((entry) => entry.lead_form_id) ?? [],
        create_lead: true,
        pipeline_id: 1,
        deal_name: payload.keepin_data.title,
        deal_currency: payload.keepin_data.currency,
        fields_map: payload.keepin_data.fields_map ?? [],
      },
      crmFields,
    );
    expect(back.fields_map).toEqual([
      { ...mapped.fields_map[0], crm_field_type: null, crm_field_name: null },
      { ...mapped.fields_map[1], crm_field_type: null, crm_field_name: null },
      { ...mapped.fields_map[2], crm_field_name: 'priority' },
    ]);
    expect(back).toMatchObject({ page_id: 'p1', form_ids: ['f1'], deal_name: 'Lead deal', deal_currency: 'USD', create_lead: true, pipeline_id: 1 });
  });

  it('names the payload field of each form path', () => {
    expect(payloadPathOf(['page_id'])).toBe('facebook_data.page_id');
    expect(payloadPathOf(['form_ids'])).toBe('facebook_data.lead_forms');
    expect(payloadPathOf(['fields_map'])).toBe('keepin_data.fields_map');
    expect(payloadPathOf(['fields_map', 2, 'form_text'])).toBe('keepin_data.fields_map.2.static_value');
    expect(payloadPathOf(['fields_map', 0, 'crm_id'])).toBe('keepin_data.fields_map.0.crm_id');
    expect(payloadPathOf(['deal_name'])).toBe('keepin_data.title');
  });

  it('takes the entity from the spec §9 prefixes', () => {
    expect(['lead_email', 'contact_first_name', 'deal_title', 'other'].map(entityOfCrmId)).toEqual(['lead', 'contact', 'deal', null]);
  });
});
