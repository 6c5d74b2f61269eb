// The integration settings form (spec §3) and its Save and activate checks (spec §5, in order).
import { z } from 'zod';
import { CUSTOM_FIELD_OPTION } from '../constants';
import { VALIDATION_MESSAGES } from './messages';

const id = z.union([z.string(), z.number()]);

export const ZMappingRow = z.object({
  crm_id: id.nullable(),
  /** A form question id, or CUSTOM_FIELD_OPTION when the row uses custom text. */
  form_id: id.nullable(),
  form_text: z.string(),
  /** 'facebook' rows take a form field or custom text; 'crm' rows take a CRM list value. */
  type_select: z.enum(['facebook', 'crm']),
  options: z.array(z.unknown()),
  crm_field_type: z.string().nullable(),
  crm_field_name: z.string().nullable(),
});
export type TMappingRow = z.infer<typeof ZMappingRow>;

export const ZIntegrationSettingsForm = z.object({
  page_id: id.nullable(),
  form_ids: z.array(id),
  create_lead: z.boolean(),
  pipeline_id: id.nullable(),
  deal_name: z.string(),
  deal_amount: z.number().nullable(),
  deal_currency: z.string(),
  stage_id: id.nullable(),
  source_id: id.nullable(),
  responsible_id: id.nullable(),
  fields_map: z.array(ZMappingRow),
});
export type TIntegrationSettingsForm = z.infer<typeof ZIntegrationSettingsForm>;

export type TSaveAndActivateIssue = {
  message: string;
  /** Where to highlight: a form field, or a mapping row's field. */
  path: (string | number)[];
  /** Rows checks (spec §5 points 4 to 6) are the ones whose blocking the spec leaves open. */
  isRowCheck: boolean;
};

const isEmpty = (value: string | number | null | undefined) => value === null || value === undefined || value === '';

/**
 * The Save and activate checks in the spec's order. The first three stop at the first failure
 * (nothing below them makes sense without a page, forms and rows); the row checks report every row.
 */
export function checkSaveAndActivate(form: TIntegrationSettingsForm): TSaveAndActivateIssue[] {
  if (isEmpty(form.page_id)) return [{ message: VALIDATION_MESSAGES.selectPage, path: ['page_id'], isRowCheck: false }];
  if (form.form_ids.length === 0) return [{ message: VALIDATION_MESSAGES.selectForm, path: ['form_ids'], isRowCheck: false }];
  if (form.fields_map.length === 0) return [{ message: VALIDATION_MESSAGES.createMapping, path: ['fields_map'], isRowCheck: false }];

  const issues: TSaveAndActivateIssue[] = [];
  form.fields_map.forEach((row, index) => {
    if (isEmpty(row.crm_id)) {
      issues.push({ message: VALIDATION_MESSAGES.mappingCrmFieldEmpty, path: ['fields_map', index, 'crm_id'], isRowCheck: true });
      return;
    }
    if (row.type_select !== 'facebook') return;
    if (isEmpty(row.form_id)) {
      issues.push({ message: VALIDATION_MESSAGES.mappingFormFieldEmpty, path: ['fields_map', index, 'form_id'], isRowCheck: true });
    } else if (row.form_id === CUSTOM_FIELD_OPTION && row.form_text.trim() === '') {
      issues.push({ message: VALIDATION_MESSAGES.mappingTextEmpty, path: ['fields_map', index, 'form_text'], isRowCheck: true });
    }
  });
  return issues;
}

/** The same checks as a zod schema, for the server's input or a form resolver. */
export const ZSaveAndActivateForm = ZIntegrationSettingsForm.superRefine((form, ctx) => {
  for (const issue of checkSaveAndActivate(form)) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  }
});
