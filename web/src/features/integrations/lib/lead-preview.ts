// A test lead for the configuration screen (beyond the spec, as LeadsBridge's and Zapier's test
// step): sample answers to the chosen form's questions, and the deal the mapping would make of
// them. Pure, so it can be checked without a browser; nothing is sent anywhere.
import type { TCrmInfo } from '@shared/contract/integrations';
import { CUSTOM_FIELD_OPTION } from '@shared/constants';
import { answersFor } from '@shared/lead-answers';
import type { TIntegrationSettingsForm } from '@shared/validation/integration-settings';

export type TPreviewQuestion = { key: string; label: string; type: string };
export type TPreviewLine = { label: string; value: string | null };
export type TLeadPreview = { answers: TPreviewLine[]; deal: TPreviewLine[]; fields: TPreviewLine[] };

// A person as the demo cast writes one (server/emulator/generate/cast.ts): a reserved `.example`
// domain and a UK number kept for fiction (Ofcom's 07700 900xxx).
const SAMPLE_BY_TYPE: Record<string, string> = {
  FULL_NAME: 'Amara Okafor',
  FIRST_NAME: 'Amara',
  LAST_NAME: 'Okafor',
  EMAIL: 'amara.okafor@loomandladle.example',
  PHONE: '+44 7700 900123',
  CITY: 'Bristol',
};

/** A plausible answer to a question: by its type, else what people answer to its label. */
export const sampleAnswer = (question: TPreviewQuestion): string => SAMPLE_BY_TYPE[question.type.toUpperCase()] ?? answersFor(question.label)[0] ?? 'Yes';

export function buildLeadPreview(form: TIntegrationSettingsForm, crm: TCrmInfo, questions: readonly TPreviewQuestion[]): TLeadPreview {
  const answers = new Map(questions.map((question) => [question.key, sampleAnswer(question)]));
  const crmFields = [...crm.deal.fields, ...crm.contact.fields, ...crm.lead.fields];
  const pipeline = crm.deal.funnels.find((funnel) => funnel.id === form.pipeline_id);
  const stage = crm.deal.stages.find((candidate) => candidate.id === form.stage_id);
  const source = crm.sources.find((candidate) => candidate.id === form.source_id);
  const responsible = crm.users.find((user) => user.id === form.responsible_id);
  const text = (value: string) => (value.trim() === '' ? null : value.trim());

  return {
    answers: questions.map((question) => ({ label: question.label, value: answers.get(question.key) ?? null })),
    deal: [
      { label: 'Title', value: text(form.deal_name) },
      { label: 'Amount', value: form.deal_amount === null ? null : String(form.deal_amount) },
      { label: 'Currency', value: text(form.deal_currency) },
      { label: 'Pipeline', value: pipeline?.title ?? null },
      { label: 'Stage', value: stage?.name ?? null },
      { label: 'Source', value: source?.name ?? null },
      { label: 'Responsible', value: responsible?.name ?? null },
      { label: 'Create lead', value: form.create_lead ? 'Yes' : 'No' },
    ],
    fields: form.fields_map
      .filter((row) => row.crm_id !== null)
      .map((row) => {
        const field = crmFields.find((candidate) => candidate.id === row.crm_id);
        const label = field?.label ?? row.crm_id ?? '';
        if (row.type_select === 'crm') return { label, value: field?.options.find((option) => option.id === row.form_id)?.label ?? null };
        if (row.form_id === CUSTOM_FIELD_OPTION) return { label, value: text(row.form_text) };
        return { label, value: row.form_id === null ? null : (answers.get(row.form_id) ?? null) };
      }),
  };
}
