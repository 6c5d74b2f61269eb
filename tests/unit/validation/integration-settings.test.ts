// Save and activate runs its checks in the spec's order with the spec's messages (spec §5).
import { describe, expect, it } from 'vitest';
import {
  checkSaveAndActivate,
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
  crm_field_name: 'Title',
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
    expect(messages(form({ page_id: null, form_ids: [], fields_map: [] }))).toEqual([M.selectPage]);
    expect(M.selectPage).toBe('Select facebook page');
  });
  it('2. then at least one form', () => {
    expect(messages(form({ form_ids: [], fields_map: [] }))).toEqual([M.selectForm]);
  });
  it('3. then at least one mapping row', () => {
    expect(messages(form({ fields_map: [] }))).toEqual([M.createMapping]);
  });
  it('4. each row needs a CRM field', () => {
    expect(checkSaveAndActivate(form({ fields_map: [row(), row({ crm_id: null })] }))).toEqual([
      { message: 'Keepin field can not be empty in mapping fields.', path: ['fields_map', 1, 'crm_id'], isRowCheck: true },
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
  it('the zod form reports the same issues at the same paths', () => {
    const result = ZSaveAndActivateForm.safeParse(form({ fields_map: [row({ crm_id: '' })] }));
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([[['fields_map', 0, 'crm_id'], M.mappingCrmFieldEmpty]]);
  });
});
