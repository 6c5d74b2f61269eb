// The test lead of the configuration screen: sample answers by question type, and the deal the
// mapping makes of them (form fields, custom text, CRM list values; unset parts say so).
import { describe, expect, it } from 'vitest';
import type { TCrmInfo } from '../../../shared/contract/integrations';
import { EMPTY_MAPPING_ROW, EMPTY_SETTINGS_FORM } from '../../../shared/validation/integration-settings';
import { buildLeadPreview, sampleAnswer } from '../../../web/src/features/integrations/lib/lead-preview';

const field = (id: string, label: string, field_type: 'string' | 'list' = 'string', options: { id: string; label: string }[] = []) => ({
  id,
  name: id.split('_').slice(1).join('_'),
  field_type,
  type: 'system' as const,
  label,
  options,
});
const crm: TCrmInfo = {
  deal: {
    statuses: [],
    funnels: [{ id: 1, title: 'Sales' }],
    stages: [{ id: 10, name: 'New', funnel_id: 1 }],
    fields: [field('deal_title', 'Deal title'), field('deal_priority', 'Priority', 'list', [{ id: 'high', label: 'High' }])],
  },
  contact: { statuses: [], fields: [field('contact_email', 'Email')] },
  lead: { fields: [] },
  sources: [{ id: 3, name: 'Facebook lead ads' }],
  users: [{ id: 5, name: 'Ann Lee', email: 'ann@crm.example.com' }],
};
const questions = [
  { key: 'email', label: 'Email', type: 'EMAIL' },
  { key: 'custom_question_1', label: 'Budget', type: 'CUSTOM' },
];

describe('lead preview', () => {
  it('answers by question type, else as people answer its label (the demo cast, issue 47)', () => {
    expect(questions.map(sampleAnswer)).toEqual(['amara.okafor@loomandladle.example', 'Under 1,000 a month']);
  });

  it('shows the deal and each mapped field as the mapping would fill them', () => {
    const preview = buildLeadPreview(
      {
        ...EMPTY_SETTINGS_FORM,
        deal_name: 'Facebook lead',
        deal_amount: 250,
        deal_currency: 'EUR',
        pipeline_id: 1,
        stage_id: 10,
        source_id: 3,
        responsible_id: 5,
        fields_map: [
          { ...EMPTY_MAPPING_ROW, crm_id: 'contact_email', form_id: 'email' },
          { ...EMPTY_MAPPING_ROW, crm_id: 'deal_title', form_id: 'custom', form_text: ' Hot lead ' },
          { ...EMPTY_MAPPING_ROW, crm_id: 'deal_priority', type_select: 'crm', form_id: 'high' },
          { ...EMPTY_MAPPING_ROW, crm_id: 'deal_title', form_id: null },
          EMPTY_MAPPING_ROW,
        ],
      },
      crm,
      questions,
    );
    expect(preview.deal.filter((line) => line.value !== null).map((line) => `${line.label}: ${line.value}`)).toEqual([
      'Title: Facebook lead',
      'Amount: 250',
      'Currency: EUR',
      'Pipeline: Sales',
      'Stage: New',
      'Source: Facebook lead ads',
      'Responsible: Ann Lee',
      'Create lead: No',
    ]);
    expect(preview.fields).toEqual([
      { label: 'Email', value: 'amara.okafor@loomandladle.example' },
      { label: 'Deal title', value: 'Hot lead' },
      { label: 'Priority', value: 'High' },
      { label: 'Deal title', value: null },
    ]);
  });
});
