// CRM info rows and saved settings rows as the integration screens read them (spec §3).
import type { z } from 'zod';
import type { TCrmField, TCrmInfo, ZSavedConfig } from '../../../shared/contract/integrations';
import type { TCrmEntity, TCrmRows } from '../../../db/queries/crm';
import type { TConfigWithParts } from '../../../db/queries/integration-configs';

/** A CRM field's key in mappings: the entity prefix of spec §9 plus the field name, e.g. deal_title. */
export const crmFieldKey = (field: { entity: string; name: string }) => `${field.entity}_${field.name}`;

export const toCrmInfo = (rows: TCrmRows): TCrmInfo => {
  const fieldsOf = (entity: TCrmEntity): TCrmField[] =>
    rows.fields
      .filter((field) => field.entity === entity)
      .map((field) => ({
        id: crmFieldKey(field),
        name: field.name,
        field_type: field.field_type,
        type: field.type,
        label: field.label,
        options: rows.options
          .filter((option) => option.field_id === field.id)
          .map((option) => ({ id: option.value, label: option.label })),
      }));
  const statusesOf = (entity: TCrmEntity) => rows.statuses.filter((status) => status.entity === entity).map((status) => status.name);
  return {
    deal: { statuses: statusesOf('deal'), funnels: rows.funnels, stages: rows.stages, fields: fieldsOf('deal') },
    contact: { statuses: statusesOf('contact'), fields: fieldsOf('contact') },
    lead: { fields: fieldsOf('lead') },
    sources: rows.sources,
    users: rows.users.map((user) => ({ id: user.id, name: user.name, email: user.email ?? '' })),
  };
};

export const toSavedConfig = ({ config, forms, fieldMaps }: TConfigWithParts): z.infer<typeof ZSavedConfig> => ({
  id: config.id,
  auth_id: config.auth_id,
  page_id: config.page_id,
  form_ids: forms.map((form) => form.lead_form_id),
  create_lead: config.create_lead,
  pipeline_id: config.pipeline_id,
  stage_id: config.stage_id,
  source_id: config.source_id,
  responsible_id: config.responsible_id,
  deal_name: config.deal_name,
  deal_amount: config.deal_amount,
  deal_currency: config.deal_currency,
  status: config.status,
  is_active: config.is_active,
  fields_map: fieldMaps,
});
